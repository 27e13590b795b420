import { useEffect } from 'react'
import { Outlet } from 'react-router'
import { useRouteHandle } from './routeHandle'

/** Every route: keeps the document title in step with the page. */
export function RootLayout() {
  const handle = useRouteHandle()
  useEffect(() => {
    if (handle?.title) document.title = `${handle.title} · Parley`
  }, [handle?.title])
  return <Outlet />
}
