import type { BotRecording, CreateBotInput, NotetakerProvider, WebhookCheck } from '../notetaker-provider'
import { NotetakerProviderError } from '../notetaker-errors'
import { downloadText, type ProviderHttpOptions, providerCall } from '../provider-http'
import { parseRecallBot, recallParticipants, recallRecordingLinks, recallStatusEvent, ZRecallWebhook } from './recall.mapper'
import { verifyStandardWebhook } from './recall.webhook'

export interface RecallOptions {
  baseUrl: string
  apiKey: string
  webhookSecret: string | null
  fetch?: typeof fetch
  sleep?: ProviderHttpOptions['sleep']
}

/** Recall.ai v1.11 over plain fetch: trailing slashes, `Token <key>`. */
export function recallProvider(opts: RecallOptions): NotetakerProvider {
  const http: ProviderHttpOptions = { baseUrl: opts.baseUrl, authorization: `Token ${opts.apiKey}`, fetch: opts.fetch, sleep: opts.sleep }
  const bot = (id: string, suffix = '') => `/api/v1/bot/${encodeURIComponent(id)}/${suffix}`
  return {
    id: 'recall',
    async createBot(input: CreateBotInput) {
      const { body } = await providerCall(http, 'POST', '/api/v1/bot/', {
        meeting_url: input.meetingUrl,
        bot_name: input.botName,
        ...(input.joinAt ? { join_at: input.joinAt.toISOString() } : {}),
        recording_config: { transcript: { provider: { meeting_captions: {} } }, video_mixed_mp4: {}, participant_events: {}, meeting_metadata: {} },
        metadata: input.metadata,
      })
      return { externalBotId: parseRecallBot(body).id }
    },
    async deleteScheduledBot(id) {
      const { status } = await providerCall(http, 'DELETE', bot(id), undefined, [404, 405])
      return status === 405 ? 'dispatched' : status === 404 ? 'gone' : 'deleted'
    },
    async leaveCall(id) {
      const { status } = await providerCall(http, 'POST', bot(id, 'leave_call/'), undefined, [400, 404])
      return status === 200 ? 'left' : 'not_in_call'
    },
    async fetchRecording(id): Promise<BotRecording> {
      const { body } = await providerCall(http, 'GET', bot(id))
      const links = recallRecordingLinks(parseRecallBot(body))
      if (!links.transcriptUrl && !links.video) throw new NotetakerProviderError('transient', 'The recording has no media yet.')
      const content = links.transcriptUrl ? await downloadText(links.transcriptUrl, opts.fetch) : null
      let participants: BotRecording['participants'] = []
      try {
        participants = content ? recallParticipants(JSON.parse(content)) : []
      } catch {
        // A broken transcript is reported by ingestion as a failed transcript; participants stay unknown.
      }
      const { transcriptUrl: _url, ...rest } = links
      return { ...rest, transcript: content === null ? null : { content, format: 'recall-json' }, participants }
    },
    verifyWebhook(headers, rawBody, nowMs): WebhookCheck {
      if (!opts.webhookSecret) return { ok: false, reason: 'RECALL_WEBHOOK_SECRET is not configured.' }
      const check = verifyStandardWebhook(opts.webhookSecret, headers, rawBody, nowMs)
      if (!check.ok) return check
      let json: unknown
      try {
        json = JSON.parse(rawBody)
      } catch {
        return { ok: false, reason: 'The webhook body is not JSON.' }
      }
      const parsed = ZRecallWebhook.safeParse(json)
      if (!parsed.success) return { ok: true, deliveryId: check.id, event: null, payload: {} }
      return { ok: true, deliveryId: check.id, event: recallStatusEvent(parsed.data, nowMs), payload: parsed.data as Record<string, unknown> }
    },
  }
}
