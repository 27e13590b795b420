import { useParams } from 'react-router'
import { EmptyState } from '../components/EmptyState'
import { PageHeader } from '../components/PageHeader'

/** /meeting/:id — the call page. */
export function MeetingRoute() {
  const { id } = useParams()
  return (
    <div className="page">
      <PageHeader title="Call details" subtitle={id ? `Call ${id}` : undefined} back={{ to: '/meetings', label: 'Recordings' }} />
      <EmptyState
        illustration="recordings"
        title="Nothing to show for this call yet"
        description="A call's recording, transcript, summary, checklist and deal insights are shown here."
      />
    </div>
  )
}
