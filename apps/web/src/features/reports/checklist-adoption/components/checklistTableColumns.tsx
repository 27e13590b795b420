import { adoptionPercentOf, CHECKLIST_ADOPTION_SORT_MAP, type ChecklistAdoptionSortColumn, checklistCell } from '@parley/shared/rules/checklist-adoption'
import { adoptionColour } from '@parley/shared/rules/notetaker-adoption-rate'
import { pipelineAmount } from '@parley/shared/rules/pipeline-review'
import type { TChecklistAdoptionRow } from '@parley/shared/schemas/checklist-adoption'
import { Tooltip } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import dayjs from 'dayjs'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { InfoTip } from '../../components/InfoTip'

/** "Call titles link to the meeting page with a source tag." */
export const CHECKLIST_CALL_SOURCE = 'reports_checklist_adoption'

interface ColumnContext {
  signals: { id: number; name: string }[]
  sort: { field: string; type: 'asc' | 'desc' } | null
}

const day = (iso: string | null) => (iso ? dayjs(iso).format('MMM D, YYYY') : '—')
const minutes = (s: number | null) => (s === null ? '—' : `${Math.round(s / 60)} min`)

/** "Score over 30 counts as completed (Yes), 0 to 30 as No, negative as N/A", with the score on hover. */
function SignalCell({ row, id, name }: { row: TChecklistAdoptionRow; id: number; name: string }) {
  const score = row.checklist.find((c) => c.id === id)?.score ?? null
  const cell = checklistCell(score)
  if (cell === 'N/A') return <span className="checklist-cell checklist-cell--na">N/A</span>
  return (
    <Tooltip title={`${name}: score ${score}`}>
      <span className={`checklist-cell checklist-cell--${cell === 'Yes' ? 'yes' : 'no'}`}>
        {cell}
        <span className="visually-hidden"> (score {score})</span>
      </span>
    </Tooltip>
  )
}

function AdoptionCell({ value }: { value: number | null }) {
  const percent = adoptionPercentOf(value)
  if (percent === null) return <>—</>
  return <span className={`adoption-value adoption-value--${adoptionColour(percent)}`}>{percent}%</span>
}

interface Fixed {
  key: string
  label: string
  info: string
  width: number
  sort?: ChecklistAdoptionSortColumn
  render: (row: TChecklistAdoptionRow) => ReactNode
}

const FIXED: Fixed[] = [
  {
    key: 'title',
    label: 'Call',
    info: 'The recorded call; opens the call page.',
    width: 240,
    render: (r) => (
      <div className="deal-cell">
        <Link className="deal-cell__name" to={`/meeting/${r.zra_id}?source=${CHECKLIST_CALL_SOURCE}`}>
          {r.title || 'Untitled call'}
        </Link>
        <span className="deal-cell__meta">{r.owner_name ?? '—'}</span>
      </div>
    ),
  },
  { key: 'start_at', label: 'Call date', info: 'When the call started.', width: 120, sort: 'start_at', render: (r) => day(r.start_at) },
  {
    key: 'video_duration',
    label: 'Duration',
    info: 'How long the recording is.',
    width: 124,
    sort: 'video_duration',
    render: (r) => minutes(r.video_duration),
  },
  {
    key: 'checklist_adoption',
    label: 'Checklist adoption',
    info: 'The share of the checklist signals that apply to the call and were completed (score over 30).',
    width: 130,
    sort: 'checklist_adoption',
    render: (r) => <AdoptionCell value={r.checklist_adoption} />,
  },
  { key: 'deal_name', label: 'Deal', info: "The call's deal.", width: 200, render: (r) => r.deal_name ?? '—' },
  { key: 'call_stage', label: 'Stage during call', info: 'The deal stage when the call took place.', width: 150, render: (r) => r.call_stage ?? '—' },
  { key: 'sales_stage', label: 'Deal stage', info: "The deal's stage now.", width: 150, render: (r) => r.sales_stage ?? '—' },
  { key: 'account_name', label: 'Account', info: "The deal's account.", width: 160, render: (r) => r.account_name ?? '—' },
  {
    key: 'expected_revenue',
    label: 'Expected revenue',
    info: 'The deal amount in the CRM.',
    width: 130,
    sort: 'expected_revenue',
    render: (r) => pipelineAmount(r.expected_revenue) ?? '—',
  },
  { key: 'close_date', label: 'Close date', info: "The deal's close date in the CRM.", width: 120, sort: 'close_date', render: (r) => day(r.close_date) },
  { key: 'deal_owner_manager', label: 'Manager', info: "The rep's manager.", width: 150, render: (r) => r.deal_owner_manager ?? '—' },
]

const title = (label: string, info: string) => (
  <span className="report-th">
    {label}
    <InfoTip text={info} label={label} />
  </span>
)

/** The call columns, then one Yes / No / N/A column per checklist signal in the fixed order. */
export function checklistTableColumns(c: ColumnContext): ColumnsType<TChecklistAdoptionRow> {
  const sortOrder = (column: ChecklistAdoptionSortColumn | undefined) => {
    if (!column || c.sort?.field !== CHECKLIST_ADOPTION_SORT_MAP[column]) return null
    return c.sort.type === 'asc' ? ('ascend' as const) : ('descend' as const)
  }
  const fixed = FIXED.map((f) => ({
    key: f.key,
    width: f.width,
    fixed: f.key === 'title' ? ('left' as const) : undefined,
    title: title(f.label, f.info),
    sorter: f.sort !== undefined,
    sortOrder: sortOrder(f.sort),
    render: (_: unknown, row: TChecklistAdoptionRow) => f.render(row),
  }))
  const signals = c.signals.map((s) => ({
    key: `signal-${s.id}`,
    width: Math.max(110, s.name.length * 8),
    title: title(s.name, `Yes when the signal scored over 30 on the call, No from 0 to 30, N/A when it does not apply.`),
    render: (_: unknown, row: TChecklistAdoptionRow) => <SignalCell row={row} id={s.id} name={s.name} />,
  }))
  return [...fixed.slice(0, 4), ...signals, ...fixed.slice(4)]
}
