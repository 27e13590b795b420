// The notetaker family: one interface in Parley's words; Recall.ai and Attendee
// each translate it to their own wire.

export type NotetakerProviderId = 'recall' | 'attendee'

/**
 * The bot states Parley stores as `latest_event_type`, in Recall's vocabulary (the spec's in-call states are
 * in_call_recording, in_waiting_room, in_call_not_recording); Attendee's states are mapped onto them.
 */
export const BOT_EVENT_TYPES = [
  'joining_call',
  'in_waiting_room',
  'in_call_not_recording',
  'in_call_recording',
  'recording_permission_denied',
  'call_ended',
  'done',
  'fatal',
] as const
export type BotEventType = (typeof BOT_EVENT_TYPES)[number]

export interface CreateBotInput {
  meetingUrl: string
  /** null: join now (ad-hoc); else a scheduled bot that joins at this time. */
  joinAt: Date | null
  botName: string
  /** Echoed back in webhooks; strings only. */
  metadata: Record<string, string>
}

/** One verified status change from a webhook. */
export interface BotStatusEvent {
  externalBotId: string
  type: BotEventType
  subCode: string | null
  at: Date
}

/** A verified webhook: its delivery id (applied once) and the status change it carries, if any. */
export type WebhookCheck = { ok: true; deliveryId: string; event: BotStatusEvent | null; payload: Record<string, unknown> } | { ok: false; reason: string }

export interface BotRecording {
  startedAt: Date | null
  durationSeconds: number | null
  video: { url: string; contentType: string } | null
  transcript: { content: string; format: 'recall-json' | 'attendee-json' } | null
  participants: { name: string | null; email: string | null }[]
}

export interface NotetakerProvider {
  readonly id: NotetakerProviderId
  createBot(input: CreateBotInput): Promise<{ externalBotId: string }>
  /** Unschedules a bot; 'dispatched' when it already left for the call (then leaveCall), 'gone' when unknown. */
  deleteScheduledBot(externalBotId: string): Promise<'deleted' | 'dispatched' | 'gone'>
  /** Takes the bot out of the call; 'not_in_call' when it is not in one. */
  leaveCall(externalBotId: string): Promise<'left' | 'not_in_call'>
  /** The finished recording's media link and transcript. */
  fetchRecording(externalBotId: string): Promise<BotRecording>
  /** Checks the signature (and replay window) of a webhook's raw body. */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string, nowMs: number): WebhookCheck
}
