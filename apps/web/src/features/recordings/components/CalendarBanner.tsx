import type { TProfile } from '@parley/shared/schemas/user'
import { Alert, Button } from 'antd'
import { useState } from 'react'
import { calendarConnectUrl } from '../../../api/calendarConnectUrl'
import { useUnconfiguredLookup } from '../../../api/integrationSetup'
import { IntegrationSetupDialog } from '../../../components/IntegrationSetupDialog'
import { readSession, writeSession } from '../../../lib/storage'

const SKIPPED_KEY = 'calendarBannerSkipped'

/** Which calendar got disconnected: Outlook for Microsoft providers, Google otherwise. */
const isOutlook = (provider: string | null) => /microsoft|outlook/i.test(provider ?? '')

/**
 * "Calendar banner shows when calendar_integrated is false and a last-synced time exists; Skip hides it."
 * Skip lasts for the browser session.
 */
export function CalendarBanner({ profile }: { profile: TProfile }) {
  const [skipped, setSkipped] = useState(() => readSession(SKIPPED_KEY) === '1')
  const [connecting, setConnecting] = useState(false)
  const [explaining, setExplaining] = useState(false)
  const lookup = useUnconfiguredLookup()
  if (skipped || profile.calendar_integrated || !profile.calendar_last_synced_at) return null
  const outlook = isOutlook(profile.meta_data.disconnected_calendar_service_provider)
  const provider = outlook ? 'Outlook' : 'Google'
  // The profile's calendar link answers the consent URL to a signed-in request (a bearer token, not a cookie), so
  // the button asks for it and then goes there, as Settings' Connect does.
  const unconfigured = lookup(outlook ? 'microsoft_calendar' : 'google_calendar')
  const connect = async () => {
    if (unconfigured) {
      setExplaining(true)
      return
    }
    setConnecting(true)
    try {
      window.location.assign(await calendarConnectUrl(outlook ? 'microsoft' : 'google'))
    } catch {
      setConnecting(false)
    }
  }
  return (
    <>
      <Alert
        className="calendar-banner"
        type="warning"
        showIcon
        message={`${provider} Calendar got disconnected! The product will be unable to sync and record your upcoming meetings.`}
        action={
          <div className="calendar-banner__actions">
            <Button type="primary" size="small" loading={connecting} onClick={connect}>
              Connect {provider} Calendar
            </Button>
            <Button
              size="small"
              onClick={() => {
                writeSession(SKIPPED_KEY, '1')
                setSkipped(true)
              }}
            >
              Skip
            </Button>
          </div>
        }
      />
      <IntegrationSetupDialog setup={explaining ? unconfigured : null} onClose={() => setExplaining(false)} />
    </>
  )
}
