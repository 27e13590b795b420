import type { TDealChecklistItem } from '../schemas/checklists'
import { MIN_INSIGHTS_SECONDS } from './processing-status'

// The Deal Insights tab (tab 8 of the call page): which calls and signals a
// stage shows, which empty state applies, and the per-call message of an insight table.

/** "In insight tables the text 'Not discussed in the meeting' replaces 'No relevant information found in the transcript'." */
export const NOT_DISCUSSED = 'Not discussed in the meeting'
export const NO_RELEVANT_INFORMATION = 'No relevant information found in the transcript'
export const NO_CALLS_IN_STAGE_MESSAGE = 'No insights as there are no recorded calls for the current stage.'
export const SHORT_LAST_CALL_MESSAGE = 'No insights as the last recorded call of the stage is very short and has no relevant content for processing.'
export const NO_RELEVANT_INSIGHTS_MESSAGE = 'No relevant insights are available for this deal'
/** The stage selector's value for every stage at once. */
export const ALL_STAGES = '__all__'

/**
 * A call's message in an insight table: its summary, or 'Not discussed in the meeting' when there is none, when it
 * is the LLM's "No relevant information found in the transcript", or the embedded analyzer's "<Signal>: not discussed."
 */
export function insightCallMessage(message: string | null | undefined): string {
  const m = message?.trim() ?? ''
  if (m === '' || m.toLowerCase().includes(NO_RELEVANT_INFORMATION.toLowerCase()) || /:\s*not discussed\.?$/i.test(m)) return NOT_DISCUSSED
  return m
}

/** A recorded call of the deal, as the tab needs it. */
export interface InsightsCall {
  call_id: number
  call_date: string
  sales_stage: string | null
  /** Seconds; null when unknown. */
  duration: number | null
  /** The call has a stored analysis. */
  analysed: boolean
}

const sameStage = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase()

/** The stages the selector offers: the deal's current stage first, then the other stages of its calls, latest first. */
export function stageOptions(currentStage: string | null, calls: readonly InsightsCall[]): string[] {
  const out: string[] = currentStage ? [currentStage] : []
  const latestFirst = [...calls].sort((a, b) => b.call_date.localeCompare(a.call_date))
  for (const c of latestFirst) if (c.sales_stage && !out.some((s) => sameStage(s, c.sales_stage))) out.push(c.sales_stage)
  return out
}

export const callsOfStage = (calls: readonly InsightsCall[], stage: string): InsightsCall[] =>
  stage === ALL_STAGES ? [...calls] : calls.filter((c) => sameStage(c.sales_stage, stage))

/**
 * The signals as one stage saw them: each keeps only that stage's calls, its status is done when any of them did
 * it and its score is their best; signals no call of the stage touched are left out.
 */
export function itemsForStage(items: readonly TDealChecklistItem[], stage: string): TDealChecklistItem[] {
  if (stage === ALL_STAGES) return [...items]
  const out: TDealChecklistItem[] = []
  for (const item of items) {
    const calls = item.calls.filter((c) => sameStage(c.sales_stage, stage))
    if (calls.length === 0) continue
    const scores = calls.map((c) => c.score).filter((s): s is number => s !== null)
    out.push({
      ...item,
      calls,
      status: calls.some((c) => c.status === 'done') ? 'done' : 'pending',
      score: scores.length > 0 ? Math.max(...scores) : null,
    })
  }
  return out
}

/**
 * Which empty state a stage shows (null: none, show the tables): no recorded call in the stage; the stage's last
 * call too short (under 5 minutes) or not analysed and nothing else found; or no signal at all.
 */
export function dealInsightsEmptyState(calls: readonly InsightsCall[], items: readonly TDealChecklistItem[]): string | null {
  if (calls.length === 0) return NO_CALLS_IN_STAGE_MESSAGE
  if (items.length > 0) return null
  const last = [...calls].sort((a, b) => b.call_date.localeCompare(a.call_date))[0]
  if (last && (!last.analysed || (last.duration !== null && last.duration < MIN_INSIGHTS_SECONDS))) return SHORT_LAST_CALL_MESSAGE
  return NO_RELEVANT_INSIGHTS_MESSAGE
}

/** Account-level insights: the account's deals' signals merged by signal, each call once, calls in date order. */
export function mergeDealItems(lists: readonly (readonly TDealChecklistItem[])[]): TDealChecklistItem[] {
  const merged = new Map<string, TDealChecklistItem>()
  for (const list of lists) {
    for (const item of list) {
      const seen = merged.get(item.unique_name)
      if (!seen) {
        merged.set(item.unique_name, { ...item, calls: [...item.calls] })
        continue
      }
      for (const c of item.calls) if (!seen.calls.some((x) => x.call_id === c.call_id)) seen.calls.push(c)
      if (item.status === 'done') seen.status = 'done'
      if (item.score !== null && (seen.score === null || item.score > seen.score)) seen.score = item.score
    }
  }
  const items = [...merged.values()]
  for (const item of items) item.calls.sort((a, b) => a.call_date.localeCompare(b.call_date) || a.call_id - b.call_id)
  return items
}

/** Keeps only the snippets said by one of `speakers` (case-insensitive); no filter when the list is empty. */
export function filterSnippetsBySpeakers(items: readonly TDealChecklistItem[], speakers: readonly string[]): TDealChecklistItem[] {
  if (speakers.length === 0) return [...items]
  const wanted = new Set(speakers.map((s) => s.trim().toLowerCase()))
  return items.map((item) => ({
    ...item,
    calls: item.calls.map((c) => ({
      ...c,
      outcome_snippets: c.outcome_snippets.filter((s) => typeof s.speaker === 'string' && wanted.has(s.speaker.trim().toLowerCase())),
    })),
  }))
}
