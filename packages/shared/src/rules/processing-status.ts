// Processing states of a recorded call and of its checklist. The server sets them; the call page reads them through these functions.

/**
 * processing_status values. The spec names -2, -1, 0, 1, 3 and "otherwise" (done); Parley gives each a meaning:
 * -2 too short for insights, -1 no insights could be built (no usable transcript, or the analysis failed),
 * 0 queued, 1 analysing, 2 done, 3 the checklist is being re-created (agenda changed). null = never processed.
 */
export const PROCESSING_STATUS = {
  TOO_SHORT: -2,
  NO_INSIGHTS: -1,
  QUEUED: 0,
  PROCESSING: 1,
  DONE: 2,
  CHECKLIST_REBUILDING: 3,
} as const
export type ProcessingStatus = (typeof PROCESSING_STATUS)[keyof typeof PROCESSING_STATUS]

/** transcriptStatus values: "'created' means in progress". */
export const TRANSCRIPT_STATUS = {
  IN_PROCESS: 'created',
  DONE: 'done',
  /** The transcript file could not be read; processing_info.transcript.error says where and why. */
  FAILED: 'failed',
  /** A recording without any transcript (e.g. media uploaded alone). */
  NONE: 'none',
} as const
export type TranscriptStatus = (typeof TRANSCRIPT_STATUS)[keyof typeof TRANSCRIPT_STATUS]

/** "A recording needs at least 5 minutes to build insights." */
export const MIN_INSIGHTS_SECONDS = 5 * 60
export const TOO_SHORT_MESSAGE = 'Too short for insights: a recording needs at least 5 minutes.'
export const NO_TRANSCRIPT_MESSAGE = 'This meeting has no transcript'

type Status = number | null | undefined

/** "A recording needs at least 5 minutes to build insights." */
export function canBuildInsights(durationSeconds: number): boolean {
  return durationSeconds >= MIN_INSIGHTS_SECONDS
}

/** "values 0, 1, 3 or null show 'Checklist getting processed' with a Refresh button" */
export function isChecklistBeingProcessed(status: Status): boolean {
  return status === null || status === undefined || status === 0 || status === 1 || status === 3
}

/** "values -2, 0, 1 or null hide the summary card" */
export function hidesSummaryCard(status: Status): boolean {
  return status === null || status === undefined || status === -2 || status === 0 || status === 1
}

/** "processing_status -2, 0, 1 means still processing or no insights; -1 additionally …" */
export function hasNoInsights(status: Status): boolean {
  return status === -2 || status === -1 || status === 0 || status === 1
}

/** "-1 additionally excludes the complete action items fallback" */
export function excludesActionItemsFallback(status: Status): boolean {
  return status === -1
}

/** "While transcriptStatus is 'created' the Transcript tab shows 'In process' with a Refresh button, and Call Actions and Ask Me Anything are disabled." */
export function isTranscriptInProcess(transcriptStatus: string | null | undefined): boolean {
  return transcriptStatus === TRANSCRIPT_STATUS.IN_PROCESS
}

/**
 * Where a call stands once its transcript is stored: a transcript still being made → queued; no usable
 * transcript → no insights; under five minutes → too short; else queued for analysis.
 */
export function statusAfterTranscript(input: { transcriptStatus: TranscriptStatus; segmentCount: number; durationSeconds: number }): ProcessingStatus {
  if (input.transcriptStatus === TRANSCRIPT_STATUS.IN_PROCESS) return PROCESSING_STATUS.QUEUED
  if (input.transcriptStatus !== TRANSCRIPT_STATUS.DONE || input.segmentCount === 0) return PROCESSING_STATUS.NO_INSIGHTS
  if (!canBuildInsights(input.durationSeconds)) return PROCESSING_STATUS.TOO_SHORT
  return PROCESSING_STATUS.QUEUED
}
