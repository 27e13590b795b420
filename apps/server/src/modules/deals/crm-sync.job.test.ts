import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import type { Database } from '../../db/client'
import { createTokenCipher } from '../../platform/tokens/token-cipher'
import { CRM_SYNC, CRM_SYNC_ALL, crmSyncJobs } from './crm-sync.job'
import { crmProviders } from './providers/crm-provider.registry'

describe('CRM sync jobs', () => {
  const config = loadConfig({ LOG_LEVEL: 'silent', CRM_SYNC_INTERVAL_MINUTES: '20' })
  const db = {} as Database
  const jobs = crmSyncJobs({ db, config }, { db, providers: crmProviders(config), cipher: createTokenCipher(Buffer.alloc(32, 1).toString('base64')) })

  it('syncs each connection on its own queue, one queued and one running per connection', () => {
    expect(jobs.find((j) => j.name === CRM_SYNC)).toMatchObject({ policy: 'stately' })
  })

  it('queues every connected CRM every CRM_SYNC_INTERVAL_MINUTES', () => {
    expect(jobs.find((j) => j.name === CRM_SYNC_ALL)).toMatchObject({ schedule: '*/20 * * * *', policy: 'singleton' })
  })

  it('refuses a malformed job payload', async () => {
    await expect(jobs.find((j) => j.name === CRM_SYNC)?.handler({ companyId: 'x' })).rejects.toThrow()
  })

  it('points the providers at the configured endpoints and always pins the Salesforce API version', () => {
    const custom = crmProviders(
      loadConfig({
        LOG_LEVEL: 'silent',
        HUBSPOT_TOKEN_URL: 'http://127.0.0.1:9/oauth/v1/token',
        HUBSPOT_CLIENT_ID: 'h',
        SALESFORCE_LOGIN_URL: 'http://127.0.0.1:8/',
      }),
    )
    expect(custom.hubspot.oauthClient).toMatchObject({ tokenUrl: 'http://127.0.0.1:9/oauth/v1/token', clientId: 'h' })
    expect(custom.salesforce.oauthClient.tokenUrl).toBe('http://127.0.0.1:8/services/oauth2/token')
    expect(custom.salesforce.authUrl).toBe('http://127.0.0.1:8/services/oauth2/authorize')
    expect(() => loadConfig({ SALESFORCE_API_VERSION: 'latest' })).toThrow(/SALESFORCE_API_VERSION/)
  })
})
