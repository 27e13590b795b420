import type { BotRecording, CreateBotInput, NotetakerProvider, WebhookCheck } from '../notetaker-provider'
import { type ProviderHttpOptions, providerCall } from '../provider-http'
import { attendeeDurationSeconds, attendeeParticipants, attendeeStatusEvent, ZAttendeeEnvelope, ZAttendeeRecording } from './attendee.mapper'
import { verifyAttendeeSignature } from './attendee.webhook'

export interface AttendeeOptions {
  baseUrl: string
  apiKey: string
  webhookSecret: string | null
  fetch?: typeof fetch
  sleep?: ProviderHttpOptions['sleep']
}

/** Attendee (attendee-labs/attendee) over plain fetch: plural paths, no trailing slash. */
export function attendeeProvider(opts: AttendeeOptions): NotetakerProvider {
  const http: ProviderHttpOptions = { baseUrl: opts.baseUrl, authorization: `Token ${opts.apiKey}`, fetch: opts.fetch, sleep: opts.sleep }
  const bot = (id: string, suffix = '') => `/api/v1/bots/${encodeURIComponent(id)}${suffix}`
  return {
    id: 'attendee',
    async createBot(input: CreateBotInput) {
      const { body } = await providerCall(http, 'POST', '/api/v1/bots', {
        meeting_url: input.meetingUrl,
        bot_name: input.botName,
        ...(input.joinAt ? { join_at: input.joinAt.toISOString() } : {}),
        metadata: input.metadata,
      })
      const id = (body as { id?: unknown } | null)?.id
      if (typeof id !== 'string') throw new Error('Attendee answered a bot without an id.')
      return { externalBotId: id }
    },
    async deleteScheduledBot(id) {
      // Attendee deletes only scheduled bots; any other state answers 400.
      const { status } = await providerCall(http, 'DELETE', bot(id), undefined, [400, 404])
      return status === 400 ? 'dispatched' : status === 404 ? 'gone' : 'deleted'
    },
    async leaveCall(id) {
      const { status } = await providerCall(http, 'POST', bot(id, '/leave'), undefined, [400, 404])
      return status === 200 ? 'left' : 'not_in_call'
    },
    async fetchRecording(id): Promise<BotRecording> {
      const recording = ZAttendeeRecording.parse((await providerCall(http, 'GET', bot(id, '/recording'))).body)
      const utterances = (await providerCall(http, 'GET', bot(id, '/transcript'))).body
      const startMs = recording.start_timestamp_ms ?? null
      return {
        startedAt: startMs === null ? null : new Date(startMs),
        durationSeconds: attendeeDurationSeconds(utterances, startMs),
        video: { url: recording.url, contentType: 'video/mp4' },
        transcript: { content: JSON.stringify(utterances), format: 'attendee-json' },
        participants: attendeeParticipants(utterances),
      }
    },
    verifyWebhook(headers, rawBody, nowMs): WebhookCheck {
      if (!opts.webhookSecret) return { ok: false, reason: 'ATTENDEE_WEBHOOK_SECRET is not configured.' }
      let json: unknown
      try {
        json = JSON.parse(rawBody)
      } catch {
        return { ok: false, reason: 'The webhook body is not JSON.' }
      }
      const given = headers['x-webhook-signature']
      if (!verifyAttendeeSignature(opts.webhookSecret, json, Array.isArray(given) ? given[0] : given)) {
        return { ok: false, reason: 'The webhook signature does not match.' }
      }
      const envelope = ZAttendeeEnvelope.safeParse(json)
      if (!envelope.success) return { ok: false, reason: 'The webhook is not an Attendee envelope.' }
      return { ok: true, deliveryId: envelope.data.idempotency_key, event: attendeeStatusEvent(envelope.data, nowMs), payload: envelope.data }
    },
  }
}
