import type { TSegment } from '@parley/shared/schemas/analysis'
import type { TProcessingInfo, TTranscriptError } from '@parley/shared/schemas/meeting-upload'
import {
  NO_TRANSCRIPT_MESSAGE,
  TOO_SHORT_MESSAGE,
  TRANSCRIPT_STATUS,
  type TranscriptStatus,
  statusAfterTranscript,
} from '@parley/shared/rules/processing-status'
import type { CalendarAttendee } from '../../db/schema/calendar'
import type { Db } from '../../db/client'
import type { Jobs } from '../../platform/jobs/jobs'
import type { ProcessDeps } from '../analysis/analysis.service'
import { enqueueProcessCall } from '../analysis'
import { parseTranscript } from '../transcripts'
import { normalizeSegments } from '../transcripts'
import { createSpeakerMatcher, nameKey, sideOfEmail } from '../transcripts'
import { TranscriptParseError } from '../transcripts'
import type { RawSegment, TranscriptFormat } from '../transcripts'
import {
  type CompanyIdentity,
  type ParticipantValues,
  findAccountNamesByDomain,
  findCompanyIdentity,
  findMeetingId,
  findUsersByEmail,
  insertCalendarEvent,
  insertMeeting,
  replaceParticipants,
  replaceSegments,
  setPrimaryDeal,
  updateMeeting,
} from './meetings-ingest.repository'

export type IngestDeps = ProcessDeps & { jobs?: Jobs }

export interface IngestParticipant {
  name: string | null
  email: string | null
  isOrganizer?: boolean
}

/** A transcript file as received, or segments a provider already split (e.g. from its API). */
export type IngestTranscript = { content: string | Uint8Array; filename?: string; format?: TranscriptFormat } | { segments: RawSegment[]; wordLevel?: boolean }

export interface IngestInput {
  companyId: number
  source: 'notetaker' | 'upload' | 'demo'
  /** The rep whose notetaker or upload produced the recording. */
  userId: number | null
  /** The calendar event the recording belongs to; an upload without one gets its own (source 'upload'). */
  calendarEventId?: number | null
  /** Re-ingest this recording (e.g. a transcript that arrived later); else a notetaker bot's recording is found by bot. */
  meetingId?: number | null
  botId?: number | null
  meeting: { title: string; startTime: Date; durationSeconds?: number | null; platform?: string | null; videoUrl?: string | null }
  media?: { key: string; contentType: string; size: number } | null
  /** 'pending' when the provider is still transcribing: the call shows 'In process' (transcriptStatus 'created'). */
  transcript?: IngestTranscript | 'pending' | null
  participants: IngestParticipant[]
  dealId?: number | null
}

export interface IngestResult {
  meetingId: number
  calendarEventId: number | null
  transcriptStatus: TranscriptStatus
  processingStatus: number
  transcript: { format: string; segments: number; warnings: string[] } | null
  transcriptError: TTranscriptError | null
}

interface ReadTranscript {
  raw: RawSegment[]
  wordLevel: boolean
  format: string | null
  warnings: string[]
  error: TTranscriptError | null
}

/** Parses a transcript file; a file Parley cannot read becomes an error to record, never a lost recording. */
function readTranscript(t: IngestTranscript | 'pending' | null | undefined): ReadTranscript | null {
  if (!t || t === 'pending') return null
  if ('segments' in t) return { raw: t.segments, wordLevel: t.wordLevel ?? false, format: 'segments', warnings: [], error: null }
  try {
    const parsed = parseTranscript(t.content, t.filename, t.format ? { format: t.format } : {})
    return { raw: parsed.segments, wordLevel: parsed.wordLevel, format: parsed.format, warnings: parsed.warnings, error: null }
  } catch (err) {
    if (!(err instanceof TranscriptParseError)) throw err
    return { raw: [], wordLevel: false, format: err.format, warnings: [], error: { format: err.format, line: err.line, reason: err.reason } }
  }
}

