import { useEffect } from 'react'
import { Outlet } from 'react-router'
import { useRouteHandle } from './routeHandle'

/** Every route: keeps the document title in step with the page. */
export function RootLayout() {
  const handle = useRouteHandle()
  useEffect(() => {
    if (handle?.title && !handle.pageSetsTitle) document.title = `${handle.title} · Parley`
  }, [handle?.title, handle?.pageSetsTitle])
  return <Outlet />
}
