import { describe, expect, it } from 'vitest'
import type { AnalysisOutcome, TAnalysisResult } from '@parley/shared/schemas/analysis'
import type { SignalDefinition } from './analysis.repository'
import { secondsOf, toStoredAnalysis } from './analysis-rows'

const signal = (id: number, uniqueName: string, label: string, over: Partial<SignalDefinition> = {}): SignalDefinition => ({
  id,
  uniqueName,
  label,
  signalType: 'checklist',
  signalCategory: null,
  agendaTypes: [],
  callFunctions: [],
  properties: {},
  ...over,
})
const SIGNALS = [
  signal(11, 'opening', 'Best practices - Opening'),
  signal(12, 'pain_or_priority', 'Pain or priority'),
  signal(13, 'objections', 'Objections', { signalType: 'insight', signalCategory: 'advanced', properties: { cues: { derive: 'objections' } } }),
]

const result: TAnalysisResult = {
  summary: 'Jane described slow coaching; budget is not approved.',
  actionItems: [
    { owner: 'Riley Rep', side: 'rep', text: 'Send the pilot proposal by Friday', timestamp: '00:07:30' },
    { owner: 'Riley Rep', side: 'rep', text: 'Book the CFO call' },
    { owner: 'Jane Buyer', side: 'prospect', text: 'Bring in the CFO' },
  ],
  checklist: [
    {
      signalId: 11,
      uniqueName: 'opening',
      title: 'Best practices - Opening',
      signalType: 'checklist',
      score: 80,
      status: 'done',
      detail: 'Agenda set',
      snippets: [{ text: 'The plan today…', timestamp: '00:00:05', speaker: 'Riley Rep' }],
    },
    { signalId: 13, uniqueName: 'objections', title: 'Objections', signalType: 'insight', score: 60, status: 'done', detail: 'Budget', snippets: [] },
  ],
  objections: [
    {
      category: 'Budget',
      subCategory: 'Not approved',
      severity: 'High',
      evidence: "We don't have budget approved",
      timestamp: '00:03:00 --> 00:03:10',
      handling: 'Offered a pilot',
      handlingGrade: 'Handled',
      score: 70,
    },
  ],
  bestPractices: [
    { bp_heading: 'Opening', bp_score: 80, bp_grade: 'Followed', bp_detail: 'Agenda set', bp_timestamp: ['00:00:05'] },
    { bp_heading: 'Questions', bp_score: 20, bp_grade: 'Not followed', bp_detail: 'Few open questions', bp_timestamp: [] },
  ],
  swot: [
    { nature: 'threat', about: 'Gong', category: 'Competition', heading: 'Evaluated Gong', detail: 'Too expensive for them', timestamp: '00:02:00' },
    { nature: 'strength', about: 'us', category: 'Product', heading: 'Pilot fits budget', detail: '' },
  ],
  competitorMentions: [],
  teamNextSteps: [
    { team: 'BUSINESS', text: 'CFO call' },
    { team: 'TECHNICAL', text: 'Security review' },
    { team: 'BUSINESS', text: 'Pilot proposal' },
  ],
  nextSteps: ['CFO call next Tuesday'],
  forecast: 'Likely',
  sentiment: { rep: 0.3, prospect: 0.1 },
  followUpEmail: { subject: 'Pilot proposal', body: 'Hi Jane, …' },
}
const outcome: AnalysisOutcome = {
  result,
  engine: 'openai-compatible',
  model: 'gpt-4o-mini',
  usage: { inputTokens: 900, outputTokens: 300 },
  note: 'chunked in 2',
}

describe('the stored form of an analysis', () => {
  const stored = toStoredAnalysis(outcome, SIGNALS, 42)

  it('keeps engine, model, usage and note with the result, action items by user and team next steps', () => {
    expect(stored.result).toMatchObject({
      engine: 'openai-compatible',
      model: 'gpt-4o-mini',
      forecast: 'Likely',
      followUpEmail: 'Subject: Pilot proposal\n\nHi Jane, …',
    })
    expect(stored.result.raw).toMatchObject({ usage: { inputTokens: 900, outputTokens: 300 }, note: 'chunked in 2', summary: result.summary })
    expect(stored.result.actionItems).toEqual([
      {
        user: 'Riley Rep',
        side: 'rep',
        items: [
          { text: 'Send the pilot proposal by Friday', timestamp: '00:07:30' },
          { text: 'Book the CFO call', timestamp: null },
        ],
      },
      { user: 'Jane Buyer', side: 'prospect', items: [{ text: 'Bring in the CFO', timestamp: null }] },
    ])
    expect(stored.result.nextSteps).toEqual([
      { team: 'BUSINESS', next_steps: ['CFO call', 'Pilot proposal'] },
      { team: 'TECHNICAL', next_steps: ['Security review'] },
    ])
  })

  it('makes a row per checklist signal with snippet times in seconds, and lists objections on the objections signal', () => {
    expect(stored.insights.map((i) => [i.signalId, i.uniqueName, i.status, i.score])).toEqual([
      [11, 'opening', 'done', 80],
      [13, 'objections', 'done', 60],
    ])
    expect(stored.insights[0]?.snippets).toEqual([{ text: 'The plan today…', timestamp: '00:00:05', speaker: 'Riley Rep', time: 5 }])
    expect(stored.insights[1]?.signalCategory).toBe('advanced')
    expect(stored.insights[1]?.outcomeDetails).toEqual([
      { heading: 'Budget', detail: "We don't have budget approved", score: 70, fatal_score: null, timestamp: '00:03:00 --> 00:03:10' },
    ])
  })

  it('links objections and best practices to their signal, and SWOT insights to the deal and competitor', () => {
    expect(stored.objections[0]).toMatchObject({
      category: 'Budget',
      severity: 'High',
      grade: 'Handled',
      timestamps: ['00:03:00 --> 00:03:10'],
      insightUniqueName: 'objections',
    })
    expect(stored.bestPractices.map((b) => b.insightUniqueName)).toEqual(['opening', null])
    expect(stored.swot).toEqual([
      expect.objectContaining({ dealId: 42, nature: 'threat', competitorName: 'Gong', objectionCategory: 'Competition', timestamps: ['00:02:00'] }),
      expect.objectContaining({ nature: 'strength', competitorName: null, timestamps: [] }),
    ])
  })

  it('reads hh:mm:ss timestamps and ranges as seconds', () => {
    expect(secondsOf('01:02:03')).toBe(3723)
    expect(secondsOf('00:03:00 --> 00:03:10')).toBe(180)
    expect(secondsOf('123:45:00 --> 123:46:00')).toBe(445_500)
  })
})
