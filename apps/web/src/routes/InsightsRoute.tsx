import { useProfile } from '../api/getProfile'
import { PageHeader } from '../components/PageHeader'
import { InsightsReportFrame } from '../features/insights/components/InsightsReportFrame'

/** /insights and /dashboard: the company's external insights report. */
export function InsightsRoute() {
  const { data: profile } = useProfile()
  return (
    <div className="page page--fill">
      <PageHeader title="Insights" />
      <InsightsReportFrame url={profile?.company_settings.insightsReportUrl ?? ''} />
    </div>
  )
}
