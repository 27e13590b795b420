import { describe, expect, it } from 'vitest'
import { buildDealRollup, type RollupActivity, type RollupCall, type RollupInput, type RollupInsight, toDealRollup } from './deal-rollups.build'

const NOW = new Date('2026-11-20T12:00:00Z')
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000)

const noActivity: RollupActivity = {
  recordedCount: 0,
  unrecordedCount: 0,
  emailCount: 0,
  followUpCount: 0,
  severeObjectionCount: 0,
  lastCallAt: null,
  lastRecordedCallAt: null,
  lastEmailAt: null,
  lastProspectEmailAt: null,
  lastRepEmailAt: null,
  nextMeetingAt: null,
}

const call = (id: number, days: number, forecast: string | null, analysed = true): RollupCall => ({
  id,
  title: `Call ${id}`,
  startTime: daysAgo(days),
  salesStage: 'Qualify (RSD/VP Qualification)',
  analysis: analysed ? { forecast, summary: `Summary of call ${id}`, actionItems: [{ user: 'Riley', items: ['Send pricing'] }] } : null,
})

let nextId = 100
const insight = (meetingId: number, uniqueName: string, status: 'done' | 'pending', score: number, signalType = 'checklist'): RollupInsight => ({
  id: nextId++,
  meetingId,
  signalId: uniqueName.length,
  uniqueName,
  title: uniqueName.replaceAll('_', ' '),
  signalType,
  signalCategory: null,
  status,
  score,
  summary: `${uniqueName} on ${meetingId}`,
  snippets: [{ text: 'we lose two days a month', timestamp: '00:03:10' }, 'not a snippet'],
})

const definitions = [
  { id: 1, uniqueName: 'pain_or_priority', weight: 1, displayOrder: 1 },
  { id: 2, uniqueName: 'timelines', weight: 1, displayOrder: 2 },
  { id: 3, uniqueName: 'objections', weight: 1, displayOrder: 11 },
]

function input(over: Partial<RollupInput>): RollupInput {
  return { dealId: 7, crmForecast: null, calls: [], insights: [], definitions, activity: noActivity, ...over }
}

