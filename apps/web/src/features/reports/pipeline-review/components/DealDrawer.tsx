import { type DrawerTabKey, drawerTabs, drawerWidth, showLikeliness, type PipelineLayout } from '@parley/shared/rules/pipeline-review'
import type { TPipelineRow } from '@parley/shared/schemas/pipeline-review'
import { Drawer, Tabs } from 'antd'
import type { ReactNode } from 'react'
import { useMediaQuery } from '../../../../lib/useMediaQuery'
import { LikelinessInfo } from './LikelinessInfo'

/** The deal features' tabs, composed by routes/ReportsRoute.tsx (features never import each other). */
export interface DealTabRenderers {
  renderDealActivity: (p: { dealId: number }) => ReactNode
  renderAsk: (p: { dealId: number; dealName: string }) => ReactNode
  renderInsights: (p: { dealId: number; dealName: string; footerAma: boolean }) => ReactNode
  renderCrmInfo: (p: { crmDealId: string }) => ReactNode
  renderAccountActivity: (p: { dealId: number; accountId: number }) => ReactNode
  renderAccountInsights: (p: { dealId: number; accountId: number }) => ReactNode
}

interface DealDrawerProps {
  deal: TPipelineRow | null
  tab: DrawerTabKey
  onTab: (tab: DrawerTabKey) => void
  onClose: () => void
  layout: PipelineLayout
  accountTabs: boolean
  footerAma: boolean
  renderers: DealTabRenderers
  onDealLink?: (deal: TPipelineRow) => void
}

/**
 * The deal drawer: 800 px wide (300 px under 768 px), the deal name with 'Go to Deal' and its
 * owner (and account in the account layout), tabs 1–7 as the deal allows. Closing resets the tab to 1 (the page does).
 */
export function DealDrawer({ deal, tab, onTab, onClose, layout, accountTabs, footerAma, renderers, onDealLink }: DealDrawerProps) {
  const narrow = useMediaQuery('(max-width: 767px)')
  const likeliness = deal ? showLikeliness([deal], layout) : false
  const tabs = drawerTabs({ likeliness, accountTabs: accountTabs && deal?.account_id !== null })
  const content = (key: DrawerTabKey): ReactNode => {
    if (!deal) return null
    switch (key) {
      case '1':
        return renderers.renderDealActivity({ dealId: deal.deal_id })
      case '2':
        return renderers.renderAsk({ dealId: deal.deal_id, dealName: deal.deal_name })
      case '3':
        return renderers.renderInsights({ dealId: deal.deal_id, dealName: deal.deal_name, footerAma })
      case '4':
        return renderers.renderCrmInfo({ crmDealId: deal.crm_deal_id })
      case '5':
        return <LikelinessInfo deal={deal} />
      case '6':
        return deal.account_id === null ? null : renderers.renderAccountActivity({ dealId: deal.deal_id, accountId: deal.account_id })
      case '7':
        return deal.account_id === null ? null : renderers.renderAccountInsights({ dealId: deal.deal_id, accountId: deal.account_id })
    }
  }
  return (
    <Drawer
      open={deal !== null}
      onClose={onClose}
      size={drawerWidth(narrow ? 375 : 1440)}
      destroyOnHidden
      closable={{ 'aria-label': 'Close deal' }}
      rootClassName="deal-drawer"
      title={
        deal ? (
          <div className="deal-drawer__title">
            <span className="deal-drawer__name">{deal.deal_name}</span>
            {deal.deal_link ? (
              <a href={deal.deal_link} target="_blank" rel="noopener noreferrer" className="deal-drawer__link" onClick={() => onDealLink?.(deal)}>
                Go to Deal
              </a>
            ) : null}
            <span className="deal-drawer__owner">
              {deal.owner_name ?? 'No owner'}
              {layout === 'alternative' && deal.account_name ? ` · ${deal.account_name}` : ''}
            </span>
          </div>
        ) : null
      }
    >
      {deal ? (
        <Tabs
          size="small"
          tabBarGutter={12}
          activeKey={tabs.some((t) => t.key === tab) ? tab : '1'}
          onChange={(k) => onTab(k as DrawerTabKey)}
          items={tabs.map((t) => ({ key: t.key, label: t.label, children: content(t.key) }))}
        />
      ) : null}
    </Drawer>
  )
}
