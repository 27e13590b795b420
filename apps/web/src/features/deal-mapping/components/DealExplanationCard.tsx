import type { TDealExplainability } from '@parley/shared/schemas/deal-mapping'
import { Spin } from 'antd'
import { useDealExplainability } from '../api/getDealExplainability'

function reason(e: TDealExplainability): string {
  if (e.mapped_by === 'user') return 'A person mapped this call to the deal.'
  if (e.rule === 'owner_attendee') return "Mapped automatically: an attendee belongs to the deal's account, and the deal's owner was in the call."
  if (e.rule === 'most_recent')
    return "Mapped automatically: an attendee belongs to the deal's account, and it is the account's most recently active open deal."
  return e.prospect_email ? "An attendee belongs to the deal's account." : "No attendee of the call belongs to the deal's account."
}

/** "Why this deal": the deal explainability of the current mapping. */
export function DealExplanationCard({ calendarEvent, crmDealId }: { calendarEvent: number; crmDealId: string }) {
  const { data, isLoading } = useDealExplainability(calendarEvent, crmDealId, true)
  if (isLoading) return <Spin size="small" />
  if (!data) return null
  const external = data.attendees_data.external_attendees
  return (
    <section className="deal-why" aria-label="Why this deal">
      <h4 className="deal-why__title">Why this deal?</h4>
      <p className="deal-why__reason">{reason(data)}</p>
      <dl className="deal-why__facts">
        <dt>Prospect</dt>
        <dd>{data.prospect ? `${data.prospect}${data.prospect_email && data.prospect_email !== data.prospect ? ` (${data.prospect_email})` : ''}` : '—'}</dd>
        <dt>Account</dt>
        <dd>{data.account_name ?? '—'}</dd>
        <dt>Owner</dt>
        <dd>{data.owner ? `${data.owner}${data.owner_email ? ` (${data.owner_email})` : ''}` : '—'}</dd>
        <dt>Status</dt>
        <dd>{data.open ? 'Open' : 'Closed'}</dd>
        <dt>External attendees ({data.attendees_data.external_attendees_size})</dt>
        <dd>{external.length ? external.join(', ') : '—'}</dd>
      </dl>
    </section>
  )
}
