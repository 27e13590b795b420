import { AmaReportPage } from '../features/ama-reports/components/AmaReportPage'

/** /parley-eureka-report — every AI chat message. */
export function EurekaReportRoute() {
  return <AmaReportPage />
}
