import { decideNotetaker, type NotetakerDecision, pickBotSender, wantsBot } from '@parley/shared/rules/notetaker-decision'
import type { NotetakerFlags } from '@parley/shared/rules/recording-preferences'
import type { NotetakerProfile, SameMeetingRow, UpcomingRow } from './calendar.repository'

export const flagsOf = (p: NotetakerProfile): NotetakerFlags => ({
  internal_meeting: p.internal_meeting,
  external_meeting: p.external_meeting,
  internal_host: p.internal_host,
  external_host: p.external_host,
  self_host: p.self_host,
})

/** The user's own per-meeting choice: note_taker_allowed once they set it (event_properties.updatedByUser). */
export const overrideOf = (row: Pick<UpcomingRow, 'eventProperties' | 'noteTakerAllowed'>): boolean | null =>
  row.eventProperties.updatedByUser === true ? row.noteTakerAllowed : null

type MeetingFacts = Pick<UpcomingRow, 'meetingUrl' | 'startAt' | 'endAt' | 'organizerEmail' | 'attendeeEmails'>

interface MeetingBotInput {
  now: Date
  event: MeetingFacts & Pick<UpcomingRow, 'eventProperties' | 'noteTakerAllowed'>
  owner: { userId: number; profile: NotetakerProfile }
  copies: SameMeetingRow[]
  companyDomains: readonly string[]
}
type MeetingBotResult = { senderUserId: number | null; decision: NotetakerDecision }

/** The owner's copy and the other reps' copies as pickBotSender's candidates, each with its own rep's wish (wantsBot). */
function candidatesOf(input: MeetingBotInput) {
  const { event, owner, copies, companyDomains } = input
  const meeting = {
    meetingUrl: event.meetingUrl,
    startAt: event.startAt,
    endAt: event.endAt,
    organizerEmail: event.organizerEmail,
    attendeeEmails: event.attendeeEmails,
  }
  const ownerUser = { email: owner.profile.email, notetakerEnabled: owner.profile.notetakerEnabled, flags: flagsOf(owner.profile) }
  const organizer = event.organizerEmail?.toLowerCase()
  const candidates = [
    { userId: owner.userId, email: ownerUser.email, wants: wantsBot({ meeting, user: ownerUser, companyDomains, override: overrideOf(event) }) },
    ...copies.map((c) => ({
      userId: c.userId ?? 0,
      email: c.email,
      wants: wantsBot({
        meeting: { ...meeting, organizerEmail: c.organizerEmail, attendeeEmails: c.attendeeEmails },
        user: { email: c.email, notetakerEnabled: c.notetakerEnabled, flags: flagsOf(c) },
        companyDomains,
        override: overrideOf(c),
      }),
    })),
  ].map((c) => ({ userId: c.userId, wantsBot: c.wants, isOrganizer: c.email.toLowerCase() === organizer }))
  return { meeting, ownerUser, candidates }
}

function decideWith(input: MeetingBotInput, parts: ReturnType<typeof candidatesOf>, senderUserId: number | null): MeetingBotResult {
  const decision = decideNotetaker({
    now: input.now,
    meeting: parts.meeting,
    user: parts.ownerUser,
    companyDomains: input.companyDomains,
    override: overrideOf(input.event),
    botSentByOtherRep: senderUserId !== null && senderUserId !== input.owner.userId,
  })
  return { senderUserId, decision }
}

/**
 * One meeting as the company sees it (spec part 1 §4 "Notetaker per meeting"): which rep's calendar sends the one
 * bot among the owner's copy and the other reps' copies, and the owner's Yes/No with its reason. The Upcoming list
 * and the bot scheduler both decide through here, so the screen says what the scheduler does.
 */
export function decideMeetingBot(input: MeetingBotInput): MeetingBotResult {
  const parts = candidatesOf(input)
  return decideWith(input, parts, pickBotSender(parts.candidates))
}

/**
 * The same decision from part of the copies: every copy of a rep with a user id below `completeBelowUserId`, and every
 * copy of the organiser's rep (calendar.repository findFirstCopies). pickBotSender takes the organiser when they want
 * the bot, else the lowest user id that wants it; so when the sender among the copies read is the organiser or below
 * that bound, no unread copy can change it and this is decideMeetingBot's answer. Null when it could (read them all).
 */
export function decideMeetingBotFromFirstCopies(input: MeetingBotInput & { completeBelowUserId: number }): MeetingBotResult | null {
  const parts = candidatesOf(input)
  const senderUserId = pickBotSender(parts.candidates)
  if (input.completeBelowUserId !== Number.POSITIVE_INFINITY) {
    const sender = parts.candidates.find((c) => c.userId === senderUserId)
    if (!sender || (!sender.isOrganizer && sender.userId >= input.completeBelowUserId)) return null
  }
  return decideWith(input, parts, senderUserId)
}
