import { canManageCompanyIntegrations } from '@parley/shared/rules/capabilities'
import { Alert, Skeleton } from 'antd'
import { Link } from 'react-router'
import { useProfile } from '../../../api/getProfile'
import { PageHeader } from '../../../components/PageHeader'
import { actorFromProfile } from '../../../lib/actor'
import { companyHasCrm } from '../api/crm'
import { useNotetakerSettings } from '../api/notetakerSettings'
import { useCrmReturnNotice } from '../hooks/useCrmReturnNotice'
import { usePlatformReturnNotice } from '../hooks/usePlatformReturnNotice'
import { CalendarCards } from './CalendarCards'
import { CompanyAdminCard } from './CompanyAdminCard'
import { CrmDealsCard } from './CrmDealsCard'
import { DeleteAccountCard } from './DeleteAccountCard'
import { MeetingPlatformCards } from './MeetingPlatformCards'
import { NotetakerCard } from './NotetakerCard'
import { NotificationsCard } from './NotificationsCard'
import '../settings.css'

/** /settings: the settings screen. */
export function SettingsPage() {
  const profile = useProfile()
  const settings = useNotetakerSettings()
  usePlatformReturnNotice()
  const backFromCrm = useCrmReturnNotice()
  const header = (
    <PageHeader
      title="Settings"
      subtitle="Calendar, notetaker and notification preferences."
      extra={<Link to="/upcoming-meetings">See your upcoming meetings</Link>}
    />
  )
  if (settings.isError) {
    return (
      <div className="page">
        {header}
        <Alert type="error" showIcon message="Settings could not be loaded. Refresh the page to try again." />
      </div>
    )
  }
  if (!profile.data || !settings.data) {
    return (
      <div className="page">
        {header}
        <Skeleton active />
      </div>
    )
  }
  const me = profile.data
  const data = settings.data
  const admin = canManageCompanyIntegrations(actorFromProfile(me))
  return (
    <div className="page settings-page">
      {header}
      <section aria-label="Integrations" className="settings-grid">
        <CalendarCards status={data.calendarStatus} userId={me.id} />
        <MeetingPlatformCards data={data} isAdmin={admin} />
        <NotetakerCard settings={data.userSettings} calendarIntegrated={data.calendarStatus.calendar_integrated} />
        <NotificationsCard settings={data.userSettings} userId={me.id} />
        {admin ? (
          <CompanyAdminCard
            companyId={me.company_id}
            showPrivacyNotice={data.companySettings.privacyNotice}
            deleteMeetingAllowed={data.userSettings.delete_meeting_allowed}
            crm={{ userId: me.id, hasCrm: companyHasCrm(me), open: backFromCrm }}
          />
        ) : companyHasCrm(me) ? (
          <CrmDealsCard userId={me.id} crmName={me.crm_name} />
        ) : null}
        <DeleteAccountCard />
      </section>
    </div>
  )
}
