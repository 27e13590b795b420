import { describe, expect, it } from 'vitest'
import type { NotetakerProfile, SameMeetingRow } from './calendar.repository'
import { decideMeetingBot, decideMeetingBotFromFirstCopies } from './meeting-bot-decision'

// A small deterministic generator, so a failure names its case.
function rng(seed: number) {
  let s = seed
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648
    return s / 2147483648
  }
}

const NOW = new Date('2026-11-21T10:00:00Z')
const START = new Date('2026-11-22T10:00:00Z')
const END = new Date('2026-11-22T10:30:00Z')
const URL = 'https://meet.google.com/abc-defg-hij'

function profile(r: () => number, email: string): NotetakerProfile {
  return {
    email,
    notetakerEnabled: r() < 0.8,
    internal_meeting: r() < 0.5,
    external_meeting: r() < 0.5,
    internal_host: r() < 0.5,
    external_host: r() < 0.5,
    self_host: r() < 0.5,
  }
}

const eventOf = (r: () => number, organizerEmail: string) => ({
  meetingUrl: URL,
  startAt: START,
  endAt: END,
  organizerEmail,
  attendeeEmails: r() < 0.5 ? ['a@northwind.example'] : ['a@northwind.example', 'buyer@acme.example'],
  noteTakerAllowed: r() < 0.5,
  eventProperties: r() < 0.3 ? { updatedByUser: true } : {},
})

describe('decideMeetingBotFromFirstCopies', () => {
  it('answers as decideMeetingBot over every copy whenever it answers, and always when every copy was read', () => {
    let settled = 0
    for (let seed = 1; seed <= 3000; seed++) {
      const r = rng(seed)
      const count = Math.floor(r() * 30)
      const ids = [...new Set(Array.from({ length: count + 1 }, () => 1 + Math.floor(r() * 100)))]
      const [ownerId, ...copyIds] = ids as [number, ...number[]]
      const emailOf = (id: number) => `rep${id}@northwind.example`
      const pick = r()
      const organizer = pick < 0.3 ? 'buyer@acme.example' : pick < 0.5 ? emailOf(ownerId) : emailOf(copyIds[Math.floor(r() * copyIds.length)] ?? ownerId)
      const copies: SameMeetingRow[] = copyIds.map((id, i) => ({
        id: 1000 + i,
        userId: id,
        icalUid: null,
        ...eventOf(r, organizer),
        ...profile(r, emailOf(id)),
      }))
      const input = {
        now: NOW,
        event: eventOf(r, organizer),
        owner: { userId: ownerId, profile: profile(r, emailOf(ownerId)) },
        companyDomains: ['northwind.example'],
      }
      const full = decideMeetingBot({ ...input, copies })
      // What findFirstCopies reads: the first `limit` copies by user id, and the organiser's.
      const limit = 1 + Math.floor(r() * 8)
      const byId = [...copies].sort((a, b) => (a.userId ?? 0) - (b.userId ?? 0))
      const first = byId.slice(0, limit)
      const truncated = byId.length >= limit
      const read = [...first, ...byId.slice(limit).filter((c) => c.email === organizer)]
      const completeBelowUserId = truncated ? Math.max(...first.map((c) => c.userId ?? 0)) : Number.POSITIVE_INFINITY
      const part = decideMeetingBotFromFirstCopies({ ...input, copies: read, completeBelowUserId })
      if (!truncated) expect(part, `seed ${seed}`).not.toBeNull()
      if (part) {
        settled++
        expect(part, `seed ${seed}`).toEqual(full)
      }
    }
    // Most cases settle from the first copies (the point of reading them first).
    expect(settled).toBeGreaterThan(2000)
  })
})
