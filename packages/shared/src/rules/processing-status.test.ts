import { describe, expect, it } from 'vitest'
import {
  PROCESSING_STATUS,
  TRANSCRIPT_STATUS,
  canBuildInsights,
  excludesActionItemsFallback,
  hasNoInsights,
  hidesSummaryCard,
  isChecklistBeingProcessed,
  isTranscriptInProcess,
  statusAfterTranscript,
} from './processing-status'

const ALL = [null, -2, -1, 0, 1, 2, 3] as const

describe('Checklist processing_status — "values 0, 1, 3 or null show \'Checklist getting processed\' with a Refresh button; values -2, 0, 1 or null hide the summary card; otherwise the checklist is shown."', () => {
  it.each(ALL)('status %s', (status) => {
    expect(isChecklistBeingProcessed(status)).toBe(status === null || status === 0 || status === 1 || status === 3)
    expect(hidesSummaryCard(status)).toBe(status === null || status === -2 || status === 0 || status === 1)
  })

  it('shows the checklist and the summary once done', () => {
    expect(isChecklistBeingProcessed(PROCESSING_STATUS.DONE)).toBe(false)
    expect(hidesSummaryCard(PROCESSING_STATUS.DONE)).toBe(false)
    expect(isChecklistBeingProcessed(undefined)).toBe(true)
  })
})

describe('Call processing — "processing_status -2, 0, 1 means still processing or no insights; -1 additionally excludes the complete action items fallback."', () => {
  it.each(ALL)('status %s', (status) => {
    expect(hasNoInsights(status)).toBe(status === -2 || status === -1 || status === 0 || status === 1)
    expect(excludesActionItemsFallback(status)).toBe(status === -1)
  })
})

describe('"A recording needs at least 5 minutes to build insights."', () => {
  it.each([
    [0, false],
    [299, false],
    [300, true],
    [3600, true],
  ])('%s seconds → %s', (seconds, ok) => {
    expect(canBuildInsights(seconds)).toBe(ok)
  })
})

describe("\"While transcriptStatus is 'created' the Transcript tab shows 'In process'\"", () => {
  it.each([
    ['created', true],
    ['done', false],
    ['failed', false],
    [null, false],
  ])('%s → %s', (status, inProcess) => {
    expect(isTranscriptInProcess(status)).toBe(inProcess)
  })
})

describe('the status a call gets once its transcript is stored', () => {
  it.each([
    ['a parsed transcript of a long call is queued', TRANSCRIPT_STATUS.DONE, 120, 1800, PROCESSING_STATUS.QUEUED],
    ['a transcript still being made is queued', TRANSCRIPT_STATUS.IN_PROCESS, 0, 0, PROCESSING_STATUS.QUEUED],
    ['a call under five minutes is too short', TRANSCRIPT_STATUS.DONE, 12, 299, PROCESSING_STATUS.TOO_SHORT],
    ['a failed transcript has no insights', TRANSCRIPT_STATUS.FAILED, 0, 1800, PROCESSING_STATUS.NO_INSIGHTS],
    ['no transcript at all has no insights', TRANSCRIPT_STATUS.NONE, 0, 1800, PROCESSING_STATUS.NO_INSIGHTS],
    ['a transcript without any line has no insights', TRANSCRIPT_STATUS.DONE, 0, 1800, PROCESSING_STATUS.NO_INSIGHTS],
  ] as const)('%s', (_why, transcriptStatus, segmentCount, durationSeconds, expected) => {
    expect(statusAfterTranscript({ transcriptStatus, segmentCount, durationSeconds })).toBe(expected)
  })
})
