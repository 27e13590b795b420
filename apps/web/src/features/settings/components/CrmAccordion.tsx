import { CRM_PROVIDERS } from '@parley/shared/schemas/crm'
import { Alert, Flex, Skeleton } from 'antd'
import { CRM_LABELS, useCrmConnections } from '../api/crm'
import { CrmImportCard } from './CrmImportCard'
import { CrmProviderCard } from './CrmProviderCard'
import { CrmRefreshButton } from './CrmRefreshButton'

/**
 * The CRM accordion's content (admins): one card per provider, the built-in CRM's CSV import, and 'Refresh deals'
 * when the company has a CRM.
 */
export function CrmAccordion({ userId, hasCrm }: { userId: number; hasCrm: boolean }) {
  const connections = useCrmConnections()
  if (connections.isError) return <Alert type="error" showIcon message="The CRM connections could not be loaded. Refresh the page to try again." />
  if (!connections.data) return <Skeleton active paragraph={{ rows: 2 }} />
  const list = connections.data
  const synced = list.find((c) => c.status === 'connected')
  return (
    <Flex vertical gap={12}>
      {CRM_PROVIDERS.map((p) => (
        <CrmProviderCard key={p} provider={p} connection={list.find((c) => c.provider === p)} />
      ))}
      <CrmImportCard syncedFrom={synced ? CRM_LABELS[synced.provider] : null} />
      {hasCrm || synced ? (
        <div>
          <CrmRefreshButton userId={userId} />
        </div>
      ) : null}
    </Flex>
  )
}
