import type { CalendarInput, ScheduledEvent } from './calendar'
import { stageAt } from './crm'
import type { IdCounters } from './ids'
import type { Rng } from './random'
import type { DemoAttendee, DemoUser } from './types'

/** The dialers the demo's BDR calls come from (the recordings' `source`). */
export const DIALER_SOURCES = ['orum', 'MYT'] as const

// The BDRs' dialer sessions of the last days, for companies with a dialer (setting dialerFilter): calls of every
// disposition, so the development-rep dashboard (reports page 9) has connected calls, conversations with and without a
// meeting set, connected calls without a conversation and junk calls in its default range, Last Week. Deterministic
// (its own forked generator) and appended after the calendar's events, so no other event changes.

const MINUTE = 60_000
const DAY = 86_400_000

interface Dial {
  disposition: string
  shape: 'normal' | 'short' | 'silent'
  seconds: [number, number]
}

/**
 * One rep's session, rotated per rep: a booked meeting (long enough for insights), conversations without a meeting,
 * gatekeepers (one long enough to be analysed), a quick brush-off and a voicemail (junk).
 */
const SESSION: readonly Dial[] = [
  { disposition: 'Meeting Booked', shape: 'normal', seconds: [420, 780] },
  { disposition: 'Connected', shape: 'normal', seconds: [330, 600] },
  { disposition: 'Gatekeeper', shape: 'normal', seconds: [320, 400] },
  { disposition: 'Not Interested', shape: 'normal', seconds: [310, 420] },
  { disposition: 'Not Interested', shape: 'short', seconds: [15, 45] },
  { disposition: 'Voicemail', shape: 'silent', seconds: [25, 50] },
  { disposition: 'Meeting Booked', shape: 'normal', seconds: [360, 660] },
  { disposition: 'Gatekeeper', shape: 'short', seconds: [15, 40] },
]
/** Calls per rep: the first of these many dials of the rotated session, over the last working days. */
const DIALS_PER_REP = 6
const DAYS_BACK = 6

function weekdayAt(now: number, daysBack: number, utcOffset: number, rng: Rng): number {
  let day = Math.floor(now / DAY) * DAY - daysBack * DAY
  while (((Math.floor(day / DAY) + 4) % 7) % 6 === 0) day -= DAY
  return day + rng.int(9 * 4, 16 * 4) * 15 * MINUTE - utcOffset * 3_600_000
}

const person = (email: string, name: string, company: string, internal: boolean, userId: number | null, contactId: number | null): DemoAttendee => ({
  email,
  name,
  company,
  userId,
  contactId,
  isInternal: internal,
  isOrganizer: internal,
  responseStatus: 'accepted',
})

/** `reserved`: deals the review dashboards' demo plans own (their calls are shaped by review-stages.ts). */
export function scheduleDialerCalls(input: CalendarInput, ids: IdCounters, rng: Rng, reserved: ReadonlySet<number> = new Set()): ScheduledEvent[] {
  if (!input.company.settings.dialerFilter) return []
  const bdrs = input.users.filter((u: DemoUser) => u.status === 'active' && u.function === 'BDR' && u.role === 'user')
  const accounts = new Map(input.accounts.map((a) => [a.id, a]))
  const out: ScheduledEvent[] = []
  bdrs.forEach((rep, r) => {
    for (let i = 0; i < DIALS_PER_REP; i++) {
      const dial = SESSION[(i + r * 3) % SESSION.length] as Dial
      const start = weekdayAt(input.now, 1 + ((i + r) % DAYS_BACK), input.company.utcOffset, rng)
      if (start >= input.now) continue
      // A lead being worked: a deal alive at the time that never left the stage it was created in (never recycled or
      // stalled by the review dashboards' demo plans, which own those deals' calls).
      const leads = input.timelines.filter(
        (t) =>
          t.stages.length === 1 &&
          !reserved.has(t.deal.id) &&
          t.deal.createdAt <= start &&
          t.activeUntil >= start &&
          t.stages[0]?.stage.kind === 'open' &&
          (input.contactsByAccount.get(t.deal.accountId)?.length ?? 0) > 0,
      )
      if (leads.length === 0) continue
      const tl = rng.pick(leads)
      const account = accounts.get(tl.deal.accountId) ?? null
      const contact = rng.pick(input.contactsByAccount.get(tl.deal.accountId) ?? [])
      const source = rng.pick(DIALER_SOURCES)
      const id = ids.next('events')
      const seconds = rng.int(dial.seconds[0], dial.seconds[1])
      out.push({
        event: {
          id,
          companyId: input.companyId,
          userId: rep.id,
          connectionId: null,
          gceId: `${source}-${id}`,
          icalUid: `${source}-${id}@dialer.parley.example`,
          source,
          callDisposition: dial.disposition,
          title: `Call with ${contact.name} – ${account?.name ?? 'prospect'}`,
          description: null,
          startAt: start,
          endAt: start + Math.max(seconds * 1000, MINUTE),
          organizerEmail: rep.email,
          meetingUrl: null,
          platform: null,
          status: 'confirmed',
          isExternal: true,
          organizerType: 'self',
          noteTakerMessage: null,
          callType: 'intro',
          agendaType: 'Intro',
          dealId: tl.deal.id,
          accountId: tl.deal.accountId,
          salesStage: stageAt(tl, start).name,
          noteTakerAllowed: true,
          globalNoteTakerAllowed: true,
          updatedByUser: false,
          latestEventType: 'done',
          isRecorded: true,
          notRecordedReason: null,
          attendees: [
            person(rep.email, rep.name, input.company.name, true, rep.id, null),
            person(contact.email, contact.name, account?.name ?? '', false, null, contact.id),
          ],
          createdAt: start,
        },
        sellers: [rep],
        contacts: [contact],
        account,
        timeline: tl,
        recording: { shape: dial.shape, targetSec: seconds },
      })
    }
  })
  return out
}
