import { DealReviewPage } from '../features/deal-review/components/DealReviewPage'

/** /deals-review-dashboard */
export function DealsReviewRoute() {
  return <DealReviewPage />
}
