import type { TReviewDeals, TStageCount } from '@parley/shared/schemas/conversion-review'

export interface CardNumbers {
  total: number
  forward: number
  back: number
  none: number
  other: number
  percent: number
  stages: TStageCount[]
}

/** The cards' numbers from either review's answer (totalQualified / totalMQL, movedBackward / lost, qualifiedDeals / mqlDeals). */
export function cardNumbers(d: TReviewDeals): CardNumbers {
  const common = { forward: d.moved, none: d.noMovement, other: d.otherStages, percent: d.conversionPercentage }
  return 'totalQualified' in d
    ? { ...common, total: d.totalQualified, back: d.movedBackward, stages: d.qualifiedDeals }
    : { ...common, total: d.totalMQL, back: d.lost, stages: d.mqlDeals }
}
