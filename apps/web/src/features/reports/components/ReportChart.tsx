import { BAR_THICKNESS, type PieSlice, pieSlices } from '@parley/shared/rules/report-charts'
import { useEffect, useRef, useState } from 'react'
import type { ReportChartInstance } from '../../../lib/charts/reportCharts'

export interface ChartPoint {
  key: string
  value: number
  percent: number
}

interface ReportChartProps {
  /** pie; bar (horizontal, one category a row); column (vertical, one category a column, e.g. periods of a trend). */
  kind: 'pie' | 'bar' | 'column'
  points: ChartPoint[]
  ariaLabel: string
  /** A click on a slice or bar: "Clicking a slice or bar sets that filter to the clicked value." */
  onSelect?: (key: string) => void
  /** What the bars count (the tooltip's series name); Deals by default. */
  seriesName?: string
  /** The value axis' maximum (100 for percents); from the data by default. */
  max?: number
  /** Shown after each value in the tooltip and on the axis ('%' for percents). */
  unit?: string
  /** A pie slice's own colour (score levels in the score colours); the palette by rank otherwise. */
  colourOf?: (key: string) => string | undefined
}

function pieOption(slices: PieSlice[]) {
  return {
    tooltip: { trigger: 'item', formatter: '{b}: {c} deals ({d}%)' },
    series: [
      {
        type: 'pie',
        radius: ['38%', '68%'],
        avoidLabelOverlap: true,
        data: slices.map((s) => ({
          name: s.key,
          value: s.value,
          itemStyle: { color: s.colour },
          // "labels only the two largest when more than one"
          label: { show: s.labelled, formatter: `{b}\n${s.percent}%`, fontSize: 12, lineHeight: 16, color: '#1f2937' },
          labelLine: { show: s.labelled },
        })),
      },
    ],
  }
}

interface AxisOptions {
  seriesName: string
  max?: number
  unit: string
}

function barOption(points: ChartPoint[], o: AxisOptions = { seriesName: 'Deals', unit: '' }) {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (v: number) => `${v}${o.unit}` },
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, max: o.max, axisLabel: { formatter: `{value}${o.unit}` } },
    yAxis: { type: 'category', inverse: true, data: points.map((p) => p.key), axisLabel: { width: 120, overflow: 'truncate' } },
    series: [
      {
        type: 'bar',
        name: o.seriesName,
        barWidth: BAR_THICKNESS,
        data: points.map((p) => p.value),
        itemStyle: { color: '#4f46e5', borderRadius: [0, 4, 4, 0] },
      },
    ],
  }
}

function columnOption(points: ChartPoint[], o: AxisOptions) {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (v: number) => `${v}${o.unit}` },
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: points.map((p) => p.key), axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', minInterval: 1, max: o.max, axisLabel: { formatter: `{value}${o.unit}` } },
    series: [
      {
        type: 'bar',
        name: o.seriesName,
        barMaxWidth: BAR_THICKNESS,
        data: points.map((p) => p.value),
        itemStyle: { color: '#4f46e5', borderRadius: [4, 4, 0, 0] },
      },
    ],
  }
}

/** A pie or a horizontal bar drawn by ECharts, fetched on first use (lib/charts/reportCharts). */
export function ReportChart({ kind, points, ariaLabel, onSelect, seriesName = 'Deals', max, unit = '', colourOf }: ReportChartProps) {
  const host = useRef<HTMLDivElement>(null)
  const [chart, setChart] = useState<ReportChartInstance | null>(null)
  const select = useRef(onSelect)
  select.current = onSelect

  useEffect(() => {
    let instance: ReportChartInstance | null = null
    let resize: ResizeObserver | null = null
    let gone = false
    void import('../../../lib/charts/reportCharts').then(({ initReportChart }) => {
      const el = host.current
      if (gone || !el) return
      const created = initReportChart(el)
      created.on('click', (e) => {
        if (typeof e.name === 'string') select.current?.(e.name)
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
    }
  }, [])

  useEffect(() => {
    const axis = { seriesName, max, unit }
    chart?.setOption(kind === 'pie' ? pieOption(pieSlices(points, colourOf)) : kind === 'column' ? columnOption(points, axis) : barOption(points, axis), true)
  }, [chart, kind, points, seriesName, max, unit, colourOf])

  return <div ref={host} className={`report-chart report-chart--${kind}`} role="img" aria-label={ariaLabel} data-testid={`report-chart-${kind}`} />
}
