import { EmptyState } from '../components/EmptyState'
import { PageHeader } from '../components/PageHeader'

/** /deals-review-dashboard */
export function DealsReviewRoute() {
  return (
    <div className="page">
      <PageHeader title="Deal review" subtitle="Open deals with their stage signals and recorded calls." />
      <EmptyState
        illustration="chart"
        title="No deals to review yet"
        description="Deals from your CRM appear here with the signals of each stage and the calls recorded for them."
      />
    </div>
  )
}
