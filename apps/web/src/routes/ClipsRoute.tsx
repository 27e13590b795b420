import { EmptyState } from '../components/EmptyState'
import { PageHeader } from '../components/PageHeader'

/** /clips */
export function ClipsRoute() {
  return (
    <div className="page">
      <PageHeader title="Clips" subtitle="Short moments cut from your recordings." />
      <EmptyState illustration="recordings" title="No clips yet" description="Clips you cut from a call are listed here, ready to view, share or download." />
    </div>
  )
}
