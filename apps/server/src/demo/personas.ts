import type { ScheduledEvent } from './calendar'
import { meetingUrl } from './calendar'
import type { CompanyProfile, StageDef } from './companies'
import type { CrmData, DealTimeline } from './crm'
import type { IdCounters } from './ids'
import type { Rng } from './random'
import type { CallType, DemoAttendee, DemoCalendarEvent, DemoContact, DemoDeal, DemoDealContact, DemoStageChange, DemoUser } from './types'
import { DEMO_USERS } from './users'

const MINUTE = 60_000
const HOUR = 3_600_000
const DAY = 86_400_000

/** A persona's upcoming meetings: more than one page of the Upcoming list (10 a page). */
export const PERSONA_UPCOMING = 13
/** Sellers with fewer recorded calls than this get some of their own, on deals of their own. */
export const PERSONA_MIN_RECORDED = 6
/** Sellers with fewer open deals than this get a small pipeline. */
export const PERSONA_MIN_OPEN_DEALS = 3

export interface PersonaInput {
  company: CompanyProfile
  companyId: number
  users: DemoUser[]
  crm: CrmData
  /** Recorded calls each user already owns. */
  recordedByUser: ReadonlyMap<number, number>
  now: number
}

export interface PersonaLife {
  deals: DemoDeal[]
  dealContacts: DemoDealContact[]
  stageChanges: DemoStageChange[]
  scheduled: ScheduledEvent[]
}

const canMeet = (u: DemoUser) => u.status === 'active' && u.calendarConnectionId !== null && !u.calendarSyncPending
const isSeller = (u: DemoUser) => u.role === 'user' && u.function !== null && u.function !== 'Marketing'

/**
 * Who gets a life of their own in the demo: the documented demo logins who sell, manage or administer, plus the
 * first user of each role (rep, manager, company admin, super admin) in every company, so every role can be tried
 * in every company. View-only and pending users keep their own states.
 */
export function personasOf(users: readonly DemoUser[]): DemoUser[] {
  const documented = new Set(DEMO_USERS.filter((u) => u.role !== 'user' || u.isManager || u.function === 'AE' || u.function === 'BDR').map((u) => u.email))
  const active = users.filter(canMeet)
  const kinds: ((u: DemoUser) => boolean)[] = [
    (u) => u.role === 'user' && !u.isManager && isSeller(u),
    (u) => u.role === 'user' && u.isManager,
    (u) => u.role === 'company_admin',
    (u) => u.role === 'super_admin',
  ]
  const chosen = new Set(active.filter((u) => documented.has(u.email)))
  for (const kind of kinds) {
    if ([...chosen].some(kind)) continue
    const first = active.find(kind)
    if (first) chosen.add(first)
  }
  return active.filter((u) => chosen.has(u))
}

/** A weekday in the company's business hours, `days` from now's UTC day, at `hour` local time. */
function slot(company: CompanyProfile, now: number, days: number, hour: number): number {
  let d = days
  const dayZero = Math.floor(now / DAY) * DAY
  while (((Math.floor((dayZero + d * DAY) / DAY) + 4) % 7) % 6 === 0) d += d < 0 ? -1 : 1
  return dayZero + d * DAY + hour * HOUR - company.utcOffset * HOUR
}

const AGENDA: Partial<Record<CallType, string>> = {
  intro: 'Intro',
  discovery: 'Discovery',
  demo: 'Demo',
  technical: 'Technical',
  pricing: 'Pricing',
  negotiation: 'Negotiation',
  renewal: 'Renewal',
  internal_pipeline: 'Pipeline Review',
  internal_standup: 'Team Sync',
}

const internalAttendee = (u: DemoUser, company: string, organizer: boolean): DemoAttendee => ({
  email: u.email,
  name: u.name,
  company,
  userId: u.id,
  contactId: null,
  isInternal: true,
  isOrganizer: organizer,
  responseStatus: 'accepted',
})

const contactAttendee = (c: DemoContact, account: string): DemoAttendee => ({
  email: c.email,
  name: c.name,
  company: account,
  userId: null,
  contactId: c.id,
  isInternal: false,
  isOrganizer: false,
  responseStatus: 'accepted',
})

