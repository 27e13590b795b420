import { EmptyState } from '../components/EmptyState'
import { PageHeader } from '../components/PageHeader'

/** /parley-eureka-summary-report — AI chat usage per company and user. */
export function EurekaSummaryReportRoute() {
  return (
    <div className="page">
      <PageHeader title="AI chat summary report" subtitle="AI chat usage per company and user." />
      <EmptyState
        illustration="chart"
        title="No AI chat activity yet"
        description="Question counts per company and per user, for the chosen dates, appear here."
      />
    </div>
  )
}
