import type { StageGroup } from '@parley/shared/rules/deal-stages'
import { COUNT_COLUMN_GROUP, DECISION_DRIVER_COLUMNS, type DecisionDriverSortKey, truncateName, WIN_LOSS_COUNT_INFO } from '@parley/shared/rules/win-loss'
import type { TWinLossGroupRow } from '@parley/shared/schemas/win-loss'
import { Tooltip } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { InfoTip } from '../../components/InfoTip'
import type { GroupSort } from '../utils/groupRows'

interface GroupColumnsProps {
  /** The grouping's label: the first column's title. */
  label: string
  sort: GroupSort | null
  onName: (name: string) => void
  onCount: (name: string, group: StageGroup) => void
}

const isCount = (key: DecisionDriverSortKey): key is keyof typeof COUNT_COLUMN_GROUP => key in COUNT_COLUMN_GROUP
const GROUP_WORD: Record<StageGroup, string> = { open: 'open', won: 'won', lost: 'lost' }

/** "Names truncated at 30 characters (27 plus ellipsis) with a tooltip." */
export function TruncatedName({ name }: { name: string }) {
  const shown = truncateName(name)
  return shown === name ? (
    <span>{name}</span>
  ) : (
    <Tooltip title={name}>
      <span>{shown}</span>
    </Tooltip>
  )
}

/**
 * "Decision Driver columns: Total Deals (default sort descending), Open, Won, Lost, Won (%), Loss (%)"; the name
 * filters by the row, a count by the row and its stage group. Sorting is on the page: the table comes whole.
 */
export function groupTableColumns({ label, sort, onName, onCount }: GroupColumnsProps): ColumnsType<TWinLossGroupRow> {
  const active = sort ?? { field: 'total_deals', type: 'desc' }
  return [
    {
      key: 'name',
      title: label,
      width: 140,
      render: (_: unknown, row) => (
        <button
          type="button"
          className="win-loss__link-button"
          aria-label={`Filter by ${label}: ${row.name}`}
          onClick={(e) => {
            e.stopPropagation()
            onName(row.name)
          }}
        >
          <TruncatedName name={row.name} />
        </button>
      ),
    },
    ...DECISION_DRIVER_COLUMNS.map((col) => ({
      key: col.key,
      title:
        col.key === 'total_deals' ? (
          <span className="report-th">
            {col.label}
            <InfoTip text={WIN_LOSS_COUNT_INFO.totalDeals(label)} label={col.label} />
          </span>
        ) : (
          col.label
        ),
      align: 'right' as const,
      width: col.key === 'total_deals' ? 96 : col.key.endsWith('rate') ? 84 : 78,
      sorter: true,
      sortDirections: ['descend' as const, 'ascend' as const],
      sortOrder: active.field === col.key ? (active.type === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
      render: (_: unknown, row: TWinLossGroupRow) => {
        const value = row[col.key]
        if (col.key === 'win_rate' || col.key === 'loss_rate') return `${value}%`
        if (!isCount(col.key) || value === 0) return value
        const group = COUNT_COLUMN_GROUP[col.key]
        return (
          <button
            type="button"
            className="win-loss__count"
            aria-label={`${row.name}: ${value} ${GROUP_WORD[group]} deals, filter by them`}
            onClick={(e) => {
              e.stopPropagation()
              onCount(row.name, group)
            }}
          >
            {value}
          </button>
        )
      },
    })),
  ]
}
