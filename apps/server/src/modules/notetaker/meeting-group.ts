import type { NotetakerDecision } from '@parley/shared/rules/notetaker-decision'
import type { Db } from '../../db/client'
import { findNotetakerProfile, findOtherCopies, type NotetakerProfile, urlBaseOf } from '../calendar'
import { sameMeeting } from '../calendar/calendar.service'
import { decideMeetingBot, type StaleWish } from '../calendar'
import type { NotetakerEvent } from './notetaker.repository'

/** One meeting as the company sees it: this copy, the other reps' copies, and which rep's calendar sends the bot. */
export interface MeetingGroup {
  event: NotetakerEvent
  /** The other reps' copies of the same call (same start, same link or iCalUID). */
  copyEventIds: { eventId: number; userId: number }[]
  /** The rep whose calendar sends the one bot (pickBotSender), or null when nobody wants one. */
  senderUserId: number | null
  /** The event owner's decision (Yes/No, reason, why). */
  ownerDecision: NotetakerDecision
  /** Copies (the owner's included) whose stored wish is not what the rule says now. */
  staleWishes: StaleWish[]
}

const NO_PROFILE: NotetakerProfile = {
  email: '',
  notetakerEnabled: false,
  internal_meeting: false,
  external_meeting: false,
  internal_host: false,
  external_host: false,
  self_host: false,
}

/** The same computation as the Upcoming list (calendar.service listUpcoming), for one event. */
export async function loadMeetingGroup(tx: Db, event: NotetakerEvent, companyDomains: readonly string[], now: Date): Promise<MeetingGroup> {
  const owner = (event.userId === null ? undefined : await findNotetakerProfile(tx, event.userId)) ?? NO_PROFILE
  const copies = event.meetingUrl
    ? (
        await findOtherCopies(tx, {
          companyId: event.companyId,
          userId: event.userId ?? 0,
          startTimes: [event.startAt],
          icalUids: event.icalUid ? [event.icalUid] : [],
          urlBases: [urlBaseOf(event.meetingUrl)],
        })
      ).filter((c) => sameMeeting(event, c))
    : []
  const {
    senderUserId,
    decision: ownerDecision,
    staleWishes,
  } = decideMeetingBot({
    now,
    event,
    owner: { userId: event.userId ?? 0, profile: owner },
    copies,
    companyDomains,
  })
  return {
    event,
    copyEventIds: copies.flatMap((c) => (c.userId === null ? [] : [{ eventId: c.id, userId: c.userId }])),
    senderUserId,
    ownerDecision,
    staleWishes: [
      ...(event.botWanted === ownerDecision.toggleOn || !event.meetingUrl ? [] : [{ id: event.id, wanted: ownerDecision.toggleOn }]),
      ...staleWishes,
    ],
  }
}

/** Every event id of the meeting (this copy first). */
export const groupEventIds = (g: MeetingGroup) => [g.event.id, ...g.copyEventIds.map((c) => c.eventId)]

/** The copy that belongs to the sending rep. */
export const senderEventId = (g: MeetingGroup): number | null =>
  g.senderUserId === null ? null : g.senderUserId === g.event.userId ? g.event.id : (g.copyEventIds.find((c) => c.userId === g.senderUserId)?.eventId ?? null)
