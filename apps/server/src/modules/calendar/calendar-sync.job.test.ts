import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { createTokenCipher } from '../../platform/tokens/token-cipher'
import type { Database } from '../../db/client'
import { CALENDAR_SYNC, CALENDAR_SYNC_ALL, calendarSyncJobs } from './calendar-sync.job'
import { calendarProviders } from './providers/calendar-provider.registry'

describe('calendar sync jobs', () => {
  const config = loadConfig({ LOG_LEVEL: 'silent' })
  const db = {} as Database
  const jobs = calendarSyncJobs({ db, config }, { db, providers: calendarProviders(config), cipher: createTokenCipher(Buffer.alloc(32, 1).toString('base64')) })

  it('syncs each connection on its own queue, one queued and one running per connection', () => {
    expect(jobs.find((j) => j.name === CALENDAR_SYNC)).toMatchObject({ policy: 'stately' })
  })

  it('queues every connected calendar every 30 minutes', () => {
    expect(jobs.find((j) => j.name === CALENDAR_SYNC_ALL)).toMatchObject({ schedule: '*/30 * * * *', policy: 'singleton' })
  })

  it('refuses a malformed job payload', async () => {
    await expect(jobs.find((j) => j.name === CALENDAR_SYNC)?.handler({ companyId: 'x' })).rejects.toThrow()
  })

  it('points the providers at the configured APIs', () => {
    const custom = calendarProviders(loadConfig({ LOG_LEVEL: 'silent', GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token', GOOGLE_CLIENT_ID: 'g' }))
    expect(custom.google.oauthClient).toMatchObject({ tokenUrl: 'http://127.0.0.1:9/token', clientId: 'g' })
    expect(calendarProviders(config).microsoft.oauthClient.tokenUrl).toBe('https://login.microsoftonline.com/common/oauth2/v2.0/token')
  })
})
