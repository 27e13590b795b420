import { defaultCompanySettings, type TCompanySettings } from '@parley/shared/schemas/company-settings'
import { USER_ROLES } from '@parley/shared/schemas/user'
import { describe, expect, it } from 'vitest'
import { NOT_RECORDED_REASONS } from './calendar'
import { COMPANY_PROFILES, volumesFor } from './companies'
import { collectDemo, generateDemo } from './generate'
import { createRng } from './random'
import { DEMO_USERS, LICENSE_VIEW_ALL, LICENSE_VIEW_PARTICIPATED } from './users'

const NOW = Date.UTC(2026, 10, 2, 9)
const data = collectDemo({ seed: 11, now: NOW })
const DAY = 86_400_000

describe('random', () => {
  it('repeats a stream for a seed and differs across seeds', () => {
    const a = createRng(5)
    const b = createRng(5)
    const c = createRng(6)
    const xs = Array.from({ length: 5 }, () => a.next())
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(xs)
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(xs)
    const r = createRng('x')
    for (let i = 0; i < 1000; i++) {
      const n = r.int(3, 7)
      expect(n).toBeGreaterThanOrEqual(3)
      expect(n).toBeLessThanOrEqual(7)
    }
  })
})

describe('generateDemo', () => {
  it('is deterministic for the same seed and now, and changes with the seed', () => {
    const again = collectDemo({ seed: 11, now: NOW })
    expect(JSON.stringify(again)).toBe(JSON.stringify(data))
    const other = collectDemo({ seed: 12, now: NOW })
    expect(other.segments.slice(0, 50).map((s) => s.text)).not.toEqual(data.segments.slice(0, 50).map((s) => s.text))
    expect(other.accounts.map((a) => a.name)).not.toEqual(data.accounts.map((a) => a.name))
  })

  it('has at least three companies with their own domains', () => {
    expect(data.companies.length).toBeGreaterThanOrEqual(3)
    expect(data.companies.map((c) => c.name)).toEqual(['Northwind Analytics', 'Acme Robotics', 'Globex Health'])
    for (const c of data.companies) expect(c.settings.domains).toEqual([c.domain])
    expect(data.companies[0].settings.checklistLibraryAndClips).toBe(true)
  })

  it('turns every company switch on somewhere and off somewhere, except the move to a new version', () => {
    const defaults = defaultCompanySettings()
    const moves: (keyof TCompanySettings)[] = ['overhaulEnabled', 'overhaulForceRedirect']
    const booleans = (Object.keys(defaults) as (keyof TCompanySettings)[]).filter((k) => typeof defaults[k] === 'boolean' && !moves.includes(k))
    expect(booleans.length).toBeGreaterThan(20)
    for (const key of booleans) {
      const values = data.companies.map((c) => c.settings[key])
      expect(values, key).toContain(true)
      expect(values, key).toContain(false)
    }
    const functions = data.companies.map((c) => c.settings.reportsMenuFunctions.length)
    expect(functions.some((n) => n > 0) && functions.some((n) => n === 0)).toBe(true)
    expect(data.companies.filter((c) => c.settings.insightsReportUrl !== '')).toHaveLength(1)
    // The demo has no new version to send anyone to: no banner, prompt or forced redirect leads to a missing page.
    for (const c of data.companies) {
      expect([c.settings.overhaulEnabled, c.settings.overhaulForceRedirect, c.settings.overhaulDomain], c.name).toEqual([false, false, ''])
    }
  })

  it('gives each main company about thirty users across every role, team and nomination', () => {
    for (const company of data.companies.slice(0, 2)) {
      const users = data.users.filter((u) => u.companyId === company.id)
      expect(users.length).toBeGreaterThanOrEqual(28)
      expect(users.length).toBeLessThanOrEqual(34)
      for (const role of USER_ROLES)
        expect(
          users.some((u) => u.role === role),
          `${company.name} ${role}`,
        ).toBe(true)
      expect(users.some((u) => u.role === 'company_admin' && u.policy === 'edit')).toBe(true)
      expect(users.some((u) => u.role === 'company_admin' && u.policy === 'view')).toBe(true)
      expect(users.some((u) => u.isManager)).toBe(true)
      expect(users.some((u) => u.status === 'cancelled')).toBe(true)
      for (const fn of ['AE', 'BDR', 'CSM', 'Sales', 'Marketing'])
        expect(
          users.some((u) => u.function === fn),
          fn,
        ).toBe(true)
      // A two-level reporting chain: someone whose manager has a manager.
      const byId = new Map(users.map((u) => [u.id, u]))
      expect(users.some((u) => u.managerIds.some((m) => (byId.get(m)?.managerIds.length ?? 0) > 0))).toBe(true)
    }
    const third = data.users.filter((u) => u.companyId === data.companies[2].id)
    expect(third.length).toBeLessThan(20)
  })

  it('gives View Only nominations only where the company allows them, with onboarded and pending licences', () => {
    const titles = new Map(data.licenseTypes.map((l) => [l.id, l]))
    for (const company of data.companies) {
      const kinds = data.licenseTypes.filter((l) => l.companyId === company.id).map((l) => l.title)
      expect(kinds.includes(LICENSE_VIEW_ALL)).toBe(company.settings.viewOnlyNominations)
      expect(kinds.includes(LICENSE_VIEW_PARTICIPATED)).toBe(company.settings.viewOnlyNominations)
    }
    expect(data.userLicenses.some((l) => titles.get(l.licenseId)?.title === LICENSE_VIEW_ALL)).toBe(true)
    expect(data.userLicenses.some((l) => l.onboarded)).toBe(true)
    expect(data.userLicenses.some((l) => !l.onboarded)).toBe(true)
  })

  it('contains the documented demo logins', () => {
    const names = ['Riley Rep', 'Morgan Manager', 'Avery Admin', 'Vic Viewer', 'Sam Super', 'Alex Acme']
    for (const name of names) {
      const known = DEMO_USERS.find((u) => u.name === name)
      expect(known, name).toBeDefined()
      const user = data.users.find((u) => u.email === known?.email)
      expect(user?.role, name).toBe(known?.role)
    }
    expect(DEMO_USERS.find((u) => u.name === 'Riley Rep')?.email).toBe('riley.rep@northwind.example')
    expect(data.users.find((u) => u.name === 'Sam Super')?.role).toBe('super_admin')
    expect(data.users.find((u) => u.name === 'Vic Viewer')?.policy).toBe('view')
  })

  it('fills the pipeline: every stage has deals, with stage history, contacts and e-mails both ways', () => {
    for (const profile of COMPANY_PROFILES.filter((p) => p.inDefault)) {
      const company = data.companies.find((c) => c.name === profile.name)
      const deals = data.deals.filter((d) => d.companyId === company?.id)
      for (const stage of profile.stages)
        expect(
          deals.some((d) => d.stage === stage.name),
          `${profile.name}: ${stage.name}`,
        ).toBe(true)
    }
    expect(data.stageChanges.length).toBeGreaterThan(data.deals.length)
    expect(data.contacts.every((c) => c.email.endsWith('.example'))).toBe(true)
    expect(data.emails.some((e) => e.direction === 'INCOMING_EMAIL')).toBe(true)
    expect(data.emails.some((e) => e.direction === 'OUTGOING_EMAIL')).toBe(true)
    expect(data.checklists.filter((c) => c.companyId === data.companies[0].id).map((c) => c.uniqueName)).toEqual(
      expect.arrayContaining([
        'pain_or_priority',
        'timelines',
        'current_solution',
        'current_provider',
        'resistance_handling',
        'opening',
        'pitch',
        'next_steps',
      ]),
    )
    expect(data.checklists.every((c) => c.whyText.length > 20 && c.howText.length > 20 && c.dealStages.length > 0)).toBe(true)
  })

  it('spreads events over six months back and two weeks ahead, with the three meeting-link shapes', () => {
    const starts = data.events.map((e) => e.startAt)
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(NOW - 183 * DAY)
    expect(Math.max(...starts)).toBeLessThanOrEqual(NOW + 15 * DAY)
    expect(data.events.some((e) => e.startAt > NOW)).toBe(true)
    const urls = data.events.map((e) => e.meetingUrl ?? '')
    expect(urls.some((u) => /^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/.test(u))).toBe(true)
    expect(urls.some((u) => /^https:\/\/us0\dweb\.zoom\.us\/j\/\d+\?pwd=/.test(u))).toBe(true)
    expect(urls.some((u) => u.startsWith('https://teams.microsoft.com/l/meetup-join/'))).toBe(true)
    expect(data.events.some((e) => e.isExternal) && data.events.some((e) => !e.isExternal)).toBe(true)
    expect(data.events.every((e) => e.attendees.some((a) => a.email === e.organizerEmail))).toBe(true)
  })

  it('records about three hundred calls, each tied to its event and, when external, a deal', () => {
    expect(data.recordings.length).toBeGreaterThanOrEqual(280)
    const events = new Map(data.events.map((e) => [e.id, e]))
    for (const r of data.recordings) {
      const e = events.get(r.calendarEventId)
      expect(e?.isRecorded).toBe(true)
      if (e?.isExternal) expect(r.dealId).toBe(e.dealId)
    }
    // The stalled deals of the conversion dashboards have their later recorded calls detached (review-stages.ts); every
    // other external recording carries its deal.
    const external = data.recordings.filter((r) => events.get(r.calendarEventId)?.isExternal)
    const detached = external.filter((r) => r.dealId === null)
    expect(detached.length).toBeLessThanOrEqual(external.length * 0.05)
    const durations = data.recordings.filter((r) => r.shape === 'normal').map((r) => r.durationSec)
    expect(Math.min(...durations)).toBeGreaterThanOrEqual(120)
    expect(Math.max(...durations)).toBeLessThanOrEqual(3700)
  })

  it('has short, silent, cancelled and unrecorded-with-reason calls', () => {
    const short = data.recordings.filter((r) => r.durationSec < 60)
    expect(short.length).toBeGreaterThan(0)
    expect(short.every((r) => r.segmentCount > 0)).toBe(true)
    expect(data.recordings.filter((r) => r.segmentCount === 0).length).toBeGreaterThan(0)
    expect(data.events.some((e) => e.status === 'cancelled')).toBe(true)
    expect(data.events.some((e) => e.isRecorded && e.source === 'Instant')).toBe(true)
    const northwind = data.companies[0].id
    expect(
      data.events.some((e) => e.companyId === northwind && e.isRecorded && (e.source === 'orum' || e.source === 'MYT') && e.callDisposition !== null),
    ).toBe(true)
    for (const reason of [NOT_RECORDED_REASONS.notAdmitted, NOT_RECORDED_REASONS.disabledByUser, NOT_RECORDED_REASONS.noUrl]) {
      expect(
        data.events.some((e) => !e.isRecorded && e.notRecordedReason === reason),
        reason,
      ).toBe(true)
    }
  })

  it('writes segments with increasing millisecond timestamps inside the recording', () => {
    const recordings = new Map(data.recordings.map((r) => [r.id, r]))
    let previous = { id: -1, end: 0 }
    for (const s of data.segments) {
      expect(s.endMs).toBeGreaterThan(s.startMs)
      const r = recordings.get(s.recordingId)
      expect(s.endMs).toBeLessThanOrEqual((r?.durationSec ?? 0) * 1000)
      if (previous.id === s.recordingId) expect(s.startMs).toBeGreaterThanOrEqual(previous.end - 1000)
      previous = { id: s.recordingId, end: s.endMs }
    }
    expect(data.segments.some((s) => s.side === 'rep') && data.segments.some((s) => s.side === 'prospect')).toBe(true)
  })

  it('produces varied transcripts rather than a few repeated texts', () => {
    const byCall = new Map<number, string[]>()
    for (const s of data.segments) {
      const list = byCall.get(s.recordingId) ?? []
      list.push(s.text)
      byCall.set(s.recordingId, list)
    }
    const prefixes = new Map<string, number>()
    for (const texts of byCall.values()) {
      if (texts.length < 5) continue
      const key = texts.slice(0, 5).join('\n')
      prefixes.set(key, (prefixes.get(key) ?? 0) + 1)
    }
    const sharing = [...prefixes.values()].filter((n) => n > 1).reduce((a, b) => a + b, 0)
    expect(sharing / byCall.size).toBeLessThan(0.2)
    const vocabulary = new Set(data.segments.flatMap((s) => s.text.toLowerCase().match(/[a-z']+/g) ?? []))
    expect(vocabulary.size).toBeGreaterThan(1500)
    const longTexts = data.segments.filter((s) => s.text.split(' ').length >= 8)
    expect(new Set(longTexts.map((s) => s.text)).size / longTexts.length).toBeGreaterThan(0.75)
    for (const word of ['pricing', 'timeline', 'security', 'integration', 'Gong', 'Clari', 'budget', 'next steps']) {
      expect(
        data.segments.some((s) => s.text.includes(word)),
        word,
      ).toBe(true)
    }
    expect(data.segments.some((s) => /\{|\}|\[|\]|undefined|NaN/.test(s.text))).toBe(false)
  })

  it('streams the bench size in bounded batches with the largest company holding half', () => {
    const volumes = COMPANY_PROFILES.map((p) => volumesFor(p, 'bench'))
    const sum = (k: 'events' | 'recorded' | 'deals' | 'accounts' | 'emails') => volumes.reduce((s, v) => s + v[k], 0)
    expect([sum('events'), sum('recorded'), sum('deals'), sum('accounts'), sum('emails')]).toEqual([100_000, 30_000, 50_000, 20_000, 200_000])
    expect(volumes[0].events).toBe(50_000)
    // Only the first batches: the whole bench is for the bench script.
    let seen = 0
    for (const item of generateDemo({ seed: 1, size: 'bench', now: NOW })) {
      if (item.table !== 'companyDone') expect(item.rows.length).toBeLessThanOrEqual(5000)
      if (++seen > 40) break
    }
  })
})
