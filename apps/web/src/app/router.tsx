import { canSeeChecklistLibraryAndClips, canSeeDealReview, canSeeReports, canUseAdminCenter } from '@parley/shared/rules/capabilities'
import type { ComponentType } from 'react'
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { FullPageSpin } from '../components/FullPageSpin'
import { registerNavigator, SERVER_ERROR_PATH } from '../lib/navigation'
import { MeetingNotFoundPage } from './errors/MeetingNotFoundPage'
import { NotFoundPage } from './errors/NotFoundPage'
import { RouteErrorPage } from './errors/RouteErrorPage'
import { ServerErrorPage } from './errors/ServerErrorPage'
import { UnauthorizedCallPage } from './errors/UnauthorizedCallPage'
import { RootLayout } from './RootLayout'
import type { RouteHandle } from './routeHandle'
import { preloadTopBar } from './shell/preloadTopBar'

/** Code-split page: the route file is fetched the first time the route is visited. */
function page(load: () => Promise<ComponentType>, handle?: RouteHandle): Pick<RouteObject, 'lazy' | 'handle'> {
  return { lazy: async () => ({ Component: await load() }), handle }
}

/** A page inside the signed-in shell; one that shows the top bar fetches it in parallel with its own chunk. */
function shellPage(load: () => Promise<ComponentType>, handle: RouteHandle): Pick<RouteObject, 'lazy' | 'handle'> {
  if (handle.hideTopBar) return page(load, handle)
  return { lazy: async () => ({ Component: (await Promise.all([load(), preloadTopBar()]))[0] }), handle }
}

const recordings = () => import('../routes/RecordingsRoute').then((m) => m.RecordingsRoute)
const insights = () => import('../routes/InsightsRoute').then((m) => m.InsightsRoute)
const impersonation = () => import('../routes/ImpersonateRoute').then((m) => m.ImpersonateRoute)
const toServerError = <Navigate to={SERVER_ERROR_PATH} replace />

/** Pages inside the signed-in shell. */
const shellRoutes: RouteObject[] = [
  { index: true, ...shellPage(recordings, { title: 'Meetings', hideTopBar: true }) },
  { path: 'meetings', ...shellPage(recordings, { title: 'Meetings', hideTopBar: true }) },
  {
    path: 'upcoming-meetings',
    ...shellPage(() => import('../routes/UpcomingMeetingsRoute').then((m) => m.UpcomingMeetingsRoute), { title: 'Upcoming meetings' }),
  },
  {
    path: 'meeting/:id',
    ...shellPage(() => import('../routes/MeetingRoute').then((m) => m.MeetingRoute), { title: 'Call', hideTopBar: true }),
  },
  {
    path: 'clips',
    ...shellPage(() => import('../routes/ClipsRoute').then((m) => m.ClipsRoute), { title: 'Clips', capability: canSeeChecklistLibraryAndClips }),
  },
  {
    path: 'clip/:id',
    ...shellPage(() => import('../routes/ClipRoute').then((m) => m.ClipRoute), { title: 'Clip', capability: canSeeChecklistLibraryAndClips }),
  },
  {
    path: 'checklist-library',
    ...shellPage(() => import('../routes/ChecklistLibraryRoute').then((m) => m.ChecklistLibraryRoute), {
      title: 'Checklist library',
      capability: canSeeChecklistLibraryAndClips,
    }),
  },
  {
    path: 'checklist/:id/:type',
    ...shellPage(() => import('../routes/ChecklistDetailRoute').then((m) => m.ChecklistDetailRoute), {
      title: 'Checklist library',
      capability: canSeeChecklistLibraryAndClips,
    }),
  },
  {
    path: 'reports',
    ...shellPage(() => import('../routes/ReportsRoute').then((m) => m.ReportsRoute), { title: 'Reports', pageSetsTitle: true, capability: canSeeReports }),
  },
  { path: 'insights', ...shellPage(insights, { title: 'Insights' }) },
  { path: 'dashboard', ...shellPage(insights, { title: 'Insights' }) },
  {
    path: 'ask-me-anything',
    ...shellPage(() => import('../routes/AskMeAnythingRoute').then((m) => m.AskMeAnythingRoute), { title: 'Ask Me Anything' }),
  },
  {
    path: 'parley-eureka-report',
    ...shellPage(() => import('../routes/EurekaReportRoute').then((m) => m.EurekaReportRoute), {
      title: 'AI chat report',
      capability: canUseAdminCenter,
    }),
  },
  {
    path: 'parley-eureka-summary-report',
    ...shellPage(() => import('../routes/EurekaSummaryReportRoute').then((m) => m.EurekaSummaryReportRoute), {
      title: 'AI chat summary report',
      capability: canUseAdminCenter,
    }),
  },
  // Names the AI chat reports /ama-report and /ama-summary-report; the spec's paths are the pages.
  { path: 'ama-report', element: <Navigate to="/parley-eureka-report" replace /> },
  { path: 'ama-summary-report', element: <Navigate to="/parley-eureka-summary-report" replace /> },
  {
    path: 'deals-review-dashboard',
    ...shellPage(() => import('../routes/DealsReviewRoute').then((m) => m.DealsReviewRoute), {
      title: 'Deal review',
      capability: canSeeDealReview,
    }),
  },
  { path: 'settings', ...shellPage(() => import('../routes/SettingsRoute').then((m) => m.SettingsRoute), { title: 'Settings' }) },
  {
    path: 'admin',
    ...shellPage(() => import('../routes/AdminRoute').then((m) => m.AdminRoute), { title: 'Admin center', capability: canUseAdminCenter }),
  },
]

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullPageSpin />,
    children: [
      { path: 'login', ...page(() => import('../routes/LoginRoute').then((m) => m.LoginRoute)) },
      { path: 'logout', ...page(() => import('../routes/LogoutRoute').then((m) => m.LogoutRoute)) },
      { path: 'impersonate/:token', ...page(impersonation) },
      { path: 'admin/impersonate/:token', ...page(impersonation) },
      { path: 'private/:token', ...page(() => import('../routes/PrivateTokenRoute').then((m) => m.PrivateTokenRoute)) },
      // The same routes without a token in the path show the server-error page.
      { path: 'impersonate', element: toServerError },
      { path: 'admin/impersonate', element: toServerError },
      { path: 'private', element: toServerError },
      { path: 'start_with/internal_server_error', element: <ServerErrorPage /> },
      { path: 'error/meeting-not-found/:id', element: <MeetingNotFoundPage /> },
      { path: 'error/unauthorized/:id', element: <UnauthorizedCallPage /> },
      {
        path: 'sharedMeeting/:id',
        ...page(() => import('../routes/SharedMeetingRoute').then((m) => m.SharedMeetingRoute), { title: 'Shared call' }),
      },
      {
        path: 'sharedClip/:id',
        ...page(() => import('../routes/SharedClipRoute').then((m) => m.SharedClipRoute), { title: 'Shared clip' }),
      },
      // The signed-in frame comes in its own chunk, fetched beside the page's: sign-in and shared calls never load it.
      {
        ...page(() => import('./session/RequireSession').then((m) => m.RequireSession)),
        children: [{ ...page(() => import('./shell/AppShell').then((m) => m.AppShell)), children: shellRoutes }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]

export function createAppRouter() {
  const router = createBrowserRouter(routes)
  registerNavigator((to, options) => void router.navigate(to, options))
  return router
}
