import { describe, expect, it } from 'vitest'
import { isShareLinkLive, linkOpensMeeting, normaliseShareEmails, SHARE_TOKEN_PATTERN, type ShareLinkFacts, shareDecision } from './share-access'

const NOW = new Date('2026-11-02T09:00:00Z')
const link = (over: Partial<ShareLinkFacts> = {}): ShareLinkFacts => ({
  shareType: 'anyone',
  emails: [],
  meetingId: 7,
  revokedAt: null,
  expiresAt: null,
  companyId: 1,
  ...over,
})
const colleague = { companyId: 1, email: 'pat@northwind.example' }
const stranger = { companyId: 2, email: 'remy@acme.example' }

describe('share links', () => {
  it('lives until revoked or expired', () => {
    expect(isShareLinkLive(link(), NOW)).toBe(true)
    expect(isShareLinkLive(link({ revokedAt: NOW }), NOW)).toBe(false)
    expect(isShareLinkLive(link({ expiresAt: NOW }), NOW)).toBe(false)
    expect(isShareLinkLive(link({ expiresAt: new Date(NOW.getTime() + 1) }), NOW)).toBe(true)
  })

  it('never opens another meeting', () => {
    expect(linkOpensMeeting(link(), 8, NOW)).toBe(false)
    expect(linkOpensMeeting(link({ meetingId: null }), 7, NOW)).toBe(false)
    expect(shareDecision(link(), 8, colleague, NOW)).toBe('locked')
  })

  it('anyone: opens for everybody, signed in or not', () => {
    expect(shareDecision(link(), 7, null, NOW)).toBe('granted')
    expect(shareDecision(link(), 7, stranger, NOW)).toBe('granted')
  })

  it('"Share types withInOrg and restricted need a logged-in user"', () => {
    expect(shareDecision(link({ shareType: 'withInOrg' }), 7, null, NOW)).toBe('login_required')
    expect(shareDecision(link({ shareType: 'restricted', emails: ['pat@northwind.example'] }), 7, null, NOW)).toBe('login_required')
  })

  it('withInOrg: the sharer’s company only', () => {
    expect(shareDecision(link({ shareType: 'withInOrg' }), 7, colleague, NOW)).toBe('granted')
    expect(shareDecision(link({ shareType: 'withInOrg' }), 7, stranger, NOW)).toBe('locked')
  })

  it('restricted: only the e-mails on the list, whatever their case', () => {
    const restricted = link({ shareType: 'restricted', emails: ['pat@northwind.example'] })
    expect(shareDecision(restricted, 7, { companyId: 1, email: 'Pat@Northwind.example' }, NOW)).toBe('granted')
    expect(shareDecision(restricted, 7, { companyId: 1, email: 'sam@northwind.example' }, NOW)).toBe('locked')
  })

  it('a revoked or expired link is locked for everyone', () => {
    expect(shareDecision(link({ revokedAt: NOW }), 7, colleague, NOW)).toBe('locked')
    expect(shareDecision(link({ expiresAt: new Date(NOW.getTime() - 1) }), 7, null, NOW)).toBe('locked')
    expect(shareDecision(null, 7, colleague, NOW)).toBe('locked')
  })

  it('normalises e-mails: trimmed, lower case, each once', () => {
    expect(normaliseShareEmails([' A@x.example', 'a@x.example', '', 'b@x.example'])).toEqual(['a@x.example', 'b@x.example'])
  })

  it('accepts only tokens of 32 bytes in base64url', () => {
    expect(SHARE_TOKEN_PATTERN.test('A'.repeat(43))).toBe(true)
    expect(SHARE_TOKEN_PATTERN.test('A'.repeat(42))).toBe(false)
    expect(SHARE_TOKEN_PATTERN.test(`${'A'.repeat(42)}=`)).toBe(false)
  })
})
