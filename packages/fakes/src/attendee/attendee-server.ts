import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { FailureQueue, type FakeRequestLog, listen, type QueuedFailure, readBody, sendJson } from '../calendar-common/fake-http'
import type { WebhookTarget } from '../recall/recall-server'

export interface FakeAttendeeOptions {
  port?: number
  apiKey?: string
  /** The project's webhook secret (base64); a fresh one when absent. */
  webhookSecret?: string
  webhookTarget?: WebhookTarget
  now?: () => number
}

export interface FakeAttendeeBot {
  id: string
  meeting_url: string
  bot_name: string
  join_at: string | null
  metadata: Record<string, unknown>
  state: string
  events: { type: string; sub_type: string | null; created_at: string }[]
  startedMs: number | null
}

export interface FakeAttendee {
  origin: string
  /** ATTENDEE_BASE_URL. */
  apiUrl: string
  apiKey: string
  webhookSecret: string
  bots: Map<string, FakeAttendeeBot>
  setWebhookTarget(target: WebhookTarget | null): void
  /** Moves a bot to `state` with an event and delivers the signed `bot.state_change` webhook. */
  advance(botId: string, state: string, eventType: string, eventSubType?: string | null): Promise<void>
  /** Joins, records, leaves and post-processes a bot, ending with `post_processing_completed`. */
  finish(botId: string): Promise<void>
  deliveries: { trigger: string; status: number; headers: Record<string, string>; body: string }[]
  failNext(failure: QueuedFailure, times?: number): void
  requests: FakeRequestLog[]
  reset(): void
  stop(): Promise<void>
}

/** Python's json.dumps(sort_keys=True, separators=(",", ":"), ensure_ascii=False), which Attendee signs. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const keys = Object.keys(value as object)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

const IN_CALL = new Set(['joining', 'waiting_room', 'joined_not_recording', 'joined_recording', 'joined_recording_paused'])

/**
 * A local Attendee (attendee-labs/attendee): `POST/GET /api/v1/bots` (plural, no trailing slash,
 * `Token <key>`), scheduled bots (`join_at` → state `scheduled`), `DELETE` of scheduled bots only (400 otherwise),
 * `POST …/leave` (400 when not leavable), `GET …/recording` and `…/transcript` (utterances in ms), one `state` plus
 * `events[]`, `bot.state_change` webhooks in the envelope with `X-Webhook-Signature` (HMAC-SHA256 of canonical JSON),
 * and queued failures.
 */
