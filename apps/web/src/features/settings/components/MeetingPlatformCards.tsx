import type { TPlatformConnectKind, TNotetakerSettingsResponse } from '@parley/shared/schemas/settings'
import { App, Button, Card, Tag } from 'antd'
import { useState } from 'react'
import { type UnconfiguredIntegration, useUnconfiguredLookup } from '../../../api/integrationSetup'
import { IntegrationSetupDialog } from '../../../components/IntegrationSetupDialog'
import { platformConnectUrl } from '../api/connectUrls'

type Data = TNotetakerSettingsResponse['data']

interface PlatformCard {
  kind: TPlatformConnectKind
  title: string
  help: string
  connected: boolean
  /** The company-wide Teams consent asks for confirmation first. */
  confirm?: string
}

/** The Zoom card and the MS Teams user and admin cards, per company setting. */
export function MeetingPlatformCards({ data, isAdmin }: { data: Data; isAdmin: boolean }) {
  const { modal } = App.useApp()
  const [busy, setBusy] = useState<TPlatformConnectKind | null>(null)
  const lookup = useUnconfiguredLookup()
  const [explain, setExplain] = useState<UnconfiguredIntegration | null>(null)
  const cards: PlatformCard[] = []
  if (data.companySettings.zoomCard) {
    cards.push({ kind: 'zoom', title: 'Zoom', help: 'Lets the notetaker record your Zoom meetings.', connected: data.integrations.zoom_authenticated })
  }
  if (data.companySettings.msTeamsCards) {
    cards.push({
      kind: 'msteams_user',
      title: 'MS Teams',
      help: 'Lets the notetaker join your Teams meetings.',
      connected: data.integrations.user_ms_teams_authenticated,
    })
    if (isAdmin) {
      cards.push({
        kind: 'msteams',
        title: 'MS Teams (admin)',
        help: 'Approves the notetaker for everyone in your Microsoft 365 organisation.',
        connected: data.integrations.msteams_authenticated,
        confirm: 'Approve the notetaker for your whole Microsoft 365 organisation?',
      })
    }
  }

  const go = async (kind: TPlatformConnectKind) => {
    const unconfigured = lookup(kind === 'zoom' ? 'zoom' : 'msteams')
    if (unconfigured) {
      setExplain(unconfigured)
      return
    }
    setBusy(kind)
    try {
      window.location.assign(await platformConnectUrl(kind))
    } catch {
      setBusy(null)
    }
  }

  return (
    <>
      {cards.map((c) => (
        <Card
          key={c.kind}
          title={c.title}
          className="settings-card"
          extra={c.connected ? <Tag className="settings-tag settings-tag--on">Connected</Tag> : null}
        >
          <p className="settings-help">{c.help}</p>
          {c.connected ? null : (
            <Button
              type="primary"
              loading={busy === c.kind}
              onClick={() => (c.confirm && !lookup('msteams') ? modal.confirm({ title: c.confirm, okText: 'Connect', onOk: () => go(c.kind) }) : go(c.kind))}
            >
              Connect
            </Button>
          )}
        </Card>
      ))}
      <IntegrationSetupDialog setup={explain} onClose={() => setExplain(null)} />
    </>
  )
}
