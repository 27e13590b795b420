import {
  type DealForecast,
  dealForecastLabel,
  dealStatus,
  DEAL_REVIEW_PILOT_STAGE,
  INSIGHTS_MIN_RECORDING_SECONDS,
  isPilotStage,
  weightedStageScore,
} from '@parley/shared/rules/deal-forecast-label'
import { isExcludedFromCompletion } from '@parley/shared/rules/deal-scores'
import type { TDealReviewMeeting, TDealReviewRow, TDealReviewSnippet, TDealReviewStage } from '@parley/shared/schemas/deal-review'

// Pure assembly of deal review rows from what the repository loads for one page of
// deals. The forecast formula is in packages/shared/src/rules/deal-forecast-label.ts. Tested without a database.

export interface ReviewDeal {
  id: number
  name: string
  ownerName: string | null
  closeDate: string | null
  stageName: string | null
  isClosed: boolean
  customFields: Record<string, unknown>
  firstMeetingScore: string | null
}

/** One calendar event of a deal, with its recording when the call was recorded. */
export interface ReviewEvent {
  eventId: number
  dealId: number
  title: string | null
  startAt: Date
  salesStage: string | null
  recording: {
    id: number
    title: string | null
    startAt: Date
    durationSeconds: number | null
    analysed: boolean
    summary: string | null
    /** Lower-cased names of the call's prospect-side participants. */
    prospects: string[]
  } | null
}

export interface ReviewInsight {
  meetingId: number
  signalId: number | null
  uniqueName: string
  score: number | null
  snippets: unknown[]
}

export interface ReviewSignalDefinition {
  id: number
  uniqueName: string
  label: string
  dealStages: string[]
  weight: number
  signalType: string
  isNegative: boolean
  isActive: boolean
}

export interface ReviewContext {
  /** The company reviews one stage only (the pilot setting). */
  pilotOnly: boolean
  definitions: ReviewSignalDefinition[]
  /** The company's funnel order of stage names (lower-cased name → order). */
  stageOrder: Map<string, number>
}

const MAX_SNIPPETS = 12
const MAX_SNIPPETS_PER_INSIGHT = 2
const MAX_EXCERPTS = 8

const key = (s: string) => s.trim().toLowerCase()

/**
 * The signals the forecast weighs at a stage: active checklist signals that apply to the stage (an empty stage list
 * means every stage), leaving out negative signals (objections) and the action-item and forecasting signals, which
 * are not things a rep covers.
 */
export function stageSignals(definitions: readonly ReviewSignalDefinition[], stage: string): ReviewSignalDefinition[] {
  return definitions.filter(
    (d) =>
      d.isActive &&
      d.signalType === 'checklist' &&
      !d.isNegative &&
      !isExcludedFromCompletion(d.uniqueName) &&
      (d.dealStages.length === 0 || d.dealStages.some((s) => key(s) === key(stage))),
  )
}

const insightOf = (i: ReviewInsight, d: ReviewSignalDefinition) => (i.signalId !== null ? i.signalId === d.id : i.uniqueName === d.uniqueName)

function asSnippets(recordingId: number, signal: string, raw: unknown[]): TDealReviewSnippet[] {
  const out: TDealReviewSnippet[] = []
  for (const s of raw) {
    if (typeof s !== 'object' || s === null) continue
    const r = s as Record<string, unknown>
    const text = typeof r.text === 'string' ? r.text.trim() : ''
    if (!text) continue
    const time = typeof r.time === 'number' && Number.isFinite(r.time) ? r.time : null
    const timestamp = typeof r.timestamp === 'string' ? r.timestamp : time !== null ? hhmmss(time) : ''
    out.push({ recordingId, signal, timestamp, time, speaker: typeof r.speaker === 'string' ? r.speaker : null, text })
  }
  return out
}

function hhmmss(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  return [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => String(n).padStart(2, '0')).join(':')
}

