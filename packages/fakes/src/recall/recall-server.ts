import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { FailureQueue, type FakeRequestLog, listen, type QueuedFailure, readBody, sendJson } from '../calendar-common/fake-http'
import { fakeRecordingMp4 } from './recall-media'
import { sampleRecallTranscript } from './recall-transcript'
import { newWebhookSecret, standardWebhookHeaders } from './standard-webhooks'

export interface FakeRecallOptions {
  port?: number
  apiKey?: string
  /** `whsec_…`; a fresh one when absent. */
  webhookSecret?: string
  /** Where status webhooks go: the workspace's endpoint URL, or a function (tests deliver through app.inject). */
  webhookTarget?: WebhookTarget
  now?: () => number
  /** Bots join by themselves once `join_at` is reached and leave after `inCallMs` (the sandbox); off in tests. */
  autoplay?: { inCallMs: number; tickMs?: number }
  /**
   * How long each finished recording says it lasted (its started_at is set back from completed_at), with the
   * transcript spread over it: a bot that stays seconds in a test or sandbox call still yields a call long enough for
   * insights. Unset: the time the bot really spent recording.
   */
  recordedSeconds?: number
}

/** A webhook endpoint URL, or a function that delivers the request and answers the HTTP status. */
export type WebhookTarget = string | ((headers: Record<string, string>, body: string) => Promise<number>)

export interface FakeRecallStatus {
  code: string
  message: string | null
  sub_code: string | null
  created_at: string
}

export interface FakeRecallBot {
  id: string
  meeting_url: { meeting_id: string; platform: string }
  rawMeetingUrl: string
  bot_name: string
  join_at: string | null
  metadata: Record<string, string>
  status_changes: FakeRecallStatus[]
  recordings: { id: string; started_at: string; completed_at: string; expires_at: string }[]
  inCallSince: number | null
}

export interface FakeRecallDelivery {
  event: string
  botId: string
  status: number
  headers: Record<string, string>
  body: string
}

export interface FakeRecall {
  origin: string
  /** RECALL_BASE_URL. */
  apiUrl: string
  apiKey: string
  webhookSecret: string
  bots: Map<string, FakeRecallBot>
  setWebhookTarget(target: WebhookTarget | null): void
  /** Appends a status change and delivers its webhook (awaited, retried like Svix but briefly). */
  advance(botId: string, code: string, subCode?: string | null): Promise<void>
  /** Walks a bot through the call to `done` (joining, recording, call_ended, done) from wherever it is. */
  finish(botId: string, subCode?: string): Promise<void>
  deliveries: FakeRecallDelivery[]
  /** The next `times` API calls fail with `status` (429 and 503 carry Retry-After) or garbage JSON. */
  failNext(failure: QueuedFailure, times?: number): void
  requests: FakeRequestLog[]
  reset(): void
  stop(): Promise<void>
}

const DISPATCHED = new Set(['joining_call', 'in_waiting_room', 'in_call_not_recording', 'in_call_recording', 'call_ended', 'done', 'fatal'])
const IN_CALL = new Set(['joining_call', 'in_waiting_room', 'in_call_not_recording', 'in_call_recording'])
const currentCode = (bot: FakeRecallBot) => bot.status_changes.at(-1)?.code ?? 'ready'

function platformOf(url: string): { meeting_id: string; platform: string } {
  const u = new URL(url)
  const id = u.pathname.split('/').filter(Boolean).pop() ?? ''
  if (u.hostname === 'meet.google.com') return { meeting_id: id, platform: 'google_meet' }
  if (u.hostname.endsWith('zoom.us')) return { meeting_id: id, platform: 'zoom' }
  if (u.hostname.startsWith('teams.')) return { meeting_id: id, platform: 'microsoft_teams' }
  return { meeting_id: id, platform: 'webex' }
}

