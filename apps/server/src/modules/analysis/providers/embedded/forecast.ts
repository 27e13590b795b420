import type { TAnalysisResult } from '@parley/shared/schemas/analysis'

export interface ForecastInputs {
  /** Done checklist signals of type checklist, and how many there are. */
  done: number
  total: number
  prospectSentiment: number
  nextStepConfirmed: boolean
  objections: { severity: 'High' | 'Medium' | 'Low'; handled: boolean }[]
  /** Too short or without a prospect: no basis for a forecast. */
  insufficient: boolean
  /** The deal's stage when the call was analysed, if the call belongs to a deal. */
  dealStage?: string | null
  /** How many of the buyer's pain and timeline were discussed (0–2), when the checklist has them. */
  painAndTimeline?: number
}

const ORDER: TAnalysisResult['forecast'][] = ['Less Likely', 'Likely', 'High Likely']

/**
 * The qualification score shown for a forecast reads "High = buyer pain and timeline clearly discussed; Mid =
 * partial clarity; Low = unclear or missing", so a forecast never claims more than the pain and timeline support.
 */
export function capByQualification(forecast: TAnalysisResult['forecast'], painAndTimeline: number | undefined): TAnalysisResult['forecast'] {
  if (painAndTimeline === undefined || forecast === 'No forecast') return forecast
  const cap = ORDER[Math.max(0, Math.min(2, painAndTimeline))]
  return ORDER.indexOf(forecast) > ORDER.indexOf(cap) ? cap : forecast
}

const LOST = /\b(?:lost|dead|disqualified|churned|cancel+ed)\b/i
const WON = /\b(?:won|closed won|signed)\b/i

/**
 * Forecast level from signal coverage, the prospect's sentiment, a confirmed next step and unanswered objections.
 * A lost deal is never forecast as likely, and a won one never as unlikely.
 */
export function forecastLevel(x: ForecastInputs): TAnalysisResult['forecast'] {
  if (x.dealStage && LOST.test(x.dealStage)) return 'Less Likely'
  if (x.dealStage && WON.test(x.dealStage)) return 'High Likely'
  if (x.insufficient || x.total === 0) return 'No forecast'
  const coverage = x.done / x.total
  const unhandledHigh = x.objections.filter((o) => o.severity === 'High' && !o.handled).length
  const handledShare = x.objections.length > 0 ? x.objections.filter((o) => o.handled).length / x.objections.length : 1
  const score = 0.45 * coverage + (x.nextStepConfirmed ? 0.25 : 0) + (x.prospectSentiment > 0 ? 0.15 : 0) + 0.15 * handledShare - 0.1 * unhandledHigh
  const level = score >= 0.6 ? 'High Likely' : score >= 0.4 ? 'Likely' : 'Less Likely'
  return capByQualification(level, x.painAndTimeline)
}
