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
  if (score >= 0.6) return 'High Likely'
  if (score >= 0.4) return 'Likely'
  return 'Less Likely'
}
