import { leaderboardName } from '@parley/shared/rules/conversion-review'
import { BAR_THICKNESS } from '@parley/shared/rules/report-charts'
import { Empty } from 'antd'
import { useEffect } from 'react'
import { chartAnimation, useReviewChart } from '../hooks/useReviewChart'

export interface BarSeries {
  name: string
  colour: string
}

export interface BarRow {
  name: string
  /** One value per series, stacked in the series' order. */
  values: number[]
}

interface TopBarsChartProps {
  rows: BarRow[]
  /** The stacks of a bar (one for a plain bar chart); named in the tooltip and the legend when more than one. */
  series: BarSeries[]
  /** What a bar counts, for the tooltip and the screen reader ('deals', 'objections'). */
  unit: string
  ariaLabel: string
  emptyText: string
  /** A click on a bar (or its value below the chart): the bar's full name. */
  onSelect?: (name: string) => void
  /** List the bars' values as buttons under the chart (keyboard and screen-reader users select the same way); default on. */
  values?: boolean
  testId: string
}

const total = (r: BarRow) => r.values.reduce((a, b) => a + b, 0)

/** "Leaderboards top 10; names truncated at 30 characters (27 plus ellipsis)" with the full name in the tooltip. */
export function TopBarsChart({ rows, series, unit, ariaLabel, emptyText, onSelect, values = true, testId }: TopBarsChartProps) {
  const { host, chart } = useReviewChart(onSelect)
  const stacked = series.length > 1
  useEffect(() => {
    chart?.setOption(
      {
        animation: chartAnimation(),
        tooltip: {
          trigger: 'axis',
          axisPointer: { type: 'shadow' },
          formatter: (p: { name: string; seriesName: string; value: number; dataIndex: number }[]) => {
            const row = rows[p[0]?.dataIndex ?? -1]
            if (!row) return ''
            const head = `${row.name}: ${total(row)} ${unit}`
            return stacked ? [head, ...p.filter((x) => x.value > 0).map((x) => `${x.seriesName}: ${x.value}`)].join('<br/>') : head
          },
        },
        legend: stacked ? { top: 0, left: 0, itemWidth: 12, itemHeight: 10, textStyle: { fontSize: 11 } } : { show: false },
        grid: { left: 8, right: 28, top: stacked ? 28 : 6, bottom: 6, containLabel: true },
        xAxis: { type: 'value', minInterval: 1 },
        yAxis: { type: 'category', inverse: true, data: rows.map((r) => r.name), axisLabel: { formatter: leaderboardName, width: 190, overflow: 'truncate' } },
        series: series.map((s, i) => ({
          name: s.name,
          type: 'bar',
          stack: 'total',
          barMaxWidth: BAR_THICKNESS,
          data: rows.map((r) => r.values[i] ?? 0),
          itemStyle: { color: s.colour, borderRadius: i === series.length - 1 ? [0, 4, 4, 0] : 0 },
          cursor: onSelect ? 'pointer' : 'default',
        })),
      },
      true,
    )
  }, [chart, rows, series, stacked, unit, onSelect])

  if (rows.length === 0) return <Empty className="review-chart__empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
  return (
    <>
      <div
        ref={host}
        className="review-chart review-chart--bars"
        style={{ height: Math.max(140, rows.length * 34 + (stacked ? 46 : 24)) }}
        role="img"
        aria-label={`${ariaLabel}: ${rows.map((r) => `${r.name} ${total(r)}`).join(', ')}`}
        data-testid={testId}
      />
      {onSelect && values ? (
        <ul className="review-chart__values" aria-label={`${ariaLabel} values`}>
          {rows.map((r) => {
            // Deals without a value in the grouping: shown, but there is nothing to filter by.
            const blank = r.name.trim() === ''
            return (
              <li key={r.name}>
                <button type="button" className="review-chart__value" title={blank ? 'Not set' : r.name} disabled={blank} onClick={() => onSelect(r.name)}>
                  {blank ? 'Not set' : leaderboardName(r.name)} <span className="review-chart__count">{total(r)}</span>
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
    </>
  )
}
