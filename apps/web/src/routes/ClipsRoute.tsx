import { PageHeader } from '../components/PageHeader'
import { ClipsTable } from '../features/clips/components/ClipsTable'

/** /clips */
export function ClipsRoute() {
  return (
    <div className="page">
      <PageHeader title="Clips" subtitle="Short moments cut from your recordings." />
      <ClipsTable />
    </div>
  )
}
