import { describe, expect, it } from 'vitest'
import {
  buildRow,
  buildStage,
  type ReviewContext,
  type ReviewDeal,
  type ReviewEvent,
  type ReviewInsight,
  reviewStages,
  stageSignals,
} from './deal-review.build'

const MQL = 'MQL/Prospecting'
const QUALIFY = 'Qualify'

const def = (id: number, uniqueName: string, dealStages: string[], extra: Partial<ReviewContext['definitions'][number]> = {}) => ({
  id,
  uniqueName,
  label: uniqueName.replaceAll('_', ' '),
  dealStages,
  weight: 1,
  signalType: 'checklist',
  isNegative: false,
  isActive: true,
  ...extra,
})

const ctx = (pilotOnly = false): ReviewContext => ({
  pilotOnly,
  definitions: [
    def(1, 'pain', [MQL, QUALIFY]),
    def(2, 'budget', [QUALIFY], { weight: 3 }),
    def(3, 'opening', []),
    def(4, 'objections', [MQL], { signalType: 'insight', isNegative: true }),
    def(5, 'action_items', [MQL]),
    def(6, 'retired', [MQL], { isActive: false }),
  ],
  stageOrder: new Map([
    [MQL.toLowerCase(), 1],
    [QUALIFY.toLowerCase(), 2],
    ['won', 3],
  ]),
})

const deal = (stageName: string | null, extra: Partial<ReviewDeal> = {}): ReviewDeal => ({
  id: 7,
  name: 'Acme – Fleet',
  ownerName: 'Riley Rep',
  closeDate: '2026-12-01',
  stageName,
  isClosed: false,
  customFields: { acv: 1000 },
  firstMeetingScore: '3/4- Average',
  ...extra,
})

let nextEvent = 100
function event(
  stage: string | null,
  recording: { id: number; seconds?: number | null; analysed?: boolean; at?: string; prospects?: string[] } | null,
): ReviewEvent {
  const at = new Date(recording?.at ?? '2026-10-01T10:00:00Z')
  return {
    eventId: nextEvent++,
    dealId: 7,
    title: 'Event',
    startAt: at,
    salesStage: stage,
    recording: recording
      ? {
          id: recording.id,
          title: `Call ${recording.id}`,
          startAt: at,
          durationSeconds: recording.seconds === undefined ? 1800 : recording.seconds,
          analysed: recording.analysed ?? true,
          summary: `Summary ${recording.id}`,
          prospects: recording.prospects ?? ['pat prospect'],
        }
      : null,
  }
}

const insight = (meetingId: number, signalId: number, score: number | null, snippets: unknown[] = []): ReviewInsight => ({
  meetingId,
  signalId,
  uniqueName: `s${signalId}`,
  score,
  snippets,
})

describe('stageSignals', () => {
  it('active checklist signals of the stage (empty list = every stage), without negatives, action items or forecasts', () => {
    expect(stageSignals(ctx().definitions, MQL).map((d) => d.uniqueName)).toEqual(['pain', 'opening'])
    expect(stageSignals(ctx().definitions, 'qualify').map((d) => d.uniqueName)).toEqual(['pain', 'budget', 'opening'])
  })
})