/** One stage of a deal: its weighted signals, its recordings with their call scores, the cited moments, its label. */
export function buildStage(
  stage: string,
  events: readonly ReviewEvent[],
  insights: readonly ReviewInsight[],
  ctx: ReviewContext,
  isCurrent: boolean,
): TDealReviewStage {
  const recordings = events
    .filter((e) => e.recording !== null && e.salesStage !== null && key(e.salesStage) === key(stage))
    .map((e) => e.recording as NonNullable<ReviewEvent['recording']>)
    .sort((a, b) => b.startAt.getTime() - a.startAt.getTime() || b.id - a.id)
  const defs = stageSignals(ctx.definitions, stage)
  // Analysed calls long enough for insights are the ones scored.
  const scored = recordings.filter((r) => r.analysed && (r.durationSeconds === null || r.durationSeconds >= INSIGHTS_MIN_RECORDING_SECONDS))
  const scoredIds = new Set(scored.map((r) => r.id))
  const byCall = new Map<number, ReviewInsight[]>()
  for (const i of insights) {
    if (!scoredIds.has(i.meetingId)) continue
    const list = byCall.get(i.meetingId) ?? []
    list.push(i)
    byCall.set(i.meetingId, list)
  }

  const signalIds = defs.map((d) => {
    let best: number | null = null
    for (const r of scored) {
      for (const i of byCall.get(r.id) ?? []) {
        if (insightOf(i, d) && i.score !== null && (best === null || i.score > best)) best = i.score
      }
    }
    return { id: d.id, label: d.label, weight: d.weight, score: best }
  })

  const recordingIds = recordings.map((r) => {
    const own = byCall.get(r.id)
    const score = scoredIds.has(r.id)
      ? weightedStageScore(defs.map((d) => ({ weight: d.weight, score: own?.find((i) => insightOf(i, d))?.score ?? null })))
      : null
    return { id: r.id, title: r.title, startAt: r.startAt.toISOString(), durationSeconds: r.durationSeconds, score }
  })

  const snippets: TDealReviewSnippet[] = []
  const excerpts: TDealReviewSnippet[] = []
  for (const r of scored) {
    const prospects = new Set(r.prospects)
    for (const d of defs) {
      const insight = byCall.get(r.id)?.find((i) => insightOf(i, d))
      if (!insight) continue
      const moments = asSnippets(r.id, d.label, insight.snippets)
      snippets.push(...moments.slice(0, MAX_SNIPPETS_PER_INSIGHT))
      excerpts.push(...moments.filter((m) => m.speaker !== null && prospects.has(key(m.speaker))))
    }
  }

  const latest = recordings[0]
  const forecast: DealForecast = dealForecastLabel({
    inPilot: true,
    recordingSeconds: recordings.map((r) => r.durationSeconds),
    analysed: scored.length > 0,
    signals: signalIds.map((s) => ({ weight: s.weight, score: s.score })),
  })
  return {
    stage,
    isCurrent,
    signalIds,
    recordingIds,
    startAt: latest ? latest.startAt.toISOString() : null,
    title: latest?.title ?? null,
    summary: latest?.summary ?? null,
    snippets: snippets.slice(0, MAX_SNIPPETS),
    prospect_excerpts: excerpts.slice(0, MAX_EXCERPTS),
    forecast,
  }
}

/** The stages a deal review shows: the pilot's one stage, or every stage with a call plus the current one, in funnel order. */
export function reviewStages(deal: ReviewDeal, events: readonly ReviewEvent[], ctx: ReviewContext): string[] {
  if (ctx.pilotOnly) return [DEAL_REVIEW_PILOT_STAGE]
  const names = new Map<string, string>()
  for (const e of events) if (e.salesStage?.trim()) names.set(key(e.salesStage), e.salesStage.trim())
  if (deal.stageName?.trim()) names.set(key(deal.stageName), deal.stageName.trim())
  const rank = (s: string) => ctx.stageOrder.get(key(s)) ?? Number.MAX_SAFE_INTEGER
  return [...names.values()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
}

/** One row of the dashboard. */
export function buildRow(deal: ReviewDeal, events: readonly ReviewEvent[], insights: readonly ReviewInsight[], ctx: ReviewContext): TDealReviewRow {
  const own = events.filter((e) => e.dealId === deal.id)
  const current = deal.stageName?.trim() || null
  const stages = reviewStages(deal, own, ctx).map((s) => buildStage(s, own, insights, ctx, current !== null && key(s) === key(current)))
  let forecast: DealForecast
  if (ctx.pilotOnly && !isPilotStage(current)) forecast = { label: 'Not in pilot', score: null }
  else forecast = stages.find((s) => s.isCurrent)?.forecast ?? { label: 'N/A', score: null }

  const meetings: TDealReviewMeeting[] = [...own]
    .sort((a, b) => b.startAt.getTime() - a.startAt.getTime() || b.eventId - a.eventId)
    .map((e) => ({
      event: { id: e.eventId, title: e.title, start_at: e.startAt.toISOString(), sales_stage: e.salesStage },
      call: e.recording ? { id: e.recording.id } : null,
    }))

  return {
    id: deal.id,
    dealName: deal.name,
    dealRep: deal.ownerName,
    dealCloseDate: deal.closeDate,
    currentDealStage: current,
    isDealClosed: deal.isClosed,
    status: dealStatus(deal.isClosed),
    customField: deal.customFields,
    first_meeting_score: deal.firstMeetingScore,
    meetings,
    eventDealStages: stages,
    forecast,
  }
}
