import type { TSharedMeetingGranted } from '@parley/shared/schemas/sharing'
import { Skeleton } from 'antd'
import { type ReactNode, useState } from 'react'
import { Navigate, useLocation } from 'react-router'
import { useSharedMeeting } from '../api/getSharedMeeting'
import '../sharing.css'
import { LockedContentCard } from './LockedContentCard'
import { LoginFirst } from './LoginFirst'
import { SharedEmailPrompt } from './SharedEmailPrompt'
import { LoadErrorAlert } from '../../../components/LoadErrorAlert'

interface SharedMeetingGateProps {
  rawId: string
  token: string
  /** The call itself (the meeting feature's shared view), given what the link opened. */
  renderCall: (granted: TSharedMeetingGranted, reload: { onRefresh: () => void; refreshing: boolean }) => ReactNode
}

/** The address of the normal call page: the same options, without the token. */
function internalPath(id: string, search: string): string {
  const params = new URLSearchParams(search)
  params.delete('sharingToken')
  const rest = params.toString()
  return `/meeting/${encodeURIComponent(id)}${rest ? `?${rest}` : ''}`
}

/**
 * /sharedMeeting/{id}?sharingToken=: the precheck sends a visitor who already
 * has access to the normal page; withInOrg and restricted links without a signed-in user save the path and go to
 * /login; no access shows the locked card; otherwise the call, with the e-mail prompt for anonymous visitors.
 */
export function SharedMeetingGate({ rawId, token, renderCall }: SharedMeetingGateProps) {
  const { search } = useLocation()
  const meetingId = /^\d+$/.test(rawId) ? Number(rawId) : Number.NaN
  const shared = useSharedMeeting(meetingId, token)
  const [emailDone, setEmailDone] = useState(false)

  if (!Number.isInteger(meetingId) || meetingId <= 0) return <Navigate to={`/error/meeting-not-found/${encodeURIComponent(rawId)}`} replace />
  if (!token) return <LockedContentCard />
  if (shared.isError) {
    return (
      <div className="page">
        <LoadErrorAlert title="This call could not be loaded." onRetry={() => void shared.refetch()} />
      </div>
    )
  }
  if (!shared.data) return <Skeleton active className="page" paragraph={{ rows: 8 }} />
  const answer = shared.data
  switch (answer.access) {
    case 'internal':
      return <Navigate to={internalPath(rawId, search)} replace />
    case 'login_required':
      return <LoginFirst />
    case 'locked':
      return <LockedContentCard />
    case 'granted':
      return (
        <>
          {renderCall(answer, { onRefresh: () => void shared.refetch(), refreshing: shared.isFetching })}
          {answer.askEmail && !emailDone ? (
            <SharedEmailPrompt meetingId={meetingId} token={token} viewId={answer.viewId} onDone={() => setEmailDone(true)} />
          ) : null}
        </>
      )
  }
}
