import { decideNotetaker, NOTETAKER_REASONS } from '@parley/shared/rules/notetaker-decision'
import { describe, expect, it } from 'vitest'
import { collectDemo } from './generate'
import { personasOf } from './personas'
import type { DemoCalendarEvent, DemoUser } from './types'
import { DEMO_USERS } from './users'

const NOW = Date.parse('2026-11-02T09:00:00Z')
const data = collectDemo({ seed: 7, now: NOW })
const byEmail = (email: string) => data.users.find((u) => u.email === email) as DemoUser
const upcoming = (u: DemoUser) => data.events.filter((e) => e.userId === u.id && e.endAt > NOW + 60_000 && e.status === 'confirmed')

/** The reason the Upcoming list gives for one of the persona's meetings (the shared rule, one bot per link). */
function reasonOf(u: DemoUser, e: DemoCalendarEvent): string {
  // The organizer's own copy of the same link sends the one bot (the organizer wants it in these meetings).
  const ownerEmail = (x: DemoCalendarEvent) => data.users.find((v) => v.id === x.userId)?.email
  const organizerCopy = data.events.find((x) => x.id !== e.id && x.meetingUrl !== null && x.meetingUrl === e.meetingUrl && ownerEmail(x) === e.organizerEmail)
  return decideNotetaker({
    now: NOW,
    meeting: {
      meetingUrl: e.meetingUrl,
      startAt: e.startAt,
      endAt: e.endAt,
      organizerEmail: e.organizerEmail,
      attendeeEmails: e.attendees.map((a) => a.email),
    },
    user: {
      email: u.email,
      notetakerEnabled: true,
      flags: {
        internal_meeting: u.notetaker.internalMeeting,
        external_meeting: u.notetaker.externalMeeting,
        internal_host: u.notetaker.internalHost,
        external_host: u.notetaker.externalHost,
        self_host: u.notetaker.selfHost,
      },
    },
    companyDomains: [u.email.split('@')[1]],
    override: e.updatedByUser ? e.noteTakerAllowed : null,
    botSentByOtherRep: organizerCopy !== undefined,
  }).reason
}

describe('demo personas', () => {
  const personas = data.companies.flatMap((c) => personasOf(data.users.filter((u) => u.companyId === c.id)))

  it('cover the README logins and a user of every role in every company', () => {
    const names = personas.map((p) => p.name)
    for (const name of ['Riley Rep', 'Morgan Manager', 'Avery Admin', 'Vic Viewer', 'Sam Super', 'Remy Rep', 'Max Manager', 'Alex Acme', 'Gabe Globex']) {
      expect(names).toContain(name)
    }
    for (const c of data.companies) {
      const mine = personas.filter((p) => p.companyId === c.id)
      expect(
        mine.some((p) => p.role === 'company_admin'),
        c.name,
      ).toBe(true)
      expect(
        mine.some((p) => p.role === 'user' && p.isManager),
        c.name,
      ).toBe(true)
      expect(
        mine.some((p) => p.role === 'user' && !p.isManager),
        c.name,
      ).toBe(true)
      if (data.users.some((u) => u.companyId === c.id && u.role === 'super_admin'))
        expect(
          mine.some((p) => p.role === 'super_admin'),
          c.name,
        ).toBe(true)
    }
  })

  it('give every persona more than a page of upcoming meetings over two weeks, one of them under way', () => {
    for (const p of personas) {
      const list = upcoming(p)
      expect(list.length, p.name).toBeGreaterThan(10)
      expect(list.filter((e) => e.gceId.startsWith('persona')).every((e) => e.startAt < NOW + 14 * 86_400_000)).toBe(true)
      expect(list.filter((e) => e.startAt < NOW - 60_000).length, p.name).toBeGreaterThanOrEqual(1)
    }
  })

  it('show every reason the Upcoming list can give for a meeting that has not ended', () => {
    const seen = new Set(personas.flatMap((p) => upcoming(p).map((e) => reasonOf(p, e))))
    const listable = Object.values(NOTETAKER_REASONS).filter((r) => r !== NOTETAKER_REASONS.completed)
    expect([...seen].sort()).toEqual([...listable].sort())
    const riley = byEmail('riley.rep@northwind.example')
    expect(new Set(upcoming(riley).map((e) => reasonOf(riley, e))).size).toBeGreaterThanOrEqual(6)
  })

  it('give the sellers recorded calls on deals of their own and an open pipeline', () => {
    for (const name of ['Riley Rep', 'Remy Rep', 'Hollis Hunter']) {
      const u = data.users.find((x) => x.name === name) as DemoUser
      const calls = data.recordings.filter((r) => r.userId === u.id && r.dealId !== null)
      expect(calls.length, name).toBeGreaterThanOrEqual(6)
      expect(data.deals.filter((d) => d.ownerId === u.id && !d.isClosed).length, name).toBeGreaterThanOrEqual(3)
    }
  })

  it('leave one demo login with its calendar sync pending', () => {
    const pending = data.users.filter((u) => u.calendarSyncPending)
    expect(pending.map((u) => u.name)).toEqual(['Mika Marketing'])
    expect(DEMO_USERS.some((u) => u.name === 'Mika Marketing')).toBe(true)
    expect(upcoming(pending[0] as DemoUser)).toHaveLength(0)
  })

  it('add rows after every company, so no earlier row changes its id', () => {
    const persona = data.events.filter((e) => e.gceId.startsWith('persona'))
    const others = data.events.filter((e) => !e.gceId.startsWith('persona'))
    expect(Math.min(...persona.map((e) => e.id))).toBeGreaterThan(Math.max(...others.map((e) => e.id)))
  })
})
