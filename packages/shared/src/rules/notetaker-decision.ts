// Who the notetaker joins for, from the calendar event, the notetaker settings and the meeting's timing. One rule for the server (which bot to schedule) and the list (Yes/No, tooltip, toggle).
// How the five flags combine: docs/decisions.md "Notetaker rules".
import { type MeetingTiming, meetingTiming } from './meeting-timing'
import type { NotetakerFlags } from './recording-preferences'

/** The tooltip reasons, "in this order of meaning". */
export const NOTETAKER_REASONS = {
  noUrl: 'No Meeting URL found.',
  enabledByYou: 'Notetaker enabled by you',
  disabledByYou: 'Notetaker disabled by you',
  completed: 'Meeting completed. Settings cannot be updated.',
  started: 'Meeting has started. Settings cannot be updated.',
  otherReps: 'Notetaker enabled by other reps in the call.',
  willNotJoin: 'Notetaker will not join this meeting.',
  willJoin: 'Notetaker will join this meeting.',
} as const
export type NotetakerReason = (typeof NOTETAKER_REASONS)[keyof typeof NOTETAKER_REASONS]

export type HostType = 'self' | 'internal' | 'external'
export interface MeetingKind {
  internal: boolean
  host: HostType
}

const domainOf = (email: string): string => email.trim().toLowerCase().split('@').pop() ?? ''

/**
 * Who hosts: the organizer is the user (or there is none) → self; the organizer's domain is one of the company's
 * domains (company_settings.domains, plus the user's own) → internal; else external. A meeting is internal when
 * every attendee and the organizer are in those domains.
 */
export function classifyMeeting(args: {
  userEmail: string
  organizerEmail: string | null | undefined
  attendeeEmails: readonly string[]
  companyDomains: readonly string[]
}): MeetingKind {
  const own = new Set([...args.companyDomains.map((d) => d.trim().toLowerCase()), domainOf(args.userEmail)])
  const organizer = args.organizerEmail?.trim().toLowerCase() ?? ''
  const host: HostType = !organizer || organizer === args.userEmail.trim().toLowerCase() ? 'self' : own.has(domainOf(organizer)) ? 'internal' : 'external'
  const everyone = organizer ? [...args.attendeeEmails, organizer] : args.attendeeEmails
  return { internal: everyone.every((e) => own.has(domainOf(e))), host }
}

/** Internal meetings: internal_meeting alone. External: external_meeting and the flag of whoever hosts. */
export function flagsAllow(flags: NotetakerFlags, kind: MeetingKind): boolean {
  if (kind.internal) return flags.internal_meeting
  const hostFlag = kind.host === 'self' ? flags.self_host : kind.host === 'internal' ? flags.internal_host : flags.external_host
  return flags.external_meeting && hostFlag
}

type Instant = Date | string | number

export interface NotetakerDecisionInput {
  now: Instant
  meeting: {
    meetingUrl: string | null | undefined
    startAt: Instant
    endAt: Instant
    organizerEmail: string | null | undefined
    attendeeEmails: readonly string[]
  }
  user: { email: string; notetakerEnabled: boolean; flags: NotetakerFlags }
  companyDomains: readonly string[]
  /** The user's per-meeting choice (event_properties.updatedByUser with note_taker_allowed); null when never set. */
  override: boolean | null
  /** Another rep of the company sends the one bot to this meeting URL (see pickBotSender). */
  botSentByOtherRep: boolean
}

export interface NotetakerDecision {
  /** 'Notetaker joins: Yes/No': a notetaker will be in this meeting, this user's or another rep's. */
  joins: boolean
  reason: NotetakerReason
  /** Why, in plain words. */
  explanation: string
  toggleEnabled: boolean
  /** The toggle's position: this user's own choice (note_taker_allowed). */
  toggleOn: boolean
  /** This user's calendar is the one that schedules the bot. */
  sendsBot: boolean
  timing: MeetingTiming
}

/** This user's own wish, before one-bot-per-URL: master toggle, then the per-meeting choice, then the five flags. */
export function wantsBot(
  input: Pick<NotetakerDecisionInput, 'user' | 'companyDomains' | 'override'> & {
    meeting: Pick<NotetakerDecisionInput['meeting'], 'meetingUrl' | 'organizerEmail' | 'attendeeEmails'>
  },
): boolean {
  if (!input.meeting.meetingUrl?.trim() || !input.user.notetakerEnabled) return false
  if (input.override !== null) return input.override
  return flagsAllow(input.user.flags, classifyMeeting({ userEmail: input.user.email, companyDomains: input.companyDomains, ...input.meeting }))
}

