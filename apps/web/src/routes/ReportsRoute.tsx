import { EmptyState } from '../components/EmptyState'
import { PageHeader } from '../components/PageHeader'

/** /reports */
export function ReportsRoute() {
  return (
    <div className="page">
      <PageHeader title="Reports" subtitle="Pipeline, checklist adoption, activity and other team reports." />
      <EmptyState
        illustration="chart"
        title="No reports to show yet"
        description="Team reports built from your calls, deals and checklist signals appear here, each with filters and export."
      />
    </div>
  )
}
