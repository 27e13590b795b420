import { Card, Spin } from 'antd'
import dayjs from 'dayjs'
import { lazy, Suspense, useMemo } from 'react'
import { type TrendBody, useActivityTrend } from '../api/activityTrend'
import { useDebouncedValue } from '../../../lib/useDebouncedValue'

const TrendChart = lazy(() => import('./TrendChart').then((m) => ({ default: m.TrendChart })))

const INTERVAL_LABELS = { '1w': 'per week', '1M': 'per month', '1q': 'per quarter' } as const
const bucketLabel = (interval: keyof typeof INTERVAL_LABELS, key: string) => {
  const d = dayjs(key)
  if (interval === '1w') return d.format('D MMM')
  if (interval === '1q') return `Q${Math.floor(d.month() / 3) + 1} ${d.format('YYYY')}`
  return d.format('MMM YYYY')
}

/** Executive summary: calls over time for the current filters. */
export function TrendCard({ body, enabled }: { body: TrendBody; enabled: boolean }) {
  const trend = useActivityTrend(useDebouncedValue(body, 300), enabled)
  const interval = trend.data?.interval ?? '1M'
  const points = useMemo(
    () => (trend.data?.data ?? []).map((b) => ({ label: bucketLabel(interval, b.key_as_string), value: b.distinct_count.value })),
    [trend.data, interval],
  )
  const total = points.reduce((n, p) => n + p.value, 0)
  const summary = `${total} calls, ${INTERVAL_LABELS[interval]}`
  return (
    <Card size="small" className="trend-card" title="Executive summary" extra={<span className="trend-card__summary">{summary}</span>}>
      {trend.isLoading ? (
        <div className="trend-card__empty">
          <Spin />
        </div>
      ) : points.length === 0 ? (
        <p className="trend-card__empty">No calls in this period.</p>
      ) : (
        <Suspense fallback={<div className="trend-card__empty" />}>
          <TrendChart points={points} ariaLabel={`Calls over time: ${summary}`} />
        </Suspense>
      )}
    </Card>
  )
}
