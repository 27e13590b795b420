import { z } from 'zod'
import { NOTETAKER_REASONS } from '../rules/notetaker-decision'
import { REMOVE_BOT_LABEL, SEND_BOT_LABEL } from '../rules/meeting-timing'

// GET /api/users/events (take=10&skip={offset}&startTime&endTime&title, window now to one
// year ahead; answer data.total, data.events, data.superAdmin).

const ZInstant = z.iso.datetime({ offset: true, error: 'Give the time as an ISO date and time, e.g. 2026-11-02T09:00:00Z' })

export const ZUpcomingEventsQuery = z
  .object({
    take: z.coerce
      .number({ error: 'take must be a number' })
      .int({ error: 'take must be a whole number' })
      .min(1, { error: 'take must be at least 1' })
      .max(100, { error: 'take must be at most 100' })
      .default(10),
    skip: z.coerce
      .number({ error: 'skip must be a number' })
      .int({ error: 'skip must be a whole number' })
      .min(0, { error: 'skip cannot be negative' })
      .max(1_000_000, { error: 'skip is too large' })
      .default(0),
    startTime: ZInstant.optional(),
    endTime: ZInstant.optional(),
    title: z.string().max(200, { error: 'Search at most 200 characters' }).optional(),
  })
  .strict()
  .refine((q) => !q.startTime || !q.endTime || Date.parse(q.endTime) >= Date.parse(q.startTime), {
    error: 'endTime must not be before startTime',
    path: ['endTime'],
  })
export type TUpcomingEventsQuery = z.infer<typeof ZUpcomingEventsQuery>

export const ZUpcomingAttendee = z.object({ email: z.string(), name: z.string().nullable(), company: z.string().nullable() })

export const ZUpcomingEvent = z.object({
  id: z.number(),
  gce_id: z.string().nullable(),
  title: z.string().nullable(),
  start_at: z.string(),
  end_at: z.string(),
  /** Comma-separated, as the spec has it. */
  attendees: z.string(),
  attendee_company: z.string(),
  attendee_name: z.string(),
  /** The same people as a list, for the attendee-count and company dropdowns. */
  attendee_list: z.array(ZUpcomingAttendee),
  attendee_count: z.number(),
  organizer_email: z.string().nullable(),
  meeting_url: z.string().nullable(),
  meeting_platform: z.string().nullable(),
  note_taker_allowed: z.boolean(),
  global_note_taker_allowed: z.boolean(),
  event_properties: z.object({ updatedByUser: z.boolean() }),
  latest_event_type: z.string().nullable(),
  /** Whether and why the notetaker joins, from the one rule (notetaker-decision). */
  notetaker: z.object({
    joins: z.boolean(),
    reason: z.enum(Object.values(NOTETAKER_REASONS) as [string, ...string[]]),
    explanation: z.string(),
    toggle_enabled: z.boolean(),
    toggle_on: z.boolean(),
    timing: z.enum(['before_start', 'in_progress', 'completed']),
    bot_control: z.object({ action: z.enum(['send', 'remove']), label: z.enum([SEND_BOT_LABEL, REMOVE_BOT_LABEL]) }).nullable(),
  }),
})
export type TUpcomingEvent = z.infer<typeof ZUpcomingEvent>

export const ZUpcomingEventsResponse = z.object({
  data: z.object({ total: z.number(), events: z.array(ZUpcomingEvent), superAdmin: z.boolean() }),
})
export type TUpcomingEventsResponse = z.infer<typeof ZUpcomingEventsResponse>

/** GET /admin/run_cron_task ('Sync Now': token, task and user_id); the session is the bearer token. */
export const ZRunCronTaskQuery = z
  .object({
    task: z.enum(['calendar_sync'], { error: "task must be 'calendar_sync'" }).default('calendar_sync'),
    user_id: z.coerce.number({ error: 'user_id must be a number' }).int().positive({ error: 'user_id must be a positive number' }).optional(),
    // The spec's client also sends its token here; the Authorization header is what counts.
    token: z.string().max(4096).optional(),
  })
  .strict()
