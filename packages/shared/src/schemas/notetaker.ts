import { z } from 'zod'
import { checkMeetingUrl } from '../rules/instant-recording'

// POST /api/users/impromptuEvent: an instant recording.
// The URL rule is checkMeetingUrl, the same function the popover runs; the route stores checkMeetingUrl(…).url.

export const IMPROMPTU_TITLE_MAX = 300

export const ZImpromptuEventBody = z
  .object({
    title: z.string().max(IMPROMPTU_TITLE_MAX).optional(),
    // The rule refuses an over-long link before parsing it, so a 5,000-character value costs nothing.
    meeting_url: z.string().superRefine((value, ctx) => {
      const check = checkMeetingUrl(value)
      if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message })
    }),
  })
  .strict()
export type TImpromptuEventBody = z.infer<typeof ZImpromptuEventBody>

export const NOTETAKER_SCHEDULED_MESSAGE = 'Notetaker is scheduled. Please wait, it might take up to 30 seconds to join your meeting.'

export const ZImpromptuEventResponse = z.object({ message: z.string(), data: z.object({ id: z.number().int(), bot_id: z.number().int().nullable() }) })
export type TImpromptuEventResponse = z.infer<typeof ZImpromptuEventResponse>

const ZEventId = z.coerce
  .number({ error: 'id must be the number of a calendar event' })
  .int({ error: 'id must be a whole number' })
  .positive({ error: 'id must be the number of a calendar event' })
  .max(2_147_483_647, { error: 'id must be the number of a calendar event' })
const ZGceId = z.string({ error: 'gce_id is required' }).trim().min(1, { error: 'gce_id is required' }).max(1024, { error: 'gce_id is too long' })

// POST /api/users/updateBotScheduleForMeeting: the user's notetaker choice for one meeting.
export const ZUpdateBotScheduleBody = z
  .object({
    id: ZEventId,
    gce_id: ZGceId,
    status: z.boolean({ error: 'status must be true (notetaker on) or false (off)' }),
  })
  .strict()
export type TUpdateBotScheduleBody = z.infer<typeof ZUpdateBotScheduleBody>

export const ZUpdateBotScheduleResponse = z.object({
  message: z.string(),
  data: z.object({ note_taker_allowed: z.boolean(), global_note_taker_allowed: z.boolean() }),
})
export type TUpdateBotScheduleResponse = z.infer<typeof ZUpdateBotScheduleResponse>

// POST /api/users/botControlForOngoingMeeting: 204, or 200 with a message (a conflict), 400/404 text.
export const ZBotControlBody = z
  .object({
    gce_id: ZGceId,
    bot_action: z.enum(['send', 'remove'], { error: 'bot_action must be send or remove' }),
  })
  .strict()
export type TBotControlBody = z.infer<typeof ZBotControlBody>

export const ZBotControlConflict = z.object({ message: z.string() })
export type TBotControlConflict = z.infer<typeof ZBotControlConflict>

/** Server texts of the notetaker routes (shown as they are for 400 and 404). */
export const NOTETAKER_MESSAGES = {
  meetingNotFound: 'Meeting not found.',
  notInProgress: 'This meeting is not in progress, so the notetaker cannot be sent or removed now.',
  notetakerOff: 'Your notetaker is switched off in Settings → Recording Preferences.',
  alreadyInCall: 'The notetaker is already in this call.',
  alreadyOnItsWay: 'The notetaker is already on its way to this call.',
  notInCall: 'The notetaker is not in this call.',
  alreadyLeft: 'The notetaker has already left this call.',
  notConfigured: 'No notetaker service is configured on this server.',
  enabled: 'Notetaker enabled for this meeting.',
  disabled: 'Notetaker removed from this meeting.',
} as const
