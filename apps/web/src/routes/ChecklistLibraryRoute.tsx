import { PageHeader } from '../components/PageHeader'
import { ChecklistLibrary } from '../features/checklists/components/ChecklistLibrary'

/** /checklist-library (optional ?dealStage=) */
export function ChecklistLibraryRoute() {
  return (
    <div className="page">
      <PageHeader title="Checklist library" subtitle="The signals your calls are scored on: why each one matters and how to practice it." />
      <ChecklistLibrary />
    </div>
  )
}
