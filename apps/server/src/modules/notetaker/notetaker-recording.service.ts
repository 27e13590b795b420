import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { ingestRecording, type IngestResult } from '../meetings/ingest-recording.service'
import type { NotetakerDeps } from './notetaker-deps'
import { findBot, findEvent } from './notetaker.repository'
import { NotetakerProviderError } from './providers/notetaker-errors'
import type { NotetakerProviderId } from './providers/notetaker-provider'

export const NOTETAKER_RECORDING = 'notetaker-recording'

export interface RecordingRef {
  companyId: number
  botId: number
}

/** The finished recording's media into storage (streamed), keyed by bot so a retry overwrites the same object. */
async function storeMedia(deps: NotetakerDeps, ref: RecordingRef, video: { url: string; contentType: string }) {
  const res = await fetch(video.url, { signal: AbortSignal.timeout(30 * 60_000) }).catch((err: unknown) => {
    throw new NotetakerProviderError('transient', `Recording download failed: ${err instanceof Error ? err.message : String(err)}`)
  })
  if (!res.ok || !res.body) throw new NotetakerProviderError('transient', `Recording download answered HTTP ${res.status}`, res.status)
  const ext = video.contentType.startsWith('audio/') ? 'mp3' : 'mp4'
  const key = `companies/${ref.companyId}/bots/${ref.botId}/recording.${ext}`
  const stored = await deps.storage.put(Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), key, video.contentType)
  return { key, contentType: video.contentType, size: stored.size }
}

/**
 * A bot's `done`: download the recording and transcript from the provider and hand them to ingestRecording, so the
 * call is processed like any other. Idempotent: ingestion finds the call again by bot and replaces it.
 */
export async function collectRecording(deps: NotetakerDeps, ref: RecordingRef): Promise<IngestResult | null> {
  const found = await deps.db.withTenant(ref.companyId, async (tx) => {
    const bot = await findBot(tx, ref.botId)
    const event = bot?.calendarEventId ? await findEvent(tx, bot.calendarEventId) : undefined
    return { bot, event }
  })
  const { bot, event } = found
  if (!bot) return null
  const provider = deps.providers[bot.provider as NotetakerProviderId]
  if (!provider) throw new Error(`The ${bot.provider} notetaker is not configured; bot ${bot.id}'s recording waits.`)
  const recording = await provider.fetchRecording(bot.externalBotId)
  const media = recording.video ? await storeMedia(deps, ref, recording.video) : null
  const attendees = (event?.attendees ?? []).map((a) => ({ name: a.name ?? null, email: a.email, isOrganizer: a.email === event?.organizerEmail }))
  // A speaker is the invitee it names: by e-mail, or by name when the provider gives none (Recall mostly does not).
  const known = new Set(attendees.flatMap((a) => [a.email, a.name].filter((k): k is string => !!k).map((k) => k.toLowerCase())))
  return ingestRecording(deps, {
    companyId: ref.companyId,
    source: 'notetaker',
    userId: event?.userId ?? null,
    calendarEventId: event?.id ?? null,
    botId: bot.id,
    meeting: {
      title: event?.title ?? 'Notetaker recording',
      startTime: recording.startedAt ?? event?.startAt ?? bot.createdAt,
      durationSeconds: recording.durationSeconds,
      platform: event?.meetingPlatform ?? null,
    },
    media,
    transcript: recording.transcript ? { content: recording.transcript.content, format: recording.transcript.format } : null,
    participants: [...attendees, ...recording.participants.filter((p) => !known.has((p.email ?? p.name ?? '').toLowerCase()))],
  })
}

/** Queued (retried by pg-boss with back-off) when the queue runs; inline otherwise, a failure only logged. */
export async function collectOrQueueRecording(deps: NotetakerDeps, ref: RecordingRef): Promise<void> {
  if (deps.jobs) {
    await deps.jobs.send(NOTETAKER_RECORDING, ref, { singletonKey: `notetaker-bot-${ref.botId}` })
    return
  }
  await collectRecording(deps, ref).catch((err: unknown) => console.error(`notetaker recording of bot ${ref.botId} failed:`, err))
}
