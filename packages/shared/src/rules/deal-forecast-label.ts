// Deal review: the label a deal
// gets from a weighted score of its stage signals, its status, and the single-stage pilot.
//
// The spec shows the labels but not the weighting, and its threshold readings conflict ('below 2.1 or up to 4 gives
// Needs attention, otherwise OK', read either as 'below 2.1' or as 'up to 4'). Parley's formula (docs/decisions.md):
//
//   stage score = Σ wᵢ · (sᵢ / 10) / Σ wᵢ   on 0–10, one decimal, over the review stage's signals, where
//     wᵢ = the signal's weight (checklist_definitions.weight; weight ≤ 0 leaves it out) and
//     sᵢ = the signal's best score (0–100) on the analysed recorded calls of that stage, 0 when no call covered it.
//   A call's score is the same sum over that one call's signals.
//
//   Not in pilot          the company's pilot reviews one stage only and the deal is not at it
//   No recorded calls     no recorded call at the review stage
//   NA - short recording  recorded calls at the stage, but none reaches the 5 minutes insights need
//   N/A                   no analysed call at the stage, or the stage has no weighted signal
//   At risk               score below 2.1          (the first reading)
//   Needs attention       2.1 up to 4 inclusive    (the second reading: both thresholds are kept)
//   OK                    above 4 up to 7
//   Going super strong    above 7                  (the detail page's 'above 7 High')

export const DEAL_FORECAST_LABELS = [
  'Going super strong',
  'OK',
  'Needs attention',
  'At risk',
  'N/A',
  'No recorded calls',
  'NA - short recording',
  'Not in pilot',
] as const
export type DealForecastLabel = (typeof DEAL_FORECAST_LABELS)[number]

/** Score bounds on the 0–10 scale. */
export const DEAL_FORECAST_THRESHOLDS = { atRiskBelow: 2.1, needsAttentionUpTo: 4, okUpTo: 7 } as const

/** "A recording needs at least 5 minutes to build insights". */
export const INSIGHTS_MIN_RECORDING_SECONDS = 5 * 60

/** The single stage of the company-28-style pilot ("the company-28 pilot shows only the MQL/Prospecting stage"). */
export const DEAL_REVIEW_PILOT_STAGE = 'MQL/Prospecting'

/** "Deal review table page size 15". */
export const DEAL_REVIEW_PAGE_SIZE = 15

export const DEAL_STATUSES = ['Open', 'Closed'] as const
export type DealStatus = (typeof DEAL_STATUSES)[number]
export const DEAL_STATUS_FILTERS = ['Open', 'Closed', 'All'] as const
export type DealStatusFilter = (typeof DEAL_STATUS_FILTERS)[number]

/** "Closed if isDealClosed, otherwise Open; default filter Open." */
export const dealStatus = (isDealClosed: boolean): DealStatus => (isDealClosed ? 'Closed' : 'Open')
export const DEFAULT_DEAL_STATUS_FILTER: DealStatusFilter = 'Open'

const sameStage = (a: string | null | undefined, b: string | null | undefined) => a != null && b != null && a.trim().toLowerCase() === b.trim().toLowerCase()

/** True when the deal's stage is the pilot's one stage (names compared without case or outer spaces). */
export const isPilotStage = (stage: string | null | undefined) => sameStage(stage, DEAL_REVIEW_PILOT_STAGE)

export interface WeightedSignalScore {
  weight: number
  /** 0–100; null when no analysed call of the stage covered the signal (counts as 0). */
  score: number | null
}

/** The weighted score on 0–10 (one decimal), or null when no signal carries weight. */
export function weightedStageScore(signals: readonly WeightedSignalScore[]): number | null {
  let points = 0
  let total = 0
  for (const s of signals) {
    if (!(s.weight > 0)) continue
    const score = Math.min(100, Math.max(0, s.score ?? 0))
    points += s.weight * (score / 10)
    total += s.weight
  }
  return total === 0 ? null : Math.round((points / total) * 10) / 10
}

/** The score band's label (the thresholds above). */
export function labelForScore(score: number): Extract<DealForecastLabel, 'Going super strong' | 'OK' | 'Needs attention' | 'At risk'> {
  if (score < DEAL_FORECAST_THRESHOLDS.atRiskBelow) return 'At risk'
  if (score <= DEAL_FORECAST_THRESHOLDS.needsAttentionUpTo) return 'Needs attention'
  if (score <= DEAL_FORECAST_THRESHOLDS.okUpTo) return 'OK'
  return 'Going super strong'
}

export interface DealForecastInput {
  /** False when the company reviews one stage only and the deal is not at it. */
  inPilot: boolean
  /** Durations in seconds of the recorded calls at the review stage (null = unknown length, taken as long enough). */
  recordingSeconds: readonly (number | null)[]
  /** Whether any of those calls that is long enough has been analysed. */
  analysed: boolean
  /** The review stage's signals with their best score on the stage's calls. */
  signals: readonly WeightedSignalScore[]
}

export interface DealForecast {
  label: DealForecastLabel
  /** The weighted score on 0–10, when one was computed. */
  score: number | null
}

/** The deal review's forecast label (see the formula at the top of this file). */
export function dealForecastLabel(input: DealForecastInput): DealForecast {
  if (!input.inPilot) return { label: 'Not in pilot', score: null }
  if (input.recordingSeconds.length === 0) return { label: 'No recorded calls', score: null }
  if (input.recordingSeconds.every((s) => s !== null && s < INSIGHTS_MIN_RECORDING_SECONDS)) return { label: 'NA - short recording', score: null }
  if (!input.analysed) return { label: 'N/A', score: null }
  const score = weightedStageScore(input.signals)
  if (score === null) return { label: 'N/A', score: null }
  return { label: labelForScore(score), score }
}

export type ForecastTone = 'green' | 'blue' | 'orange' | 'red' | 'grey'

/** Tag colour of each label: strong green, OK blue, attention orange, risk red, the not-scored labels grey. */
export const DEAL_FORECAST_TONES: Record<DealForecastLabel, ForecastTone> = {
  'Going super strong': 'green',
  OK: 'blue',
  'Needs attention': 'orange',
  'At risk': 'red',
  'N/A': 'grey',
  'No recorded calls': 'grey',
  'NA - short recording': 'grey',
  'Not in pilot': 'grey',
}
