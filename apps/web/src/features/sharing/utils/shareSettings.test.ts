import { describe, expect, it } from 'vitest'
import { type ShareFormState, shareSettingsOf } from './shareSettings'

const NOW = new Date('2026-11-02T09:00:00Z')
const base: ShareFormState = { shareType: 'anyone', emails: [], insightsVisible: true, snippetOn: false, snippet: [0, 60], expiryDays: 0 }

describe('share modal settings', () => {
  it('sends the snippet only when Create snippet is ticked', () => {
    expect(shareSettingsOf(base, NOW)).toEqual({ ok: true, body: { shareType: 'anyone', emails: [], insightsVisible: true } })
    const on = shareSettingsOf({ ...base, snippetOn: true, snippet: [5.4, 30.6] }, NOW)
    expect(on).toMatchObject({ ok: true, body: { startTime: 5, endTime: 31 } })
  })

  it('keeps e-mails for restricted links only and requires one', () => {
    expect(shareSettingsOf({ ...base, emails: ['a@x.example'] }, NOW)).toMatchObject({ ok: true, body: { emails: [] } })
    expect(shareSettingsOf({ ...base, shareType: 'restricted' }, NOW)).toEqual({
      ok: false,
      field: 'emails',
      message: 'Add at least one e-mail address to share with.',
    })
    expect(shareSettingsOf({ ...base, shareType: 'restricted', emails: ['nope'] }, NOW)).toMatchObject({ ok: false, field: 'emails' })
  })

  it('turns the expiry choice into a date', () => {
    expect(shareSettingsOf({ ...base, expiryDays: 7 }, NOW)).toMatchObject({ ok: true, body: { expiresAt: '2026-11-09T09:00:00.000Z' } })
  })
})