/**
 * The one way a recording enters Parley (notetaker webhook, upload, demo): store the meeting and its media key,
 * parse and normalise the transcript into searchable segments, record who took part, set the processing state,
 * then queue the analysis. Re-ingesting a recording replaces its transcript and participants.
 */
export async function ingestRecording(deps: IngestDeps, input: IngestInput): Promise<IngestResult> {
  const read = readTranscript(input.transcript)
  const result = await deps.db.withTenant(input.companyId, async (tx) => {
    const company = await findCompanyIdentity(tx, input.companyId)
    const segments =
      read && !read.error ? normalizeSegments(read.raw, { participants: input.participants, companyDomains: company.domains, wordLevel: read.wordLevel }) : []
    const transcriptStatus: TranscriptStatus =
      input.transcript === 'pending'
        ? TRANSCRIPT_STATUS.IN_PROCESS
        : !read
          ? TRANSCRIPT_STATUS.NONE
          : read.error
            ? TRANSCRIPT_STATUS.FAILED
            : TRANSCRIPT_STATUS.DONE
    const lastEndMs = segments.reduce((max, s) => Math.max(max, s.endMs), 0)
    const durationSeconds = Math.max(input.meeting.durationSeconds ?? 0, Math.floor(lastEndMs / 1000))
    const processingStatus = statusAfterTranscript({ transcriptStatus, segmentCount: segments.length, durationSeconds })
    const info = processingInfo(input, read, segments.length, transcriptStatus, processingStatus)
    const calendarEventId = input.calendarEventId ?? (input.source === 'upload' ? await createUploadEvent(tx, input, company, durationSeconds) : null)
    const values = {
      calendarEventId,
      userId: input.userId,
      botId: input.botId ?? null,
      title: input.meeting.title,
      startTime: input.meeting.startTime,
      endTime: new Date(input.meeting.startTime.getTime() + durationSeconds * 1000),
      videoDuration: durationSeconds || null,
      videoUrl: input.meeting.videoUrl ?? null,
      meetingPlatform: input.meeting.platform ?? null,
      source: input.source,
      transcriptStatus,
      processingStatus,
      processingInfo: info,
      ...(input.media ? { storageKey: input.media.key, mediaType: input.media.contentType } : {}),
    }
    let meetingId = await findMeetingId(tx, { meetingId: input.meetingId, botId: input.botId })
    if (meetingId) await updateMeeting(tx, meetingId, values)
    else meetingId = await insertMeeting(tx, input.companyId, values)
    await replaceSegments(tx, input.companyId, meetingId, segments)
    await replaceParticipants(tx, input.companyId, meetingId, await participantRows(tx, input, company, segments))
    if (input.dealId) await setPrimaryDeal(tx, input.companyId, meetingId, input.dealId, input.source === 'upload' ? input.userId : null)
    return { meetingId, calendarEventId, transcriptStatus, processingStatus, segmentCount: segments.length }
  })
  // Talk time is measured by the analysis job too, so a short call with a transcript is still sent there.
  if (result.segmentCount > 0) await enqueueProcessCall(deps, { companyId: input.companyId, meetingId: result.meetingId })
  return {
    meetingId: result.meetingId,
    calendarEventId: result.calendarEventId,
    transcriptStatus: result.transcriptStatus,
    processingStatus: result.processingStatus,
    transcript: read && !read.error ? { format: read.format ?? 'unknown', segments: result.segmentCount, warnings: read.warnings } : null,
    transcriptError: read?.error ?? null,
  }
}

