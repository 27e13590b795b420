import { ACCOUNT_COLUMNS, ACCOUNT_SORT_MAP, type AccountSortColumn } from '@parley/shared/rules/account-review'
import type { ActivityToggles } from '@parley/shared/rules/deal-activity'
import { pipelineAmount } from '@parley/shared/rules/pipeline-review'
import type { TAccountRow } from '@parley/shared/schemas/account-review'
import type { TReportField } from '@parley/shared/schemas/reports'
import type { ColumnsType } from 'antd/es/table'
import dayjs from 'dayjs'
import type { ReactNode } from 'react'
import { ActivityTimelineCell } from '../../components/ActivityTimelineCell'
import { InfoTip } from '../../components/InfoTip'
import { ScoreTag } from '../../components/ScoreTag'
import { AccountDealsPopover } from './AccountDealsPopover'

export interface AccountColumnContext {
  /** Labels and tooltips from the answer (the engagement tooltip follows the company's mode). */
  schema: Record<string, TReportField>
  sort: { field: string; type: 'asc' | 'desc' } | null
  range: { start: number; end: number }
  toggles: ActivityToggles
}

/** "Dates shown 'Mon D, YYYY' (en-US)". */
const day = (iso: string | null) => (iso ? dayjs(iso).format('MMM D, YYYY') : '—')
const dollars = (n: number) => pipelineAmount(n) ?? '$0'

const WIDTH: Record<string, number> = {
  account_name: 220,
  activity: 260,
  account_owner: 150,
  current_quarter_deals_count: 130,
  deal_confidence_score: 170,
  product_discussed: 200,
  account_engagement: 190,
}

function header(field: string, c: AccountColumnContext, fallback = ACCOUNT_COLUMNS.find((x) => x.field === field)): ReactNode {
  const label = c.schema[field]?.label ?? fallback?.label ?? field
  const info = c.schema[field]?.info || fallback?.info || ''
  return (
    <span className="report-th">
      {label}
      {info ? <InfoTip text={info} label={label} /> : null}
    </span>
  )
}

/** The sort map's API field of a column, with antd's order when the page is sorted by it. */
function sorting(column: string, c: AccountColumnContext) {
  if (!(column in ACCOUNT_SORT_MAP)) return { sorter: false }
  const field = ACCOUNT_SORT_MAP[column as AccountSortColumn]
  const sortOrder = c.sort?.field === field ? (c.sort.type === 'asc' ? ('ascend' as const) : ('descend' as const)) : null
  return { sorter: true, sortOrder }
}

function leaf(field: string, title: ReactNode, c: AccountColumnContext, render: (row: TAccountRow) => ReactNode) {
  return {
    key: field,
    dataIndex: field,
    title,
    className: `account-col--${field}`,
    width: WIDTH[field] ?? 120,
    ...sorting(field, c),
    render: (_: unknown, row: TAccountRow) => render(row),
  }
}

/** "Deals Won (Last 4 Qtrs) count and amount (popover listing deals)" — one header over a sortable count and amount. */
function dealsGroup(kind: 'won' | 'open', c: AccountColumnContext) {
  const count = kind === 'won' ? 'last_4_qtrs_won_deals_count' : 'open_deals_count'
  const amount = kind === 'won' ? 'last_4_qtrs_won_deals_amount' : 'open_deals_amount'
  return {
    key: `${kind}_deals`,
    title: header(count, c),
    children: [
      leaf(count, 'Count', c, (row) => (
        <AccountDealsPopover
          kind={kind}
          accountName={row.account_name}
          count={row[count]}
          deals={kind === 'won' ? row.deals.won_deals : row.deals.open_deals}
        />
      )),
      leaf(amount, 'Amount', c, (row) => dollars(row[amount])),
    ],
  }
}

/**
 * "Columns: Account Name; activity timeline; Account Owner; Partner Tier; Deals Won (Last 4 Qtrs) count and amount
 * (popover listing deals); Open Deals count and amount (popover); Deals Created (Current Qtr); New Deal Registration
 * Score; Objection Count; Account Engagement (with last call and last email dates); Products Discussed."
 */
export function accountTableColumns(c: AccountColumnContext): ColumnsType<TAccountRow> {
  return [
    {
      ...leaf('account_name', header('account_name', c), c, (row) => <span className="account-cell__name">{row.account_name}</span>),
      fixed: 'left' as const,
    },
    leaf('activity', header('activity', c), c, (row) => <ActivityTimelineCell row={row} range={c.range} toggles={c.toggles} />),
    leaf('account_owner', header('account_owner', c), c, (row) => row.account_owner ?? '—'),
    leaf('account_tier', header('account_tier', c), c, (row) => row.account_tier ?? '—'),
    dealsGroup('won', c),
    dealsGroup('open', c),
    leaf('current_quarter_deals_count', header('current_quarter_deals_count', c), c, (row) => row.current_quarter_deals_count),
    leaf('deal_confidence_score', header('deal_confidence_score', c), c, (row) => <ScoreTag level={row.deal_confidence_score} />),
    leaf('objection_count', header('objection_count', c), c, (row) => row.objection_count),
    leaf('account_engagement', header('account_engagement', c), c, (row) => (
      <div className="account-engagement">
        <ScoreTag level={row.account_engagement} />
        <span className="account-engagement__dates">
          Last call: {day(row.account_last_call_date)}
          <br />
          Last email: {day(row.account_last_email_date)}
        </span>
      </div>
    )),
    leaf('product_discussed', header('product_discussed', c), c, (row) => row.product_discussed.join(', ') || '—'),
  ]
}
