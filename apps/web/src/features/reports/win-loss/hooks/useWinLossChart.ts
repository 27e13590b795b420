import { useEffect, useRef, useState } from 'react'
import type { WinLossChartInstance } from '../../../../lib/charts/winLossCharts'

/** What a click on a chart element carries: the element's data item. */
export interface ChartClick {
  dataIndex: number
  seriesIndex: number
}

/**
 * An ECharts instance on `host` while `drawn` (lazily loading the chart module), resized with its box, disposed on
 * unmount; `option` is set whenever it changes, clicks go to the latest `onClick`.
 */
export function useWinLossChart(drawn: boolean, option: Record<string, unknown> | null, onClick: (e: ChartClick) => void) {
  const host = useRef<HTMLDivElement>(null)
  const [chart, setChart] = useState<WinLossChartInstance | null>(null)
  const click = useRef(onClick)
  click.current = onClick

  useEffect(() => {
    if (!drawn) return
    let instance: WinLossChartInstance | null = null
    let resize: ResizeObserver | null = null
    let gone = false
    void import('../../../../lib/charts/winLossCharts').then(({ initWinLossChart }) => {
      const el = host.current
      if (gone || !el) return
      const created = initWinLossChart(el)
      created.on('click', (e) => click.current({ dataIndex: e.dataIndex, seriesIndex: e.seriesIndex ?? 0 }))
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
    if (chart && option) chart.setOption(option, true)
  }, [chart, option])

  return host
}
