import type { CompanyProfile } from './companies'
import { type DealTimeline, stageAt } from './crm'
import type { IdCounters } from './ids'
import type { Rng } from './random'
import type { CallType, DemoAccount, DemoAttendee, DemoCalendarEvent, DemoContact, DemoUser, MeetingPlatform } from './types'

const MINUTE = 60_000
const HOUR = 3_600_000
const DAY = 86_400_000
/** Six months back, two weeks ahead (the upcoming-meetings window). */
export const PAST_DAYS = 182
export const FUTURE_DAYS = 14

/** Why a past meeting has no recording (recordings dashboard, Unrecorded tab; 'not recorded reason' filters). */
export const NOT_RECORDED_REASONS = {
  notAdmitted: 'Notetaker not admitted',
  disabledByUser: 'Notetaker disabled by user',
  noUrl: 'No meeting URL',
  internalExcluded: 'Internal meetings excluded in recording preferences',
  removed: 'Notetaker removed from call',
  nobodyJoined: 'Nobody joined the meeting',
  cancelled: 'Meeting cancelled',
} as const

const AGENDA: Record<CallType, string> = {
  intro: 'Intro',
  discovery: 'Discovery',
  demo: 'Demo',
  technical: 'Technical',
  pricing: 'Pricing',
  negotiation: 'Negotiation',
  renewal: 'Renewal',
  internal_pipeline: 'Pipeline Review',
  internal_coaching: 'Coaching',
  internal_standup: 'Team Sync',
}

const TITLES: Record<CallType, readonly string[]> = {
  intro: ['{account} <> {company} intro', 'Intro call: {contact} / {rep}', 'Quick intro – {account}', '{company} x {account}'],
  discovery: ['{account} | Discovery', 'Discovery call – {account}', '{account}: discovery & next steps', 'Deep dive on {account} goals'],
  demo: ['{product} demo for {account}', '{account} – product demo', 'Demo: {product} / {account} team', '{account} follow-up demo'],
  technical: ['{account} POC check-in', 'Technical deep dive: {account}', '{account} pilot review', 'Security & integration review – {account}'],
  pricing: ['{account} – pricing review', 'Commercial discussion: {account}', '{account} proposal walkthrough'],
  negotiation: ['{account} contract & procurement', '{account} – redlines review', 'Order form review: {account}'],
  renewal: ['{account} QBR', 'Renewal discussion – {account}', '{account} quarterly business review', '{account} success check-in'],
  internal_pipeline: ['Weekly pipeline review', 'Forecast call', 'Deal review: {team}', 'Pipeline scrub – {team}'],
  internal_coaching: ['{manager} / {rep} 1:1', '1:1 {rep} & {manager}', 'Call coaching – {rep}'],
  internal_standup: ['Team standup', '{team} sync', 'Monday kickoff', 'Daily huddle'],
}

/** A calendar event and, when it was recorded, how the recording should look. */
export interface ScheduledEvent {
  event: DemoCalendarEvent
  sellers: DemoUser[]
  contacts: DemoContact[]
  account: DemoAccount | null
  timeline: DealTimeline | null
  recording: { shape: 'normal' | 'short' | 'silent'; targetSec: number } | null
}

export interface CalendarInput {
  company: CompanyProfile
  companyId: number
  users: DemoUser[]
  accounts: DemoAccount[]
  contactsByAccount: Map<number, DemoContact[]>
  timelines: DealTimeline[]
  events: number
  recorded: number
  callLengthScale: number
  now: number
}

const ALPHA = 'abcdefghijklmnopqrstuvwxyz'
const BASE32HEX = '0123456789abcdefghijklmnopqrstuv'
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

function randomString(rng: Rng, alphabet: string, n: number): string {
  let out = ''
  for (let i = 0; i < n; i++) out += alphabet[Math.floor(rng.next() * alphabet.length)]
  return out
}

