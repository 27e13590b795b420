import { useParams } from 'react-router'
import { EmptyState } from '../components/EmptyState'
import { PageHeader } from '../components/PageHeader'

/** /clip/:id */
export function ClipRoute() {
  const { id } = useParams()
  return (
    <div className="page">
      <PageHeader title="Clip" subtitle={id ? `Clip ${id}` : undefined} back={{ to: '/clips', label: 'Clips' }} />
      <EmptyState illustration="recordings" title="Nothing to show for this clip yet" description="A clip's video and transcript are shown here." />
    </div>
  )
}
