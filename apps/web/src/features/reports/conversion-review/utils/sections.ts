import type { ReviewMetricType } from '@parley/shared/rules/conversion-review'
import type { ReviewSectionKey } from '@parley/shared/rules/conversion-review-page'
import type { TReviewSection } from '@parley/shared/schemas/conversion-review'

/** The metric type of each action section (accelerate_deals, engage_more, qualify_better, record_more). */
export const SECTION_METRIC: Readonly<Record<ReviewSectionKey, ReviewMetricType>> = {
  accelerate: 'accelerate_deals',
  engage_more: 'engage_more',
  qualify_better: 'qualify_better',
  record_more: 'record_more',
}

const COUNT_FIELD = { accelerate: 'accelerate', engage_more: 'engageMore', qualify_better: 'qualifyBetter', record_more: 'recordMore' } as const

/** The section's deal count ("accelerate, engageMore, qualifyBetter, recordMore"). */
export const sectionCount = (key: ReviewSectionKey, data: TReviewSection | undefined): number | undefined => data?.[COUNT_FIELD[key]]

/** A sub-card's count (lowRepEffortFresh, …, noScheduledCalls). */
export function subCount(data: TReviewSection | undefined, key: string): number | undefined {
  if (!data) return undefined
  const value = (data as Record<string, unknown>)[key]
  return typeof value === 'number' ? value : 0
}

/** The section's element id, for the action cards that scroll to it. */
export const sectionId = (key: ReviewSectionKey) => `review-section-${key}`