function processingInfo(
  input: IngestInput,
  read: ReadTranscript | null,
  segments: number,
  transcriptStatus: TranscriptStatus,
  status: number,
): TProcessingInfo {
  const filename = input.transcript && input.transcript !== 'pending' && 'content' in input.transcript ? (input.transcript.filename ?? null) : null
  const info: TProcessingInfo = { source: input.source }
  if (read) info.transcript = { format: read.format, filename, segments, warnings: read.warnings, ...(read.error ? { error: read.error } : {}) }
  if (transcriptStatus === TRANSCRIPT_STATUS.IN_PROCESS) return info
  if (transcriptStatus === TRANSCRIPT_STATUS.FAILED) {
    info.noInsightsReason = 'transcript_failed'
    info.message = `The transcript could not be read (${read?.error?.line ? `line ${read.error.line}: ` : ''}${read?.error?.reason}), so there are no insights.`
  } else if (segments === 0) {
    info.noInsightsReason = 'no_transcript'
    info.message = NO_TRANSCRIPT_MESSAGE
  } else if (status === -2) {
    info.noInsightsReason = 'too_short'
    info.message = TOO_SHORT_MESSAGE
  }
  return info
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase()

/** The calendar event of an upload: owner, attendees with their companies, deal and its current stage. */
async function createUploadEvent(tx: Db, input: IngestInput, company: CompanyIdentity, durationSeconds: number): Promise<number> {
  const emails = input.participants.map((p) => p.email?.toLowerCase()).filter((e): e is string => !!e)
  const external = [...new Set(emails.filter((e) => sideOfEmail(e, company.domains) !== 'rep').map(domainOf))]
  const accountNames = await findAccountNamesByDomain(tx, external)
  const companyOf = (email: string) => (sideOfEmail(email, company.domains) === 'rep' ? company.name : (accountNames.get(domainOf(email)) ?? domainOf(email)))
  const attendees: CalendarAttendee[] = input.participants
    .filter((p) => p.email)
    .map((p) => ({
      email: (p.email as string).toLowerCase(),
      name: p.name ?? null,
      company: companyOf(p.email as string),
      response: 'accepted',
      isInternal: sideOfEmail(p.email, company.domains) === 'rep',
    }))
  const organizer = input.participants.find((p) => p.isOrganizer)?.email ?? null
  return insertCalendarEvent(tx, {
    companyId: input.companyId,
    userId: input.userId,
    title: input.meeting.title,
    startAt: input.meeting.startTime,
    endAt: new Date(input.meeting.startTime.getTime() + Math.max(durationSeconds, 60) * 1000),
    organizerEmail: organizer,
    attendees,
    attendeeCompanies: [...new Set(attendees.map((a) => a.company ?? '').filter(Boolean))],
    isInternal: attendees.every((a) => a.isInternal),
    source: 'upload',
    primaryDealId: input.dealId ?? null,
    salesStage: null,
  })
}

/**
 * Who took part: every listed participant (named as the transcript calls them when they spoke, so talk time can be
 * matched), plus every speaker the transcript names that matches nobody — kept with the side the normaliser gave.
 */
async function participantRows(tx: Db, input: IngestInput, company: CompanyIdentity, segments: TSegment[]): Promise<ParticipantValues[]> {
  const emails = input.participants.map((p) => p.email?.toLowerCase()).filter((e): e is string => !!e)
  const usersByEmail = await findUsersByEmail(tx, emails)
  const match = createSpeakerMatcher(input.participants, company.domains)
  const spokenName = new Map<IngestParticipant, string>()
  const unmatched = new Map<string, TSegment>()
  for (const s of segments) {
    const hit = match(s.speaker).participant
    if (hit) {
      if (!spokenName.has(hit)) spokenName.set(hit, s.speaker)
    } else if (!unmatched.has(nameKey(s.speaker))) unmatched.set(nameKey(s.speaker), s)
  }
  const rows: ParticipantValues[] = input.participants.map((p) => {
    const email = p.email?.toLowerCase() ?? null
    const user = email ? usersByEmail.get(email) : undefined
    return {
      userId: user?.id ?? null,
      name: spokenName.get(p) ?? p.name ?? user?.name ?? email ?? 'Unknown',
      email,
      side: sideOfEmail(email, company.domains),
      isOrganizer: p.isOrganizer ?? false,
    }
  })
  for (const s of unmatched.values()) rows.push({ userId: null, name: s.speaker, email: null, side: s.side, isOrganizer: false })
  return rows
}
