import { crmCustomFieldRows, crmInfoMessage, formatDealAmount, NO_DEAL_MESSAGE } from '@parley/shared/rules/deal-activity'
import type { TCrmDealInfo } from '@parley/shared/schemas/deal-activity'
import type { TMeetingDetail } from '@parley/shared/schemas/meeting-detail'
import { Spin } from 'antd'
import dayjs from 'dayjs'
import type { ReactNode } from 'react'
import { EmptyState } from '../../../components/EmptyState'
import { useDealCrmInfo } from '../api/getDealCrmInfo'
import '../deal-activity.css'

const CRM_LABELS: Record<string, string> = { hubspot: 'HubSpot', salesforce: 'Salesforce' }

/** Whether the CRM answer holds anything beyond the deal's name. */
function hasDetails(info: TCrmDealInfo): boolean {
  return (
    formatDealAmount(info.amount) !== null ||
    [info.owner_name, info.account_name, info.sales_stage, info.crm_notes, info.next_step].some((v) => v && v.trim() !== '') ||
    crmCustomFieldRows(info.crm_custom_field).length > 0
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children ?? '—'}</dd>
    </>
  )
}

/** Tab 7: the mapped deal as the CRM holds it, or its empty state. */
export function CrmInfoTab({ meeting }: { meeting: TMeetingDetail }) {
  return <CrmInfoPanel crmDealId={meeting.crmDealDetails?.crm_deal_id ?? null} />
}

/** The CRM deal by its CRM id (the call page's tab 7, the pipeline drawer's tab 4). */
export function CrmInfoPanel({ crmDealId }: { crmDealId: string | null }) {
  const info = useDealCrmInfo(crmDealId)
  if (crmDealId === null) return <EmptyState headingLevel={3} illustration="chart" title={NO_DEAL_MESSAGE} />
  if (info.isLoading) return <Spin className="deal-activity__spin" />
  const data = info.data ?? null
  const message = crmInfoMessage({ hasDeal: true, info: data ? { in_crm: data.in_crm, has_details: hasDetails(data) } : null })
  if (message || !data) return <EmptyState headingLevel={3} illustration="chart" title={message ?? ''} />

  const custom = crmCustomFieldRows(data.crm_custom_field)
  const crm = data.crm_name ? (CRM_LABELS[data.crm_name] ?? data.crm_name) : 'CRM'
  return (
    <section className="crm-info" aria-labelledby="crm-info-title">
      <header className="deal-activity__header">
        <h3 id="crm-info-title" className="deal-activity__title">
          {data.deal_name}
        </h3>
        {data.crm_url ? (
          <a href={data.crm_url} target="_blank" rel="noopener noreferrer">
            Open in {crm}
          </a>
        ) : null}
      </header>
      <dl className="crm-info__fields" aria-label="Deal">
        <Row label="Deal name">{data.deal_name}</Row>
        <Row label="Amount">{formatDealAmount(data.amount)}</Row>
        <Row label="Owner">{data.owner_name}</Row>
        <Row label="Account">{data.account_name}</Row>
        <Row label="Stage">{data.sales_stage}</Row>
        <Row label="Close date">{data.close_date ? dayjs(data.close_date).format('D MMM YYYY') : null}</Row>
        <Row label="Next step">{data.next_step}</Row>
      </dl>
      {custom.length > 0 ? (
        <>
          <h4 className="crm-info__subtitle">Custom fields</h4>
          <dl className="crm-info__fields" aria-label="Custom fields">
            {custom.map((f) => (
              <Row key={f.label} label={f.label}>
                {f.value}
              </Row>
            ))}
          </dl>
        </>
      ) : null}
      <h4 className="crm-info__subtitle">Notes</h4>
      <p className="crm-info__notes">{data.crm_notes || 'No notes in the CRM.'}</p>
    </section>
  )
}
