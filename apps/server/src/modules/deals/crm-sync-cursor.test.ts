import { describe, expect, it } from 'vitest'
import { CRM_SYNC_STEPS, FULL_ROUND_OVERLAP_MS, finishStep, parseCrmCursor } from './crm-sync-cursor'

describe('the CRM sync cursor (a crash mid-sync loses nothing)', () => {
  it('an empty or unreadable cursor starts from nothing', () => {
    expect(parseCrmCursor(null)).toEqual({ since: {}, round: null })
    expect(parseCrmCursor('{oops')).toEqual({ since: {}, round: null })
  })

  it('a first round reads the next one from its start, less the overlap', () => {
    const startedAt = '2026-11-21T10:00:00.000Z'
    const c = finishStep({ since: {}, round: { full: true, startedAt, step: 2, pageToken: 'x', maxSeen: '2026-11-21T10:03:00.000Z' } }, 'deals')
    expect(c.since.deals).toBe(new Date(Date.parse(startedAt) - FULL_ROUND_OVERLAP_MS).toISOString())
    expect(c.round).toMatchObject({ step: 3, pageToken: null, maxSeen: null })
  })

  it('an incremental round moves a step to the latest change it saw, or keeps it', () => {
    const round = { full: false, startedAt: '2026-11-21T10:00:00.000Z', step: 0, pageToken: null, maxSeen: '2026-11-21T09:59:00.000Z' }
    expect(finishStep({ since: { accounts: '2026-11-20T00:00:00.000Z' }, round }, 'accounts').since.accounts).toBe('2026-11-21T09:59:00.000Z')
    expect(finishStep({ since: { accounts: '2026-11-20T00:00:00.000Z' }, round: { ...round, maxSeen: null } }, 'accounts').since.accounts).toBe(
      '2026-11-20T00:00:00.000Z',
    )
  })

  it('the last step ends the round', () => {
    const last = CRM_SYNC_STEPS.length - 1
    const c = finishStep({ since: {}, round: { full: false, startedAt: '2026-11-21T10:00:00.000Z', step: last, pageToken: null, maxSeen: null } }, 'deleted')
    expect(c.round).toBeNull()
  })
})