/** Meeting links in the shapes each provider uses. */
export function meetingUrl(platform: MeetingPlatform, rng: Rng): string {
  if (platform === 'google_meet') {
    return `https://meet.google.com/${randomString(rng, ALPHA, 3)}-${randomString(rng, ALPHA, 4)}-${randomString(rng, ALPHA, 3)}`
  }
  if (platform === 'zoom') {
    return `https://us0${rng.int(2, 6)}web.zoom.us/j/${rng.int(81, 99)}${randomString(rng, '0123456789', 9)}?pwd=${randomString(rng, BASE64, 32)}`
  }
  const tid = `${randomString(rng, '0123456789abcdef', 8)}-${randomString(rng, '0123456789abcdef', 4)}-4${randomString(rng, '0123456789abcdef', 3)}-a${randomString(rng, '0123456789abcdef', 3)}-${randomString(rng, '0123456789abcdef', 12)}`
  return `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${randomString(rng, BASE64, 48)}%40thread.v2/0?context=%7b%22Tid%22%3a%22${tid}%22%7d`
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_m, k: string) => values[k] ?? '')
}

/** A weekday slot in the company's business hours. */
function workSlot(day: number, company: CompanyProfile, rng: Rng, dayZero: number): number {
  let d = day
  // Skip weekends (dayZero is a UTC midnight; 1970-01-01 was a Thursday).
  while (((Math.floor((dayZero + d * DAY) / DAY) + 4) % 7) % 6 === 0) d += d < 0 ? -1 : 1
  const localMinutes = rng.int(8 * 4, 17 * 4) * 15
  return dayZero + d * DAY + localMinutes * MINUTE - company.utcOffset * HOUR
}

const attendee = (u: DemoUser, company: string, organizer: boolean): DemoAttendee => ({
  email: u.email,
  name: u.name,
  company,
  userId: u.id,
  contactId: null,
  isInternal: true,
  isOrganizer: organizer,
  responseStatus: 'accepted',
})

const contactAttendee = (c: DemoContact, account: string, organizer: boolean, rng: Rng): DemoAttendee => ({
  email: c.email,
  name: c.name,
  company: account,
  userId: null,
  contactId: c.id,
  isInternal: false,
  isOrganizer: organizer,
  responseStatus: organizer
    ? 'accepted'
    : rng.weighted([
        ['accepted', 7],
        ['tentative', 1],
        ['needsAction', 2],
      ] as const),
})

