import { useEffect, useState } from 'react'

/** The current time, refreshed every `ms`, so timing rules follow the clock while the page stays open. */
export function useNow(ms: number): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), ms)
    return () => window.clearInterval(timer)
  }, [ms])
  return now
}
