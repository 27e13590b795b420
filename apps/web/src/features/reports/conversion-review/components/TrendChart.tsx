import type { TReviewConversion } from '@parley/shared/schemas/conversion-review'
import { Empty } from 'antd'
import { useEffect } from 'react'
import { chartAnimation, useReviewChart } from '../hooks/useReviewChart'

interface TrendChartProps {
  data: TReviewConversion
  /** The starting stage as people say it ('Qualify', 'MQL'). */
  stage: string
}

/** "A trend combo chart": deals that entered the stage per period and how many moved forward (bars), the percentage (line). */
export function TrendChart({ data, stage }: TrendChartProps) {
  const { host, chart } = useReviewChart()
  const points = data.conversionGraph
  useEffect(() => {
    chart?.setOption(
      {
        animation: chartAnimation(),
        tooltip: { trigger: 'axis' },
        // The legend under the plot: above it, on a phone, it ran into the axis names.
        legend: { type: 'scroll', bottom: 0, data: [`Entered ${stage}`, 'Moved forward', 'Moved back or lost', 'Moved forward %'] },
        grid: { left: 8, right: 8, top: 28, bottom: 32, containLabel: true },
        xAxis: { type: 'category', data: points.map((p) => p.label) },
        yAxis: [
          { type: 'value', minInterval: 1, name: 'Deals' },
          { type: 'value', min: 0, max: 100, name: '%', axisLabel: { formatter: '{value}%' }, splitLine: { show: false } },
        ],
        series: [
          { name: `Entered ${stage}`, type: 'bar', data: points.map((p) => p.total), itemStyle: { color: '#c7d2fe' }, barMaxWidth: 28 },
          { name: 'Moved forward', type: 'bar', data: points.map((p) => p.converted), itemStyle: { color: '#10b981' }, barMaxWidth: 28 },
          { name: 'Moved back or lost', type: 'bar', data: points.map((p) => p.lost), itemStyle: { color: '#f97316' }, barMaxWidth: 28 },
          {
            name: 'Moved forward %',
            type: 'line',
            yAxisIndex: 1,
            data: points.map((p) => p.percentage),
            itemStyle: { color: '#4f46e5' },
            tooltip: { valueFormatter: (v: number) => `${v}%` },
          },
        ],
      },
      true,
    )
  }, [chart, points, stage])

  if (points.every((p) => p.total === 0)) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`No deals entered ${stage} in these periods`} />
  return (
    <div
      ref={host}
      className="review-chart review-chart--trend"
      role="img"
      aria-label={`Deals that entered ${stage} per period and how many moved forward: ${points.map((p) => `${p.label} ${p.converted} of ${p.total} (${p.percentage}%)`).join(', ')}`}
      data-testid="review-trend"
    />
  )
}
