import {
  type CALL_LINK_SOURCES,
  CALL_SORT_MAP,
  type CallColumnDef,
  type CallSortColumn,
  callLink,
  RECORDED_STATUS,
  REASON_NOT_KNOWN,
} from '@parley/shared/rules/call-report'
import type { TCallReportRow } from '@parley/shared/schemas/call-reports'
import type { ColumnsType } from 'antd/es/table'
import dayjs from 'dayjs'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { InfoTip } from '../../components/InfoTip'
import { sourceLabel, yesNoLabel } from '../utils/callLabels'

type Row = TCallReportRow
type Field = keyof Row

const text = (v: string | number | null) => (v === null || v === '' ? '—' : String(v))

/** "recording_status (derived: Recorded, else the reason)"; 'Reason not known' greyed. */
function StatusCell({ status }: { status: string }) {
  const tone = status === RECORDED_STATUS ? 'recorded' : status === REASON_NOT_KNOWN ? 'unknown' : 'missed'
  return <span className={`call-status call-status--${tone}`}>{status}</span>
}

function TitleCell({ row, from }: { row: Row; from: keyof typeof CALL_LINK_SOURCES }) {
  const title = row.title || 'Untitled call'
  // "Call titles link to the meeting page with a source tag": a call without a recording has no page.
  if (row.zra_id === null) return <span className="call-title call-title--plain">{title}</span>
  return (
    <Link className="call-title" to={callLink(row.zra_id, from)}>
      {title}
    </Link>
  )
}

/** Calls & Recordings' few columns fit a laptop's width. */
const SUMMARY_WIDTHS: Partial<Record<Field, number>> = {
  start_at: 120,
  title: 195,
  rep: 120,
  deal_name: 165,
  sales_stage: 140,
  call_source: 110,
  is_eligible: 80,
  recording_status: 170,
}

/** Call Details' widths (every field, scrolled sideways). */
const WIDTHS: Partial<Record<Field, number>> = {
  start_at: 130,
  title: 260,
  zra_id: 90,
  rep: 150,
  deal_name: 220,
  sales_stage: 170,
  owner_name: 150,
  first_meeting_score: 150,
  note_taker_allowed: 110,
  is_meeting_recorded: 100,
  not_recorded_reason: 220,
  note_taker_message: 230,
  call_source: 140,
  is_eligible: 100,
  recording_status: 220,
}

function render(field: Field, row: Row, from: keyof typeof CALL_LINK_SOURCES): ReactNode {
  switch (field) {
    case 'start_at':
      return (
        <span className="call-date">
          {dayjs(row.start_at).format('MMM D, YYYY')}
          <span className="call-date__time">{dayjs(row.start_at).format('h:mm A')}</span>
        </span>
      )
    case 'title':
      return <TitleCell row={row} from={from} />
    case 'call_source':
      return sourceLabel(row.call_source)
    case 'note_taker_allowed':
    case 'is_meeting_recorded':
    case 'is_eligible':
      return yesNoLabel(row[field])
    case 'recording_status':
      return <StatusCell status={row.recording_status} />
    default: {
      const v = row[field]
      return typeof v === 'boolean' ? yesNoLabel(v) : text(v)
    }
  }
}

interface CallColumnsContext {
  columns: readonly CallColumnDef[]
  /** Call Details' table of every field (wider columns). */
  wide: boolean
  sort: { field: string; type: 'asc' | 'desc' } | null
  from: keyof typeof CALL_LINK_SOURCES
}

const isSortable = (field: string): field is CallSortColumn => field in CALL_SORT_MAP

/** The call report row's columns (rules/call-report CALL_COLUMNS), each with its info tooltip; sortable per CALL_SORT_MAP. */
export function callTableColumns({ columns, wide, sort, from }: CallColumnsContext): ColumnsType<Row> {
  return columns.map((c) => {
    const field = c.field as Field
    const sortable = isSortable(c.field)
    const sortOrder = sortable && sort?.field === CALL_SORT_MAP[c.field as CallSortColumn] ? (sort.type === 'asc' ? 'ascend' : 'descend') : null
    return {
      key: c.field,
      width: (wide ? WIDTHS : SUMMARY_WIDTHS)[field] ?? 140,
      fixed: field === 'start_at' ? ('left' as const) : undefined,
      title: (
        <span className="report-th">
          {c.label}
          <InfoTip text={c.info} label={c.label} />
        </span>
      ),
      sorter: sortable,
      sortOrder,
      render: (_: unknown, row: Row) => render(field, row, from),
    }
  })
}

/** The scroll width of a table of these columns. */
export const callTableWidth = (columns: readonly CallColumnDef[], wide: boolean) =>
  columns.reduce((sum, c) => sum + ((wide ? WIDTHS : SUMMARY_WIDTHS)[c.field as Field] ?? 140), 0)
