import type { TAnalysisResult } from '@parley/shared/schemas/analysis'
import { describe, expect, it } from 'vitest'
import { DISCOVERY_CONTEXT, DISCOVERY_SEGMENTS } from './fixtures/discovery-call'
import { mapChunkAnalysis } from './openai-compatible.mapper'
import { mergePartials } from './openai-compatible.merge'

const empty = () => mapChunkAnalysis({}, { context: DISCOVERY_CONTEXT, segments: DISCOVERY_SEGMENTS })
const part = (patch: Partial<TAnalysisResult>): TAnalysisResult => ({ ...empty(), ...patch })
const objection = (evidence: string, timestamp: string, score: number, severity: 'High' | 'Medium' | 'Low') =>
  ({ category: 'Pricing', subCategory: 'Too high', severity, evidence, timestamp, handling: '', handlingGrade: 'Handled', score }) as const

describe('merging chunk results', () => {
  it('returns a single part unchanged', () => {
    const only = empty()
    expect(mergePartials([only])).toBe(only)
  })

  it('keeps each signal once with its best score, done if any part found it, and unions its snippets', () => {
    const a = empty()
    const b = empty()
    a.checklist[0] = {
      ...(a.checklist[0] as TAnalysisResult['checklist'][number]),
      score: 40,
      status: 'pending',
      snippets: [{ text: 'pain', timestamp: '00:00:21' }],
    }
    b.checklist[0] = {
      ...(b.checklist[0] as TAnalysisResult['checklist'][number]),
      score: 90,
      status: 'done',
      detail: 'best',
      snippets: [
        { text: 'Pain!', timestamp: '00:00:21' },
        { text: 'more', timestamp: '00:09:00' },
      ],
    }
    const merged = mergePartials([a, b])
    expect(merged.checklist).toHaveLength(4)
    expect(merged.checklist[0]).toMatchObject({ score: 90, status: 'done', detail: 'best' })
    expect(merged.checklist[0]?.snippets.map((s) => s.timestamp)).toEqual(['00:00:21', '00:09:00'])
  })

  it('reports an objection seen by two overlapping chunks once, with the higher score and severity', () => {
    const merged = mergePartials([
      part({ objections: [objection('Your price seems high.', '00:02:10', 60, 'High')] }),
      part({ objections: [objection('your price seems high', '00:02:10', 80, 'Medium'), objection('We have no budget this year', '00:30:00', 50, 'High')] }),
    ])
    expect(merged.objections.map((o) => [o.evidence, o.score, o.severity])).toEqual([
      ['your price seems high', 80, 'High'],
      ['We have no budget this year', 50, 'High'],
    ])
  })

  it('unions action items, next steps and SWOT without repeats', () => {
    const item = { owner: 'Riley Rep', side: 'rep', text: 'Send the proposal.' } as const
    const merged = mergePartials([
      part({ actionItems: [item], nextSteps: ['Pilot'], swot: [{ nature: 'threat', about: 'Gong', category: 'c', heading: 'Gong in play', detail: '' }] }),
      part({
        actionItems: [
          { ...item, text: 'send the proposal' },
          { ...item, text: 'Book IT call' },
        ],
        nextSteps: ['pilot', 'Security review'],
        swot: [{ nature: 'threat', about: 'gong', category: 'c', heading: 'Gong in play.', detail: '' }],
      }),
    ])
    expect(merged.actionItems.map((a) => a.text)).toEqual(['Send the proposal.', 'Book IT call'])
    expect(merged.nextSteps).toEqual(['Pilot', 'Security review'])
    expect(merged.swot).toHaveLength(1)
  })

  it('counts a competitor mention in the overlap once', () => {
    const snippet = { text: 'looking at Gong', timestamp: '00:02:10' }
    const merged = mergePartials([
      part({ competitorMentions: [{ competitor: 'Gong', count: 2, snippets: [snippet] }] }),
      part({ competitorMentions: [{ competitor: 'Gong', count: 1, snippets: [snippet] }] }),
    ])
    expect(merged.competitorMentions).toEqual([{ competitor: 'Gong', count: 2, snippets: [snippet] }])
  })

  it('takes the latest forecast and weights sentiment by how much of the call each part covered', () => {
    const merged = mergePartials(
      [part({ forecast: 'Likely', sentiment: { rep: 1, prospect: 0 } }), part({ forecast: 'No forecast', sentiment: { rep: 0, prospect: 1 } })],
      [3, 1],
    )
    expect(merged.forecast).toBe('Likely')
    expect(merged.sentiment).toEqual({ rep: 0.75, prospect: 0.25 })
  })
})
