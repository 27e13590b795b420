import { SETTINGS_MESSAGES } from '@parley/shared/rules/settings'
import type { TNotetakerSettingsResponse } from '@parley/shared/schemas/settings'
import { App, Button, Card, Tag } from 'antd'
import { useState } from 'react'
import { toast } from '../../../lib/toast'
import { calendarConnectUrl } from '../../../api/calendarConnectUrl'
import { useUnconfiguredLookup } from '../../../api/integrationSetup'
import { IntegrationSetupDialog } from '../../../components/IntegrationSetupDialog'
import { disconnectCalendar } from '../api/preferences'

type CalendarStatus = TNotetakerSettingsResponse['data']['calendarStatus']
/** "After disconnecting a calendar the page also reloads" — once the message has been seen. */
const RELOAD_AFTER_DISCONNECT_MS = 2000
const CALENDARS = [
  { provider: 'google', title: 'Google Calendar' },
  { provider: 'microsoft', title: 'Microsoft Outlook Calendar' },
] as const

/** "Integration card: not connected shows Connect. Connected shows a 'Connected' tag, and calendars also show Disconnect." */
export function CalendarCards({ status, userId }: { status: CalendarStatus; userId: number }) {
  const { modal } = App.useApp()
  const [busy, setBusy] = useState<string | null>(null)
  const lookup = useUnconfiguredLookup()
  const [explain, setExplain] = useState<'google' | 'microsoft' | null>(null)
  const unconfigured = (provider: 'google' | 'microsoft') => lookup(`${provider}_calendar`)

  const connect = async (provider: 'google' | 'microsoft') => {
    if (unconfigured(provider)) {
      setExplain(provider)
      return
    }
    setBusy(provider)
    try {
      window.location.assign(await calendarConnectUrl(provider))
    } catch {
      setBusy(null)
    }
  }

  const disconnect = () =>
    modal.confirm({
      title: 'Disconnect calendar?',
      content: 'The notetaker stops joining your upcoming meetings until you connect a calendar again.',
      okText: 'Disconnect',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await disconnectCalendar(userId)
          toast.success(SETTINGS_MESSAGES.calendarDisconnected)
          window.setTimeout(() => window.location.reload(), RELOAD_AFTER_DISCONNECT_MS)
        } catch {
          toast.error(SETTINGS_MESSAGES.calendarDisconnectFailed)
        }
      },
    })

  return (
    <>
      {CALENDARS.map((c) => {
        const conn = status.providers.find((p) => p.provider === c.provider)
        const connected = conn?.status === 'connected'
        return (
          <Card
            key={c.provider}
            title={c.title}
            className="settings-card"
            extra={connected ? <Tag className="settings-tag settings-tag--on">Connected</Tag> : null}
          >
            <p className="settings-help">
              {connected
                ? `Syncing ${conn.account_email}. Calendar syncs every 30 mins.`
                : conn
                  ? `${conn.account_email} got disconnected. Connect again to keep recording your meetings.`
                  : 'Connect your calendar so the notetaker can join your meetings.'}
            </p>
            {connected ? (
              <Button danger onClick={disconnect}>
                Disconnect
              </Button>
            ) : (
              <Button type="primary" loading={busy === c.provider} onClick={() => connect(c.provider)}>
                Connect
              </Button>
            )}
          </Card>
        )
      })}
      <IntegrationSetupDialog setup={explain ? unconfigured(explain) : null} onClose={() => setExplain(null)} />
    </>
  )
}
