import { useEffect, useState } from 'react'

/** The filters on the bar: the report's defaults plus every filter with values (a chart click or a view adds its key). */
export function useVisibleFilters(defaults: readonly string[], filters: Record<string, string[]>) {
  const [visible, setVisible] = useState<string[]>(() => [...new Set([...defaults, ...Object.keys(filters)])])
  useEffect(() => {
    setVisible((v) => {
      const missing = Object.keys(filters).filter((k) => !v.includes(k))
      return missing.length ? [...v, ...missing] : v
    })
  }, [filters])
  return [visible, setVisible] as const
}
