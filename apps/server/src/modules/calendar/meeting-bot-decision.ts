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
/** The copies whose stored wish (bot_wanted) is not what the rule says now, to be stored again. */
export type StaleWish = { id: number; wanted: boolean }

/** The owner's copy and the other reps' copies as pickBotSender's candidates, each with its own rep's wish. */
function candidatesOf(input: MeetingBotInput, trustStored: boolean) {
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
  // Each copy's wish decided now from its facts and its rep's settings; the list takes the stored one when there is one.
  const liveWishes = copies.map((c) =>
    wantsBot({
      meeting: { meetingUrl: c.meetingUrl, organizerEmail: c.organizerEmail, attendeeEmails: c.attendeeEmails },
      user: { email: c.email, notetakerEnabled: c.notetakerEnabled, flags: flagsOf(c) },
      companyDomains,
      override: overrideOf(c),
    }),
  )
  const candidates = [
    { userId: owner.userId, email: ownerUser.email, wants: wantsBot({ meeting, user: ownerUser, companyDomains, override: overrideOf(event) }) },
    ...copies.map((c, i) => ({ userId: c.userId ?? 0, email: c.email, wants: (trustStored ? c.botWanted : null) ?? (liveWishes[i] as boolean) })),
  ].map((c) => ({ userId: c.userId, wantsBot: c.wants, isOrganizer: c.email.toLowerCase() === organizer }))
  return { meeting, ownerUser, candidates, liveWishes }
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
 * One meeting as the company sees it: which rep's calendar sends the one
 * bot among the owner's copy and every other rep's copy, and the owner's Yes/No with its reason, every wish decided
 * now (the bot scheduler and the per-meeting choice). `staleWishes` names the copies whose stored wish differs.
 */
export function decideMeetingBot(input: MeetingBotInput): MeetingBotResult & { staleWishes: StaleWish[] } {
  const parts = candidatesOf(input, false)
  const staleWishes = input.copies.flatMap((c, i) => {
    const wanted = parts.liveWishes[i] as boolean
    return c.botWanted === wanted ? [] : [{ id: c.id, wanted }]
  })
  return { ...decideWith(input, parts, pickBotSender(parts.candidates)), staleWishes }
}

/**
 * The same decision for the Upcoming list from the copies whose stored wish is yes or not yet computed (calendar
 * upcoming-page.repository readUpcomingPage): the first few by rep, every copy not read having a rep with a user id
 * at or above `completeBelowUserId`, and every such copy of the organiser's rep. pickBotSender takes the organiser when they want
 * the bot, else the lowest user id that wants it; so when the sender among the copies read is the organiser or not
 * above that bound, no unread copy can change it. Null when it could (a copy read turned out not to want the bot or not to
 * be the same call): then every copy is read and decideMeetingBot answers.
 */
export function decideMeetingBotFromWantingCopies(input: MeetingBotInput & { completeBelowUserId: number }): MeetingBotResult | null {
  const parts = candidatesOf(input, true)
  const senderUserId = pickBotSender(parts.candidates)
  if (input.completeBelowUserId !== Number.POSITIVE_INFINITY) {
    const sender = parts.candidates.find((c) => c.userId === senderUserId)
    // A sender at the bound itself is settled too: that rep wants the bot, and every rep below it was read.
    if (!sender || (!sender.isOrganizer && sender.userId > input.completeBelowUserId)) return null
  }
  return decideWith(input, parts, senderUserId)
}
