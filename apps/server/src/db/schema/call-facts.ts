import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { calendarEvents } from './calendar'
import { tenantId, tstz } from './columns'

/**
 * One narrow row per call — every calendar event, and every recording without one — with what the call reports
 * (Calls & Recordings, Call Details, Notetaker Adoption, Conversion Insights) filter, group and count by: the rep, the
 * start, the source and its kind, eligibility and recording status (rules/call-report.ts). A summary table refreshed by
 * jobs (modules/reports/call-facts.*): after a call is processed, every five minutes for calls that
 * changed, and nightly for everything. Deal names, owners and stages are read live from `deals` by `deal_id`.
 */
export const callFacts = pgTable(
  'call_facts',
  {
    /** 'e{calendar event id}', or 'm{meeting id}' for a recording without a calendar event. */
    callKey: text().primaryKey(),
    companyId: tenantId(),
    eventId: integer().references(() => calendarEvents.id, { onDelete: 'cascade' }),
    /** The live recording of the call (its own, not another rep's copy's). */
    meetingId: integer(),
    /** The rep: the calendar owner, else the recording's user. */
    userId: integer(),
    startAt: tstz().notNull(),
    title: text(),
    source: text(),
    /** scheduled | instant | external (rules/call-report callKind). */
    kind: text().notNull(),
    cancelled: boolean().notNull().default(false),
    isInternal: boolean().notNull().default(false),
    hasMeetingUrl: boolean().notNull().default(false),
    /** self | internal | external ('Host Type'). */
    organizerType: text(),
    noteTakerAllowed: boolean(),
    noteTakerMessage: text(),
    notRecordedReason: text(),
    agendaType: text(),
    /** The deal's stage at the time of the call. */
    salesStage: text(),
    dealId: integer(),
    isEligible: boolean().notNull(),
    /** A live recording of this call, or of another rep's copy of the same meeting. */
    isRecorded: boolean().notNull(),
    /** 'Recorded', else the reason, else 'Reason not known'. */
    recordingStatus: text().notNull(),
    refreshedAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    index('call_facts_company_start_idx').on(t.companyId, t.startAt),
    // A few reps' calls (Myself, My team) without reading the company's.
    index('call_facts_user_start_idx').on(t.userId, t.startAt),
    index('call_facts_deal_idx').on(t.dealId),
    index('call_facts_event_idx').on(t.eventId),
    index('call_facts_meeting_idx').on(t.meetingId),
  ],
)
