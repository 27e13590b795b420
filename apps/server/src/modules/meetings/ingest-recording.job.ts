import { text } from 'node:stream/consumers'
import { z } from 'zod'
import type { JobDefinition } from '../../platform/jobs/jobs'
import type { Storage } from '../../platform/storage/storage'
import { TRANSCRIPT_FORMATS } from '../transcripts'
import { type IngestDeps, type IngestTranscript, ingestRecording } from './ingest-recording.service'

export const INGEST_RECORDING = 'ingest-recording'

/**
 * The job form of ingestRecording, for producers that should not wait for parsing (the notetaker webhook). A large
 * transcript travels as a storage key rather than inside the job row.
 */
export const ZIngestRecordingData = z.object({
  companyId: z.number().int().positive(),
  source: z.enum(['notetaker', 'upload', 'demo']),
  userId: z.number().int().positive().nullable(),
  calendarEventId: z.number().int().positive().nullable().optional(),
  meetingId: z.number().int().positive().nullable().optional(),
  botId: z.number().int().positive().nullable().optional(),
  meeting: z.object({
    title: z.string(),
    startTime: z.iso.datetime({ offset: true }),
    durationSeconds: z.number().nonnegative().nullable().optional(),
    platform: z.string().nullable().optional(),
    videoUrl: z.string().nullable().optional(),
  }),
  media: z.object({ key: z.string(), contentType: z.string(), size: z.number().int().nonnegative() }).nullable().optional(),
  transcript: z
    .union([
      z.literal('pending'),
      z
        .object({
          content: z.string().optional(),
          storageKey: z.string().optional(),
          filename: z.string().optional(),
          format: z.enum(TRANSCRIPT_FORMATS).optional(),
        })
        .refine((t) => (t.content === undefined) !== (t.storageKey === undefined), 'give the transcript as content or as a storage key'),
    ])
    .nullable()
    .optional(),
  participants: z.array(z.object({ name: z.string().nullable().default(null), email: z.string().nullable(), isOrganizer: z.boolean().optional() })),
  dealId: z.number().int().positive().nullable().optional(),
})
export type IngestRecordingData = z.infer<typeof ZIngestRecordingData>

/** Idempotent: a notetaker recording is found again by its bot (or meeting id) and its transcript replaced. */
export function ingestRecordingJob(deps: IngestDeps & { storage: Storage }): JobDefinition {
  return {
    name: INGEST_RECORDING,
    handler: async (raw) => {
      const data = ZIngestRecordingData.parse(raw)
      let transcript: IngestTranscript | 'pending' | null = data.transcript === 'pending' ? 'pending' : null
      if (data.transcript && data.transcript !== 'pending') {
        const content = data.transcript.content ?? (await text(await deps.storage.get(data.transcript.storageKey as string)))
        transcript = { content, filename: data.transcript.filename, format: data.transcript.format }
      }
      await ingestRecording(deps, { ...data, meeting: { ...data.meeting, startTime: new Date(data.meeting.startTime) }, transcript })
    },
  }
}
