import { REVIEW_CARD_LABELS } from '@parley/shared/rules/conversion-review-page'
import type { ReviewKind } from '@parley/shared/rules/deal-stages'
import { Skeleton } from 'antd'
import type { CardNumbers } from '../utils/reviewCards'

interface ReviewCardsProps {
  kind: ReviewKind
  numbers: CardNumbers | undefined
  /** The moved-back / lost deals by the stage they are in. */
  backStages: { stage: string; count: number }[]
}

/** "Cards: Total Deals, Moved Forward, Moved Backward, No Movement" (MQL: Total MQLs, Moved Forward, Lost, No Movement). */
export function ReviewCards({ kind, numbers, backStages }: ReviewCardsProps) {
  const labels = REVIEW_CARD_LABELS[kind]
  if (!numbers) return <Skeleton active paragraph={{ rows: 2 }} />
  const share = (n: number) => (numbers.total > 0 ? `${Math.round((n * 100) / numbers.total)}% of ${numbers.total}` : '—')
  return (
    <ul className="review-cards" aria-label="Where the deals went">
      <li className="review-card review-card--total">
        <span className="review-card__label">{labels.total}</span>
        <strong className="review-card__value">{numbers.total}</strong>
        <span className="review-card__note">{numbers.other > 0 ? `${numbers.other} in other stages` : 'in the stage during the period'}</span>
      </li>
      <li className="review-card review-card--forward">
        <span className="review-card__label">{labels.forward}</span>
        <strong className="review-card__value">{numbers.forward}</strong>
        <span className="review-card__note">{numbers.total > 0 ? `${numbers.percent}% conversion` : '—'}</span>
      </li>
      <li className="review-card review-card--back">
        <span className="review-card__label">{labels.back}</span>
        <strong className="review-card__value">{numbers.back}</strong>
        <span className="review-card__note">{backStages.length ? backStages.map((s) => `${s.stage} ${s.count}`).join(' · ') : share(numbers.back)}</span>
      </li>
      <li className="review-card review-card--none">
        <span className="review-card__label">{labels.none}</span>
        <strong className="review-card__value">{numbers.none}</strong>
        <span className="review-card__note">{share(numbers.none)}</span>
      </li>
    </ul>
  )
}
