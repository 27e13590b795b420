import { callMomentLink, SENTIMENT_COLOURS, type Sentiment, timestampCell, VOC_COLUMNS, type VocColumnField } from '@parley/shared/rules/voice-of-customer'
import type { TVoiceOfCustomerRow } from '@parley/shared/schemas/voice-of-customer'
import { Tooltip } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import dayjs from 'dayjs'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { InfoTip } from '../../components/InfoTip'

const WIDTH: Record<VocColumnField, number> = {
  category: 130,
  statement: 380,
  grade: 124,
  checklist: 110,
  call: 230,
  call_date: 120,
  deal_name: 210,
  call_stage: 170,
  owner_name: 150,
  competitor_name: 120,
}

const isSentiment = (g: string): g is Sentiment => g === 'Positive' || g === 'Negative'

function render(field: VocColumnField, row: TVoiceOfCustomerRow, onCall: (row: TVoiceOfCustomerRow) => void): ReactNode {
  switch (field) {
    case 'statement': {
      // "'advanced' shows detail as evidence, else call summary".
      const words = row.detail ?? row.call_summary
      return (
        <div className="voc-statement">
          <span className="voc-statement__heading">{row.heading}</span>
          {words ? (
            <Tooltip title={words} placement="topLeft">
              <span className={`voc-statement__words${row.detail ? '' : ' voc-statement__words--summary'}`}>{row.detail ? `“${words}”` : words}</span>
            </Tooltip>
          ) : null}
        </div>
      )
    }
    case 'grade':
      return isSentiment(row.grade) ? <span className={`voc-sentiment voc-sentiment--${SENTIMENT_COLOURS[row.grade]}`}>{row.grade}</span> : row.grade
    case 'call': {
      const at = timestampCell(row.timestamp)
      return (
        <Link to={callMomentLink(row.zra_id, row.timestamp)} className="voc-call" onClick={() => onCall(row)}>
          <span className="voc-call__title">{row.title || 'Untitled call'}</span>
          <span className="voc-call__at">{at}</span>
        </Link>
      )
    }
    case 'call_date':
      // "Dates shown 'Mon D, YYYY' (en-US)".
      return dayjs(row.call_date).format('MMM D, YYYY')
    default: {
      const value = row[field]
      return value === null || value === '' ? <span className="voc-none">—</span> : String(value)
    }
  }
}

const title = (label: string, info: string) => (
  <span className="report-th">
    {label}
    <InfoTip text={info} label={label} />
  </span>
)

/** The statements' columns; Call date is the one sortable column, newest first by default. */
export function vocTableColumns(
  sort: { field: string; type: 'asc' | 'desc' } | null,
  onCall: (row: TVoiceOfCustomerRow) => void,
): ColumnsType<TVoiceOfCustomerRow> {
  return VOC_COLUMNS.map((col) => ({
    key: col.field,
    title: title(col.label, col.info),
    width: WIDTH[col.field],
    fixed: col.field === 'category' ? ('left' as const) : undefined,
    sorter: col.field === 'call_date',
    sortDirections: col.field === 'call_date' ? (['descend', 'ascend'] as const).slice() : undefined,
    // "default newest first": without a sort in the URL the column shows descending.
    sortOrder: col.field === 'call_date' ? (sort?.type === 'asc' ? ('ascend' as const) : ('descend' as const)) : undefined,
    render: (_: unknown, row: TVoiceOfCustomerRow) => render(col.field, row, onCall),
  }))
}
