// Deal and checklist scores: engagement levels, the qualification score mapping, likeliness and the checklist row
// status. Server roll-ups and screens
// both read these, so a threshold lives once.

export const LEVELS = ['High', 'Mid', 'Low', 'None'] as const
export type Level = (typeof LEVELS)[number]

export const SCORE_LABELS = ['High', 'Medium', 'Low'] as const
export type ScoreLabel = (typeof SCORE_LABELS)[number]

export type EngagementMode = 'standard' | 'fast'

/** Days of the two engagement modes: High within the first bound, Mid up to the second, Low beyond. */
export const ENGAGEMENT_DAYS: Record<EngagementMode, { high: number; mid: number }> = {
  standard: { high: 20, mid: 60 },
  fast: { high: 2, mid: 5 },
}

const DAY_MS = 86_400_000

/** Whole and fractional days from `from` to `now`; activity in the future counts as today. */
export function daysSince(from: Date, now: Date): number {
  return Math.max(0, (now.getTime() - from.getTime()) / DAY_MS)
}

/** "High = activity within 20 days, Mid = 20-60, Low = over 60, None. An alternative mode uses 2 and 5 days." */
export function engagementLevel(lastActivityAt: Date | null | undefined, now: Date, mode: EngagementMode = 'standard'): Level {
  if (!lastActivityAt) return 'None'
  const days = daysSince(lastActivityAt, now)
  const bounds = ENGAGEMENT_DAYS[mode]
  if (days <= bounds.high) return 'High'
  if (days <= bounds.mid) return 'Mid'
  return 'Low'
}

export const FORECASTS = ['High Likely', 'Likely', 'Less Likely', 'No forecast'] as const
export type Forecast = (typeof FORECASTS)[number]

/** "High Likely -> High (green); Likely -> Mid (orange); Less Likely -> Low (red); No forecast or empty -> None (grey)." */
export function qualificationScore(forecast: string | null | undefined): Level {
  switch (forecast?.trim()) {
    case 'High Likely':
      return 'High'
    case 'Likely':
      return 'Mid'
    case 'Less Likely':
      return 'Low'
    default:
      return 'None'
  }
}

export const LEVEL_COLOURS: Record<Level, 'green' | 'orange' | 'red' | 'grey'> = { High: 'green', Mid: 'orange', Low: 'red', None: 'grey' }
/** The score colours as chart fills: a pie of levels paints each slice in its level's colour, as the table's tags. */
export const LEVEL_HEX: Record<Level, string> = { High: '#389e0d', Mid: '#d46b08', Low: '#cf1322', None: '#8c8c8c' }
/** A level's chart colour; undefined for a key that is not a level. */
export const levelHex = (key: string): string | undefined => (key in LEVEL_HEX ? LEVEL_HEX[key as Level] : undefined)

/** Likeliness values that mean "no score": '-5' always, '-2' in the default pipeline layout. */
export const LIKELINESS_NONE = { always: '-5', defaultLayout: '-2' } as const

/** "Value '-5' (and for the default layout also '-2') means no score." */
export function hasLikeliness(value: string | number | null | undefined, layout: 'default' | 'alternative' = 'default'): boolean {
  if (value === null || value === undefined) return false
  const v = String(value).trim()
  if (v === '' || v === LIKELINESS_NONE.always) return false
  return !(layout === 'default' && v === LIKELINESS_NONE.defaultLayout)
}

/** Score bands: "80 or more High, above 30 Medium, else Low". */
export function scoreLabel(score: number): ScoreLabel {
  if (score >= 80) return 'High'
  if (score > 30) return 'Medium'
  return 'Low'
}

/** Colour of a score label: "colours reversed for negative signals" (a High objection score is bad). */
export function scoreLabelColour(label: ScoreLabel, negative = false): 'green' | 'orange' | 'red' {
  if (label === 'Medium') return 'orange'
  return (label === 'High') !== negative ? 'green' : 'red'
}

/**
 * Detail-page signal label on a 0–10 score: "up to 4 Low, up to 7 Mid, above 7 High; the objections signal score is
 * inverted (10 minus score)."
 */
export function detailScoreLabel(score: number, isObjections = false): 'High' | 'Mid' | 'Low' {
  const s = isObjections ? 10 - score : score
  if (s <= 4) return 'Low'
  if (s <= 7) return 'Mid'
  return 'High'
}

/** "Checklist library score: over 30 completed." */
export const isChecklistScoreCompleted = (score: number) => score > 30

export interface CompletionItem {
  uniqueName: string
  signalType?: 'checklist' | 'insight' | string
  status: 'pending' | 'done' | string
}

/** Action-item and forecasting signals are not checklist items for the completion percentage. */
export function isExcludedFromCompletion(uniqueName: string): boolean {
  return /action[\s_-]*items?/i.test(uniqueName) || /forecast/i.test(uniqueName)
}

/**
 * "Completion percentage = done over checklist items, rounded, excluding action-item and forecasting signals."
 * Insight signals are not checklist items either. Null when there is no checklist item to complete.
 */
export function checklistCompletionPercentage(items: readonly CompletionItem[]): number | null {
  const counted = items.filter((i) => (i.signalType ?? 'checklist') === 'checklist' && !isExcludedFromCompletion(i.uniqueName))
  if (counted.length === 0) return null
  const done = counted.filter((i) => i.status === 'done').length
  return Math.round((done / counted.length) * 100)
}

export type RowStatus = 'positive' | 'warning' | 'negative'

/**
 * Deal checklist table: "Positive when the value equals the ideal or is a number below a '<N' ideal;
 * warning when the ideal is High and the value is Medium; otherwise negative."
 */
export function checklistRowStatus(value: string, ideal: string): RowStatus {
  const v = value.trim()
  const i = ideal.trim()
  if (v.toLowerCase() === i.toLowerCase()) return 'positive'
  const below = /^<\s*(-?\d+(?:\.\d+)?)$/.exec(i)
  if (below && v !== '' && Number.isFinite(Number(v)) && Number(v) < Number(below[1])) return 'positive'
  if (i === 'High' && (v === 'Medium' || v === 'Mid')) return 'warning'
  return 'negative'
}

export interface LikelinessRow {
  label: string
  value: string
  ideal: string
  /** The signal's weight (checklist_definitions.weight); 1 when absent. */
  weight?: number
}

/**
 * Parley's likeliness value (0–100) from its info rows: the weighted share of rows at their ideal, a warning row
 * counting half. The spec shows the rows (label, value, ideal) but not the weighting; this is ours (docs/decisions.md).
 */
export function likelinessValue(rows: readonly LikelinessRow[]): number | null {
  let points = 0
  let total = 0
  for (const r of rows) {
    const weight = r.weight ?? 1
    if (!(weight > 0)) continue
    const status = checklistRowStatus(r.value, r.ideal)
    points += weight * (status === 'positive' ? 1 : status === 'warning' ? 0.5 : 0)
    total += weight
  }
  return total === 0 ? null : Math.round((points / total) * 100)
}
