import { isCalendarDisconnected } from '@parley/shared/rules/upcoming-list'
import type { TProfile } from '@parley/shared/schemas/user'
import { Alert } from 'antd'
import { Link } from 'react-router'

/**
 * Meetings are still listed after the calendar got disconnected (a revoked grant, a failed token refresh), but no
 * longer kept up to date: the list says so ("a calendar-disconnected state") and where to connect again.
 */
export function CalendarDisconnectedAlert({ profile }: { profile: TProfile }) {
  if (!isCalendarDisconnected(profile)) return null
  const outlook = /microsoft|outlook/i.test(profile.meta_data.disconnected_calendar_service_provider ?? '')
  return (
    <Alert
      className="upcoming-disconnected"
      type="warning"
      showIcon
      message={`${outlook ? 'Outlook' : 'Google'} Calendar got disconnected`}
      description={
        <>
          These meetings are no longer kept up to date, and new ones will not appear. <Link to="/settings">Connect your calendar again</Link> in Settings.
        </>
      }
    />
  )
}
