import { useEffect, useRef, useState } from 'react'
import type { ReviewChartInstance } from '../../../../lib/charts/reviewCharts'

/** Charts animate unless the person asked for reduced motion. */
export const chartAnimation = (): boolean => !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches

/**
 * An ECharts instance on a host element, loaded on first use, resized with its host, disposed on unmount; `onClick`
 * receives the clicked element's name (a category or a bar).
 */
export function useReviewChart(onClick?: (name: string) => void) {
  const host = useRef<HTMLDivElement>(null)
  const [chart, setChart] = useState<ReviewChartInstance | null>(null)
  const click = useRef(onClick)
  click.current = onClick

  useEffect(() => {
    let instance: ReviewChartInstance | null = null
    let resize: ResizeObserver | null = null
    let gone = false
    void import('../../../../lib/charts/reviewCharts').then(({ initReviewChart }) => {
      const el = host.current
      if (gone || !el) return
      const created = initReviewChart(el)
      created.on('click', (e) => {
        // A bar without a value in the grouping has nothing to filter by.
        if (typeof e.name === 'string' && e.name.trim() !== '') click.current?.(e.name)
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

  return { host, chart }
}
