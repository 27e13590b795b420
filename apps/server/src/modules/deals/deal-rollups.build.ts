import {
  checklistCompletionPercentage,
  daysSince,
  ENGAGEMENT_DAYS,
  type EngagementMode,
  engagementLevel,
  isExcludedFromCompletion,
  type Level,
  LIKELINESS_NONE,
  type LikelinessRow,
  likelinessValue,
  qualificationScore,
  scoreLabel,
} from '@parley/shared/rules/deal-scores'
import type { TDealChecklistItem, TDealRollup, TLastCallGptRes } from '@parley/shared/schemas/checklists'

// Pure assembly of a deal's roll-up from what its calls, e-mails and calendar hold; the repository loads the input
// and stores the result in deal_metrics. Tested without a database.

export interface RollupCall {
  id: number
  title: string | null
  startTime: Date
  salesStage: string | null
  /** The stored analysis of the call, when there is one. */
  analysis: { forecast: string | null; summary: string | null; actionItems: unknown[] } | null
}

export interface RollupInsight {
  id: number
  meetingId: number
  signalId: number | null
  uniqueName: string
  title: string | null
  signalType: string
  signalCategory: string | null
  status: string
  score: number | null
  summary: string | null
  snippets: unknown[]
}

export interface RollupSignalDefinition {
  id: number
  uniqueName: string
  weight: number
  displayOrder: number
}

/** Activity of the deal, aggregated in SQL. */
export interface RollupActivity {
  recordedCount: number
  unrecordedCount: number
  emailCount: number
  followUpCount: number
  severeObjectionCount: number
  lastCallAt: Date | null
  lastRecordedCallAt: Date | null
  lastEmailAt: Date | null
  lastProspectEmailAt: Date | null
  lastRepEmailAt: Date | null
  nextMeetingAt: Date | null
}

export interface RollupInput {
  dealId: number
  /** The CRM's forecast of the deal, used when no analysed call has one. */
  crmForecast: string | null
  calls: RollupCall[]
  insights: RollupInsight[]
  definitions: RollupSignalDefinition[]
  activity: RollupActivity
}

export interface DealRollupValues extends RollupActivity {
  engagement: Level
  prospectEngagement: Level
  repEngagement: Level
  playbookCoverage: number | null
  criticalChecklist: { key: string; name: string; score: number | null }[]
  allChecklist: TDealChecklistItem[]
  allInsights: TDealChecklistItem[]
  lastCallGptRes: TLastCallGptRes | null
  forecast: string
  qualificationScore: Level
  likelinessScore: string
  likelinessScoreValue: number
  likelinessScoreInfo: { label: string; value: string; ideal: string }[]
}

const latest = (...dates: (Date | null)[]): Date | null =>
  dates.reduce<Date | null>((best, d) => (d && (!best || d.getTime() > best.getTime()) ? d : best), null)

const asRecords = (list: unknown[]): Record<string, unknown>[] =>
  list.filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x))

/** One signal across the deal's calls: done when any call did it, the best score, and each call's result. */
function groupSignals(input: RollupInput, type: 'checklist' | 'insight'): TDealChecklistItem[] {
  const calls = new Map(input.calls.map((c) => [c.id, c]))
  const order = new Map(input.definitions.map((d) => [d.uniqueName, d.displayOrder]))
  const groups = new Map<string, TDealChecklistItem>()
  for (const i of input.insights) {
    if ((i.signalType === 'insight' ? 'insight' : 'checklist') !== type) continue
    const call = calls.get(i.meetingId)
    if (!call) continue
    let item = groups.get(i.uniqueName)
    if (!item) {
      item = {
        signal_id: i.signalId,
        unique_name: i.uniqueName,
        title: i.title ?? i.uniqueName,
        signal_type: type,
        signal_category: i.signalCategory,
        status: 'pending',
        score: null,
        calls: [],
      }
      groups.set(i.uniqueName, item)
    }
    const status = i.status === 'done' ? 'done' : 'pending'
    if (status === 'done') item.status = 'done'
    if (i.score !== null && (item.score === null || i.score > item.score)) item.score = i.score
    item.calls.push({
      call_id: call.id,
      call_title: call.title,
      call_date: call.startTime.toISOString(),
      sales_stage: call.salesStage,
      status,
      score: i.score,
      message: i.summary,
      outcome_id: i.id,
      outcome_snippets: asRecords(i.snippets),
    })
  }
  const items = [...groups.values()]
  for (const item of items) item.calls.sort((a, b) => a.call_date.localeCompare(b.call_date) || a.call_id - b.call_id)
  const rank = (name: string) => order.get(name) ?? Number.MAX_SAFE_INTEGER
  return items.sort((a, b) => rank(a.unique_name) - rank(b.unique_name) || a.title.localeCompare(b.title))
}

