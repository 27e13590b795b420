import { Button } from 'antd'
import { useEffect, useRef, useState } from 'react'
import type { BarChartInstance } from '../../../lib/charts/barChart'
import { readLocal, writeLocal } from '../../../lib/storage'
import { LOCAL_KEYS } from '../../../lib/storageKeys'

export interface TrendPoint {
  label: string
  value: number
}

interface TrendChartProps {
  points: TrendPoint[]
  ariaLabel: string
}

/**
 * Calls per bucket as bars. ECharts (≈ 150 KB gzipped) is fetched only once someone asks for the chart, and the
 * choice is remembered in this browser: drawn on every visit it would take the recordings page over its 450 KB
 * JavaScript budget (docs/decisions.md).
 */
export function TrendChart({ points, ariaLabel }: TrendChartProps) {
  const [shown, setShown] = useState(() => readLocal(LOCAL_KEYS.trendChartShown) === 'true')
  const show = (value: boolean) => {
    writeLocal(LOCAL_KEYS.trendChartShown, String(value))
    setShown(value)
  }
  if (!shown) {
    return (
      <p className="trend-card__empty">
        <Button onClick={() => show(true)}>Show trend chart</Button>
      </p>
    )
  }
  return (
    <>
      <BarTrend points={points} ariaLabel={ariaLabel} />
      <Button type="link" size="small" onClick={() => show(false)}>
        Hide trend chart
      </Button>
    </>
  )
}

function BarTrend({ points, ariaLabel }: TrendChartProps) {
  const host = useRef<HTMLDivElement>(null)
  const [chart, setChart] = useState<BarChartInstance | null>(null)

  useEffect(() => {
    let instance: BarChartInstance | null = null
    let resize: ResizeObserver | null = null
    let gone = false
    void import('../../../lib/charts/barChart').then(({ initBarChart }) => {
      const el = host.current
      if (gone || !el) return
      const created = initBarChart(el)
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
    chart?.setOption({
      grid: { left: 36, right: 12, top: 16, bottom: 28 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: points.map((p) => p.label), axisTick: { alignWithLabel: true } },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ type: 'bar', name: 'Calls', data: points.map((p) => p.value), itemStyle: { color: '#4f46e5', borderRadius: [4, 4, 0, 0] }, barMaxWidth: 36 }],
    })
  }, [chart, points])

  return <div ref={host} className="trend-chart" role="img" aria-label={ariaLabel} />
}
