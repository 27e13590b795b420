import { useParams, useSearchParams } from 'react-router'
import { PublicFrame } from '../components/PublicFrame'
import { SharedCallView } from '../features/meeting/components/SharedCallView'
import { SharedMeetingGate } from '../features/sharing/components/SharedMeetingGate'

/** /sharedMeeting/:id?sharingToken= — a call opened from a share link: the sharing feature's gate around the meeting feature's view. */
export function SharedMeetingRoute() {
  const { id = '' } = useParams()
  const [params] = useSearchParams()
  return (
    <PublicFrame>
      <SharedMeetingGate
        rawId={id}
        token={params.get('sharingToken') ?? ''}
        renderCall={(granted, reload) => <SharedCallView meeting={granted.meeting} insights={granted.insights} {...reload} />}
      />
    </PublicFrame>
  )
}
