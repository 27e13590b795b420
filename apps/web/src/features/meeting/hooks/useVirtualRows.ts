import { type RefObject, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'

export interface VirtualRow {
  index: number
  offset: number
}

interface Options {
  count: number
  container: RefObject<HTMLElement | null>
  /** A first guess of a row's height; rows are measured once drawn. */
  estimate: number
  /** Extra pixels drawn above and below the visible part. */
  overscan?: number
}

/**
 * Windowing for a long list of rows of varying height: only rows near the visible part are drawn, each measured
 * once drawn, so a 1,500-line transcript scrolls and searches without laying out every line.
 */
export function useVirtualRows({ count, container, estimate, overscan = 600 }: Options) {
  const heights = useRef<number[]>([])
  const [version, setVersion] = useState(0)
  const [view, setView] = useState({ top: 0, height: 800 })
  /** Rows drawn so far, re-measured when the width changes (lines re-wrap). */
  const drawn = useRef(new Map<number, HTMLElement>())

  if (heights.current.length !== count) {
    heights.current = Array.from({ length: count }, (_, i) => heights.current[i] ?? estimate)
  }

  const offsets = useMemo(() => {
    const out = new Float64Array(count + 1)
    for (let i = 0; i < count; i++) out[i + 1] = (out[i] ?? 0) + (heights.current[i] ?? estimate)
    return out
  }, [count, estimate, version])

  const pendingMeasure = useRef(false)
  const measure = useCallback((index: number, el: HTMLElement | null) => {
    if (!el) return
    drawn.current.set(index, el)
    const h = el.offsetHeight
    if (h > 0 && Math.abs((heights.current[index] ?? 0) - h) > 0.5) {
      heights.current[index] = h
      if (!pendingMeasure.current) {
        pendingMeasure.current = true
        // Batch a frame's measurements into one re-layout.
        requestAnimationFrame(() => {
          pendingMeasure.current = false
          setVersion((v) => v + 1)
        })
      }
    }
  }, [])

  const remeasure = useCallback(() => {
    for (const [index, el] of drawn.current) {
      if (el.isConnected) measure(index, el)
      else drawn.current.delete(index)
    }
  }, [measure])

  useLayoutEffect(() => {
    const el = container.current
    if (!el) return
    let frame = 0
    let width = el.clientWidth
    const read = () => {
      frame = 0
      if (el.clientWidth !== width) {
        width = el.clientWidth
        remeasure()
      }
      setView((v) => (v.top === el.scrollTop && v.height === el.clientHeight ? v : { top: el.scrollTop, height: el.clientHeight }))
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read)
    }
    read()
    el.addEventListener('scroll', onScroll, { passive: true })
    const resize = new ResizeObserver(onScroll)
    resize.observe(el)
    return () => {
      el.removeEventListener('scroll', onScroll)
      resize.disconnect()
      if (frame) cancelAnimationFrame(frame)
    }
  }, [container, remeasure])

  const rows = useMemo(() => {
    const from = Math.max(0, view.top - overscan)
    const to = view.top + view.height + overscan
    // Binary search for the first row ending after `from`.
    let lo = 0
    let hi = count - 1
    let first = count
    while (lo <= hi) {
      const mid = (lo + hi) >> 1
      if ((offsets[mid + 1] ?? 0) > from) {
        first = mid
        hi = mid - 1
      } else lo = mid + 1
    }
    const out: VirtualRow[] = []
    for (let i = first; i < count && (offsets[i] ?? 0) < to; i++) out.push({ index: i, offset: offsets[i] ?? 0 })
    return out
  }, [offsets, view, overscan, count])

  const offsetsRef = useRef(offsets)
  useEffect(() => {
    offsetsRef.current = offsets
  }, [offsets])

  /** Brings a row to the middle of the list (search hits, autoscroll). */
  const scrollToIndex = useCallback(
    (index: number, behavior: ScrollBehavior = 'auto') => {
      const el = container.current
      if (!el || index < 0) return
      const top = offsetsRef.current[index] ?? 0
      const h = heights.current[index] ?? estimate
      el.scrollTo({ top: Math.max(0, top - el.clientHeight / 2 + h / 2), behavior })
    },
    [container, estimate],
  )

  return { rows, totalHeight: offsets[count] ?? 0, measure, scrollToIndex }
}
