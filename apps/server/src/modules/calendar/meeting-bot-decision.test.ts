import { describe, expect, it } from 'vitest'
import type { NotetakerProfile, SameMeetingRow } from './calendar.repository'
import { wishOf } from './bot-wishes.service'
import { decideMeetingBot, decideMeetingBotFromWantingCopies } from './meeting-bot-decision'

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

const DOMAINS = ['northwind.example']

/** One meeting in several reps' calendars, each copy with its stored wish: the rule's answer, or (some) not computed. */
function meetingOf(seed: number, unknownShare: number) {
  const r = rng(seed)
  const count = Math.floor(r() * 30)
  const ids = [...new Set(Array.from({ length: count + 1 }, () => 1 + Math.floor(r() * 100)))]
  const [ownerId, ...copyIds] = ids as [number, ...number[]]
  const emailOf = (id: number) => `rep${id}@northwind.example`
  const pick = r()
  const organizer = pick < 0.3 ? 'buyer@acme.example' : pick < 0.5 ? emailOf(ownerId) : emailOf(copyIds[Math.floor(r() * copyIds.length)] ?? ownerId)
  const copies: SameMeetingRow[] = copyIds.map((id, i) => {
    const facts = { id: 1000 + i, userId: id, icalUid: null, ...eventOf(r, organizer), ...profile(r, emailOf(id)), botWanted: null }
    return { ...facts, botWanted: r() < unknownShare ? null : wishOf(facts, DOMAINS) }
  })
  const input = {
    now: NOW,
    event: eventOf(r, organizer),
    owner: { userId: ownerId, profile: profile(r, emailOf(ownerId)) },
    companyDomains: DOMAINS,
  }
  return { r, organizer, copies, input }
}

describe('decideMeetingBotFromWantingCopies', () => {
  // Wishes stored for every copy (after a sync), or a fifth of them not computed yet (an upgrade, the demo's rows).
  it.each([
    [0, 3000],
    [0.2, 2600],
  ])('with a share %s of wishes unknown: answers as decideMeetingBot over every copy whenever it answers (at least %i of 3000)', (unknownShare, atLeast) => {
    let settled = 0
    for (let seed = 1; seed <= 3000; seed++) {
      const { r, organizer, copies, input } = meetingOf(seed, unknownShare)
      const full = decideMeetingBot({ ...input, copies })
      expect(full.staleWishes, `seed ${seed}`).toEqual(copies.filter((c) => c.botWanted === null).map((c) => ({ id: c.id, wanted: wishOf(c, DOMAINS) })))
      // What readUpcomingPage reads: the first `limit` copies by user id whose stored wish is yes or unknown, and the
      // organiser's such copies.
      const limit = 1 + Math.floor(r() * 4)
      const byId = copies.filter((c) => c.botWanted !== false).sort((a, b) => (a.userId ?? 0) - (b.userId ?? 0))
      const first = byId.slice(0, limit)
      const truncated = byId.length >= limit
      const read = [...first, ...byId.slice(limit).filter((c) => c.email === organizer)]
      const completeBelowUserId = truncated ? Math.max(...first.map((c) => c.userId ?? 0)) : Number.POSITIVE_INFINITY
      const part = decideMeetingBotFromWantingCopies({ ...input, copies: read, completeBelowUserId })
      if (!truncated) expect(part, `seed ${seed}`).not.toBeNull()
      if (part) {
        settled++
        expect(part, `seed ${seed}`).toEqual({ senderUserId: full.senderUserId, decision: full.decision })
      }
    }
    // The first copy read wants the bot unless its wish was unknown and turns out no: then every copy is read.
    expect(settled).toBeGreaterThanOrEqual(atLeast)
  })

  it('takes the stored wishes as they are, while decideMeetingBot decides every copy anew and names the stale ones', () => {
    const on = { notetakerEnabled: true, internal_meeting: true, external_meeting: true, internal_host: true, external_host: true, self_host: true }
    const facts = { icalUid: null, meetingUrl: URL, startAt: START, endAt: END, organizerEmail: 'buyer@acme.example', attendeeEmails: ['buyer@acme.example'] }
    const copy = (id: number, userId: number, notetakerEnabled: boolean, botWanted: boolean | null): SameMeetingRow => ({
      id,
      userId,
      ...facts,
      noteTakerAllowed: true,
      eventProperties: {},
      ...on,
      notetakerEnabled,
      email: `rep${userId}@northwind.example`,
      botWanted,
    })
    // Rep 3 wants the bot but its stored wish says no; rep 4 does not, but its stored wish says yes.
    const copies = [copy(103, 3, true, false), copy(104, 4, false, true)]
    const input = {
      now: NOW,
      event: { ...facts, noteTakerAllowed: true, eventProperties: {} },
      owner: { userId: 5, profile: { ...on, notetakerEnabled: false, email: 'rep5@northwind.example' } },
      companyDomains: DOMAINS,
    }
    expect(decideMeetingBotFromWantingCopies({ ...input, copies, completeBelowUserId: Number.POSITIVE_INFINITY })?.senderUserId).toBe(4)
    const live = decideMeetingBot({ ...input, copies })
    expect(live.senderUserId).toBe(3)
    expect(live.staleWishes).toEqual([
      { id: 103, wanted: true },
      { id: 104, wanted: false },
    ])
  })
})
