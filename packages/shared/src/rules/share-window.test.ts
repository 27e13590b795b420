import { describe, expect, it } from 'vitest'
import type { TMeetingInsight, TSalesInsightsResponse } from '../schemas/meeting-detail'
import { insightsInWindow, isInWindow } from './share-window'

// A snippet share link "shares that part of the call only": its insights are the evidence heard inside it.

const W = { start: 10, end: 20 }

function item(name: string, status: 'done' | 'pending', times: string[]): TMeetingInsight {
  return {
    id: name.length,
    signal_id: null,
    unique_name: name,
    title: name,
    outcomeId: name.length,
    sales_attribute: null,
    signal_type: 'checklist',
    signal_category: null,
    status,
    score: 90,
    detail_score: 9,
    summary: `${name} over the whole call`,
    snippets: times.map((timestamp) => ({ time: null, timestamp, text: `said at ${timestamp}`, speaker: 'Jane' })),
    outcomeDetails: times.map((timestamp) => ({ heading: 'h', detail: `detail at ${timestamp}`, score: 1, fatal_score: null, timestamp })),
    outcomes_meta: { best_practices: [] },
    properties: { label: name, is_negative: false, order: 0, gradient_type: null, score_sort: null, summary_view: null, how_text: null, how_video: null },
    thumbs_down: false,
  }
}

const data: TSalesInsightsResponse['data'] = {
  insights: [item('pain', 'done', ['00:00:12', '00:04:00']), item('budget', 'done', ['00:03:00']), item('timeline', 'pending', [])],
  objections: [
    {
      id: 1,
      heading: 'Price',
      category: 'Price',
      sub_category: null,
      tag: null,
      severity: null,
      score: null,
      grade: null,
      detail: 'in',
      meta: { handling: null },
      timestamp: ['00:00:15'],
      call_id: 1,
      call_date: '2026-01-01T00:00:00Z',
      thumbs_down: false,
    },
    {
      id: 2,
      heading: 'Timing',
      category: 'Timing',
      sub_category: null,
      tag: null,
      severity: null,
      score: null,
      grade: null,
      detail: 'out',
      meta: { handling: null },
      timestamp: ['00:02:00'],
      call_id: 1,
      call_date: '2026-01-01T00:00:00Z',
      thumbs_down: false,
    },
  ],
  positive_moments: [{ id: 3, heading: 'Rapport', category: null, detail: 'out', timestamp: ['00:00:20'], thumbs_down: false }],
  action_items: [
    {
      user: 'Riley',
      side: 'rep',
      items: [
        { text: 'send deck', timestamp: '00:00:11' },
        { text: 'call back', timestamp: '00:05:00' },
        { text: 'untimed', timestamp: null },
      ],
    },
  ],
  best_practices: [
    { id: 4, bp_heading: 'Open', bp_score: 1, bp_grade: null, bp_detail: null, bp_timestamp: ['00:00:10 --> 00:00:14', '00:01:00'], thumbs_down: false },
  ],
  completion: 67,
  processing_status: 2,
  processing_info: {},
  processing_message: null,
  agendaTypes: [],
  agenda_type: null,
  deal_stage: null,
  callFunctionOnChecklist: [],
  showHowToPractice: false,
  access: 'user',
}

describe('insightsInWindow', () => {
  it('places hh:mm:ss timestamps (or a range by its start) in [start, end)', () => {
    expect(['00:00:10', '00:00:19', '00:00:20', '00:00:09', 'No snippet', null].map((t) => isInWindow(t, W))).toEqual([true, true, false, false, false, false])
    expect(isInWindow('00:00:12 --> 00:00:40', W)).toBe(true)
  })

  it("keeps a checklist item's in-window evidence only, drops its whole-call score and summary, and recounts completion", () => {
    const cut = insightsInWindow(data, W)
    const [pain, budget, timeline] = cut.insights
    expect(pain?.snippets.map((s) => s.timestamp)).toEqual(['00:00:12'])
    expect(pain?.outcomeDetails.map((d) => d.timestamp)).toEqual(['00:00:12'])
    expect([pain?.status, budget?.status, timeline?.status]).toEqual(['done', 'pending', 'pending'])
    expect(budget?.snippets).toEqual([])
    expect(cut.insights.map((i) => [i.score, i.detail_score, i.summary])).toEqual([
      [null, null, null],
      [null, null, null],
      [null, null, null],
    ])
    expect(cut.completion).toBe(33)
  })

  it('keeps objections, moments, practices and action items with a timestamp inside the window, with those timestamps only', () => {
    const cut = insightsInWindow(data, W)
    expect(cut.objections.map((o) => o.id)).toEqual([1])
    expect(cut.positive_moments).toEqual([])
    expect(cut.best_practices.map((p) => p.bp_timestamp)).toEqual([['00:00:10 --> 00:00:14']])
    expect(cut.action_items).toEqual([{ user: 'Riley', side: 'rep', items: [{ text: 'send deck', timestamp: '00:00:11' }] }])
    expect(JSON.stringify(cut)).not.toMatch(/whole call|00:04:00|00:03:00|00:02:00|call back|untimed/)
  })
})
