import { DEAL_SEARCH_DEBOUNCE_MS, DEAL_SEARCH_MIN_CHARS } from '@parley/shared/rules/deal-mapping'
import type { TDealOption, TDropdownDealType } from '@parley/shared/schemas/deal-mapping'
import { Button, Empty, Input, Spin, Tag } from 'antd'
import { useState } from 'react'
import { useDebouncedValue } from '../../../lib/useDebouncedValue'
import { useDropdownDeals } from '../api/getDropdownDeals'

interface DealOptionsPanelProps {
  type: TDropdownDealType
  calendarEvent: number | null
  currentDealId: number | null
  active: boolean
  onPick: (deal: TDealOption) => void
}

const LIST_LABEL: Record<TDropdownDealType, string> = { recommended: 'Suggested deals', owner: 'Your deals', company: 'All deals' }

const EMPTY: Record<TDropdownDealType, string> = {
  recommended: "No open deal of the attendees' accounts.",
  owner: 'You own no deals.',
  company: 'No deal or account matches.',
}

/** One tab's deals; All deals searches deal and account names from 3 characters, 500 ms after typing stops. */
export function DealOptionsPanel({ type, calendarEvent, currentDealId, active, onPick }: DealOptionsPanelProps) {
  const [typed, setTyped] = useState('')
  const settled = useDebouncedValue(typed.trim(), DEAL_SEARCH_DEBOUNCE_MS)
  const search = settled.length >= DEAL_SEARCH_MIN_CHARS ? settled : ''
  const enabled = active && (type !== 'recommended' || calendarEvent !== null)
  const { data, isFetching } = useDropdownDeals({ type, calendarEvent, search }, enabled)
  return (
    <div className="deal-options">
      {type === 'company' ? (
        <Input.Search
          allowClear
          aria-label="Search deals and accounts"
          placeholder={`Search deals and accounts (${DEAL_SEARCH_MIN_CHARS}+ characters)`}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      ) : null}
      {isFetching && !data ? <Spin className="deal-options__spin" /> : null}
      {data && data.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY[type]} /> : null}
      {data && data.length > 0 ? (
        <ul className="deal-options__list" aria-label={LIST_LABEL[type]}>
          {data.map((d) => (
            <li key={d.id} className="deal-option">
              <div className="deal-option__text">
                <span className="deal-option__name">{d.deal_name}</span>
                <span className="deal-option__meta">
                  {[d.account_name, d.owner_name, d.sales_stage].filter(Boolean).join(' · ')}
                  {d.created_date ? ` · created ${d.created_date.slice(0, 10)}` : ''}
                </span>
              </div>
              {d.open ? null : <Tag>Closed</Tag>}
              {d.id === currentDealId ? (
                <Tag color="blue">Current</Tag>
              ) : (
                <Button size="small" aria-label={`Map to ${d.deal_name}`} onClick={() => onPick(d)}>
                  Map
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
