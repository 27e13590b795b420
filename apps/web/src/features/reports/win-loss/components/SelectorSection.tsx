import type { StageGroup } from '@parley/shared/rules/deal-stages'
import { type DecisionDriverSortKey, WIN_LOSS_GROUPING_DEFS, WIN_LOSS_GROUPINGS, type WinLossGrouping } from '@parley/shared/rules/win-loss'
import type { TWinLossGroupRow, TWinLossQuery } from '@parley/shared/schemas/win-loss'
import { Segmented } from 'antd'
import { DataTable } from '../../../../components/DataTable'
import type { SorterResult } from 'antd/es/table/interface'
import { useMemo, useState } from 'react'
import { useWinLossGroups } from '../api/winLoss'
import { countFilter, type GroupSort, rowFilter, sortGroupRows } from '../utils/groupRows'
import { groupTableColumns } from './groupTableColumns'
import { LossRateScatter } from './LossRateScatter'

interface SelectorSectionProps {
  query: TWinLossQuery
  onFilter: (filters: Record<string, string[]>, what: string) => void
}

/**
 * "A selector table switches between Competitor ('Who's Hurting Us Most?'), Funnel By Product, Deal Owner, Decision
 * Driver. Title shows the unique-deal count; beside it a scatter graph of Loss Rate vs Total Deals."
 */
export function SelectorSection({ query, onFilter }: SelectorSectionProps) {
  const [grouping, setGrouping] = useState<WinLossGrouping>('competitor')
  const [sort, setSort] = useState<GroupSort | null>(null)
  const answer = useWinLossGroups(grouping, query)
  const def = WIN_LOSS_GROUPING_DEFS[grouping]
  const rows = useMemo(() => sortGroupRows(answer.data?.data ?? [], sort), [answer.data, sort])
  const unique = answer.data?.total_unique_deals ?? 0
  const stageGroups = answer.data?.stage_groups

  const onName = (name: string) => onFilter(rowFilter(grouping, name), `${grouping}_row`)
  const onPoint = (names: string[]) => onFilter({ [def.filter]: names }, `${grouping}_point`)
  const onCount = (name: string, group: StageGroup) => {
    if (stageGroups) onFilter(countFilter(grouping, name, group, stageGroups), `${grouping}_${group}_count`)
  }

  return (
    <section className="win-loss__card" aria-labelledby="win-loss-selector-title">
      <header className="win-loss__card-head">
        <h2 id="win-loss-selector-title" className="win-loss__card-title">
          {def.title} <span className="win-loss__count-note">({unique} unique deals)</span>
        </h2>
        <Segmented<WinLossGrouping>
          className="win-loss__segmented"
          aria-label="Group deals by"
          value={grouping}
          options={WIN_LOSS_GROUPINGS.map((g) => ({ value: g, label: WIN_LOSS_GROUPING_DEFS[g].label }))}
          onChange={(g) => setGrouping(g)}
        />
      </header>
      <div className="win-loss__selector">
        <div className="win-loss__selector-table">
          <DataTable<TWinLossGroupRow>
            size="small"
            rowKey="name"
            aria-label={`${def.label}: deals open, won and lost`}
            columns={groupTableColumns({ label: def.label, sort, onName, onCount })}
            dataSource={rows}
            loading={answer.isFetching}
            pagination={false}
            scroll={{ x: 640, y: 340 }}
            onRow={(row) => ({ onClick: () => onName(row.name), className: 'report-table__row--clickable' })}
            onChange={(_p, _f, sorter) => {
              const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<TWinLossGroupRow> | undefined
              setSort(s?.order && s.columnKey ? { field: s.columnKey as DecisionDriverSortKey, type: s.order === 'ascend' ? 'asc' : 'desc' } : null)
            }}
          />
        </div>
        <LossRateScatter rows={rows} label={def.label} onSelect={onPoint} />
      </div>
    </section>
  )
}