/** Builds the persona's demo life: deals where the pipeline is thin, recorded calls where there are few, and meetings. */
export function planPersonaLife(input: PersonaInput, ids: IdCounters, rng: Rng): PersonaLife {
  const life: PersonaLife = { deals: [], dealContacts: [], stageChanges: [], scheduled: [] }
  for (const persona of personasOf(input.users)) {
    const r = rng.fork(`persona/${persona.email}`)
    const open = input.crm.timelines.filter((t) => t.deal.ownerId === persona.id && !t.deal.isClosed).length
    const needsCalls = isSeller(persona) && (input.recordedByUser.get(persona.id) ?? 0) < PERSONA_MIN_RECORDED
    // The persona's calls and meetings go on deals of their own made here: the seeded deals, and the reports and
    // reviews built on them, keep the calls and meetings they had.
    const fresh: DealTimeline[] = []
    const wanted = isSeller(persona) ? Math.max(PERSONA_MIN_OPEN_DEALS - open, needsCalls ? 2 : 0) : 0
    for (let i = 0; i < wanted; i++) fresh.push(newDeal(input, persona, i, ids, r, life))
    if (needsCalls) {
      for (let i = 0; i < PERSONA_MIN_RECORDED; i++) life.scheduled.push(recordedCall(input, persona, fresh[i % fresh.length], i, ids, r))
    }
    life.scheduled.push(...upcomingMeetings(input, persona, fresh, ids, r))
  }
  return life
}

/** An open deal of the persona's, on one of their accounts (else any), part-way up the funnel. */
function newDeal(input: PersonaInput, owner: DemoUser, index: number, ids: IdCounters, rng: Rng, life: PersonaLife): DealTimeline {
  const { company, companyId, now, crm } = input
  const owned = crm.accounts.filter((a) => a.ownerId === owner.id)
  const account = owned.length > 0 ? owned[index % owned.length] : rng.pick(crm.accounts)
  const ladder = company.stages.filter((s) => s.kind === 'open')
  const reached = Math.min(ladder.length - 1, 1 + index)
  const createdAt = now - (75 - index * 15) * DAY
  const stages = ladder.slice(0, reached + 1).map((stage, k) => ({ stage, at: createdAt + k * 18 * DAY }))
  const final = stages[stages.length - 1]
  const people = crm.contactsByAccount.get(account.id) ?? []
  const product = rng.pick(company.profile.products)
  const amount = Math.round(rng.float(20_000, 120_000) / 500) * 500
  const id = ids.next('deals')
  const deal: DemoDeal = {
    id,
    companyId,
    accountId: account.id,
    crmDealId: company.crmName === 'salesforce' ? `006${String(id).padStart(6, '0')}PRSNA${index}` : String(2_000_000_000 + id),
    name: `${account.name} – ${product} (${owner.name.split(' ')[0]})`,
    ownerId: owner.id,
    stage: final.stage.name,
    stageId: crm.dealStages.find((s) => s.name === final.stage.name)?.id ?? 0,
    stageKind: 'open',
    amount,
    dealType: index === 2 ? 'Expansion' : 'New Logo',
    leadSource: rng.pick(['Inbound', 'Outbound', 'Referral']),
    region: account.region,
    subRegion: `${account.region} Central`,
    segment: account.segment,
    funnelByProduct: product,
    competitor: index === 0 ? (company.profile.competitors[0] ?? null) : rng.pick([...company.profile.competitors, null]),
    firstMeetingScore: '3/4- Average',
    nextSteps: 'Send pricing proposal and schedule CFO review',
    notes: 'Strong champion, economic buyer not yet engaged.',
    closeDate: now + (30 + index * 20) * DAY,
    createdAt,
    stageChangedAt: final.at,
    isClosed: false,
    primaryContactId: people[0]?.id ?? null,
    winLossNotes: null,
    crmUrl:
      company.crmName === 'salesforce'
        ? `https://${company.key}.lightning.force.example/lightning/r/Opportunity/${id}/view`
        : `https://app.hubspot.example/contacts/${company.key}/deal/${id}`,
    customFields: { acv: amount, products_discussed: product, sales_play: 'Land' },
  }
  life.deals.push(deal)
  people.slice(0, 2).forEach((c, k) => {
    life.dealContacts.push({ companyId, dealId: id, contactId: c.id, role: k === 0 ? 'Champion' : 'Economic Buyer' })
  })
  stages.forEach((s, k) => {
    life.stageChanges.push({
      id: ids.next('stageChanges'),
      companyId,
      dealId: id,
      fromStage: k === 0 ? null : stages[k - 1].stage.name,
      toStage: s.stage.name,
      changedAt: s.at,
    })
  })
  return { deal, stages, activeUntil: now + 60 * DAY }
}

