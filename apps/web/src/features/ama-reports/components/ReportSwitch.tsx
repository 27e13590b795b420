import { Segmented } from 'antd'
import { useNavigate } from 'react-router'

export const AMA_REPORT_PATH = '/parley-eureka-report'
export const AMA_SUMMARY_REPORT_PATH = '/parley-eureka-summary-report'

/** Moves between the two AI chat reports. */
export function ReportSwitch({ current }: { current: string }) {
  const navigate = useNavigate()
  return (
    <Segmented
      aria-label="AI chat reports"
      value={current}
      options={[
        { value: AMA_REPORT_PATH, label: 'Messages' },
        { value: AMA_SUMMARY_REPORT_PATH, label: 'Summary' },
      ]}
      onChange={(to) => navigate(to)}
    />
  )
}
