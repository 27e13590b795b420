import { UpcomingMeetingsPage } from '../features/upcoming/components/UpcomingMeetingsPage'

/** /upcoming-meetings */
export function UpcomingMeetingsRoute() {
  return <UpcomingMeetingsPage />
}