/** The deal's likeliness rows: each checklist signal at its best, objections, recency, forecast, a next meeting. */
function likelinessRows(input: RollupInput, checklist: TDealChecklistItem[], forecast: string, now: Date, mode: EngagementMode): LikelinessRow[] {
  const weights = new Map(input.definitions.map((d) => [d.uniqueName, d.weight]))
  const rows: LikelinessRow[] = checklist
    .filter((c) => !isExcludedFromCompletion(c.unique_name))
    .map((c) => ({ label: c.title, value: c.score === null ? 'Low' : scoreLabel(c.score), ideal: 'High', weight: weights.get(c.unique_name) ?? 1 }))
  const a = input.activity
  rows.push({ label: 'Severe objections', value: String(a.severeObjectionCount), ideal: '<1' })
  if (a.lastCallAt) {
    rows.push({ label: 'Days since last call', value: String(Math.floor(daysSince(a.lastCallAt, now))), ideal: `<${ENGAGEMENT_DAYS[mode].high + 1}` })
  }
  rows.push({ label: 'Forecast', value: forecast, ideal: 'High Likely' })
  rows.push({ label: 'Next meeting set', value: a.nextMeetingAt ? 'Yes' : 'No', ideal: 'Yes' })
  return rows
}

export function buildDealRollup(input: RollupInput, now: Date, mode: EngagementMode): DealRollupValues {
  const a = input.activity
  const allChecklist = groupSignals(input, 'checklist')
  const allInsights = groupSignals(input, 'insight')
  const analysed = input.calls.filter((c) => c.analysis !== null).sort((x, y) => y.startTime.getTime() - x.startTime.getTime() || y.id - x.id)
  const last = analysed[0]
  const forecast = analysed.find((c) => c.analysis?.forecast)?.analysis?.forecast ?? input.crmForecast ?? 'No forecast'

  let likelinessScore: string = LIKELINESS_NONE.always
  let likelinessScoreValue = Number(LIKELINESS_NONE.always)
  let likelinessScoreInfo: DealRollupValues['likelinessScoreInfo'] = []
  if (input.calls.length > 0 && !last) {
    likelinessScore = LIKELINESS_NONE.defaultLayout
    likelinessScoreValue = Number(LIKELINESS_NONE.defaultLayout)
  } else if (last) {
    const rows = likelinessRows(input, allChecklist, forecast, now, mode)
    const value = likelinessValue(rows) ?? 0
    likelinessScore = scoreLabel(value)
    likelinessScoreValue = value
    likelinessScoreInfo = rows.map(({ label, value, ideal }) => ({ label, value, ideal }))
  }

  return {
    ...a,
    engagement: engagementLevel(latest(a.lastCallAt, a.lastEmailAt), now, mode),
    prospectEngagement: engagementLevel(latest(a.lastRecordedCallAt, a.lastProspectEmailAt), now, mode),
    repEngagement: engagementLevel(latest(a.lastCallAt, a.lastRepEmailAt), now, mode),
    playbookCoverage: checklistCompletionPercentage(allChecklist.map((c) => ({ uniqueName: c.unique_name, signalType: c.signal_type, status: c.status }))),
    criticalChecklist: allChecklist.map((c) => ({ key: c.unique_name, name: c.title, score: c.score })),
    allChecklist,
    allInsights,
    lastCallGptRes: last
      ? {
          call_id: last.id,
          call_title: last.title,
          call_date: last.startTime.toISOString(),
          Summary: last.analysis?.summary ?? null,
          'Action Items By User': last.analysis?.actionItems ?? [],
        }
      : null,
    forecast,
    qualificationScore: qualificationScore(forecast),
    likelinessScore,
    likelinessScoreValue,
    likelinessScoreInfo,
  }
}

/** The roll-up as later screens read it (shared ZDealRollup). */
export function toDealRollup(dealId: number, v: DealRollupValues): TDealRollup {
  return {
    deal_id: dealId,
    all_checklist: v.allChecklist,
    all_insights: v.allInsights,
    last_call_gptRes: v.lastCallGptRes,
    checklist_completion: v.playbookCoverage,
    engagement: v.engagement,
    prospect_engagement: v.prospectEngagement,
    rep_engagement: v.repEngagement,
    forecast: v.forecast,
    qualification_score: v.qualificationScore,
    likeliness_score: v.likelinessScore,
    likeliness_score_value: v.likelinessScoreValue,
    likeliness_score_info: v.likelinessScoreInfo,
    deal_severe_objections_count: v.severeObjectionCount,
  }
}