/** Plans every calendar event of a company, sorted by start, with ids; decides which were recorded and why not. */
export function scheduleEvents(input: CalendarInput, ids: IdCounters, rng: Rng): ScheduledEvent[] {
  const { company, users, timelines, now } = input
  const dayZero = Math.floor(now / DAY) * DAY
  const winStart = now - PAST_DAYS * DAY
  const winEnd = now + FUTURE_DAYS * DAY
  const withCalendar = users.filter((u) => u.status === 'active' && u.calendarConnectionId !== null)
  const sellers = withCalendar.filter((u) => u.role === 'user' && u.function !== null && u.function !== 'Marketing')
  const sellerPool = sellers.length > 0 ? sellers : withCalendar
  const byId = new Map(users.map((u) => [u.id, u]))
  const managers = withCalendar.filter((u) => u.isManager)
  const teamOf = (m: DemoUser) => withCalendar.filter((u) => u.managerIds.includes(m.id))

  const accountById = new Map(input.accounts.map((a) => [a.id, a]))
  const live = timelines.filter((t) => t.deal.createdAt < winEnd && t.activeUntil > winStart)
  const drafts: Draft[] = []

  const nExternal = Math.round(input.events * 0.68)
  const nNoDeal = Math.round(input.events * 0.05)
  const nInternal = input.events - nExternal - nNoDeal

  for (let i = 0; i < nExternal && live.length > 0; i++) {
    const tl = i < live.length ? live[i] : rng.pick(live)
    const from = Math.max(tl.deal.createdAt, winStart)
    const to = Math.min(tl.activeUntil, winEnd)
    const at = from + rng.next() * Math.max(to - from, DAY)
    const start = workSlot(Math.floor((at - dayZero) / DAY), company, rng, dayZero)
    const stage = stageAt(tl, start)
    const owner0 = byId.get(tl.deal.ownerId)
    const owner = owner0 && owner0.status === 'active' && owner0.calendarConnectionId !== null ? owner0 : rng.pick(sellerPool)
    const account = accountById.get(tl.deal.accountId) ?? null
    const people = account ? (input.contactsByAccount.get(account.id) ?? []) : []
    drafts.push({
      kind: stage.call,
      owner,
      start,
      minutes: rng.weighted([
        [15, 1],
        [30, 5],
        [45, 2],
        [60, 3],
      ] as const),
      colleagues: rng.chance(0.35) ? [rng.pick(managers.length > 0 && rng.chance(0.4) ? managers : sellerPool)].filter((u) => u !== owner) : [],
      contacts: rng.sample(
        people,
        rng.weighted([
          [1, 5],
          [2, 3],
          [3, 1],
        ] as const),
      ),
      account,
      timeline: tl,
      salesStage: stage.name,
    })
  }
  for (let i = 0; i < nNoDeal; i++) {
    const account = rng.pick(input.accounts)
    const day = rng.int(-PAST_DAYS + 1, FUTURE_DAYS - 1)
    drafts.push({
      kind: 'intro',
      owner: rng.pick(sellerPool),
      start: workSlot(day, company, rng, dayZero),
      minutes: rng.pick([15, 30]),
      colleagues: [],
      contacts: rng.sample(input.contactsByAccount.get(account.id) ?? [], 1),
      account,
      timeline: null,
      salesStage: null,
    })
  }
  const leads = managers.length > 0 ? managers : withCalendar.slice(0, 1)
  for (let i = 0; i < nInternal && leads.length > 0; i++) {
    const manager = leads[i % leads.length]
    const team = teamOf(manager)
    const kind = rng.weighted([
      ['internal_standup', 3],
      ['internal_pipeline', 4],
      ['internal_coaching', team.length > 0 ? 3 : 0],
    ] as const)
    const day = rng.int(-PAST_DAYS + 1, FUTURE_DAYS - 1)
    const members =
      kind === 'internal_coaching' ? [rng.pick(team)] : rng.sample(team.length > 0 ? team : withCalendar.filter((u) => u !== manager), rng.int(2, 6))
    drafts.push({
      kind,
      owner: manager,
      start: workSlot(day, company, rng, dayZero),
      minutes: kind === 'internal_standup' ? 15 : kind === 'internal_coaching' ? 30 : rng.pick([30, 45, 60]),
      colleagues: members,
      contacts: [],
      account: null,
      timeline: null,
      salesStage: null,
    })
  }
  drafts.sort((a, b) => a.start - b.start || a.owner.id - b.owner.id)
  const scheduled = drafts.map((d) => toEvent(d, input, ids, rng))
  decideRecordings(scheduled, input, rng)
  return scheduled
}

interface Draft {
  kind: CallType
  owner: DemoUser
  start: number
  minutes: number
  colleagues: DemoUser[]
  contacts: DemoContact[]
  account: DemoAccount | null
  timeline: DealTimeline | null
  salesStage: string | null
}

