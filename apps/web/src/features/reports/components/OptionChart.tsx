import { useEffect, useRef, useState } from 'react'
import type { ReportChartInstance } from '../../../lib/charts/reportCharts'

export interface ChartClick {
  /** The category (a period, a rep). */
  name: string
  /** The series of a stacked chart ('Recorded', 'Not recorded'). */
  seriesName: string | undefined
}

interface OptionChartProps {
  /**
   * A full ECharts option of the bar and pie kinds lib/charts/reportCharts registers, or one made for the chart's width
   * (room for labels on a phone); memoise it.
   */
  option: Record<string, unknown> | ((width: number) => Record<string, unknown>)
  ariaLabel: string
  onClick?: (click: ChartClick) => void
  className?: string
  testId?: string
}

/**
 * A report chart drawn from an ECharts option, for what ReportChart's single series does not cover (stacked columns,
 * one colour per bar). ECharts is fetched on first use, so it loads only on report pages.
 */
export function OptionChart({ option, ariaLabel, onClick, className, testId }: OptionChartProps) {
  const host = useRef<HTMLDivElement>(null)
  const [chart, setChart] = useState<ReportChartInstance | null>(null)
  const [width, setWidth] = useState(0)
  const click = useRef(onClick)
  click.current = onClick

  useEffect(() => {
    let instance: ReportChartInstance | null = null
    let resize: ResizeObserver | null = null
    let gone = false
    void import('../../../lib/charts/reportCharts').then(({ initReportChart }) => {
      const el = host.current
      if (gone || !el) return
      const created = initReportChart(el)
      created.on('click', (e) => {
        if (typeof e.name === 'string') click.current?.({ name: e.name, seriesName: e.seriesName })
      })
      instance = created
      resize = new ResizeObserver(() => {
        created.resize()
        setWidth(el.clientWidth)
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

  // A new option replaces the chart (and animates in); a new width only re-fits a width-made option, merged, so a
  // resize never replays the animation from zero.
  const drawn = useRef<{ chart: ReportChartInstance; option: OptionChartProps['option'] } | null>(null)
  useEffect(() => {
    if (!chart) return
    const fresh = drawn.current?.chart !== chart || drawn.current.option !== option
    if (!fresh && typeof option !== 'function') return
    drawn.current = { chart, option }
    chart.setOption(typeof option === 'function' ? option(width) : option, fresh)
  }, [chart, option, width])

  return <div ref={host} className={`report-chart ${className ?? ''}`} role="img" aria-label={ariaLabel} data-testid={testId} />
}
