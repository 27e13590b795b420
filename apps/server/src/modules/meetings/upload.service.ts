import { type TUploadRecordingResponse, ZUploadFields, parseAttendees } from '@parley/shared/schemas/meeting-upload'
import { PROCESSING_STATUS, TRANSCRIPT_STATUS } from '@parley/shared/rules/processing-status'
import type { AuthContext } from '../../platform/auth/authenticate'
import { AppError } from '../../platform/errors'
import type { Storage } from '../../platform/storage/storage'
import { parseTranscript } from '../transcripts'
import { TranscriptParseError } from '../transcripts'
import { type IngestDeps, type IngestResult, ingestRecording } from './ingest-recording.service'
import { findDeal } from './meetings-ingest.repository'
import type { UploadForm } from './upload-form'

type Problem = { field: string; message: string }

const invalid = (problems: Problem[]) => {
  const first = problems[0] as Problem
  return new AppError(400, 'validation_failed', `${first.field}: ${first.message}`, problems)
}

const describeParseError = (e: { line: number | null; reason: string }) => (e.line ? `Line ${e.line}: ${e.reason}` : e.reason)

/**
 * POST /api/meetings/upload: a recording made elsewhere becomes a call like any other. The
 * form is validated field by field; the stored media is deleted only when the request itself is refused. Once
 * accepted, the recording is kept even if its transcript cannot be read (transcript_status 'failed').
 */
export async function uploadRecording(deps: IngestDeps & { storage: Storage }, auth: AuthContext, form: UploadForm): Promise<TUploadRecordingResponse> {
  try {
    return await accept(deps, auth, form)
  } catch (err) {
    if (form.media) await deps.storage.delete(form.media.key).catch(() => {})
    throw err
  }
}

async function accept(deps: IngestDeps, auth: AuthContext, form: UploadForm): Promise<TUploadRecordingResponse> {
  const problems = [...form.problems]
  const parsed = ZUploadFields.safeParse(form.fields)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push({ field: String(issue.path[0] ?? 'body'), message: issue.message })
  }
  const attendees = parseAttendees(form.fields.attendees)
  if ('invalid' in attendees) problems.push({ field: 'attendees', message: `'${attendees.invalid}' is not an e-mail address` })
  if (!form.media && !form.transcript && !problems.some((p) => p.field === 'media')) {
    problems.push({ field: 'media', message: 'Add a recording (audio or video) or a transcript file.' })
  }
  // Without media there is no recording to keep, so an unreadable transcript refuses the upload.
  if (!form.media && form.transcript && problems.length === 0) {
    try {
      parseTranscript(form.transcript.content, form.transcript.filename)
    } catch (err) {
      if (!(err instanceof TranscriptParseError)) throw err
      problems.push({ field: 'transcript', message: describeParseError(err) })
    }
  }
  if (problems.length > 0 || !parsed.success || 'invalid' in attendees) throw invalid(problems)
  const fields = parsed.data
  if (fields.deal_id !== undefined) {
    const deal = await deps.db.withTenant(auth.user.companyId, (tx) => findDeal(tx, fields.deal_id as number))
    if (!deal) throw new AppError(404, 'not_found', 'deal_id: No such deal in your company.', [{ field: 'deal_id', message: 'No such deal in your company.' }])
  }
  const own = auth.user.email.toLowerCase()
  const result = await ingestRecording(deps, {
    companyId: auth.user.companyId,
    source: 'upload',
    userId: auth.user.id,
    meeting: { title: fields.title, startTime: new Date(fields.start_time) },
    media: form.media,
    transcript: form.transcript ? { content: form.transcript.content, filename: form.transcript.filename } : null,
    participants: attendees.attendees.map((a) => ({ name: a.name, email: a.email, isOrganizer: a.email === own })),
    dealId: fields.deal_id ?? null,
  })
  return {
    data: {
      meeting_id: result.meetingId,
      title: fields.title,
      transcript_status: result.transcriptStatus,
      processing_status: result.processingStatus,
      transcript: result.transcript,
      transcript_error: result.transcriptError,
      media: form.media ? { size: form.media.size, content_type: form.media.contentType } : null,
      message: messageFor(result),
    },
  }
}

/** One sentence for the person who uploaded: what was kept and what happens next. */
export function messageFor(r: Pick<IngestResult, 'transcriptStatus' | 'processingStatus' | 'transcriptError'>): string {
  if (r.transcriptStatus === TRANSCRIPT_STATUS.FAILED && r.transcriptError) {
    return `Recording saved, but its transcript could not be read — ${describeParseError(r.transcriptError)}`
  }
  if (r.transcriptStatus === TRANSCRIPT_STATUS.NONE) return 'Recording saved. It has no transcript, so there are no insights for it.'
  if (r.processingStatus === PROCESSING_STATUS.TOO_SHORT) return 'Recording uploaded. It is shorter than 5 minutes, too short for insights.'
  if (r.processingStatus === PROCESSING_STATUS.NO_INSIGHTS) return 'Recording uploaded, but its transcript has no speech, so there are no insights.'
  return 'Recording uploaded. Its summary, checklist and insights will be ready in a few minutes.'
}
