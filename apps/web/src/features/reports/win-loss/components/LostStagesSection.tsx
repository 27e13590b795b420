import { WIN_LOSS_TITLES } from '@parley/shared/rules/win-loss'
import type { TLostStageRow, TWinLossQuery } from '@parley/shared/schemas/win-loss'
import { DataTable } from '../../../../components/DataTable'
import type { ColumnsType } from 'antd/es/table'
import type { SorterResult } from 'antd/es/table/interface'
import { type ReactNode, useMemo, useState } from 'react'
import { useLostStages } from '../api/winLoss'
import { ProposedActions } from './ProposedActions'
import { SwotHeadings } from './SwotHeadings'
import { SwotTitle } from './SwotTitle'

type LostSort = { field: 'deal_stage' | 'unique_deals_lost'; type: 'asc' | 'desc' }
/** "Lost Stage (funnel order ascending), Lost Deals (descending)": the first is the table's order as it opens. */
const DEFAULT_SORT: LostSort = { field: 'deal_stage', type: 'asc' }

/** The server answers in funnel order (the company's pipeline order after it): that order is the Lost Stage sort. */
function sorted(rows: readonly TLostStageRow[], sort: LostSort): TLostStageRow[] {
  const funnel = new Map(rows.map((r, i) => [r.deal_stage, i]))
  const place = (r: TLostStageRow) => funnel.get(r.deal_stage) ?? 0
  const sign = sort.type === 'asc' ? 1 : -1
  return [...rows].sort((a, b) =>
    sort.field === 'deal_stage' ? sign * (place(a) - place(b)) : sign * (a.unique_deals_lost - b.unique_deals_lost) || place(a) - place(b),
  )
}

function columns(sort: LostSort): ColumnsType<TLostStageRow> {
  const order = (field: LostSort['field']) => (sort.field === field ? (sort.type === 'asc' ? ('ascend' as const) : ('descend' as const)) : null)
  return [
    {
      key: 'deal_stage',
      dataIndex: 'deal_stage',
      title: 'Lost Stage',
      width: 180,
      sorter: true,
      sortDirections: ['ascend', 'descend'],
      sortOrder: order('deal_stage'),
    },
    {
      key: 'unique_deals_lost',
      dataIndex: 'unique_deals_lost',
      title: 'Lost Deals',
      width: 90,
      align: 'right',
      sorter: true,
      sortDirections: ['descend', 'ascend'],
      sortOrder: order('unique_deals_lost'),
    },
    { key: 'weakness', title: <SwotTitle nature="weakness" />, width: 250, render: (_: unknown, r) => <SwotHeadings groups={r.weakness_insights} /> },
    { key: 'threat', title: <SwotTitle nature="threat" />, width: 250, render: (_: unknown, r) => <SwotHeadings groups={r.threat_insights} /> },
    { key: 'actions', title: 'Proposed Actions', render: (_: unknown, r) => <ProposedActions teams={r.team_next_steps} /> },
  ]
}

/**
 * "'Why We Are Loosing?' table (label as spelled): lost deals by stage with SWOT. Columns: Lost Stage (funnel order
 * ascending), Lost Deals (descending), Weakness, Threat, Proposed Actions. Has an export" (the lost deals one by one).
 */
export function LostStagesSection({ query, exportMenu }: { query: TWinLossQuery; exportMenu: (total: number | undefined) => ReactNode }) {
  const answer = useLostStages(query)
  const [sort, setSort] = useState<LostSort>(DEFAULT_SORT)
  const rows = useMemo(() => sorted(answer.data?.data ?? [], sort), [answer.data, sort])
  const lost = answer.data?.total_unique_deals
  return (
    <section className="win-loss__card" aria-labelledby="win-loss-lost-title">
      <header className="win-loss__card-head">
        <h2 id="win-loss-lost-title" className="win-loss__card-title">
          {WIN_LOSS_TITLES.lostStages} <span className="win-loss__count-note">({lost ?? 0} lost deals)</span>
        </h2>
        {exportMenu(lost)}
      </header>
      <DataTable<TLostStageRow>
        size="small"
        rowKey="deal_stage"
        aria-label={WIN_LOSS_TITLES.lostStages}
        className="win-loss__lost-table"
        columns={columns(sort)}
        dataSource={rows}
        loading={answer.isFetching}
        pagination={false}
        tableLayout="fixed"
        scroll={{ x: 1000 }}
        onChange={(_p, _f, sorter) => {
          const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<TLostStageRow> | undefined
          const field = s?.columnKey === 'unique_deals_lost' ? 'unique_deals_lost' : 'deal_stage'
          setSort(s?.order ? { field, type: s.order === 'ascend' ? 'asc' : 'desc' } : DEFAULT_SORT)
        }}
      />
    </section>
  )
}
