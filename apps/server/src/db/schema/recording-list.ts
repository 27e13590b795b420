import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { tenantId, tstz } from './columns'
import { meetings } from './meetings'

/**
 * One narrow row per live recording with everything the Recorded tab filters and orders on: the recording's own
 * columns, its calendar event's (title, source, stage, agenda, custom fields) and its deal's (the primary
 * meeting_deals row, else the event's primary_deal_id). The list, its total, the trend and the export keys read
 * this one table instead of joining meetings, calendar_events, meeting_deals and deals for every filtered call
 * (migration 0011, docs/decisions.md "Recordings list table").
 *
 * Written only by the triggers of migration 0011 on meetings, calendar_events, meeting_deals and deals, in the
 * writing transaction, so it never lags the tables it copies; no application code writes it.
 */
export const recordingList = pgTable(
  'recording_list',
  {
    meetingId: integer()
      .primaryKey()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    companyId: tenantId(),
    eventId: integer(),
    startTime: tstz().notNull(),
    videoDuration: integer(),
    ownerId: integer(),
    /** The recording's title, else its event's. */
    title: text(),
    /** The event's source, else the recording's. */
    source: text(),
    salesStage: text(),
    /** The recording's agenda type, else its event's. */
    agendaType: text(),
    callDisposition: text(),
    eventCustomFields: jsonb().$type<Record<string, unknown>>(),
    dealId: integer(),
    dealName: text(),
    dealStage: text(),
    dealOwnerId: integer(),
    dealCustomFields: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    index('recording_list_company_start_idx').on(t.companyId, t.startTime),
    // A few reps' calls (the Sales reps filter, Myself and My team scopes) without reading the company's.
    index('recording_list_owner_start_idx').on(t.ownerId, t.startTime),
    // The deals trigger finds the rows of a renamed or re-staged deal.
    index('recording_list_deal_idx').on(t.dealId),
  ],
)
