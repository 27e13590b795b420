import { truncateName, WIN_LOSS_TITLES } from '@parley/shared/rules/win-loss'
import type { TWinLossGroupRow } from '@parley/shared/schemas/win-loss'
import { Empty } from 'antd'
import { useMemo } from 'react'
import { useWinLossChart } from '../hooks/useWinLossChart'
import { SCATTER_GRID, totalDealsAxisMax } from '../utils/chartAxes'
import { type ScatterPoint, scatterPoints } from '../utils/groupRows'

interface LossRateScatterProps {
  rows: TWinLossGroupRow[]
  /** The grouping's label (the chart's description). */
  label: string
  /** A click on a point: every value at it. */
  onSelect: (names: string[]) => void
}

/** Points redder as their loss rate rises. */
const colourOf = (lossRate: number) => (lossRate >= 60 ? '#e5484d' : lossRate >= 40 ? '#f5a524' : '#30a46c')
const pointLabel = (p: ScatterPoint) => `${truncateName(p.names[0] ?? '')}${p.names.length > 1 ? ` +${p.names.length - 1}` : ''}`

function option(points: ScatterPoint[], xMax: number) {
  return {
    grid: { ...SCATTER_GRID, containLabel: false },
    tooltip: {
      trigger: 'item',
      formatter: (p: { dataIndex: number }) => {
        const point = points[p.dataIndex]
        return point ? `<b>${point.names.join(', ')}</b><br/>Total deals: ${point.total_deals}<br/>Loss rate: ${point.loss_rate}%` : ''
      },
    },
    xAxis: {
      type: 'value',
      name: 'Total Deals',
      nameLocation: 'middle',
      nameGap: 28,
      min: 0,
      max: xMax,
      minInterval: 1,
      splitLine: { lineStyle: { color: '#eef0f6' } },
    },
    yAxis: {
      type: 'value',
      name: 'Loss Rate',
      nameLocation: 'middle',
      nameGap: 40,
      min: 0,
      max: 100,
      interval: 25,
      axisLabel: { formatter: '{value}%' },
      splitLine: { lineStyle: { color: '#eef0f6' } },
    },
    series: [
      {
        type: 'scatter',
        cursor: 'pointer',
        data: points.map((p) => ({
          value: [p.total_deals, p.loss_rate],
          symbolSize: p.names.length > 1 ? 18 : 14,
          itemStyle: { color: colourOf(p.loss_rate), opacity: 0.85 },
          label: { formatter: pointLabel(p) },
        })),
        // Silent: a label beside one point can lie over the next point, and a click there must pick the point under it.
        label: { show: true, position: 'right', fontSize: 11, color: '#374151', silent: true },
        labelLayout: { hideOverlap: true },
        emphasis: { scale: 1.4 },
      },
    ],
  }
}

/**
 * "beside it a scatter graph of Loss Rate vs Total Deals"; "Clicking a row or point sets a filter". Values at the same
 * place are one point (its label 'Name +N'), and a click filters by all of them.
 */
export function LossRateScatter({ rows, label, onSelect }: LossRateScatterProps) {
  const points = useMemo(() => scatterPoints(rows), [rows])
  const xMax = totalDealsAxisMax(Math.max(0, ...rows.map((r) => r.total_deals)))
  const chartOption = useMemo(() => option(points, xMax), [points, xMax])
  const host = useWinLossChart(points.length > 0, chartOption, (e) => {
    const point = points[e.dataIndex]
    if (point) onSelect(point.names)
  })
  return (
    <figure className="win-loss__scatter">
      <figcaption className="win-loss__chart-title">{WIN_LOSS_TITLES.scatter}</figcaption>
      {points.length === 0 ? (
        <Empty className="win-loss__empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description="No deals to chart" />
      ) : (
        <div
          ref={host}
          className="win-loss__scatter-chart"
          role="img"
          aria-label={`${WIN_LOSS_TITLES.scatter} per ${label}: ${points.map((p) => `${p.names.join(', ')} ${p.total_deals} deals, ${p.loss_rate}% lost`).join('; ')}`}
          data-testid="win-loss-scatter"
          data-x-max={xMax}
        />
      )}
    </figure>
  )
}
