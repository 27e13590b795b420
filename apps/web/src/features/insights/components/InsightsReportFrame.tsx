import { EmptyState } from '../../../components/EmptyState'

/** The company's external insights report (company_settings.insightsReportUrl) in a sandboxed frame. */
export function InsightsReportFrame({ url }: { url: string }) {
  const src = url.trim()
  if (!src || !/^https?:\/\//i.test(src)) {
    return (
      <EmptyState
        illustration="chart"
        title="No insights report connected"
        description="This page shows your company's insights dashboard once an admin connects one. There is nothing to show yet."
      />
    )
  }
  return (
    <div className="insights-frame">
      <iframe src={src} title="Company insights report" sandbox="allow-scripts allow-same-origin allow-popups" referrerPolicy="no-referrer" loading="lazy" />
    </div>
  )
}
