import { EmptyState } from '../components/EmptyState'
import { PageHeader } from '../components/PageHeader'

/** /parley-eureka-report — every AI chat message. */
export function EurekaReportRoute() {
  return (
    <div className="page">
      <PageHeader title="AI chat report" subtitle="Every question asked to the AI chat." />
      <EmptyState
        illustration="list"
        title="No AI chat messages yet"
        description="Each question asked to the AI chat is listed here with its user, company and answer."
      />
    </div>
  )
}
