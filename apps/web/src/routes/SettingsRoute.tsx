import { EmptyState } from '../components/EmptyState'
import { PageHeader } from '../components/PageHeader'

/** /settings */
export function SettingsRoute() {
  return (
    <div className="page">
      <PageHeader title="Settings" subtitle="Calendar, notetaker and notification preferences." />
      <EmptyState
        illustration="settings"
        title="No settings to show yet"
        description="Your calendar connection, recording preferences, prep notes and post-call e-mails are managed here."
      />
    </div>
  )
}
