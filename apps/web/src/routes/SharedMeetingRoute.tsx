import { EmptyState } from '../components/EmptyState'
import { PageHeader } from '../components/PageHeader'
import { PublicFrame } from '../components/PublicFrame'

/** /sharedMeeting/:id?sharingToken= — a call opened from a share link. */
export function SharedMeetingRoute() {
  return (
    <PublicFrame>
      <div className="page">
        <PageHeader title="Shared call" />
        <EmptyState
          illustration="recordings"
          title="Nothing to show for this call yet"
          description="A shared call shows its recording, transcript and summary to the people it was shared with."
        />
      </div>
    </PublicFrame>
  )
}