function toEvent(d: Draft, input: CalendarInput, ids: IdCounters, rng: Rng): ScheduledEvent {
  const { company, companyId, now } = input
  const internal = d.kind.startsWith('internal_')
  const platform = rng.weighted(company.platforms)
  const hasUrl = rng.chance(internal ? 0.9 : 0.94)
  const organizerIsProspect = !internal && d.contacts.length > 0 && rng.chance(0.15)
  const organizerIsColleague = !organizerIsProspect && d.colleagues.length > 0 && !internal && rng.chance(0.1)
  const organizer = organizerIsProspect ? d.contacts[0].email : organizerIsColleague ? d.colleagues[0].email : d.owner.email
  const accountName = d.account?.name ?? ''
  const attendees: DemoAttendee[] = [
    attendee(d.owner, company.name, organizer === d.owner.email),
    ...d.colleagues.map((u) => attendee(u, company.name, organizer === u.email)),
    ...d.contacts.map((c) => contactAttendee(c, accountName, organizer === c.email, rng)),
  ]
  const google = d.owner.calendarProvider === 'google'
  const gceId = google ? randomString(rng, BASE32HEX, 26) : `AAMkA${randomString(rng, BASE64, 58)}=`
  const title = fill(rng.pick(TITLES[d.kind]), {
    account: accountName,
    company: company.name,
    product: company.profile.shortProduct,
    contact: d.contacts[0]?.firstName ?? '',
    rep: d.colleagues[0]?.name.split(' ')[0] ?? d.owner.name.split(' ')[0],
    manager: d.owner.name.split(' ')[0],
    team: `${d.owner.name.split(' ')[0]}'s team`,
  })
  const deal = d.timeline?.deal ?? null
  const event: DemoCalendarEvent = {
    id: ids.next('events'),
    companyId,
    userId: d.owner.id,
    connectionId: d.owner.calendarConnectionId,
    gceId,
    icalUid: google ? `${gceId}@google.com` : `040000008200E00074C5B7101A82E008${randomString(rng, '0123456789ABCDEF', 32)}`,
    source: google ? 'google_calendar' : 'outlook_calendar',
    title,
    description: rng.chance(0.4) ? `Agenda:\n- ${AGENDA[d.kind]}\n- Questions\n- Next steps` : null,
    startAt: d.start,
    endAt: d.start + d.minutes * MINUTE,
    organizerEmail: organizer,
    meetingUrl: hasUrl ? meetingUrl(platform, rng) : null,
    platform: hasUrl ? platform : null,
    status: rng.chance(0.05) ? 'cancelled' : 'confirmed',
    callDisposition: null,
    isExternal: !internal,
    organizerType: organizer === d.owner.email ? 'self' : organizerIsProspect ? 'external' : 'internal',
    noteTakerMessage: null,
    callType: d.kind,
    agendaType: rng.chance(0.9) ? AGENDA[d.kind] : null,
    dealId: deal?.id ?? null,
    accountId: d.account?.id ?? null,
    salesStage: d.salesStage,
    noteTakerAllowed: true,
    globalNoteTakerAllowed: true,
    updatedByUser: false,
    latestEventType: null,
    isRecorded: false,
    notRecordedReason: null,
    attendees,
    createdAt: Math.min(d.start - rng.int(1, 20) * DAY, now),
  }
  return {
    event,
    sellers: [d.owner, ...d.colleagues],
    contacts: d.contacts,
    account: d.account,
    timeline: d.timeline,
    recording: null,
  }
}

