import { z } from 'zod'
import type { BotEventType, BotStatusEvent } from '../notetaker-provider'

export const ZAttendeeEnvelope = z
  .object({
    idempotency_key: z.string().min(1),
    bot_id: z.string().optional(),
    bot_metadata: z.record(z.string(), z.unknown()).nullable().optional(),
    trigger: z.string(),
    data: z.record(z.string(), z.unknown()),
  })
  .loose()
export type AttendeeEnvelope = z.infer<typeof ZAttendeeEnvelope>

const ZStateChange = z.object({
  new_state: z.string(),
  old_state: z.string().nullable().optional(),
  created_at: z.string().optional(),
  event_type: z.string().nullable().optional(),
  event_sub_type: z.string().nullable().optional(),
})

/** Attendee's states in Parley's (Recall's) vocabulary; states Parley does not track map to nothing. */
const STATE_TO_TYPE: Record<string, BotEventType> = {
  joining: 'joining_call',
  waiting_room: 'in_waiting_room',
  joined_not_recording: 'in_call_not_recording',
  joined_recording: 'in_call_recording',
  joined_recording_paused: 'in_call_not_recording',
  joined_recording_permission_denied: 'recording_permission_denied',
  leaving: 'call_ended',
  post_processing: 'call_ended',
  fatal_error: 'fatal',
}

/** A `bot.state_change` as a status change; "the recording is ready" is `ended` after `post_processing_completed`. */
export function attendeeStatusEvent(envelope: AttendeeEnvelope, nowMs: number): BotStatusEvent | null {
  if (envelope.trigger !== 'bot.state_change' || !envelope.bot_id) return null
  const change = ZStateChange.safeParse(envelope.data)
  if (!change.success) return null
  const { new_state, event_type, event_sub_type, created_at } = change.data
  const type: BotEventType | undefined = new_state === 'ended' ? (event_type === 'post_processing_completed' ? 'done' : 'call_ended') : STATE_TO_TYPE[new_state]
  if (!type) return null
  const at = Date.parse(created_at ?? '')
  return { externalBotId: envelope.bot_id, type, subCode: event_sub_type ?? null, at: new Date(Number.isNaN(at) ? nowMs : at) }
}

export const ZAttendeeRecording = z.object({ url: z.string(), start_timestamp_ms: z.number().nullable().optional() })

/** Speakers named in Attendee utterances. */
export function attendeeParticipants(utterances: unknown): { name: string | null; email: string | null }[] {
  const parsed = z.array(z.object({ speaker_name: z.string().nullable().optional() })).safeParse(utterances)
  if (!parsed.success) return []
  return [...new Set(parsed.data.map((u) => u.speaker_name ?? null).filter((n): n is string => Boolean(n)))].map((name) => ({ name, email: null }))
}

/** The call's length from the utterances (ms offsets or epoch ms from the recording's start). */
export function attendeeDurationSeconds(utterances: unknown, startMs: number | null): number | null {
  const parsed = z.array(z.object({ timestamp_ms: z.number(), duration_ms: z.number().optional() })).safeParse(utterances)
  if (!parsed.success || parsed.data.length === 0) return null
  const end = Math.max(...parsed.data.map((u) => u.timestamp_ms + (u.duration_ms ?? 0)))
  const offset = startMs !== null && end > startMs ? end - startMs : end
  return Math.round(offset / 1000)
}
