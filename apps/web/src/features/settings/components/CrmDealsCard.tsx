import { CRM_PROVIDERS } from '@parley/shared/schemas/crm'
import { Card } from 'antd'
import { CRM_LABELS } from '../api/crm'
import { CrmRefreshButton } from './CrmRefreshButton'

/** 'Refresh deals' for users who cannot manage the CRM connection (its cards are admin only). */
export function CrmDealsCard({ userId, crmName }: { userId: number; crmName: string | null }) {
  const provider = CRM_PROVIDERS.find((p) => p === crmName)
  return (
    <Card title="CRM deals" className="settings-card">
      <p className="settings-help">
        {`Deals come from your company's ${provider ? CRM_LABELS[provider] : 'CRM'}. Refresh them to see the latest changes now.`}
      </p>
      <CrmRefreshButton userId={userId} />
    </Card>
  )
}
