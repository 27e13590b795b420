import { OBJECTION_COLUMNS, objectionCallLink, SEVERITY_COLOURS } from '@parley/shared/rules/objection-handling'
import type { TObjectionRow } from '@parley/shared/schemas/objection-handling'
import { Tooltip } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import dayjs from 'dayjs'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

const WIDTH: Record<string, number> = {
  deal_name: 180,
  call_date: 120,
  call_stage: 160,
  owner_name: 140,
  category: 120,
  tag: 150,
  evidence: 320,
  grade: 100,
  call: 200,
}
/**
 * The screen's column order: what identifies a row and what a manager acts on (category, severity, the call) come
 * first, so they fit a 1440 px screen without scrolling; the long evidence and the deal's context follow. The export
 * keeps the spec's order.
 */
const SCREEN_ORDER = ['deal_name', 'call_date', 'category', 'tag', 'grade', 'call', 'evidence', 'call_stage', 'owner_name']
const onScreen = [...OBJECTION_COLUMNS].sort((a, b) => SCREEN_ORDER.indexOf(a.field) - SCREEN_ORDER.indexOf(b.field))
const isSeverity = (g: string | null): g is keyof typeof SEVERITY_COLOURS => g === 'High' || g === 'Medium' || g === 'Low'

function render(field: string, row: TObjectionRow, onCall: (row: TObjectionRow) => void): ReactNode {
  switch (field) {
    case 'deal_name':
      return row.deal_name ?? <span className="objection-table__none">No deal found</span>
    case 'call_date':
      // "Dates shown 'Mon D, YYYY' (en-US)".
      return dayjs(row.call_date).format('MMM D, YYYY')
    case 'evidence':
      return row.evidence ? (
        <Tooltip title={row.evidence} placement="topLeft">
          <span className="objection-table__evidence">{row.evidence}</span>
        </Tooltip>
      ) : (
        '—'
      )
    case 'grade':
      return isSeverity(row.grade) ? (
        <span className="objection-table__severity">
          <span className="objection-table__dot" style={{ background: SEVERITY_COLOURS[row.grade] }} aria-hidden="true" />
          {row.grade}
        </span>
      ) : (
        (row.grade ?? '—')
      )
    case 'call':
      return (
        <Link to={objectionCallLink(row.zra_id, row.timestamp)} className="objection-table__call" onClick={() => onCall(row)}>
          {row.title ?? 'Untitled call'}
          <span className="objection-table__at">{row.timestamp}</span>
        </Link>
      )
    default: {
      const value = (row as unknown as Record<string, unknown>)[field]
      return value === null || value === undefined || value === '' ? '—' : String(value)
    }
  }
}

/** The table's columns; Call date is the one sortable column, newest first by default. */
export function objectionTableColumns(sort: { field: string; type: 'asc' | 'desc' } | null, onCall: (row: TObjectionRow) => void): ColumnsType<TObjectionRow> {
  return onScreen.map((col) => ({
    key: col.field,
    dataIndex: col.field,
    title: col.label,
    width: WIDTH[col.field] ?? 140,
    fixed: col.field === 'deal_name' ? ('left' as const) : undefined,
    sorter: col.field === 'call_date',
    sortDirections: col.field === 'call_date' ? (['descend', 'ascend'] as const).slice() : undefined,
    // "default newest first": without a sort in the URL the column shows descending.
    sortOrder: col.field === 'call_date' ? (sort?.type === 'asc' ? ('ascend' as const) : ('descend' as const)) : undefined,
    render: (_: unknown, row: TObjectionRow) => render(col.field, row, onCall),
  }))
}
