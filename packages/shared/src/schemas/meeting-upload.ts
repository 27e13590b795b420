import { z } from 'zod'

// POST /api/meetings/upload: a recording made elsewhere (e.g. a Zoom cloud recording and its
// VTT) sent as multipart/form-data, plus what the ingestion pipeline records in meetings.processing_info.

/** Multipart field names. */
export const UPLOAD_FIELDS = {
  media: 'media',
  transcript: 'transcript',
  title: 'title',
  startTime: 'start_time',
  attendees: 'attendees',
  dealId: 'deal_id',
} as const

/** What the file pickers offer; the server decides by content, not by name. */
export const MEDIA_ACCEPT = 'audio/*,video/*,.mp4,.m4a,.mp3,.wav,.webm,.mov,.ogg'
export const TRANSCRIPT_ACCEPT = '.vtt,.srt,.json,.txt'

/** Media types by extension, for browsers and tools that send application/octet-stream. */
export const MEDIA_TYPES_BY_EXTENSION: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  m4a: 'audio/mp4',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  aac: 'audio/aac',
  flac: 'audio/flac',
}

/** The media type to store a file under, or null when it is neither audio nor video. */
export function mediaTypeOf(declared: string | undefined, filename: string | undefined): string | null {
  const type = (declared ?? '').toLowerCase().split(';')[0]?.trim() ?? ''
  if (type.startsWith('audio/') || type.startsWith('video/')) return type
  const ext = (filename ?? '').toLowerCase().split('.').pop() ?? ''
  return MEDIA_TYPES_BY_EXTENSION[ext] ?? null
}

/** "1 GB", "50 MB", "512 KB": limits as people read them (binary units, the way operating systems show sizes). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  const shown = Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, '')
  return `${shown} ${units[unit]}`
}

const EMAIL = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/

export interface UploadAttendee {
  email: string
  name: string | null
}

/**
 * The attendees field: comma- (or semicolon- or newline-) separated e-mails, 'Name <email>' entries, or a JSON array
 * of e-mails or { email, name } objects. Returns the attendees, or the first entry that is not an e-mail address.
 */
export function parseAttendees(raw: string | undefined): { attendees: UploadAttendee[] } | { invalid: string } {
  const text = (raw ?? '').trim()
  if (!text) return { attendees: [] }
  let entries: { email: string; name: string | null }[]
  if (text.startsWith('[')) {
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      return { invalid: text.slice(0, 60) }
    }
    if (!Array.isArray(json)) return { invalid: text.slice(0, 60) }
    entries = json.map((item) =>
      typeof item === 'string'
        ? { email: item, name: null }
        : { email: String((item as { email?: unknown })?.email ?? ''), name: ((item as { name?: unknown })?.name as string | undefined) ?? null },
    )
  } else {
    entries = text
      .split(/[,;\n]/)
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => {
        const angled = /^(.*)<([^>]+)>$/.exec(s)
        return angled ? { email: (angled[2] as string).trim(), name: (angled[1] as string).trim().replace(/^"|"$/g, '') || null } : { email: s, name: null }
      })
  }
  const seen = new Set<string>()
  const attendees: UploadAttendee[] = []
  for (const e of entries) {
    const email = e.email.trim().toLowerCase()
    if (!EMAIL.test(email)) return { invalid: e.email || '(empty)' }
    if (seen.has(email)) continue
    seen.add(email)
    attendees.push({ email, name: typeof e.name === 'string' && e.name.trim() ? e.name.trim() : null })
  }
  return { attendees }
}

/** The text fields of the upload form. */
export const ZUploadFields = z.object({
  title: z.string({ error: 'Give the recording a title' }).trim().min(1, 'Give the recording a title').max(300),
  start_time: z.iso.datetime({ offset: true, error: 'Give the start time as an ISO date and time, e.g. 2026-11-02T09:00:00Z' }),
  attendees: z.string().max(20_000).optional(),
  deal_id: z.coerce.number({ error: 'deal_id must be a number' }).int().positive().optional(),
})
export type TUploadFields = z.infer<typeof ZUploadFields>

export const ZTranscriptError = z.object({ format: z.string().nullable(), line: z.number().int().nullable(), reason: z.string() })
export type TTranscriptError = z.infer<typeof ZTranscriptError>

/** 201 answer of POST /api/meetings/upload. The recording is kept even when its transcript could not be read. */
export const ZUploadRecordingResponse = z.object({
  data: z.object({
    meeting_id: z.number().int(),
    title: z.string(),
    /** 'done', 'failed' or 'none' (TRANSCRIPT_STATUS) */
    transcript_status: z.string(),
    processing_status: z.number().int().nullable(),
    transcript: z.object({ format: z.string(), segments: z.number().int(), warnings: z.array(z.string()) }).nullable(),
    transcript_error: ZTranscriptError.nullable(),
    media: z.object({ size: z.number().int(), content_type: z.string() }).nullable(),
    /** One sentence for the person who uploaded. */
    message: z.string(),
  }),
})
export type TUploadRecordingResponse = z.infer<typeof ZUploadRecordingResponse>

const ZMonologue = z.object({ speaker: z.string(), side: z.string(), seconds: z.number(), startMs: z.number() })

/** Talk-time summary kept in processing_info.talk (rules/talk-stats.ts; per-speaker figures are meeting_participants rows). */
export const ZTalkSummary = z.object({
  /** Percentages with one decimal; null when neither side spoke. */
  talkRatio: z.object({ rep: z.number(), prospect: z.number() }).nullable(),
  longestMonologue: ZMonologue.nullable(),
  longestMonologueBySide: z.object({ rep: ZMonologue.nullable(), prospect: ZMonologue.nullable() }),
  questions: z.object({ rep: z.number().int(), prospect: z.number().int(), unknown: z.number().int() }),
})
export type TTalkSummary = z.infer<typeof ZTalkSummary>

/** meetings.processing_info: how the call got here and why it may have no insights. Every key is optional. */
export const ZProcessingInfo = z.looseObject({
  source: z.enum(['notetaker', 'upload', 'demo']).optional(),
  transcript: z
    .object({
      format: z.string().nullable(),
      filename: z.string().nullable(),
      segments: z.number().int(),
      warnings: z.array(z.string()),
      error: ZTranscriptError.optional(),
    })
    .optional(),
  talk: ZTalkSummary.optional(),
  /** Why there are no insights: too_short, no_transcript, transcript_failed, analysis_failed. */
  noInsightsReason: z.string().optional(),
  message: z.string().optional(),
  analysis: z
    .object({
      engine: z.string(),
      model: z.string().nullable(),
      at: z.string(),
      note: z.string().optional(),
      error: z.string().optional(),
      attempts: z.number().int().optional(),
    })
    .optional(),
})
export type TProcessingInfo = z.infer<typeof ZProcessingInfo>
