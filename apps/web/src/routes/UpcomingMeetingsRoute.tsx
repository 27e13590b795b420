import { ButtonLink } from '../components/ButtonLink'
import { EmptyState } from '../components/EmptyState'
import { PageHeader } from '../components/PageHeader'

/** /upcoming-meetings */
export function UpcomingMeetingsRoute() {
  return (
    <div className="page">
      <PageHeader title="Your upcoming meetings" subtitle="Calendar syncs every 30 mins" />
      <EmptyState
        illustration="calendar"
        title="No upcoming meetings to show"
        description="Meetings from your synced calendar are listed here, each with a switch that decides whether the notetaker joins."
        action={<ButtonLink to="/settings">Open settings</ButtonLink>}
      />
    </div>
  )
}