function stageAt(tl: DealTimeline, at: number): StageDef {
  let current = tl.stages[0].stage
  for (const s of tl.stages) if (s.at <= at) current = s.stage
  return current
}

interface MeetingSpec {
  owner: DemoUser
  start: number
  minutes: number
  kind: CallType
  timeline: DealTimeline | null
  colleagues: DemoUser[]
  organizer: DemoUser | null
  withUrl: boolean
  url?: string
}

function buildEvent(input: PersonaInput, spec: MeetingSpec, ids: IdCounters, rng: Rng): ScheduledEvent {
  const { company, companyId, crm } = input
  const internal = spec.kind.startsWith('internal_')
  const account = spec.timeline ? (crm.accounts.find((a) => a.id === spec.timeline?.deal.accountId) ?? null) : internal ? null : rng.pick(crm.accounts)
  const contacts = account && !internal ? (crm.contactsByAccount.get(account.id) ?? []).slice(0, 2) : []
  const organizer = spec.organizer ?? spec.owner
  const platform = rng.weighted(company.platforms)
  const google = spec.owner.calendarProvider === 'google'
  const gceId = `persona${ids.current('events') + 1}${google ? 'g' : 'm'}${rng.int(100000, 999999)}`
  const agenda = AGENDA[spec.kind] ?? 'Coaching'
  const stage = spec.timeline ? stageAt(spec.timeline, spec.start) : null
  const title = internal ? `${spec.owner.name.split(' ')[0]}'s ${agenda.toLowerCase()}` : `${account?.name ?? company.name} – ${agenda.toLowerCase()}`
  const event: DemoCalendarEvent = {
    id: ids.next('events'),
    companyId,
    userId: spec.owner.id,
    connectionId: spec.owner.calendarConnectionId,
    gceId,
    icalUid: `${gceId}@${google ? 'google.com' : 'outlook.com'}`,
    source: google ? 'google_calendar' : 'outlook_calendar',
    callDisposition: null,
    title,
    description: `Agenda:\n- ${agenda}\n- Questions\n- Next steps`,
    startAt: spec.start,
    endAt: spec.start + spec.minutes * MINUTE,
    organizerEmail: organizer.email,
    meetingUrl: spec.withUrl ? (spec.url ?? meetingUrl(platform, rng)) : null,
    platform: spec.withUrl ? platform : null,
    status: 'confirmed',
    isExternal: !internal,
    organizerType: organizer === spec.owner ? 'self' : 'internal',
    noteTakerMessage: spec.withUrl ? null : 'No Meeting URL found.',
    callType: spec.kind,
    agendaType: agenda,
    dealId: spec.timeline?.deal.id ?? null,
    accountId: account?.id ?? null,
    salesStage: stage?.name ?? null,
    noteTakerAllowed: spec.withUrl,
    globalNoteTakerAllowed: spec.withUrl,
    updatedByUser: false,
    latestEventType: null,
    isRecorded: false,
    notRecordedReason: null,
    attendees: [
      internalAttendee(spec.owner, company.name, organizer === spec.owner),
      ...spec.colleagues.map((u) => internalAttendee(u, company.name, organizer === u)),
      ...contacts.map((c) => contactAttendee(c, account?.name ?? '')),
    ],
    createdAt: Math.min(spec.start, input.now) - 7 * DAY,
  }
  return { event, sellers: [spec.owner, ...spec.colleagues], contacts, account, timeline: spec.timeline, recording: null }
}

/** A past call of the persona's on one of their deals, recorded and analysed like every demo call. */
function recordedCall(input: PersonaInput, persona: DemoUser, tl: DealTimeline, index: number, ids: IdCounters, rng: Rng): ScheduledEvent {
  const start = slot(input.company, input.now, -(3 + index * 6), 10 + (index % 5))
  const stage = stageAt(tl, start)
  const s = buildEvent(input, { owner: persona, start, minutes: 45, kind: stage.call, timeline: tl, colleagues: [], organizer: null, withUrl: true }, ids, rng)
  s.event.isRecorded = true
  s.event.latestEventType = 'done'
  s.recording = { shape: 'normal', targetSec: rng.int(22, 38) * 60 }
  return s
}