describe('deal roll-up', () => {
  it('a deal with no recorded call: no checklist, None levels, likeliness -5 ("-5 means no score")', () => {
    const v = buildDealRollup(input({}), NOW, 'standard')
    expect(v.allChecklist).toEqual([])
    expect(v.lastCallGptRes).toBeNull()
    expect(v.engagement).toBe('None')
    expect(v.qualificationScore).toBe('None')
    expect(v.forecast).toBe('No forecast')
    expect(v.likelinessScore).toBe('-5')
    expect(v.likelinessScoreValue).toBe(-5)
    expect(v.likelinessScoreInfo).toEqual([])
    expect(v.playbookCoverage).toBeNull()
  })

  it('recorded calls that were never analysed (too short): likeliness -2', () => {
    const v = buildDealRollup(
      input({ calls: [call(1, 3, null, false)], activity: { ...noActivity, recordedCount: 1, lastCallAt: daysAgo(3) } }),
      NOW,
      'standard',
    )
    expect(v.likelinessScore).toBe('-2')
    expect(v.likelinessScoreValue).toBe(-2)
    expect(v.engagement).toBe('High')
  })

  it('rolls the checklist up across calls: done when any call did it, the best score, calls in date order', () => {
    const v = buildDealRollup(
      input({
        calls: [call(1, 30, 'Likely'), call(2, 5, 'High Likely')],
        insights: [
          insight(2, 'timelines', 'pending', 20),
          insight(1, 'pain_or_priority', 'done', 85),
          insight(2, 'pain_or_priority', 'pending', 40),
          insight(1, 'timelines', 'pending', 10),
          insight(2, 'objections', 'done', 70, 'insight'),
        ],
        activity: { ...noActivity, recordedCount: 2, lastCallAt: daysAgo(5), lastRecordedCallAt: daysAgo(5) },
      }),
      NOW,
      'standard',
    )
    expect(v.allChecklist.map((c) => [c.unique_name, c.status, c.score])).toEqual([
      ['pain_or_priority', 'done', 85],
      ['timelines', 'pending', 20],
    ])
    expect(v.allChecklist[0]?.calls.map((c) => c.call_id)).toEqual([1, 2])
    expect(v.allChecklist[0]?.calls[0]?.outcome_snippets).toEqual([{ text: 'we lose two days a month', timestamp: '00:03:10' }])
    expect(v.allInsights.map((c) => c.unique_name)).toEqual(['objections'])
    // "Completion percentage = done over checklist items, rounded"
    expect(v.playbookCoverage).toBe(50)
    expect(v.criticalChecklist).toEqual([
      { key: 'pain_or_priority', name: 'pain or priority', score: 85 },
      { key: 'timelines', name: 'timelines', score: 20 },
    ])
  })

  it('takes the last analysed call for last_call_gptRes and the forecast; maps the forecast to the qualification score', () => {
    const v = buildDealRollup(input({ calls: [call(1, 30, 'High Likely'), call(2, 5, 'Less Likely'), call(3, 1, null, false)] }), NOW, 'standard')
    expect(v.lastCallGptRes).toMatchObject({ call_id: 2, Summary: 'Summary of call 2' })
    expect(v.lastCallGptRes?.['Action Items By User']).toEqual([{ user: 'Riley', items: ['Send pricing'] }])
    expect(v.forecast).toBe('Less Likely')
    // "Less Likely -> Low"
    expect(v.qualificationScore).toBe('Low')
  })

  it('falls back to the CRM forecast when no analysed call has one', () => {
    expect(buildDealRollup(input({ crmForecast: 'Likely' }), NOW, 'standard').qualificationScore).toBe('Mid')
  })

  it('engagement: 20/60 days, or 2/5 days in the fast mode; prospect and rep sides apart', () => {
    const activity = { ...noActivity, lastCallAt: daysAgo(30), lastRecordedCallAt: daysAgo(70), lastProspectEmailAt: daysAgo(65), lastRepEmailAt: daysAgo(1) }
    const standard = buildDealRollup(input({ activity: { ...activity, lastEmailAt: daysAgo(1) } }), NOW, 'standard')
    expect([standard.engagement, standard.prospectEngagement, standard.repEngagement]).toEqual(['High', 'Low', 'High'])
    const fast = buildDealRollup(input({ activity: { ...activity, lastEmailAt: daysAgo(4), lastRepEmailAt: daysAgo(4) } }), NOW, 'fast')
    expect([fast.engagement, fast.prospectEngagement, fast.repEngagement]).toEqual(['Mid', 'Low', 'Mid'])
  })

  it('likeliness info rows: each signal against High, severe objections against <1, recency, forecast, next meeting', () => {
    const v = buildDealRollup(
      input({
        calls: [call(1, 3, 'High Likely')],
        insights: [insight(1, 'pain_or_priority', 'done', 90), insight(1, 'timelines', 'pending', 50)],
        activity: { ...noActivity, recordedCount: 1, severeObjectionCount: 2, lastCallAt: daysAgo(3), nextMeetingAt: daysAgo(-4) },
      }),
      NOW,
      'standard',
    )
    expect(v.likelinessScoreInfo).toEqual([
      { label: 'pain or priority', value: 'High', ideal: 'High' },
      { label: 'timelines', value: 'Medium', ideal: 'High' },
      { label: 'Severe objections', value: '2', ideal: '<1' },
      { label: 'Days since last call', value: '3', ideal: '<21' },
      { label: 'Forecast', value: 'High Likely', ideal: 'High Likely' },
      { label: 'Next meeting set', value: 'Yes', ideal: 'Yes' },
    ])
    // 1 + ½ + 0 + 1 + 1 + 1 of 6
    expect(v.likelinessScoreValue).toBe(75)
    expect(v.likelinessScore).toBe('Medium')
    expect(v.severeObjectionCount).toBe(2)
  })

  it('gives later screens the spec field names', () => {
    const r = toDealRollup(7, buildDealRollup(input({}), NOW, 'standard'))
    expect(Object.keys(r)).toEqual(
      expect.arrayContaining([
        'all_checklist',
        'all_insights',
        'last_call_gptRes',
        'likeliness_score_info',
        'deal_severe_objections_count',
        'qualification_score',
      ]),
    )
  })
})
