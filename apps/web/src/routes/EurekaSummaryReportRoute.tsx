import { AmaSummaryReportPage } from '../features/ama-reports/components/AmaSummaryReportPage'

/** /parley-eureka-summary-report — AI chat usage per company and user. */
export function EurekaSummaryReportRoute() {
  return <AmaSummaryReportPage />
}
