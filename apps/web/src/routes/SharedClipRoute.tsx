import { EmptyState } from '../components/EmptyState'
import { PageHeader } from '../components/PageHeader'
import { PublicFrame } from '../components/PublicFrame'

/** /sharedClip/:id?sharingToken= — a clip opened from a share link. */
export function SharedClipRoute() {
  return (
    <PublicFrame>
      <div className="page">
        <PageHeader title="Shared clip" />
        <EmptyState
          illustration="recordings"
          title="Nothing to show for this clip yet"
          description="A shared clip plays here for the people it was shared with."
        />
      </div>
    </PublicFrame>
  )
}
