import { boolean, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core'
import { calendarEvents } from './calendar'
import { createdAt, pk, tenantId, tstz, updatedAt } from './columns'
import { speakerSide } from './enums'
import { notetakerBots } from './notetaker'
import { users } from './users'

/** A recording (a recorded call). Its calendar event carries attendees, source, stage and deal. */
export const meetings = pgTable(
  'meetings',
  {
    id: pk(),
    companyId: tenantId(),
    calendarEventId: integer().references(() => calendarEvents.id, { onDelete: 'set null' }),
    /** The rep whose notetaker or upload produced the recording. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    botId: integer().references(() => notetakerBots.id, { onDelete: 'set null' }),
    title: text(),
    startTime: tstz().notNull(),
    endTime: tstz(),
    /** An external playback URL, when the media is not in our storage. */
    videoUrl: text(),
    /** Key in the Storage (local directory or S3). */
    storageKey: text(),
    thumbnailKey: text(),
    /** e.g. video/mp4, audio/mpeg */
    mediaType: text(),
    /** Seconds. */
    videoDuration: integer(),
    /** google_meet | zoom | teams | … */
    meetingPlatform: text(),
    /** Same vocabulary as calendar_events.source, for recordings without an event (upload, dialer). */
    source: text(),
    /** AZURE | RECALL | … */
    transcriptType: text(),
    /** 'created' means in progress. */
    transcriptStatus: text(),
    language: text(),
    translatedTexts: jsonb().$type<Record<string, unknown>>(),
    /** -2, -1, 0, 1, 3 … (0, 1, 3 or null mean still processing). */
    processingStatus: smallint(),
    processingInfo: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    llmAutomationStatus: text(),
    agendaType: text(),
    /** Dialer outcome (call disposition filter). */
    callDisposition: text(),
    isCrmUpdated: boolean().notNull().default(false),
    postCallEmailSentAt: tstz(),
    deletedAt: tstz(),
    deletedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Recordings dashboard: tenant + date range, newest first.
    index('meetings_company_start_idx').on(t.companyId, t.startTime),
    index('meetings_user_start_idx').on(t.userId, t.startTime),
    index('meetings_calendar_event_idx').on(t.calendarEventId),
  ],
)

/** People heard or seen in a recording, with talk time (top 3 speakers, 0.1 s resolution). */
export const meetingParticipants = pgTable(
  'meeting_participants',
  {
    id: pk(),
    companyId: tenantId(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    /** Set when the participant is a user of the company. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text(),
    side: speakerSide().notNull().default('unknown'),
    isOrganizer: boolean().notNull().default(false),
    talkTimeMs: integer().notNull().default(0),
    wordCount: integer().notNull().default(0),
  },
  (t) => [
    index('meeting_participants_company_idx').on(t.companyId),
    index('meeting_participants_meeting_idx').on(t.meetingId),
    index('meeting_participants_user_idx').on(t.userId),
  ],
)
