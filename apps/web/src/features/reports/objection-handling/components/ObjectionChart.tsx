import {
  OBJECTION_SEVERITIES,
  type ObjectionCount,
  type ObjectionSeverity,
  objectionChartHeight,
  SEVERITY_COLOURS,
  severityLabel,
} from '@parley/shared/rules/objection-handling'
import { Empty, Skeleton } from 'antd'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { ReportChartInstance } from '../../../../lib/charts/reportCharts'
import { chartRows } from '../utils/chartRows'

interface ObjectionChartProps {
  points: ObjectionCount[] | undefined
  loading: boolean
  /** "clicking a segment sets the category and grade filters" */
  onSelect: (category: string, grade: ObjectionSeverity) => void
}

/** Room for the category names left of the bars (fixed, so a bar's start is at a known place). */
const LABEL_WIDTH = 200

function option(rows: ReturnType<typeof chartRows>) {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: LABEL_WIDTH, right: 24, top: 8, bottom: 28, containLabel: false },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: {
      type: 'category',
      inverse: true,
      data: rows.map((r) => r.category),
      axisLabel: { width: LABEL_WIDTH - 16, overflow: 'truncate', color: '#374151' },
    },
    series: OBJECTION_SEVERITIES.map((s) => ({
      type: 'bar',
      name: severityLabel(s),
      stack: 'severity',
      barMaxWidth: 30,
      itemStyle: { color: SEVERITY_COLOURS[s] },
      emphasis: { focus: 'series' },
      data: rows.map((r) => r[s]),
    })),
  }
}

/**
 * "A stacked horizontal bar chart shows the top 10 objection categories by total count, stacked High, Medium, Low
 * Severity"; "Chart height min 500, max 1000, 45 per category". The counts are also a table of buttons under it, so
 * keyboard and screen-reader users filter the same way.
 */
export function ObjectionChart({ points, loading, onSelect }: ObjectionChartProps) {
  const host = useRef<HTMLDivElement>(null)
  const [chart, setChart] = useState<ReportChartInstance | null>(null)
  const select = useRef(onSelect)
  select.current = onSelect
  const rows = useMemo(() => chartRows(points ?? []), [points])
  const drawn = rows.length > 0

  useEffect(() => {
    if (!drawn) return
    let instance: ReportChartInstance | null = null
    let resize: ResizeObserver | null = null
    let gone = false
    void import('../../../../lib/charts/reportCharts').then(({ initReportChart }) => {
      const el = host.current
      if (gone || !el) return
      const created = initReportChart(el)
      created.on('click', (e) => {
        const severity = OBJECTION_SEVERITIES.find((s) => severityLabel(s) === e.seriesName)
        if (typeof e.name === 'string' && severity) select.current(e.name, severity)
      })
      instance = created
      resize = new ResizeObserver(() => created.resize())
      resize.observe(el)
      setChart(created)
    })
    return () => {
      gone = true
      resize?.disconnect()
      instance?.dispose()
      setChart(null)
    }
  }, [drawn])

  useEffect(() => {
    chart?.setOption(option(rows), true)
    chart?.resize()
  }, [chart, rows])

  if (loading && !points) return <Skeleton active paragraph={{ rows: 8 }} />
  if (!drawn) return <Empty className="objection-chart__empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description="No objections to chart" />
  return (
    <>
      <ul className="objection-chart__legend" aria-hidden="true">
        {OBJECTION_SEVERITIES.map((s) => (
          <li key={s}>
            <span className="objection-chart__swatch" style={{ background: SEVERITY_COLOURS[s] }} />
            {severityLabel(s)}
          </li>
        ))}
      </ul>
      <div
        ref={host}
        className="objection-chart"
        style={{ height: objectionChartHeight(rows.length) }}
        role="img"
        aria-label={`Objections by category and severity: ${rows.map((r) => `${r.category} ${r.total}`).join(', ')}`}
        data-testid="objection-chart"
      />
      <table className="objection-chart__table">
        <caption className="visually-hidden">Objections per category and severity</caption>
        <thead>
          <tr>
            <th scope="col">Category</th>
            {OBJECTION_SEVERITIES.map((s) => (
              <th key={s} scope="col">
                {s}
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.category}>
              <th scope="row">{r.category}</th>
              {OBJECTION_SEVERITIES.map((s) => (
                <td key={s}>
                  {r[s] > 0 ? (
                    <button
                      type="button"
                      className="objection-chart__count"
                      aria-label={`${r.category}, ${severityLabel(s)}: ${r[s]}`}
                      onClick={() => onSelect(r.category, s)}
                    >
                      {r[s]}
                    </button>
                  ) : (
                    <span className="objection-chart__zero">0</span>
                  )}
                </td>
              ))}
              <td>{r.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
