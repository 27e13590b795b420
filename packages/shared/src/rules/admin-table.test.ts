import { describe, expect, it } from 'vitest'
import { ADMIN_PAGE_SIZE, INVITES_PER_MINUTE, inviteRateLimitMessage } from './admin-table'

describe('"Admin table page size: 20"', () => {
  it('is 20', () => {
    expect(ADMIN_PAGE_SIZE).toBe(20)
  })
})

describe('1,000 invites in a minute are rate-limited with a clear message', () => {
  it('limits well below 1,000 a minute and says when to retry', () => {
    expect(INVITES_PER_MINUTE).toBeLessThan(1000)
    expect(inviteRateLimitMessage(12)).toBe('Too many invites: at most 100 a minute per company. Try again in 12 seconds.')
    expect(inviteRateLimitMessage(1)).toMatch(/in 1 second\.$/)
  })
})
