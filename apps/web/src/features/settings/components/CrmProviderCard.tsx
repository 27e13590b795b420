import type { TCrmConnection, TCrmProvider } from '@parley/shared/schemas/crm'
import { Alert, App, Button, Card, Flex, Tag } from 'antd'
import { useState } from 'react'
import { useUnconfiguredLookup } from '../../../api/integrationSetup'
import { IntegrationSetupDialog } from '../../../components/IntegrationSetupDialog'
import { toast } from '../../../lib/toast'
import { CRM_LABELS, crmConnectUrl, useDisconnectCrm } from '../api/crm'

interface Props {
  provider: TCrmProvider
  connection: TCrmConnection | undefined
}

function syncLine(c: TCrmConnection): string {
  if (c.syncing) return c.last_synced_at ? 'Syncing deals now…' : 'First sync in progress: deals appear as they arrive.'
  return c.last_synced_at ? `Last synced ${new Date(c.last_synced_at).toLocaleString()}.` : 'Not synced yet.'
}

/** One CRM of the company (admins): Connect, or Connected with its sync state and Disconnect; a lost grant asks to reconnect. */
export function CrmProviderCard({ provider, connection }: Props) {
  const { modal } = App.useApp()
  const disconnect = useDisconnectCrm()
  const [connecting, setConnecting] = useState(false)
  const [explaining, setExplaining] = useState(false)
  const unconfigured = useUnconfiguredLookup()(provider)
  const label = CRM_LABELS[provider]
  const connected = connection?.status === 'connected'
  const revoked = connection?.status === 'revoked'

  const connect = async () => {
    if (unconfigured) {
      setExplaining(true)
      return
    }
    setConnecting(true)
    try {
      window.location.assign(await crmConnectUrl(provider))
    } catch {
      setConnecting(false)
    }
  }

  const confirmDisconnect = () =>
    modal.confirm({
      title: `Disconnect ${label}?`,
      content: `Deals stop syncing from ${label} for everyone in your company. Deals already synced, and the calls mapped to them, stay.`,
      okText: 'Disconnect',
      okButtonProps: { danger: true },
      onOk: () => disconnect.mutateAsync(provider).then((r) => toast.success(r.message)),
    })

  return (
    <Card size="small" title={label} aria-label={`${label} CRM`} extra={connected ? <Tag className="settings-tag settings-tag--on">Connected</Tag> : null}>
      {revoked ? (
        <Alert
          type="warning"
          showIcon
          className="settings-modal__alert"
          message={`Parley lost access to ${label}, so deals are no longer syncing. Reconnect to resume.`}
          description={connection?.notice ?? undefined}
        />
      ) : null}
      {revoked ? null : (
        <p className="settings-help">{connected ? syncLine(connection) : "Connect to sync your company's deals, accounts and contacts into Parley."}</p>
      )}
      {connected && connection.notice ? (
        <Alert type="warning" showIcon className="settings-modal__alert" message="The last sync did not finish" description={connection.notice} />
      ) : null}
      <Flex gap={8} wrap>
        {connected ? null : (
          <Button type="primary" loading={connecting} onClick={connect}>
            {revoked ? 'Reconnect' : 'Connect'}
          </Button>
        )}
        {/* A revoked grant can also be let go, which clears its notice. */}
        {connected || revoked ? (
          <Button danger loading={disconnect.isPending} onClick={confirmDisconnect}>
            Disconnect
          </Button>
        ) : null}
      </Flex>
      <IntegrationSetupDialog setup={explaining ? unconfigured : null} onClose={() => setExplaining(false)} />
    </Card>
  )
}
