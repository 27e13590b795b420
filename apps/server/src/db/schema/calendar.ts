import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { createdAt, pk, tenantId, tstz, updatedAt } from './columns'
import { deals } from './deals'
import { calendarProvider, connectionStatus } from './enums'
import { users } from './users'

/** One OAuth connection per user and provider. Tokens are AES-GCM ciphertext (platform/tokens), never plain. */
export const calendarConnections = pgTable(
  'calendar_connections',
  {
    id: pk(),
    companyId: tenantId(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: calendarProvider().notNull(),
    accountEmail: text().notNull(),
    accessTokenEnc: text(),
    refreshTokenEnc: text(),
    expiresAt: tstz(),
    scopes: text().array().notNull().default([]),
    /** Incremental-sync cursor: Google's syncToken or Microsoft Graph's deltaLink. */
    syncToken: text(),
    /**
     * The next page of the round under way (Google pageToken, Graph nextLink), saved with each stored page so a crash
     * resumes there. Null between rounds.
     */
    syncPageToken: text(),
    /** Start of the window the current full listing (and the sync token born from it) covers. */
    syncWindowFrom: tstz(),
    /** When the round under way began: a full round marks events it did not see as cancelled. */
    syncRoundStartedAt: tstz(),
    // Push notifications: Google watch channel or Graph subscription, renewed before expiry.
    channelId: text(),
    channelResourceId: text(),
    channelExpiresAt: tstz(),
    status: connectionStatus().notNull().default('connected'),
    lastSyncedAt: tstz(),
    /** True from connect until the first sync completes (the upcoming page reloads every 30 s meanwhile). */
    syncPending: boolean().notNull().default(true),
    lastError: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('calendar_connections_user_provider_uq').on(t.userId, t.provider),
    index('calendar_connections_company_idx').on(t.companyId),
    // The sync cron picks connections by status and age.
    index('calendar_connections_status_synced_idx').on(t.status, t.lastSyncedAt),
  ],
)

/** An attendee as stored on a calendar event. */
export interface CalendarAttendee {
  email: string
  name?: string | null
  /** The attendee's company, from the e-mail domain or the CRM. */
  company?: string | null
  /** accepted | declined | tentative | needsAction */
  response?: string | null
  isInternal?: boolean
}

/**
 * A calendar event (upcoming or past meeting) as seen in one user's calendar, or an instant / uploaded /
 * dialer call (source). Unrecorded calls of the recordings dashboard are rows here without a meeting.
 */
export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: pk(),
    companyId: tenantId(),
    /** The calendar owner (the rep). */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    connectionId: integer().references(() => calendarConnections.id, { onDelete: 'set null' }),
    /** The provider's event id (gce_id). */
    gceId: text(),
    /** iCalUID: the same meeting across attendees' calendars ("enabled by other reps in the call"). */
    icalUid: text(),
    recurringEventId: text(),
    title: text(),
    description: text(),
    startAt: tstz().notNull(),
    endAt: tstz().notNull(),
    organizerEmail: text(),
    meetingUrl: text(),
    /**
     * The link without query or fragment, lower-cased: other reps' copies of a call are found by it. Stored, because
     * under row-level security the planner will not use an index on the expression itself (its functions are not
     * leakproof), and this lookup runs for every page of upcoming meetings.
     */
    meetingLinkBase: text().generatedAlwaysAs(sql`rtrim(lower(split_part(split_part(meeting_url, '#', 1), '?', 1)), '/')`),
    /** google_meet | zoom | teams | … */
    meetingPlatform: text(),
    attendees: jsonb().$type<CalendarAttendee[]>().notNull().default([]),
    // Lower-cased attendee e-mails, kept beside the jsonb for a GIN index: access rules test
    // "the user's email is among the event emails" on every list query.
    attendeeEmails: text().array().notNull().default([]),
    /** Distinct attendee companies (attendee_company). */
    attendeeCompanies: text().array().notNull().default([]),
    isInternal: boolean().notNull().default(false),
    /** Host Type: self | internal | external (feeds the notetaker flags and the organizer_type filter). */
    organizerType: text(),
    noteTakerAllowed: boolean().notNull().default(true),
    globalNoteTakerAllowed: boolean().notNull().default(true),
    /** Why the notetaker will not join ('Not Eligible Reason'). */
    noteTakerMessage: text(),
    /** updatedByUser and other per-event flags. */
    eventProperties: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The calendar owner's own wish for a bot in this meeting (the shared rule's wantsBot: master toggle, per-meeting
     * choice, five flags), stored whenever one of its inputs is written (the sync, the per-meeting choice, the owner's
     * settings) so that the one-bot rule finds the reps who want a call among its copies by index instead of deciding
     * every copy of a company-wide meeting on each Upcoming page. Null until computed: read as "decide it now".
     */
    botWanted: boolean(),
    /** The bot's last state, e.g. in_call_recording, in_waiting_room, in_call_not_recording. */
    latestEventType: text(),
    /** confirmed | cancelled */
    status: text().notNull().default('confirmed'),
    /** google_calendar | outlook_calendar | Instant | upload | orum | avoma | MYT … (call source filter) */
    source: text().notNull(),
    agendaType: text(),
    /** Deal stage at the time of the call (call_stage). */
    salesStage: text(),
    primaryDealId: integer().references(() => deals.id, { onDelete: 'set null' }),
    notRecordedReason: text(),
    /** CRM custom fields copied onto the event (table_name calendar_events in the filter definitions). */
    customFields: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    prepNoteSentAt: tstz(),
    deletedAt: tstz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Sync upserts by (owner, provider id); idempotent handlers key on it.
    unique('calendar_events_user_gce_uq').on(t.userId, t.gceId),
    index('calendar_events_company_start_idx').on(t.companyId, t.startAt),
    index('calendar_events_user_start_idx').on(t.userId, t.startAt),
    // A full sync round sweeps its connection's window; deleting a connection nulls its events' link.
    index('calendar_events_connection_start_idx').on(t.connectionId, t.startAt),
    // Other reps' copies of a call (one bot per meeting): same start and the link without query, lower-cased, or the
    // same iCalUID (shared by every instance of a recurring meeting, hence the start); by rep, so the Upcoming list
    // reads the first few reps' copies in order (the bot scheduler reads all of them; the list the wanted_* ones below).
    index('calendar_events_company_start_link_base_idx').on(t.companyId, t.startAt, t.meetingLinkBase, t.userId),
    index('calendar_events_ical_uid_idx').on(t.companyId, t.icalUid, t.startAt, t.userId),
    // Only the copies whose rep wants the bot (or whose wish is not computed yet): the Upcoming list asks for the first
    // such rep of each call, which a company-wide meeting nobody records answers from an empty range.
    index('calendar_events_wanted_link_idx')
      .on(t.companyId, t.startAt, t.meetingLinkBase, t.userId)
      .where(sql`${t.botWanted} is not false and ${t.status} = 'confirmed' and ${t.deletedAt} is null`),
    index('calendar_events_wanted_uid_idx')
      .on(t.companyId, t.icalUid, t.startAt, t.userId)
      .where(sql`${t.botWanted} is not false and ${t.status} = 'confirmed' and ${t.deletedAt} is null`),
    index('calendar_events_primary_deal_idx').on(t.primaryDealId),
    index('calendar_events_attendee_emails_gin').using('gin', t.attendeeEmails),
  ],
)
