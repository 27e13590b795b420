import { sidebarEntries } from '@parley/shared/rules/capabilities'
import { Layout } from 'antd'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import { useProfile } from '../../api/getProfile'
import { AccessDenied } from '../../components/AccessDenied'
import { FullPageSpin } from '../../components/FullPageSpin'
import { actorFromProfile } from '../../lib/actor'
import { isImpersonating } from '../../lib/session'
import { MOBILE_QUERY, useMediaQuery } from '../../lib/useMediaQuery'
import { useRouteHandle } from '../routeHandle'
import { AppSider } from './AppSider'
import { ImpersonationStrip } from './ImpersonationStrip'
import { MobileNavBar } from './MobileNavBar'
import { OverhaulBanner } from './OverhaulBanner'
import { preloadTopBar } from './preloadTopBar'
import { UpgradeModals } from './UpgradeModals'
import { useCalendarReturnNotice } from './useCalendarReturnNotice'
import { usePageViewTracking } from './usePageViewTracking'
import { useSiderCollapsed } from './useSiderCollapsed'
import { WelcomeModal } from './WelcomeModal'

// Phones only: desktops never download the drawer.
const MobileNavDrawer = lazy(() => import('./MobileNavDrawer').then((m) => ({ default: m.MobileNavDrawer })))

const TopBar = lazy(preloadTopBar)

/** The signed-in frame: sidebar (drawer on phones), top bar, banners and modals around the page. */
export function AppShell() {
  const { data: profile } = useProfile()
  const handle = useRouteHandle()
  const { pathname } = useLocation()
  const isMobile = useMediaQuery(MOBILE_QUERY)
  const [collapsed, toggleCollapsed] = useSiderCollapsed()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const impersonating = isImpersonating() || Boolean(profile?.impersonating)
  const actor = useMemo(() => (profile ? actorFromProfile(profile) : null), [profile])
  const entries = useMemo(() => (actor ? sidebarEntries(actor) : []), [actor])

  usePageViewTracking(profile?.id, impersonating)
  useCalendarReturnNotice()
  useEffect(() => setDrawerOpen(false), [pathname])

  if (!profile || !actor) return <FullPageSpin />
  const title = handle?.title ?? 'Parley'
  const allowed = handle?.capability ? handle.capability(actor) : true
  const showTopBar = !handle?.hideTopBar

  return (
    <Layout className="app-layout" hasSider={!isMobile}>
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      {isMobile ? (
        <Suspense fallback={null}>
          <MobileNavDrawer entries={entries} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      ) : (
        <AppSider entries={entries} collapsed={collapsed} onToggle={toggleCollapsed} />
      )}
      <Layout className="app-main">
        {impersonating ? <ImpersonationStrip name={profile.name} /> : null}
        {showTopBar ? (
          <Suspense fallback={null}>
            <TopBar profile={profile} title={title} isMobile={isMobile} drawerOpen={drawerOpen} onOpenDrawer={() => setDrawerOpen(true)} />
          </Suspense>
        ) : isMobile ? (
          <MobileNavBar onOpenDrawer={() => setDrawerOpen(true)} drawerOpen={drawerOpen} />
        ) : null}
        <OverhaulBanner profile={profile} />
        <Layout.Content id="main-content" className="app-content" tabIndex={-1}>
          <Suspense fallback={<FullPageSpin />}>{allowed ? <Outlet /> : <AccessDenied title={title} />}</Suspense>
        </Layout.Content>
      </Layout>
      <UpgradeModals profile={profile} impersonating={impersonating} />
      {impersonating ? null : <WelcomeModal profile={profile} />}
    </Layout>
  )
}
