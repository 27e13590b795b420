import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { trackPageView } from '../../api/trackPageView'

/** One page_view per route change; skipped while impersonating so admins do not skew usage. */
export function usePageViewTracking(userId: number | undefined, impersonating: boolean): void {
  const { pathname, search } = useLocation()
  useEffect(() => {
    if (userId === undefined || impersonating) return
    trackPageView({
      page: pathname,
      userId,
      metadata: { search, referrer: document.referrer, viewport: `${window.innerWidth}x${window.innerHeight}` },
    })
  }, [pathname, search, userId, impersonating])
}
