import { readFileSync } from 'node:fs'
import { ZAnalysisResult } from '@parley/shared/schemas/analysis'
import { describe, expect, it } from 'vitest'
import { DISCOVERY_CONTEXT, DISCOVERY_SEGMENTS } from './fixtures/discovery-call'
import { mapChunkAnalysis, mapMergeAnswer } from './openai-compatible.mapper'
import { ZLlmChunkAnalysis } from './openai-compatible.schema'

// The fixtures are model answers for fixtures/discovery-call.ts: one as a strict-mode model returns it, one with
// the near-misses non-strict servers produce (json_object mode, small local models).
const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'))
const input = { context: DISCOVERY_CONTEXT, segments: DISCOVERY_SEGMENTS }

describe('openai-compatible mapper', () => {
  it('the strict fixture matches the schema the model is sent', () => {
    expect(ZLlmChunkAnalysis.safeParse(fixture('chunk-answer.strict.json')).success).toBe(true)
  })

  it('maps a strict answer into a valid result with the checklist named from our definitions', () => {
    const result = mapChunkAnalysis(fixture('chunk-answer.strict.json'), input)
    expect(ZAnalysisResult.safeParse(result).success).toBe(true)
    expect(result.checklist.map((c) => [c.signalId, c.uniqueName, c.title, c.score, c.status])).toEqual([
      [11, 'pain_or_priority', 'Pain or priority', 92, 'done'],
      [12, 'timelines', 'Timelines', 85, 'done'],
      [13, 'budget', 'Budget', 20, 'pending'],
      [14, 'objections', 'Objections', 0, 'pending'],
    ])
    expect(result.checklist[0]?.snippets[0]).toEqual({ text: expect.stringContaining('biggest pain'), timestamp: '00:00:21', speaker: 'Pat Prospect' })
    expect(result.objections[0]).toMatchObject({ category: 'Pricing', severity: 'Medium', handlingGrade: 'Handled', timestamp: '00:02:10', score: 78 })
    expect(result.bestPractices.map((b) => [b.bp_heading, b.bp_grade, b.bp_timestamp])).toEqual([
      ['Set the agenda', 'Followed', ['00:00:05']],
      ['Confirm next meeting', 'Not followed', []],
    ])
    expect(result.swot[1]).toEqual({
      nature: 'opportunity',
      about: 'us',
      category: 'Timeline',
      heading: 'Urgent March deadline',
      detail: 'A pilot can start soon.',
    })
    expect(result.forecast).toBe('Likely')
    expect(result.followUpEmail.body).toContain('\n\nThanks for the time today.')
  })

  const messy = () => mapChunkAnalysis(fixture('chunk-answer.near-misses.json'), input)

  it('clamps and rescales scores', () => {
    const r = messy()
    expect(r.checklist.find((c) => c.signalId === 11)?.score).toBe(85)
    expect(r.checklist.find((c) => c.signalId === 12)?.score).toBe(70)
    expect(r.checklist.find((c) => c.signalId === 13)?.score).toBe(100)
    expect(r.objections.map((o) => o.score)).toEqual([0, 55])
    expect(r.bestPractices[0]?.bp_score).toBe(90)
    expect(r.sentiment).toEqual({ rep: 0.8, prospect: -0.2 })
  })

  it('drops unknown signal ids, accepts a unique name for an id, keeps one entry per signal with the best score', () => {
    const r = messy()
    expect(r.checklist.map((c) => c.signalId)).toEqual([11, 12, 13, 14])
    expect(r.checklist[0]).toMatchObject({ status: 'done', detail: 'Three-week onboarding.' })
    // No status given: derived from the score.
    expect(r.checklist[1]?.status).toBe('done')
  })

  it('repairs timestamps, places quotes with a missing or invented time, and drops quotes never said', () => {
    const r = messy()
    expect(r.checklist[0]?.snippets[0]?.timestamp).toBe('00:00:21')
    // '99:00:00' is past the end of the call: the quoted line is found instead.
    expect(r.checklist[1]?.snippets[0]?.timestamp).toBe('00:01:26')
    expect(r.checklist[2]?.snippets).toEqual([])
    expect(r.objections[0]?.timestamp).toBe('00:02:10')
    expect(r.objections[1]?.timestamp).toBe('00:03:31')
    expect(r.actionItems[0]?.timestamp).toBe('00:04:01')
    expect(r.bestPractices[0]?.bp_timestamp).toEqual(['00:00:05', '00:00:05'])
    expect(r.bestPractices[1]?.bp_timestamp).toEqual(['00:04:41 --> 00:05:10'])
    expect(r.swot[0]?.timestamp).toBe('00:02:10')
  })

  it('normalises enums and fills what is missing', () => {
    const r = messy()
    expect(r.objections.map((o) => [o.severity, o.handlingGrade, o.subCategory])).toEqual([
      ['High', 'Partially handled', 'General'],
      ['High', 'Not handled', 'Review'],
    ])
    expect(r.forecast).toBe('High Likely')
    expect(r.teamNextSteps).toEqual([
      { team: 'TECHNICAL', text: 'Security review.' },
      { team: 'BUSINESS', text: 'Pilot proposal.' },
    ])
    expect(r.nextSteps).toEqual(['Send the questionnaire', '42'])
    expect(r.bestPractices.map((b) => [b.bp_heading, b.bp_grade])).toEqual([
      ['Set the agenda', 'Followed'],
      ['Confirm next meeting', 'Not followed'],
    ])
    expect(r.summary).toBe('Pat wants onboarding fixed before March.')
    expect(r.followUpEmail.body).toBe('Hi Pat,\n\nThanks for today.')
  })

  it('attributes action items to the participant named and drops empty ones', () => {
    expect(messy().actionItems).toEqual([
      { owner: 'Riley', side: 'rep', text: 'Send the security questionnaire.', timestamp: '00:04:01' },
      { owner: 'Pat', side: 'prospect', text: 'Invite Sam from IT.' },
    ])
  })

  it('keeps only tracked competitors under their own names and "us" for ourselves', () => {
    const r = messy()
    expect(r.competitorMentions).toEqual([
      { competitor: 'Gong', count: 3, snippets: [{ text: 'We are also looking at Gong', timestamp: '00:02:10', speaker: 'Pat Prospect' }] },
    ])
    expect(r.swot.map((s) => [s.nature, s.about, s.category])).toEqual([
      ['threat', 'Gong', 'Competition'],
      ['strength', 'us', 'General'],
    ])
  })

  it('turns a non-object answer into an empty but complete result', () => {
    const r = mapChunkAnalysis('not json', input)
    expect(r.checklist).toHaveLength(4)
    expect(r.checklist.every((c) => c.score === 0 && c.status === 'pending')).toBe(true)
    expect(r.forecast).toBe('No forecast')
  })

  it('lets the merge answer replace the whole-call fields and keeps the rest', () => {
    const base = mapChunkAnalysis(fixture('chunk-answer.strict.json'), input)
    const merged = mapMergeAnswer(
      { summary: 'Whole call.', nextSteps: [], teamNextSteps: [], forecast: 'less likely', followUpEmail: { subject: 'S', body: 'B' } },
      base,
    )
    expect(merged.summary).toBe('Whole call.')
    expect(merged.forecast).toBe('Less Likely')
    expect(merged.followUpEmail).toEqual({ subject: 'S', body: 'B' })
    expect(merged.nextSteps).toEqual(base.nextSteps)
    expect(merged.checklist).toEqual(base.checklist)
  })
})
