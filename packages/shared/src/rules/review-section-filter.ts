import type { ReviewKind } from './deal-stages'

/** The four action sections of the Qualified and MQL deal reviews. */
export type ReviewSectionKey = 'accelerate' | 'engage_more' | 'qualify_better' | 'record_more'

// The deals a deal-review section counts, as one Pipeline Review filter: the section's definition (which review, which
// section, which period), not an approximation by stage and scores. Pipeline Review selects with the review's own SQL,
// so the link opens exactly the deals the section counted, whether or not they had activity lately.

/** The Pipeline Review filter key that carries a review section. */
export const REVIEW_SECTION_FILTER = 'review_section'
export const REVIEW_SECTION_FILTER_LABEL = 'Deal Review Section'

export interface ReviewSectionRef {
  kind: ReviewKind
  section: ReviewSectionKey
  /** The review's period, unix seconds. */
  startTime: number
  endTime: number
}

const KINDS: readonly ReviewKind[] = ['qualified', 'mql']
const SECTIONS: readonly ReviewSectionKey[] = ['accelerate', 'engage_more', 'qualify_better', 'record_more']

/** One filter value: "kind:section:start:end". */
export const reviewSectionValue = (ref: ReviewSectionRef) => `${ref.kind}:${ref.section}:${ref.startTime}:${ref.endTime}`

/** The section a filter value names; null when the value is not one. */
export function parseReviewSectionValue(value: string): ReviewSectionRef | null {
  const [kind, section, start, end, ...rest] = value.split(':')
  if (rest.length || !KINDS.includes(kind as ReviewKind) || !SECTIONS.includes(section as ReviewSectionKey)) return null
  if (kind === 'mql' && section === 'qualify_better') return null
  const startTime = Number(start)
  const endTime = Number(end)
  if (!Number.isSafeInteger(startTime) || !Number.isSafeInteger(endTime) || startTime < 0 || endTime < startTime) return null
  return { kind: kind as ReviewKind, section: section as ReviewSectionKey, startTime, endTime }
}