/**
 * A local Recall.ai v1.11: `POST/GET /api/v1/bot/` (trailing slashes; `Token <key>` or the bare
 * key), scheduled bots with `join_at`, `DELETE` of a scheduled bot (405 once dispatched), `leave_call/`, status
 * changes over time (`autoplay`) or at command (`advance`, `finish`), recordings with `media_shortcuts` download URLs
 * (video and transcript JSON, no auth) on `done`, `bot.<code>` webhooks signed with the Standard Webhooks scheme,
 * DRF-style errors, and queued failures (429 with Retry-After, 5xx, garbage).
 */
export async function startFakeRecall(options: FakeRecallOptions = {}): Promise<FakeRecall> {
  const apiKey = options.apiKey ?? 'recall-test-key'
  const webhookSecret = options.webhookSecret ?? newWebhookSecret()
  const now = options.now ?? Date.now
  let webhookTarget = options.webhookTarget ?? null
  const bots = new Map<string, FakeRecallBot>()
  const deliveries: FakeRecallDelivery[] = []
  const requests: FakeRequestLog[] = []
  const failures = new FailureQueue<QueuedFailure>()
  let origin = ''

  const publicBot = (bot: FakeRecallBot) => ({
    id: bot.id,
    meeting_url: bot.meeting_url,
    bot_name: bot.bot_name,
    join_at: bot.join_at,
    metadata: bot.metadata,
    status_changes: bot.status_changes,
    recordings: bot.recordings.map((r) => ({
      ...r,
      status: { code: 'done', sub_code: null, updated_at: r.completed_at },
      media_shortcuts: {
        video_mixed: { status: { code: 'done' }, format: 'mp4', data: { download_url: `${origin}/_media/${r.id}/video.mp4` } },
        transcript: {
          id: `tr_${r.id}`,
          status: { code: 'done' },
          data: { download_url: `${origin}/_media/${r.id}/transcript.json`, provider_data_download_url: `${origin}/_media/${r.id}/provider.json` },
        },
      },
    })),
  })

  const deliver = async (bot: FakeRecallBot, change: FakeRecallStatus) => {
    const target = webhookTarget
    if (!target) return
    const event = `bot.${change.code}`
    const body = JSON.stringify({
      event,
      data: { data: { code: change.code, sub_code: change.sub_code, updated_at: change.created_at }, bot: { id: bot.id, metadata: bot.metadata } },
    })
    const headers = standardWebhookHeaders(webhookSecret, body, `msg_${randomUUID().replace(/-/g, '')}`, Math.floor(now() / 1000))
    for (let attempt = 0; attempt < 3; attempt++) {
      const status = await (typeof target === 'string'
        ? fetch(target, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }).then((r) => r.status)
        : target(headers, body)
      ).catch(() => 0)
      deliveries.push({ event, botId: bot.id, status, headers, body })
      if (status >= 200 && status < 300) return
      await new Promise((r) => setTimeout(r, 200 * 2 ** attempt))
    }
  }

  const advance = async (botId: string, code: string, subCode: string | null = null) => {
    const bot = bots.get(botId)
    if (!bot) throw new Error(`no fake Recall bot ${botId}`)
    const at = new Date(now()).toISOString()
    const change = { code, message: null, sub_code: subCode, created_at: at }
    bot.status_changes.push(change)
    if (code === 'in_call_recording') bot.inCallSince ??= now()
    if (code === 'done') {
      const startedAt = new Date(options.recordedSeconds ? now() - options.recordedSeconds * 1000 : (bot.inCallSince ?? now())).toISOString()
      bot.recordings = [{ id: randomUUID(), started_at: startedAt, completed_at: at, expires_at: new Date(now() + 7 * 86_400_000).toISOString() }]
    }
    await deliver(bot, change)
  }

  const finish = async (botId: string, subCode = 'call_ended_by_host') => {
    const bot = bots.get(botId)
    if (!bot) throw new Error(`no fake Recall bot ${botId}`)
    if (!DISPATCHED.has(currentCode(bot))) await advance(botId, 'joining_call')
    if (IN_CALL.has(currentCode(bot)) && currentCode(bot) !== 'in_call_recording') await advance(botId, 'in_call_recording')
    if (currentCode(bot) === 'in_call_recording') await advance(botId, 'call_ended', subCode)
    if (currentCode(bot) === 'call_ended') await advance(botId, 'done')
  }

  // The sandbox's clock: scheduled bots join at join_at, record for inCallMs, then leave and finish.
  const tick = options.autoplay
    ? setInterval(() => {
        for (const bot of bots.values()) {
          const code = currentCode(bot)
          const due = bot.join_at === null || Date.parse(bot.join_at) <= now()
          if (code === 'ready' && due) {
            void advance(bot.id, 'joining_call')
              .then(() => advance(bot.id, 'in_call_recording'))
              .catch(() => undefined)
          } else if (code === 'in_call_recording' && bot.inCallSince !== null && now() - bot.inCallSince >= (options.autoplay?.inCallMs ?? 60_000)) {
            void finish(bot.id, 'timeout_exceeded_everyone_left').catch(() => undefined)
          }
        }
      }, options.autoplay.tickMs ?? 1000)
    : null
  tick?.unref()

  const unauthorized = (res: ServerResponse) => sendJson(res, 401, { code: 'not_authenticated', detail: 'Authentication credentials were not provided.' })
  const notFound = (res: ServerResponse) => sendJson(res, 404, { detail: 'Not found.' })
  const authorized = (req: IncomingMessage) => {
    const h = req.headers.authorization ?? ''
    return h === apiKey || h === `Token ${apiKey}`
  }

  const createBot = async (req: IncomingMessage, res: ServerResponse) => {
    let body: Record<string, unknown>
    try {
      body = JSON.parse(await readBody(req)) as Record<string, unknown>
    } catch {
      return sendJson(res, 400, { detail: 'JSON parse error.' })
    }
    const meetingUrl = typeof body.meeting_url === 'string' ? body.meeting_url : ''
    let meeting: { meeting_id: string; platform: string }
    try {
      meeting = platformOf(meetingUrl)
    } catch {
      return sendJson(res, 400, { meeting_url: [meetingUrl ? 'Invalid meeting URL.' : 'This field is required.'] })
    }
    const joinAt = typeof body.join_at === 'string' ? body.join_at : null
    if (joinAt !== null && Number.isNaN(Date.parse(joinAt))) return sendJson(res, 400, { join_at: ['Datetime has wrong format.'] })
    const metadata = (body.metadata && typeof body.metadata === 'object' ? body.metadata : {}) as Record<string, string>
    const bot: FakeRecallBot = {
      id: randomUUID(),
      meeting_url: meeting,
      rawMeetingUrl: meetingUrl,
      bot_name: typeof body.bot_name === 'string' ? body.bot_name : 'Meeting Notetaker',
      join_at: joinAt,
      metadata,
      status_changes: [],
      recordings: [],
      inCallSince: null,
    }
    bots.set(bot.id, bot)
    sendJson(res, 201, publicBot(bot))
  }

  const listBots = (res: ServerResponse, q: URLSearchParams) => {
    const after = q.get('join_at_after')
    const before = q.get('join_at_before')
    const meta = [...q.entries()].filter(([k]) => k.startsWith('metadata__')).map(([k, v]) => [k.slice('metadata__'.length), v] as const)
    const all = [...bots.values()].filter(
      (b) =>
        (!after || (b.join_at !== null && b.join_at >= after)) &&
        (!before || (b.join_at !== null && b.join_at <= before)) &&
        meta.every(([k, v]) => b.metadata[k] === v),
    )
    const cursor = Number(q.get('cursor') ?? 0)
    const page = all.slice(cursor, cursor + 50)
    const next = cursor + 50 < all.length ? `${origin}/api/v1/bot/?${new URLSearchParams({ ...Object.fromEntries(q), cursor: String(cursor + 50) })}` : null
    sendJson(res, 200, { next, previous: null, results: page.map(publicBot) })
  }

  const media = async (res: ServerResponse, recordingId: string, file: string) => {
    const bot = [...bots.values()].find((b) => b.recordings.some((r) => r.id === recordingId))
    const rec = bot?.recordings.find((r) => r.id === recordingId)
    if (!bot || !rec) return notFound(res)
    if (file === 'video.mp4') {
      // As long as the recording says it lasted, so the call page plays it to its end.
      const video = await fakeRecordingMp4((Date.parse(rec.completed_at) - Date.parse(rec.started_at)) / 1000)
      res.writeHead(200, { 'content-type': 'video/mp4' })
      res.end(video ?? Buffer.from(`fake mp4 of ${bot.rawMeetingUrl}`))
      return
    }
    const people = [
      { name: bot.metadata.rep_name ?? 'Riley Rep', email: bot.metadata.rep_email ?? null },
      { name: 'Jane Buyer', email: null },
    ]
    const started = new Date(rec.started_at)
    sendJson(res, 200, sampleRecallTranscript(started, people, (Date.parse(rec.completed_at) - started.getTime()) / 1000))
  }

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const entry: FakeRequestLog = { method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), status: 0 }
    requests.push(entry)
    res.on('finish', () => {
      entry.status = res.statusCode
    })
    const mediaMatch = /^\/_media\/([\w-]+)\/(video\.mp4|transcript\.json|provider\.json)$/.exec(url.pathname)
    if (req.method === 'GET' && mediaMatch) return media(res, mediaMatch[1] as string, mediaMatch[2] as string)
    if (!url.pathname.startsWith('/api/v1/')) return notFound(res)
    if (!authorized(req)) return unauthorized(res)
    const failure = failures.next()
    if (failure) {
      if (failure.status === 'garbage') {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end('<html>upstream hiccup</html>')
        return
      }
      const headers: Record<string, string> = failure.status === 429 || failure.status === 503 ? { 'retry-after': String(failure.retryAfterSeconds ?? 1) } : {}
      return sendJson(res, failure.status, { detail: failure.status === 429 ? 'Request was throttled.' : 'Server error.' }, headers)
    }
    if (url.pathname === '/api/v1/bot/') {
      if (req.method === 'POST') return createBot(req, res)
      if (req.method === 'GET') return listBots(res, url.searchParams)
      return sendJson(res, 405, { detail: `Method "${req.method}" not allowed.` })
    }
    const m = /^\/api\/v1\/bot\/([\w-]+)\/(leave_call\/)?$/.exec(url.pathname)
    const bot = m ? bots.get(m[1] as string) : undefined
    if (!m || !bot) return notFound(res)
    if (m[2]) {
      if (req.method !== 'POST') return sendJson(res, 405, { detail: `Method "${req.method}" not allowed.` })
      if (!IN_CALL.has(currentCode(bot))) return sendJson(res, 400, { detail: 'Bot is not in a call.', code: 'cannot_command_completed_bot' })
      sendJson(res, 200, publicBot(bot))
      // Leaving and processing happen after the answer, as with Recall (skipped when the fake was reset meanwhile).
      setTimeout(() => {
        if (bots.get(bot.id) !== bot) return
        void advance(bot.id, 'call_ended', 'bot_received_leave_call')
          .then(() => advance(bot.id, 'done'))
          .catch(() => undefined)
      }, 50)
      return
    }
    if (req.method === 'GET') return sendJson(res, 200, publicBot(bot))
    if (req.method === 'DELETE') {
      if (DISPATCHED.has(currentCode(bot))) return sendJson(res, 405, { detail: 'Cannot delete a bot that has already been dispatched; use leave_call.' })
      bots.delete(bot.id)
      res.writeHead(204)
      res.end()
      return
    }
    return sendJson(res, 405, { detail: `Method "${req.method}" not allowed.` })
  }

  const server = await listen(handler, options.port ?? 0)
  origin = server.origin
  return {
    origin,
    apiUrl: origin,
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
    stop: async () => {
      if (tick) clearInterval(tick)
      await server.stop()
    },
  }
}
