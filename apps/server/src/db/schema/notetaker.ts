import { index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { calendarEvents } from './calendar'
import { createdAt, pk, tenantId, tstz, updatedAt } from './columns'

/** A notetaker bot scheduled or sent into a meeting (Recall.ai, Attendee, …). */
export const notetakerBots = pgTable(
  'notetaker_bots',
  {
    id: pk(),
    companyId: tenantId(),
    calendarEventId: integer().references(() => calendarEvents.id, { onDelete: 'set null' }),
    /** recall | attendee */
    provider: text().notNull(),
    /** The provider's bot id: webhooks are matched on it. */
    externalBotId: text().notNull(),
    meetingUrl: text().notNull(),
    joinAt: tstz(),
    /** scheduled | joining | in_call | done | failed | removed */
    status: text().notNull().default('scheduled'),
    latestEventType: text(),
    /** The provider's recording id once the call ends. */
    externalRecordingId: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('notetaker_bots_provider_bot_uq').on(t.provider, t.externalBotId),
    index('notetaker_bots_company_idx').on(t.companyId),
    index('notetaker_bots_event_idx').on(t.calendarEventId),
  ],
)

/** The bot's state history (activityBotLog / notetaker activity log). */
export const botEvents = pgTable(
  'bot_events',
  {
    id: pk(),
    companyId: tenantId(),
    calendarEventId: integer().references(() => calendarEvents.id, { onDelete: 'cascade' }),
    botId: integer().references(() => notetakerBots.id, { onDelete: 'cascade' }),
    /** e.g. joining_call, in_waiting_room, in_call_recording, call_ended, done, fatal */
    eventType: text().notNull(),
    at: tstz().notNull().defaultNow(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('bot_events_company_idx').on(t.companyId),
    index('bot_events_event_at_idx').on(t.calendarEventId, t.at),
    index('bot_events_bot_idx').on(t.botId),
  ],
)