/** Picks exactly the wanted number of recorded calls among eligible past events; gives every other one its state. */
function decideRecordings(all: ScheduledEvent[], input: CalendarInput, rng: Rng): void {
  const { now } = input
  const eligible: ScheduledEvent[] = []
  for (const s of all) {
    const e = s.event
    const owner = s.sellers[0]
    const settingsAllow = e.isExternal ? owner.notetaker.externalMeeting : owner.notetaker.internalMeeting
    if (!e.meetingUrl) {
      e.noteTakerAllowed = false
      e.globalNoteTakerAllowed = false
      e.noteTakerMessage = 'No Meeting URL found.'
    } else if (!settingsAllow) {
      e.noteTakerAllowed = false
      e.globalNoteTakerAllowed = false
      e.noteTakerMessage = 'Notetaker will not join this meeting.'
    }
    if (e.startAt > now) {
      // Upcoming: a few toggled off by their owner.
      if (e.noteTakerAllowed && rng.chance(0.1)) {
        e.noteTakerAllowed = false
        e.updatedByUser = true
        e.noteTakerMessage = 'Notetaker disabled by you'
      }
      continue
    }
    if (e.status === 'cancelled') e.notRecordedReason = NOT_RECORDED_REASONS.cancelled
    else if (!e.meetingUrl) e.notRecordedReason = NOT_RECORDED_REASONS.noUrl
    else if (!settingsAllow) e.notRecordedReason = NOT_RECORDED_REASONS.internalExcluded
    else if (e.endAt <= now && (!e.isExternal || e.dealId !== null)) eligible.push(s)
  }
  const external = rng.shuffle(eligible.filter((s) => s.event.isExternal))
  const internal = rng.shuffle(eligible.filter((s) => !s.event.isExternal))
  const wantExternal = Math.min(external.length, Math.round(input.recorded * 0.82))
  const wantInternal = Math.min(internal.length, input.recorded - wantExternal)
  const extra = Math.min(external.length - wantExternal, input.recorded - wantExternal - wantInternal)
  const chosen = new Set([...external.slice(0, wantExternal + Math.max(0, extra)), ...internal.slice(0, wantInternal)])

  let k = 0
  for (const s of all) {
    const e = s.event
    if (e.startAt > now || e.notRecordedReason !== null) continue
    if (chosen.has(s)) {
      e.isRecorded = true
      e.latestEventType = 'done'
      const shape = k % 29 === 3 ? 'silent' : k % 17 === 5 ? 'short' : 'normal'
      k++
      // A few impromptu recordings, and dialer calls where the company has the Dialer Calls filter.
      if (k % 37 === 11) e.source = 'Instant'
      else if (input.company.settings.dialerFilter && e.isExternal && (e.callType === 'intro' || shape === 'short') && k % 3 === 0) {
        e.source = rng.pick(['orum', 'MYT'] as const)
        e.callDisposition = shape === 'short' ? rng.pick(['Voicemail', 'Gatekeeper', 'Not Interested']) : rng.pick(['Connected', 'Meeting Booked'])
      }
      s.recording = { shape, targetSec: targetSeconds(e, shape, input.callLengthScale, rng) }
      continue
    }
    const reason = rng.weighted([
      [NOT_RECORDED_REASONS.notAdmitted, 40],
      [NOT_RECORDED_REASONS.disabledByUser, 25],
      [NOT_RECORDED_REASONS.removed, 10],
      [NOT_RECORDED_REASONS.nobodyJoined, 10],
      ['', 15],
    ] as const)
    e.notRecordedReason = reason === '' ? null : reason
    if (reason === NOT_RECORDED_REASONS.notAdmitted) e.latestEventType = 'in_waiting_room'
    if (reason === NOT_RECORDED_REASONS.removed || reason === NOT_RECORDED_REASONS.nobodyJoined) e.latestEventType = 'call_ended'
    if (reason === NOT_RECORDED_REASONS.disabledByUser) {
      e.noteTakerAllowed = false
      e.updatedByUser = true
    }
  }
}

/** Real calls rarely fill their slot; a few are very short. Range 2–60 minutes for normal calls. */
function targetSeconds(e: DemoCalendarEvent, shape: 'normal' | 'short' | 'silent', scale: number, rng: Rng): number {
  if (shape === 'short') return rng.int(15, 45)
  const scheduled = (e.endAt - e.startAt) / 1000
  if (shape === 'silent') return rng.int(60, Math.max(120, scheduled / 3))
  if (rng.chance(0.07)) return rng.int(120, 300)
  return Math.round(Math.min(3540, Math.max(120, scheduled * scale * rng.around(0.85, 0.3, 0.35, 1.1))))
}
