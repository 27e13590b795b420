import { useEffect, useRef, useState } from 'react'
import type { ReportChartInstance } from '../../../../lib/charts/reportCharts'

export interface BarSeries {
  name: string
  colour: string
  values: number[]
}

interface SeriesBarChartProps {
  /** One row of bars per category, top to bottom. */
  categories: string[]
  series: BarSeries[]
  /** Stacked: one bar per category made of the series; else the series side by side. */
  stacked: boolean
  ariaLabel: string
  unit?: string
  max?: number
  /** A click on a bar segment: its category and series. */
  onSelect?: (category: string, series: string) => void
}

/** Room for the category names left of the bars: at most 190 px, at most 40% of a narrow chart. */
const labelWidth = (chartWidth: number) => Math.min(190, Math.round(chartWidth * 0.4))
const ROW = 34

function option(p: SeriesBarChartProps, chartWidth: number) {
  const unit = p.unit ?? ''
  const LABEL_WIDTH = labelWidth(chartWidth)
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (v: number) => `${v}${unit}` },
    grid: { left: LABEL_WIDTH, right: 24, top: 8, bottom: 24, containLabel: false },
    xAxis: { type: 'value', minInterval: 1, max: p.max, axisLabel: { formatter: `{value}${unit}`, hideOverlap: true } },
    yAxis: {
      type: 'category',
      inverse: true,
      data: p.categories,
      axisLabel: { width: LABEL_WIDTH - 16, overflow: 'truncate', color: '#374151' },
    },
    series: p.series.map((s) => ({
      type: 'bar',
      name: s.name,
      stack: p.stacked ? 'all' : undefined,
      barMaxWidth: p.stacked ? 22 : 10,
      data: s.values,
      itemStyle: { color: s.colour },
    })),
  }
}

/** Horizontal bars of several series (stacked or side by side) with an HTML legend; ECharts loads on first use. */
export function SeriesBarChart(p: SeriesBarChartProps) {
  const host = useRef<HTMLDivElement>(null)
  const [chart, setChart] = useState<ReportChartInstance | null>(null)
  const select = useRef(p.onSelect)
  select.current = p.onSelect
  const latest = useRef(p)
  latest.current = p

  useEffect(() => {
    let instance: ReportChartInstance | null = null
    let resize: ResizeObserver | null = null
    let gone = false
    void import('../../../../lib/charts/reportCharts').then(({ initReportChart }) => {
      const el = host.current
      if (gone || !el) return
      const created = initReportChart(el)
      created.on('click', (e) => {
        if (typeof e.name === 'string' && typeof e.seriesName === 'string') select.current?.(e.name, e.seriesName)
      })
      instance = created
      // A new width changes the room for the labels: draw again, then fit.
      resize = new ResizeObserver(() => {
        created.setOption(option(latest.current, el.clientWidth), true)
        created.resize()
      })
      resize.observe(el)
      setChart(created)
    })
    return () => {
      gone = true
      resize?.disconnect()
      instance?.dispose()
    }
  }, [])

  // Redraw only when what is drawn changes (the parent builds new arrays on every render).
  const drawn = JSON.stringify([p.categories, p.series, p.stacked, p.unit, p.max])
  useEffect(() => {
    if (!chart || !drawn) return
    chart.setOption(option(latest.current, host.current?.clientWidth ?? 600), true)
    chart.resize()
  }, [chart, drawn])

  const rows = Math.max(1, p.categories.length) * (p.stacked ? 1 : 1.4)
  return (
    <div className="series-chart">
      <ul className="series-chart__legend" aria-label={`${p.ariaLabel} legend`}>
        {p.series.map((s) => (
          <li key={s.name}>
            <span className="series-chart__swatch" style={{ background: s.colour }} aria-hidden="true" />
            {s.name}
          </li>
        ))}
      </ul>
      <div ref={host} className="series-chart__canvas" style={{ height: Math.round(rows * ROW) + 40 }} role="img" aria-label={p.ariaLabel} />
    </div>
  )
}
