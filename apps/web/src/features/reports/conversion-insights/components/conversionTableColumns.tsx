import {
  CHECKLIST_COMPLETED_ABOVE,
  CONVERSION_COLUMNS,
  CONVERSION_LINK_SOURCE,
  CONVERSION_SORT_MAP,
  type ConversionSortColumn,
  MOVEMENT_COLOURS,
} from '@parley/shared/rules/conversion-insights'
import { adoptionColour } from '@parley/shared/rules/notetaker-adoption-rate'
import { pipelineAmount } from '@parley/shared/rules/pipeline-review'
import type { TConversionRow } from '@parley/shared/schemas/conversion-insights'
import { Tooltip } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import dayjs from 'dayjs'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { InfoTip } from '../../components/InfoTip'

type Field = (typeof CONVERSION_COLUMNS)[number]['field']

const WIDTH: Record<Field, number> = {
  deal_name: 250,
  previous_deal_stage: 190,
  sales_stage: 190,
  movement: 140,
  calls: 90,
  recorded_calls: 110,
  last_call_date: 170,
  checklist_adoption: 120,
  amount: 120,
  owner_name: 150,
}

const none = <span className="conversion-none">—</span>

/** The deal's checklist as a percentage, with each item and its score on hover. */
function ChecklistCell({ row }: { row: TConversionRow }) {
  const percent = Math.round(row.checklist_adoption * 100)
  const items = row.checklist.length ? (
    <ul className="conversion-checklist-tip">
      {row.checklist.map((c) => (
        <li key={c.key}>
          {c.score !== null && c.score > CHECKLIST_COMPLETED_ABOVE ? '✓' : '✗'} {c.name}: {c.score ?? 'N/A'}
        </li>
      ))}
    </ul>
  ) : (
    'No checklist on recorded calls yet.'
  )
  return (
    <Tooltip title={items}>
      <span className={`conversion-adoption conversion-adoption--${adoptionColour(percent)}`}>{percent}%</span>
    </Tooltip>
  )
}

function render(field: Field, row: TConversionRow): ReactNode {
  switch (field) {
    case 'deal_name':
      return (
        <div className="deal-cell">
          <span className="deal-cell__name">{row.deal_name}</span>
          <span className="deal-cell__meta">{[row.account_name, row.deal_type].filter(Boolean).join(' · ') || '—'}</span>
        </div>
      )
    case 'movement':
      return (
        <span className="conversion-movement">
          <span className="conversion-movement__dot" style={{ background: MOVEMENT_COLOURS[row.movement] }} aria-hidden="true" />
          {row.movement}
        </span>
      )
    case 'last_call_date':
      return (
        <div className="deal-cell">
          <span>{row.last_call_date ? dayjs(row.last_call_date).format('MMM D, YYYY') : '—'}</span>
          {row.last_recorded_call_id !== null ? (
            <Link className="deal-cell__meta" to={`/meeting/${row.last_recorded_call_id}?source=${CONVERSION_LINK_SOURCE}`}>
              Last recorded call
            </Link>
          ) : (
            <span className="deal-cell__meta">No recorded call</span>
          )}
        </div>
      )
    case 'checklist_adoption':
      return <ChecklistCell row={row} />
    case 'amount':
      return pipelineAmount(row.amount) ?? none
    default: {
      const value = row[field]
      return value === null || value === '' ? none : String(value)
    }
  }
}

const title = (label: string, info: string) => (
  <span className="report-th">
    {label}
    <InfoTip text={info} label={label} />
  </span>
)

const sortColumn = (field: Field): ConversionSortColumn | undefined => (field in CONVERSION_SORT_MAP ? (field as ConversionSortColumn) : undefined)

/** The deals' columns (rules/conversion-insights CONVERSION_COLUMNS); sortable ones send the sort map's field. */
export function conversionTableColumns(sort: { field: string; type: 'asc' | 'desc' } | null): ColumnsType<TConversionRow> {
  return CONVERSION_COLUMNS.map((col) => {
    const column = sortColumn(col.field)
    const sorted = column !== undefined && sort?.field === CONVERSION_SORT_MAP[column]
    return {
      key: col.field,
      title: title(col.label, col.info),
      width: WIDTH[col.field],
      fixed: col.field === 'deal_name' ? ('left' as const) : undefined,
      sorter: column !== undefined,
      sortOrder: sorted ? (sort?.type === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
      render: (_: unknown, row: TConversionRow) => render(col.field, row),
    }
  })
}
