import type { ActivityToggles } from '@parley/shared/rules/deal-activity'
import { hasLikeliness, type Level } from '@parley/shared/rules/deal-scores'
import { pipelineColumns } from '@parley/shared/rules/pipeline-columns'
import { notesPreview, PIPELINE_SORT_MAP, type PipelineLayout, type PipelineSortColumn, pipelineAmount } from '@parley/shared/rules/pipeline-review'
import type { TCompanySettings } from '@parley/shared/schemas/company-settings'
import type { TPipelineRow } from '@parley/shared/schemas/pipeline-review'
import type { TReportField } from '@parley/shared/schemas/reports'
import { Tooltip } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import dayjs from 'dayjs'
import type { ReactNode } from 'react'
import { InfoTip } from '../../components/InfoTip'
import { ActivityTimelineCell } from '../../components/ActivityTimelineCell'
import { ScoreTag } from '../../components/ScoreTag'

export interface ColumnContext {
  schema: Record<string, TReportField>
  settings: TCompanySettings
  layout: PipelineLayout
  sort: { field: string; type: 'asc' | 'desc' } | null
  range: { start: number; end: number }
  toggles: ActivityToggles
  showLikeliness: boolean
  showNotes: boolean
  onOpen: (row: TPipelineRow, fromScore: boolean) => void
}

/** "Dates shown 'Mon D, YYYY' (en-US)". */
const day = (iso: string | null) => (iso ? dayjs(iso).format('MMM D, YYYY') : '—')
const WIDTH: Record<string, number> = {
  deal_name: 250,
  activity: 260,
  crm_next_steps: 220,
  crm_notes: 190,
  forecast: 150,
  likeliness_score: 150,
  days_in_current_stage: 130,
}

function render(field: string, row: TPipelineRow, c: ColumnContext): ReactNode {
  switch (field) {
    case 'deal_name':
      return (
        <div className="deal-cell">
          <span className="deal-cell__name">{row.deal_name}</span>
          <span className="deal-cell__meta">{[row.owner_name, ...row.activity_attendees.slice(0, 3)].filter(Boolean).join(' · ')}</span>
        </div>
      )
    case 'activity':
      return <ActivityTimelineCell row={row} range={c.range} toggles={c.toggles} />
    case 'forecast':
      return <ScoreTag level={row.qualification_score} onClick={() => c.onOpen(row, true)} />
    case 'likeliness_score':
      return hasLikeliness(row.likeliness_score, c.layout) ? (
        <ScoreTag level={(row.likeliness_score as Level) ?? 'None'} onClick={() => c.onOpen(row, true)} />
      ) : (
        '—'
      )
    case 'engagement':
    case 'prospect_engagement':
    case 'rep_engagement':
      return <ScoreTag level={row[field]} />
    case 'amount':
      return pipelineAmount(row.amount) ?? '—'
    case 'close_date':
      return row.close_date ? dayjs(row.close_date).format('MMM D, YYYY') : '—'
    case 'deal_next_meeting_date':
      return <Tooltip title={row.deal_next_meeting_date_info[0]}>{day(row.deal_next_meeting_date)}</Tooltip>
    case 'deal_last_recorded_call_date':
    case 'deal_last_call_date':
    case 'deal_last_email_date':
      return day(row[field])
    case 'product_discussed':
      return row.product_discussed.join(', ') || '—'
    case 'crm_notes': {
      const preview = notesPreview(row.crm_notes)
      return preview ? (
        <span className="notes-cell">
          {preview}
          <InfoTip text={row.crm_notes ?? ''} label="Deal Notes" />
        </span>
      ) : (
        '—'
      )
    }
    default: {
      const value = (row as unknown as Record<string, unknown>)[field]
      return value === null || value === undefined || value === '' ? '—' : String(value)
    }
  }
}

const sortColumnOf = (field: string): PipelineSortColumn | null => (field in PIPELINE_SORT_MAP ? (field as PipelineSortColumn) : null)

/** The table's columns in the spec's order, with info tooltips, the sort map and the conditional columns. */
export function pipelineTableColumns(c: ColumnContext): ColumnsType<TPipelineRow> {
  return pipelineColumns(c.settings)
    .filter((col) => (col.field !== 'likeliness_score' || c.showLikeliness) && (col.field !== 'crm_notes' || c.showNotes))
    .map((col) => {
      const label = c.schema[col.field]?.label ?? col.label
      const info = c.schema[col.field]?.info ?? col.info
      const sortable = sortColumnOf(col.field)
      const apiField = sortable ? PIPELINE_SORT_MAP[sortable] : null
      return {
        key: col.field,
        dataIndex: col.field,
        fixed: col.field === 'deal_name' ? ('left' as const) : undefined,
        width: WIDTH[col.field] ?? 140,
        title: (
          <span className="report-th">
            {label}
            <InfoTip text={info} label={label} />
          </span>
        ),
        sorter: sortable !== null,
        sortOrder: apiField && c.sort?.field === apiField ? (c.sort.type === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
        render: (_: unknown, row: TPipelineRow) => render(col.field, row, c),
      }
    })
}
