import { describe, expect, it } from 'vitest'
import type { TDealChecklistItem } from '../schemas/checklists'
import {
  ALL_STAGES,
  dealInsightsEmptyState,
  filterSnippetsBySpeakers,
  type InsightsCall,
  insightCallMessage,
  itemsForStage,
  mergeDealItems,
  NO_CALLS_IN_STAGE_MESSAGE,
  NO_RELEVANT_INSIGHTS_MESSAGE,
  NOT_DISCUSSED,
  SHORT_LAST_CALL_MESSAGE,
  stageOptions,
} from './deal-insights'

const call = (id: number, date: string, stage: string | null, over: Partial<InsightsCall> = {}): InsightsCall => ({
  call_id: id,
  call_date: date,
  sales_stage: stage,
  duration: 1800,
  analysed: true,
  ...over,
})

const item = (name: string, calls: { id: number; stage: string; status: 'done' | 'pending'; score: number | null; date?: string }[]): TDealChecklistItem => ({
  signal_id: null,
  unique_name: name,
  title: name,
  signal_type: 'checklist',
  signal_category: null,
  status: calls.some((c) => c.status === 'done') ? 'done' : 'pending',
  score: Math.max(...calls.map((c) => c.score ?? 0)),
  calls: calls.map((c) => ({
    call_id: c.id,
    call_title: `Call ${c.id}`,
    call_date: c.date ?? `2026-10-0${c.id}T10:00:00.000Z`,
    sales_stage: c.stage,
    status: c.status,
    score: c.score,
    message: null,
    outcome_id: c.id * 10,
    outcome_snippets: [
      { timestamp: '00:01:00', text: 'a', speaker: 'Jane Buyer' },
      { timestamp: '00:02:00', text: 'b', speaker: 'Riley Rep' },
    ],
  })),
})

describe("insightCallMessage — \"'Not discussed in the meeting' replaces 'No relevant information found in the transcript'\"", () => {
  it.each([
    ['No relevant information found in the transcript', NOT_DISCUSSED],
    ['No relevant information found in the transcript.', NOT_DISCUSSED],
    ['Budget: not discussed.', NOT_DISCUSSED],
    [null, NOT_DISCUSSED],
    ['  ', NOT_DISCUSSED],
    ['Budget: covered (2 moments).', 'Budget: covered (2 moments).'],
  ])('%j → %j', (message, shown) => {
    expect(insightCallMessage(message)).toBe(shown)
  })
})

describe('stages', () => {
  const calls = [call(1, '2026-10-01', 'Discovery'), call(2, '2026-10-05', 'Demo'), call(3, '2026-10-09', 'discovery')]
  it('offers the current stage first, then the stages of the calls, latest first, once each', () => {
    expect(stageOptions('Negotiation', calls)).toEqual(['Negotiation', 'discovery', 'Demo'])
    expect(stageOptions(null, calls)).toEqual(['discovery', 'Demo'])
  })

  it('keeps only the calls of the stage in each signal, with the stage’s status and best score', () => {
    const items = [
      item('budget', [
        { id: 1, stage: 'Discovery', status: 'pending', score: 20 },
        { id: 2, stage: 'Demo', status: 'done', score: 90 },
      ]),
      item('timeline', [{ id: 2, stage: 'Demo', status: 'done', score: 85 }]),
    ]
    const discovery = itemsForStage(items, 'Discovery')
    expect(discovery).toHaveLength(1)
    expect(discovery[0]).toMatchObject({ unique_name: 'budget', status: 'pending', score: 20 })
    expect(discovery[0]?.calls.map((c) => c.call_id)).toEqual([1])
    expect(itemsForStage(items, ALL_STAGES)).toHaveLength(2)
  })
})

describe('dealInsightsEmptyState — empty states', () => {
  const some = [item('budget', [{ id: 1, stage: 'Demo', status: 'done', score: 90 }])]
  it("'No insights as there are no recorded calls for the current stage.'", () => {
    expect(dealInsightsEmptyState([], some)).toBe(NO_CALLS_IN_STAGE_MESSAGE)
  })
  it("'…the last recorded call of the stage is very short…' when nothing was found and the last call is under 5 minutes or not analysed", () => {
    expect(dealInsightsEmptyState([call(1, '2026-10-01', 'Demo'), call(2, '2026-10-02', 'Demo', { duration: 297 })], [])).toBe(SHORT_LAST_CALL_MESSAGE)
    expect(dealInsightsEmptyState([call(2, '2026-10-02', 'Demo', { analysed: false })], [])).toBe(SHORT_LAST_CALL_MESSAGE)
  })
  it("'No relevant insights are available for this deal' when analysed calls found nothing; none when there are signals", () => {
    expect(dealInsightsEmptyState([call(1, '2026-10-01', 'Demo')], [])).toBe(NO_RELEVANT_INSIGHTS_MESSAGE)
    expect(dealInsightsEmptyState([call(1, '2026-10-01', 'Demo', { duration: 100 })], some)).toBeNull()
  })
})

describe('account-level merge and the speaker filter', () => {
  it('merges the deals’ signals: each call once, done when any is, the best score, calls by date', () => {
    const a = [item('budget', [{ id: 2, stage: 'Demo', status: 'pending', score: 10 }])]
    const b = [
      item('budget', [
        { id: 1, stage: 'Discovery', status: 'done', score: 95 },
        { id: 2, stage: 'Demo', status: 'pending', score: 10 },
      ]),
      item('pain', [{ id: 1, stage: 'Discovery', status: 'done', score: 80 }]),
    ]
    const merged = mergeDealItems([a, b])
    expect(merged.map((m) => m.unique_name)).toEqual(['budget', 'pain'])
    expect(merged[0]).toMatchObject({ status: 'done', score: 95 })
    expect(merged[0]?.calls.map((c) => c.call_id)).toEqual([1, 2])
  })

  it('keeps only the snippets of the chosen speakers', () => {
    const [filtered] = filterSnippetsBySpeakers([item('budget', [{ id: 1, stage: 'Demo', status: 'done', score: 90 }])], ['jane buyer'])
    expect(filtered?.calls[0]?.outcome_snippets).toEqual([{ timestamp: '00:01:00', text: 'a', speaker: 'Jane Buyer' }])
    expect(filterSnippetsBySpeakers([], [])).toEqual([])
  })
})