export async function startFakeAttendee(options: FakeAttendeeOptions = {}): Promise<FakeAttendee> {
  const apiKey = options.apiKey ?? 'attendee-test-key'
  const webhookSecret = options.webhookSecret ?? randomBytes(32).toString('base64')
  const now = options.now ?? Date.now
  let webhookTarget = options.webhookTarget ?? null
  const bots = new Map<string, FakeAttendeeBot>()
  const deliveries: FakeAttendee['deliveries'] = []
  const requests: FakeRequestLog[] = []
  const failures = new FailureQueue<QueuedFailure>()

  const publicBot = (b: FakeAttendeeBot) => ({
    id: b.id,
    meeting_url: b.meeting_url,
    state: b.state,
    events: b.events,
    transcription_state: b.state === 'ended' ? 'complete' : 'not_started',
    recording_state: b.state === 'ended' ? 'complete' : 'not_started',
    join_at: b.join_at,
    deduplication_key: null,
    metadata: b.metadata,
  })

  const advance = async (botId: string, state: string, eventType: string, eventSubType: string | null = null) => {
    const bot = bots.get(botId)
    if (!bot) throw new Error(`no fake Attendee bot ${botId}`)
    const created_at = new Date(now()).toISOString()
    const old = bot.state
    bot.state = state
    bot.events.push({ type: eventType, sub_type: eventSubType, created_at })
    if (state === 'joined_recording') bot.startedMs ??= now()
    const target = webhookTarget
    if (!target) return
    const envelope = {
      idempotency_key: randomUUID(),
      bot_id: bot.id,
      bot_metadata: bot.metadata,
      trigger: 'bot.state_change',
      data: { new_state: state, old_state: old, created_at, event_type: eventType, event_sub_type: eventSubType },
    }
    const body = JSON.stringify(envelope)
    const signature = createHmac('sha256', Buffer.from(webhookSecret, 'base64')).update(canonical(envelope)).digest('base64')
    const headers = { 'x-webhook-signature': signature }
    for (let attempt = 0; attempt < 3; attempt++) {
      const status = await (typeof target === 'string'
        ? fetch(target, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }).then((r) => r.status)
        : target(headers, body)
      ).catch(() => 0)
      deliveries.push({ trigger: envelope.trigger, status, headers, body })
      if (status >= 200 && status < 300) return
      await new Promise((r) => setTimeout(r, 200 * 2 ** attempt))
    }
  }

  const finish = async (botId: string) => {
    const bot = bots.get(botId)
    if (!bot) throw new Error(`no fake Attendee bot ${botId}`)
    if (!IN_CALL.has(bot.state) && bot.state !== 'leaving') await advance(botId, 'joining', 'join_requested')
    if (bot.state === 'joining') await advance(botId, 'joined_recording', 'joined_meeting')
    if (IN_CALL.has(bot.state)) await advance(botId, 'leaving', 'leave_requested', 'user_requested')
    await advance(botId, 'post_processing', 'meeting_ended')
    await advance(botId, 'ended', 'post_processing_completed')
  }

  const transcript = (bot: FakeAttendeeBot) => {
    const speakers = [String(bot.metadata.rep_name ?? 'Riley Rep'), 'Jane Buyer']
    const lines = [
      'Thanks for joining today. What made you look for a new tool?',
      'Our follow-ups slip after demos, and the price of our current tool is too high.',
      'Understood. Who else is involved in the decision?',
      'Our finance lead signs off on anything above ten thousand a year.',
      'I will send a proposal by Friday and book a call with your finance lead.',
    ]
    return lines.map((text, i) => ({
      speaker_name: speakers[i % 2],
      speaker_uuid: `spk-${i % 2}`,
      speaker_user_uuid: null,
      speaker_is_host: i % 2 === 0,
      timestamp_ms: 2000 + i * 6000,
      duration_ms: 5000,
      transcription: { transcript: text },
    }))
  }

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const entry: FakeRequestLog = { method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), status: 0 }
    requests.push(entry)
    res.on('finish', () => {
      entry.status = res.statusCode
    })
    if (url.pathname.startsWith('/_media/')) {
      res.writeHead(200, { 'content-type': 'video/mp4' })
      res.end(Buffer.from(`fake attendee recording ${url.pathname}`))
      return
    }
    if (req.headers.authorization !== `Token ${apiKey}`) return sendJson(res, 401, { detail: 'Invalid token.' })
    const failure = failures.next()
    if (failure) {
      if (failure.status === 'garbage') {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end('not json')
        return
      }
      const headers: Record<string, string> = failure.status === 429 || failure.status === 503 ? { 'retry-after': String(failure.retryAfterSeconds ?? 1) } : {}
      return sendJson(res, failure.status, { detail: 'Request was throttled.' }, headers)
    }
    if (url.pathname === '/api/v1/bots' && req.method === 'POST') {
      let body: Record<string, unknown>
      try {
        body = JSON.parse(await readBody(req)) as Record<string, unknown>
      } catch {
        return sendJson(res, 400, { detail: 'JSON parse error' })
      }
      if (typeof body.meeting_url !== 'string' || !body.meeting_url) return sendJson(res, 400, { meeting_url: ['This field is required.'] })
      if (typeof body.bot_name !== 'string' || !body.bot_name) return sendJson(res, 400, { bot_name: ['This field is required.'] })
      const joinAt = typeof body.join_at === 'string' ? body.join_at : null
      const bot: FakeAttendeeBot = {
        id: `bot_${randomBytes(8).toString('hex')}`,
        meeting_url: body.meeting_url,
        bot_name: body.bot_name,
        join_at: joinAt,
        metadata: (body.metadata as Record<string, unknown>) ?? {},
        state: joinAt ? 'scheduled' : 'ready',
        events: [],
        startedMs: null,
      }
      bots.set(bot.id, bot)
      return sendJson(res, 201, publicBot(bot))
    }
    const m = /^\/api\/v1\/bots\/(bot_\w+)(\/leave|\/recording|\/transcript)?$/.exec(url.pathname)
    const bot = m ? bots.get(m[1] as string) : undefined
    if (!m || !bot) return sendJson(res, 404, { detail: 'Not found.' })
    const sub = m[2]
    if (!sub && req.method === 'GET') return sendJson(res, 200, publicBot(bot))
    if (!sub && req.method === 'DELETE') {
      if (bot.state !== 'scheduled') return sendJson(res, 400, { error: 'Bot is not in a scheduled state' })
      bots.delete(bot.id)
      return sendJson(res, 200, publicBot(bot))
    }
    if (sub === '/leave' && req.method === 'POST') {
      if (!IN_CALL.has(bot.state)) return sendJson(res, 400, { error: 'Bot is not in a valid state to leave' })
      sendJson(res, 200, { ...publicBot(bot), state: 'leaving' })
      setTimeout(() => {
        if (bots.get(bot.id) !== bot) return
        void advance(bot.id, 'leaving', 'leave_requested', 'user_requested')
          .then(() => advance(bot.id, 'post_processing', 'meeting_ended'))
          .then(() => advance(bot.id, 'ended', 'post_processing_completed'))
          .catch(() => undefined)
      }, 50)
      return
    }
    if (sub === '/recording' && req.method === 'GET') {
      if (bot.state !== 'ended') return sendJson(res, 400, { error: 'Recording is not available yet' })
      return sendJson(res, 200, { url: `${server.origin}/_media/${bot.id}.mp4`, start_timestamp_ms: bot.startedMs ?? now() })
    }
    if (sub === '/transcript' && req.method === 'GET') return sendJson(res, 200, transcript(bot))
    return sendJson(res, 405, { detail: `Method "${req.method}" not allowed.` })
  }

  const server = await listen(handler, options.port ?? 0)
  return {
    origin: server.origin,
    apiUrl: server.origin,
    apiKey,
    webhookSecret,
    bots,
    setWebhookTarget: (target) => {
      webhookTarget = target
    },
    advance,
    finish,
    deliveries,
    failNext: (failure, times = 1) => {
      failures.push(failure, times)
    },
    requests,
    reset: () => {
      bots.clear()
      deliveries.length = 0
      requests.length = 0
      failures.clear()
    },
    stop: () => server.stop(),
  }
}
