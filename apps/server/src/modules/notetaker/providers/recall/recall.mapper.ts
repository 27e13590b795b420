import { z } from 'zod'
import { BOT_EVENT_TYPES, type BotEventType, type BotRecording, type BotStatusEvent } from '../notetaker-provider'

const ZStatus = z.object({ code: z.string(), sub_code: z.string().nullable().optional(), updated_at: z.string().optional(), created_at: z.string().optional() })

/** v1.11 `bot.<code>` events, and the legacy v1.10 `bot.status_change` (accept both). */
export const ZRecallWebhook = z.union([
  z.object({
    event: z.literal('bot.status_change'),
    data: z.object({ bot_id: z.string(), status: ZStatus }),
  }),
  z.object({
    event: z.string(),
    data: z.object({ data: ZStatus.optional(), bot: z.object({ id: z.string(), metadata: z.record(z.string(), z.unknown()).optional() }).optional() }).loose(),
  }),
])

const isBotEventType = (code: string): code is BotEventType => (BOT_EVENT_TYPES as readonly string[]).includes(code)

/** The status change a webhook carries, or null for events Parley does not track (ready, recording.*, …). */
export function recallStatusEvent(body: z.infer<typeof ZRecallWebhook>, nowMs: number): BotStatusEvent | null {
  const legacy = body.event === 'bot.status_change' && 'bot_id' in body.data
  const botId = legacy ? (body.data as { bot_id: string }).bot_id : (body.data as { bot?: { id: string } }).bot?.id
  const status = legacy ? (body.data as { status: z.infer<typeof ZStatus> }).status : (body.data as { data?: z.infer<typeof ZStatus> }).data
  if (!botId || !status || !body.event.startsWith('bot.')) return null
  const code = status.code === 'recording_done' ? 'call_ended' : status.code
  if (!isBotEventType(code)) return null
  const at = Date.parse(status.updated_at ?? status.created_at ?? '')
  return { externalBotId: botId, type: code, subCode: status.sub_code ?? null, at: new Date(Number.isNaN(at) ? nowMs : at) }
}

const ZRecallBot = z.object({
  id: z.string(),
  recordings: z
    .array(
      z.object({
        id: z.string(),
        started_at: z.string().nullable().optional(),
        completed_at: z.string().nullable().optional(),
        media_shortcuts: z
          .object({
            video_mixed: z
              .object({ data: z.object({ download_url: z.string() }).nullable().optional() })
              .nullable()
              .optional(),
            audio_mixed: z
              .object({ data: z.object({ download_url: z.string() }).nullable().optional() })
              .nullable()
              .optional(),
            transcript: z
              .object({ data: z.object({ download_url: z.string() }).nullable().optional() })
              .nullable()
              .optional(),
          })
          .nullable()
          .optional(),
      }),
    )
    .default([]),
})
export type RecallBot = z.infer<typeof ZRecallBot>

export function parseRecallBot(body: unknown): RecallBot {
  return ZRecallBot.parse(body)
}

/** Where the finished recording's media and transcript are (the first recording; video, else audio). */
export function recallRecordingLinks(bot: RecallBot): Omit<BotRecording, 'transcript' | 'participants'> & { transcriptUrl: string | null } {
  const rec = bot.recordings[0]
  const started = rec?.started_at ? new Date(rec.started_at) : null
  const completed = rec?.completed_at ? new Date(rec.completed_at) : null
  const video = rec?.media_shortcuts?.video_mixed?.data?.download_url
  const audio = rec?.media_shortcuts?.audio_mixed?.data?.download_url
  return {
    startedAt: started,
    durationSeconds: started && completed ? Math.max(0, Math.round((completed.getTime() - started.getTime()) / 1000)) : null,
    video: video ? { url: video, contentType: 'video/mp4' } : audio ? { url: audio, contentType: 'audio/mpeg' } : null,
    transcriptUrl: rec?.media_shortcuts?.transcript?.data?.download_url ?? null,
  }
}

/** Speakers named in a Recall transcript (participants of the call). */
export function recallParticipants(transcript: unknown): { name: string | null; email: string | null }[] {
  const parts = z.array(z.object({ participant: z.object({ name: z.string().nullable(), email: z.string().nullable().optional() }) })).safeParse(transcript)
  if (!parts.success) return []
  const seen = new Map<string, { name: string | null; email: string | null }>()
  for (const p of parts.data) seen.set(p.participant.email ?? p.participant.name ?? '', { name: p.participant.name, email: p.participant.email ?? null })
  return [...seen.values()]
}
