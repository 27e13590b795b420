import { NO_OPEN_DEALS, NO_WON_DEALS } from '@parley/shared/rules/account-review'
import { pipelineAmount } from '@parley/shared/rules/pipeline-review'
import type { TAccountDeal } from '@parley/shared/schemas/account-review'
import { Popover } from 'antd'
import dayjs from 'dayjs'

interface AccountDealsPopoverProps {
  kind: 'won' | 'open'
  accountName: string
  count: number
  deals: TAccountDeal[]
}

const TITLES = { won: 'Deals Won (Last 4 Qtrs)', open: 'Open Deals' } as const
const EMPTY = { won: NO_WON_DEALS, open: NO_OPEN_DEALS } as const

/**
 * The count of a deals column, opening the popover that lists the deals ("Each popover deal: deal_name,
 * deal_created_date, deal_amount, deal_current_stage, deal_type"), or 'No won deals' / 'No open deals'.
 */
export function AccountDealsPopover({ kind, accountName, count, deals }: AccountDealsPopoverProps) {
  const content = deals.length ? (
    <table className="account-deals">
      <thead>
        <tr>
          <th scope="col">Deal</th>
          <th scope="col">Stage</th>
          <th scope="col">Type</th>
          <th scope="col">Created</th>
          <th scope="col" className="account-deals__amount">
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {deals.map((d) => (
          <tr key={d.deal_id}>
            <td className="account-deals__name">{d.deal_name}</td>
            <td>{d.deal_current_stage ?? '—'}</td>
            <td>{d.deal_type ?? '—'}</td>
            <td>{d.deal_created_date ? dayjs(d.deal_created_date).format('MMM D, YYYY') : '—'}</td>
            <td className="account-deals__amount">{pipelineAmount(d.deal_amount) ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ) : (
    <p className="account-deals__none">{EMPTY[kind]}</p>
  )
  return (
    <Popover
      trigger="click"
      placement="bottomLeft"
      title={`${TITLES[kind]} · ${accountName}`}
      // React events bubble from the portal to the row: a click inside the popover must not open the drawer.
      content={
        // biome-ignore lint/a11y/noStaticElementInteractions: only stops the click from reaching the row
        // biome-ignore lint/a11y/useKeyWithClickEvents: the same
        <div onClick={(e) => e.stopPropagation()}>{content}</div>
      }
      destroyOnHidden
    >
      <button
        type="button"
        className="account-deals__count"
        aria-label={`${TITLES[kind]} of ${accountName}: ${count}`}
        // The row opens the drawer; the count opens only its popover.
        onClick={(e) => e.stopPropagation()}
      >
        {count}
      </button>
    </Popover>
  )
}