describe('buildStage', () => {
  it('best score per signal over the analysed long calls, weighted; call scores; latest call summary; prospect excerpts', () => {
    const events = [event(QUALIFY, { id: 1, at: '2026-10-01T10:00:00Z' }), event(QUALIFY, { id: 2, at: '2026-10-08T10:00:00Z' }), event(MQL, { id: 3 })]
    const insights = [
      insight(1, 1, 40, [{ text: 'We lose a day a week to this.', time: 65, timestamp: '00:01:05', speaker: 'Pat Prospect' }]),
      insight(2, 1, 90, [{ text: 'So the pain is clear.', time: 10, timestamp: '00:00:10', speaker: 'Riley Rep' }]),
      insight(2, 2, 20),
      insight(3, 2, 100),
    ]
    const stage = buildStage(QUALIFY, events, insights, ctx(), true)
    expect(stage.signalIds).toEqual([
      { id: 1, label: 'pain', weight: 1, score: 90 },
      { id: 2, label: 'budget', weight: 3, score: 20 },
      { id: 3, label: 'opening', weight: 1, score: null },
    ])
    // (1·9 + 3·2 + 1·0) / 5 = 3
    expect(stage.forecast).toEqual({ label: 'Needs attention', score: 3 })
    expect(stage.recordingIds.map((r) => [r.id, r.score])).toEqual([
      [2, 3],
      [1, 0.8],
    ])
    expect(stage.summary).toBe('Summary 2')
    expect(stage.title).toBe('Call 2')
    expect(stage.snippets.map((s) => s.text)).toEqual(['So the pain is clear.', 'We lose a day a week to this.'])
    expect(stage.prospect_excerpts).toEqual([
      { recordingId: 1, signal: 'pain', timestamp: '00:01:05', time: 65, speaker: 'Pat Prospect', text: 'We lose a day a week to this.' },
    ])
  })

  it('no calls, only short calls, or calls not analysed yet', () => {
    expect(buildStage(QUALIFY, [event(QUALIFY, null)], [], ctx(), true).forecast.label).toBe('No recorded calls')
    expect(buildStage(QUALIFY, [event(QUALIFY, { id: 1, seconds: 120 })], [insight(1, 1, 100)], ctx(), true).forecast.label).toBe('NA - short recording')
    expect(buildStage(QUALIFY, [event(QUALIFY, { id: 1, analysed: false })], [], ctx(), true).forecast.label).toBe('N/A')
  })
})

describe('buildRow', () => {
  it('stages in funnel order with the current one; the deal label is the current stage label; meetings newest first', () => {
    const events = [event(QUALIFY, { id: 1, at: '2026-10-02T10:00:00Z' }), event(MQL, null)]
    const row = buildRow(deal(QUALIFY), events, [insight(1, 1, 100), insight(1, 2, 100), insight(1, 3, 100)], ctx())
    expect(row.eventDealStages.map((s) => [s.stage, s.isCurrent])).toEqual([
      [MQL, false],
      [QUALIFY, true],
    ])
    expect(row.forecast).toEqual({ label: 'Going super strong', score: 10 })
    expect(row.status).toBe('Open')
    expect(row.meetings.map((m) => m.call?.id ?? null)).toEqual([1, null])
    expect(row).toMatchObject({ dealName: 'Acme – Fleet', dealRep: 'Riley Rep', customField: { acv: 1000 }, first_meeting_score: '3/4- Average' })
  })

  it('the single-stage pilot: only MQL/Prospecting is shown; a deal elsewhere is Not in pilot', () => {
    const events = [event(MQL, { id: 3 }), event(QUALIFY, { id: 4 })]
    const elsewhere = buildRow(deal(QUALIFY), events, [insight(3, 1, 100)], ctx(true))
    expect(elsewhere.eventDealStages.map((s) => s.stage)).toEqual([MQL])
    expect(elsewhere.forecast).toEqual({ label: 'Not in pilot', score: null })
    const inPilot = buildRow(deal(MQL), events, [insight(3, 1, 100), insight(3, 3, 40)], ctx(true))
    expect(inPilot.forecast).toEqual({ label: 'OK', score: 7 })
  })

  it('a deal without a stage shows the stages of its calls and N/A', () => {
    const row = buildRow(deal(null, { isClosed: true }), [event('Won', { id: 9 })], [], ctx())
    expect(reviewStages(deal(null), [event('Won', { id: 9 })], ctx())).toEqual(['Won'])
    expect(row.forecast).toEqual({ label: 'N/A', score: null })
    expect(row.status).toBe('Closed')
  })
})