function describeKind(kind: MeetingKind, organizer: string | null | undefined): string {
  if (kind.internal) return 'an internal meeting (everyone is from your company)'
  if (kind.host === 'self') return 'an external meeting you organised'
  const who = organizer ? ` (${organizer})` : ''
  return kind.host === 'internal' ? `an external meeting organised by a colleague${who}` : `an external meeting organised by someone outside your company${who}`
}

function preferenceWhy(input: NotetakerDecisionInput, wants: boolean): string {
  if (!input.user.notetakerEnabled) return 'Your notetaker is switched off in Settings → Recording Preferences, so it joins none of your meetings.'
  if (input.override === true) return 'You switched the notetaker on for this meeting, which overrides your recording preferences.'
  if (input.override === false) return 'You switched the notetaker off for this meeting, which overrides your recording preferences.'
  const kind = classifyMeeting({ userEmail: input.user.email, companyDomains: input.companyDomains, ...input.meeting })
  const what = describeKind(kind, input.meeting.organizerEmail)
  return wants
    ? `This is ${what}, and your recording preferences include such meetings.`
    : `This is ${what}, and your recording preferences leave such meetings out.`
}

/** The whole answer for one user's event: joins, the tooltip reason in the spec's order, the plain-words why. */
export function decideNotetaker(input: NotetakerDecisionInput): NotetakerDecision {
  const timing = meetingTiming(input.meeting.startAt, input.meeting.endAt, input.now)
  const hasUrl = Boolean(input.meeting.meetingUrl?.trim())
  const wants = wantsBot(input)
  const joins = hasUrl && (wants || input.botSentByOtherRep)
  const base = {
    joins,
    toggleOn: wants,
    sendsBot: wants && !input.botSentByOtherRep,
    timing,
    toggleEnabled: hasUrl && timing === 'before_start' && input.user.notetakerEnabled,
  }
  const why = preferenceWhy(input, wants)
  const otherRep = input.botSentByOtherRep ? ' Another rep from your company in this call has the notetaker on, so it joins once for everyone.' : ''

  if (!hasUrl) {
    return {
      ...base,
      reason: NOTETAKER_REASONS.noUrl,
      explanation: 'This event has no meeting link (Google Meet, Zoom, Microsoft Teams or Webex), so there is no call for the notetaker to join.',
    }
  }
  // The master toggle outranks the per-meeting choice: switching the notetaker off means no bot anywhere.
  if (input.override !== null && input.user.notetakerEnabled) {
    const reason = input.override ? NOTETAKER_REASONS.enabledByYou : NOTETAKER_REASONS.disabledByYou
    return { ...base, reason, explanation: why + otherRep }
  }
  if (timing === 'completed') {
    return {
      ...base,
      reason: NOTETAKER_REASONS.completed,
      explanation: `This meeting has ended, so its notetaker setting can no longer be changed. ${why}${otherRep}`,
    }
  }
  if (timing === 'in_progress') {
    return {
      ...base,
      reason: NOTETAKER_REASONS.started,
      explanation: `This meeting is under way, so the toggle is locked; use 'Send Notetaker In Call' or 'Remove Notetaker From Call' instead. ${why}${otherRep}`,
    }
  }
  if (input.botSentByOtherRep) {
    return { ...base, reason: NOTETAKER_REASONS.otherReps, explanation: `${why}${otherRep}` }
  }
  return { ...base, reason: wants ? NOTETAKER_REASONS.willJoin : NOTETAKER_REASONS.willNotJoin, explanation: why }
}

/**
 * One bot per meeting URL across the reps of a company: among the reps who want the bot, the organizer's calendar
 * sends it, else the rep with the lowest user id (stable across syncs). Null when nobody wants it.
 */
export function pickBotSender(candidates: readonly { userId: number; wantsBot: boolean; isOrganizer: boolean }[]): number | null {
  const wanting = candidates.filter((c) => c.wantsBot)
  if (wanting.length === 0) return null
  const organizer = wanting.find((c) => c.isOrganizer)
  return organizer ? organizer.userId : Math.min(...wanting.map((c) => c.userId))
}

/**
 * The key that tells two calendar copies of one call apart from other calls: host and path (no trailing slash),
 * ignoring passwords and tracking parameters — except Webex's j.php, whose meeting is named by MTID.
 */
export function meetingUrlKey(url: string): string {
  let u: URL
  try {
    u = new URL(url.trim())
  } catch {
    return url.trim().toLowerCase()
  }
  const path = u.pathname.replace(/\/+$/, '')
  const mtid = path.toLowerCase().endsWith('/j.php') ? `?MTID=${u.searchParams.get('MTID') ?? ''}` : ''
  return `${u.hostname.toLowerCase()}${path}${mtid}`
}
