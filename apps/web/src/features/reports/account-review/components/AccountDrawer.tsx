import { drawerWidth } from '@parley/shared/rules/pipeline-review'
import type { TAccountRow } from '@parley/shared/schemas/account-review'
import { Drawer, Tabs } from 'antd'
import type { ReactNode } from 'react'
import { EmptyState } from '../../../../components/EmptyState'
import { useMediaQuery } from '../../../../lib/useMediaQuery'

/** The account tabs of the deal features, composed by routes/ReportsRoute.tsx (features never import each other). */
export interface AccountTabRenderers {
  /** Calls, e-mails and the timeline of every deal of the account. */
  renderAccountActivity: (p: { dealId: number; accountId: number }) => ReactNode
  renderAccountInsights: (p: { dealId: number; accountId: number }) => ReactNode
}

export type AccountTabKey = 'activity' | 'insights'

interface AccountDrawerProps {
  account: TAccountRow | null
  tab: AccountTabKey
  onTab: (tab: AccountTabKey) => void
  onClose: () => void
  renderers: AccountTabRenderers
}

/**
 * "Row click opens a side drawer with account name, owner and tabs Account Activity (calls, emails, timeline) and
 * Account Insights": the same width and tabs as Pipeline Review's drawer (800 px, 300 px under 768 px). The tabs read
 * the account through its newest deal, as the deal drawer's account tabs do.
 */
export function AccountDrawer({ account, tab, onTab, onClose, renderers }: AccountDrawerProps) {
  const narrow = useMediaQuery('(max-width: 767px)')
  const content = (render: AccountTabRenderers[keyof AccountTabRenderers]): ReactNode => {
    if (!account) return null
    if (account.primary_deal_id === null)
      return <EmptyState headingLevel={3} illustration="chart" title="No deals on this account" description="Its activity and insights come from its deals." />
    return render({ dealId: account.primary_deal_id, accountId: account.account_id })
  }
  return (
    <Drawer
      open={account !== null}
      onClose={onClose}
      size={drawerWidth(narrow ? 375 : 1440)}
      destroyOnHidden
      closable={{ 'aria-label': 'Close account' }}
      rootClassName="deal-drawer account-drawer"
      title={
        account ? (
          <div className="deal-drawer__title">
            <span className="deal-drawer__name">{account.account_name}</span>
            <span className="deal-drawer__owner">
              {account.account_owner ?? 'No owner'}
              {account.account_tier ? ` · ${account.account_tier}` : ''}
            </span>
          </div>
        ) : null
      }
    >
      {account ? (
        <Tabs
          size="small"
          activeKey={tab}
          onChange={(k) => onTab(k as AccountTabKey)}
          items={[
            { key: 'activity', label: 'Account Activity', children: content(renderers.renderAccountActivity) },
            { key: 'insights', label: 'Account Insights', children: content(renderers.renderAccountInsights) },
          ]}
        />
      ) : null}
    </Drawer>
  )
}
