import { REVIEW_SECTIONS } from '@parley/shared/rules/conversion-review-page'
import type { ReviewKind } from '@parley/shared/rules/deal-stages'
import type { TReportQuery } from '@parley/shared/schemas/reports'
import { useReviewSection } from '../api/conversionReview'
import { SECTION_METRIC, sectionCount, sectionId } from '../utils/sections'
import type { ReviewSection } from '@parley/shared/rules/conversion-review-page'

/** Scrolls to a section and moves the focus to its heading (keyboard and screen-reader users land there too). */
function goTo(key: string) {
  const el = document.getElementById(sectionId(key as ReviewSection['key']))
  el?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  el?.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true })
}

function ActionCard({ kind, section, index, query }: { kind: ReviewKind; section: ReviewSection; index: number; query: TReportQuery }) {
  const answer = useReviewSection(kind, SECTION_METRIC[section.key], query, 'owner')
  const count = sectionCount(section.key, answer.data)
  return (
    <li>
      <button type="button" className={`review-action review-action--${section.key}`} onClick={() => goTo(section.key)}>
        <span className="review-action__index">{index}</span>
        <span className="review-action__title">{section.title}</span>
        <strong className="review-action__count">{count ?? '…'}</strong>
        <span className="review-action__unit">{count === 1 ? 'deal' : 'deals'}</span>
      </button>
    </li>
  )
}

/** "Section 'Unblock No-Movement Deals' with four action cards that scroll to sections" (MQL: three). */
export function UnblockCards({ kind, query }: { kind: ReviewKind; query: TReportQuery }) {
  return (
    <section className="review-unblock" aria-labelledby="review-unblock-title">
      <h2 id="review-unblock-title" className="review-unblock__title">
        Unblock No-Movement Deals
      </h2>
      <ul className="review-actions">
        {REVIEW_SECTIONS[kind].map((s, i) => (
          <ActionCard key={s.key} kind={kind} section={s} index={i + 1} query={query} />
        ))}
      </ul>
    </section>
  )
}