/**
 * The persona's next two weeks: one meeting under way (the Send / Remove Notetaker In Call states), meetings the
 * notetaker joins, and one for each reason it might not — no link, switched off or on by the user, sent by another
 * rep of the company, left out by the recording preferences — more than one page of them.
 */
function upcomingMeetings(input: PersonaInput, persona: DemoUser, deals: DealTimeline[], ids: IdCounters, rng: Rng): ScheduledEvent[] {
  const { company, now, users } = input
  const colleague =
    users.find((u) => canMeet(u) && u.id !== persona.id && persona.managerIds.includes(u.id)) ??
    users.find((u) => canMeet(u) && u.id !== persona.id && isSeller(u))
  const external = (k: number): CallType => (deals[k % Math.max(1, deals.length)] ? stageAt(deals[k % deals.length], now).call : 'intro')
  const dealOf = (k: number) => (deals.length > 0 ? deals[k % deals.length] : null)
  const base = { owner: persona, minutes: 30, colleagues: [] as DemoUser[], organizer: null, withUrl: true }
  const out: ScheduledEvent[] = []
  // Under way: started ten minutes ago, no bot yet (Send Notetaker In Call; once sent, Remove Notetaker From Call).
  const live = Math.floor((now - 10 * MINUTE) / MINUTE) * MINUTE
  out.push(buildEvent(input, { ...base, start: live, minutes: 90, kind: external(0), timeline: dealOf(0) }, ids, rng))
  // Will join: external meetings the persona organised.
  for (let k = 0; k < 6; k++) {
    out.push(buildEvent(input, { ...base, start: slot(company, now, 1 + k * 2, 9 + (k % 6)), kind: external(k), timeline: dealOf(k) }, ids, rng))
  }
  // No Meeting URL found.
  out.push(buildEvent(input, { ...base, start: slot(company, now, 2, 15), kind: external(1), timeline: dealOf(1), withUrl: false }, ids, rng))
  // Notetaker disabled by you.
  const off = buildEvent(input, { ...base, start: slot(company, now, 3, 11), kind: external(2), timeline: dealOf(2) }, ids, rng)
  off.event.noteTakerAllowed = false
  off.event.updatedByUser = true
  off.event.noteTakerMessage = 'Notetaker disabled by you'
  out.push(off)
  // Notetaker enabled by you: an internal meeting switched on by hand.
  const on = buildEvent(
    input,
    { ...base, start: slot(company, now, 4, 16), kind: 'internal_pipeline', timeline: null, colleagues: colleague ? [colleague] : [] },
    ids,
    rng,
  )
  on.event.updatedByUser = true
  out.push(on)
  // Left out by the recording preferences: an internal meeting when they exclude internal meetings, else an
  // external one (joined), so the page still holds the same number of meetings.
  const excluded = !persona.notetaker.internalMeeting
  const prefs = buildEvent(
    input,
    { ...base, start: slot(company, now, 5, 14), kind: excluded ? 'internal_standup' : external(3), timeline: excluded ? null : dealOf(3) },
    ids,
    rng,
  )
  if (excluded) {
    prefs.event.noteTakerAllowed = false
    prefs.event.globalNoteTakerAllowed = false
    prefs.event.noteTakerMessage = 'Notetaker will not join this meeting.'
  }
  out.push(prefs)
  // Notetaker enabled by other reps in the call: a colleague organises it and their calendar sends the one bot.
  if (colleague) {
    const url = meetingUrl(rng.weighted(company.platforms), rng)
    const start = slot(company, now, 6, 10)
    const theirs = buildEvent(input, { ...base, owner: colleague, start, kind: external(4), timeline: dealOf(4), colleagues: [persona], url }, ids, rng)
    const mine = buildEvent(input, { ...base, start, kind: external(4), timeline: dealOf(4), colleagues: [colleague], organizer: colleague, url }, ids, rng)
    mine.event.title = theirs.event.title
    out.push(theirs, mine)
  }
  while (out.filter((s) => s.event.userId === persona.id).length < PERSONA_UPCOMING) {
    const k = out.length
    out.push(buildEvent(input, { ...base, start: slot(company, now, 8 + (k % 5), 9 + (k % 7)), kind: external(k), timeline: dealOf(k) }, ids, rng))
  }
  return out
}
