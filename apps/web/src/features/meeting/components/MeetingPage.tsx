import type { MeetingTabKey } from '@parley/shared/rules/meeting-tabs'
import { defaultScope } from '@parley/shared/rules/scope'
import { Skeleton } from 'antd'
import { useCallback, useMemo } from 'react'
import { Navigate, useLocation, useSearchParams } from 'react-router'
import { useProfile } from '../../../api/getProfile'
import { ApiError } from '../../../lib/api'
import { useCallDetails } from '../api/getCallDetails'
import { createPlayerController } from '../utils/playerController'
import { openingTab, tabSearchParams } from '../utils/tabNavigation'
import '../meeting.css'
import '../player.css'
import '../transcript.css'
import '../checklist.css'
import { MeetingBody, type MeetingPageSlots } from './MeetingBody'
import { LoadErrorAlert } from '../../../components/LoadErrorAlert'

export type { MeetingPageSlots } from './MeetingBody'

const notFoundPath = (id: string) => `/error/meeting-not-found/${encodeURIComponent(id)}`
const unauthorizedPath = (id: string) => `/error/unauthorized/${encodeURIComponent(id)}`

/** /meeting/:id — loads the call with the viewer's scope and sends failures to the spec's error pages. */
export function MeetingPage({ rawId, slots }: { rawId: string; slots: MeetingPageSlots }) {
  const meetingId = /^\d+$/.test(rawId) ? Number(rawId) : Number.NaN
  const location = useLocation()
  const profile = useProfile()
  const stateRole = (location.state as { role?: unknown } | null)?.role
  const role = typeof stateRole === 'string' ? stateRole : profile.data ? defaultScope(profile.data) : null
  const details = useCallDetails(meetingId, role)

  if (!Number.isInteger(meetingId) || meetingId <= 0) return <Navigate to={notFoundPath(rawId)} replace />
  if (details.isError) {
    const status = details.error instanceof ApiError ? details.error.status : 0
    if (status === 404 || status === 400) return <Navigate to={notFoundPath(rawId)} replace />
    if (status === 403) return <Navigate to={unauthorizedPath(rawId)} replace />
    return (
      <div className="page">
        <LoadErrorAlert title="This call could not be loaded." onRetry={() => void details.refetch()} />
      </div>
    )
  }
  if (!details.data) {
    return (
      <div className="page meeting-page" aria-busy="true">
        <Skeleton active title paragraph={{ rows: 2 }} />
        <div className="meeting-layout">
          <Skeleton.Node active className="meeting-skeleton-player" />
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      </div>
    )
  }
  const meeting = details.data.data[0]
  if (details.data.total === 0 || !meeting) return <Navigate to={unauthorizedPath(rawId)} replace />
  return (
    <MeetingLoaded
      key={meeting.id}
      meeting={meeting}
      superAdmin={details.data.superAdmin}
      slots={slots}
      onRefresh={() => void details.refetch()}
      refreshing={details.isFetching}
    />
  )
}

type LoadedProps = Omit<Parameters<typeof MeetingBody>[0], 'controller' | 'tab' | 'onTab' | 'params'>

/**
 * The open tab lives in the URL (`?tab=`), so a reload or a shared link opens it again. A switch replaces the history
 * entry (Back leaves the call rather than stepping through tabs) and keeps the navigation state (the dashboard's role).
 */
function MeetingLoaded(props: LoadedProps) {
  const [params, setParams] = useSearchParams()
  const location = useLocation()
  const controller = useMemo(createPlayerController, [])
  const tab = openingTab(params, props.meeting.tabs)
  const onTab = useCallback(
    (key: MeetingTabKey) => setParams((current) => tabSearchParams(current, key), { replace: true, state: location.state, preventScrollReset: true }),
    [setParams, location.state],
  )
  return <MeetingBody {...props} controller={controller} tab={tab} onTab={onTab} params={params} />
}
