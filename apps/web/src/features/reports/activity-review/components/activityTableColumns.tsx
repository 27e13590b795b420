import { ACTIVITY_REVIEW_SORT_MAP, type ActivityGroup, type ActivityReviewSortColumn, activityReviewColumns } from '@parley/shared/rules/activity-review'
import { adoptionColour } from '@parley/shared/rules/notetaker-adoption-rate'
import type { TActivityReviewRow } from '@parley/shared/schemas/activity-review'
import { Tooltip } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import dayjs from 'dayjs'
import type { ReactNode } from 'react'
import { InfoTip } from '../../components/InfoTip'

interface ColumnContext {
  group: ActivityGroup
  sort: { field: string; type: 'asc' | 'desc' } | null
}

/** Team members shown by name before the rest collapse into '+N more' (the full list on hover). */
const TEAM_SHOWN = 3

/** A percent in the adoption colours; `muted` when there was nothing to adopt (0 of 0 is 0%, but not a red flag). */
function Percent({ value, detail, muted = false }: { value: number | null; detail: string; muted?: boolean }) {
  if (value === null) return <span className="activity-review__none">—</span>
  return (
    <span className="activity-review__percent">
      {/* "Adoption colours: up to 40 red, below 60 orange, else green." */}
      <span className={`activity-review__value activity-review__value--${muted ? 'muted' : adoptionColour(value)}`}>{value}%</span>
      <span className="activity-review__detail">{detail}</span>
    </span>
  )
}

function Team({ names }: { names: string[] }) {
  if (!names.length) return <span className="activity-review__none">—</span>
  const shown = names.slice(0, TEAM_SHOWN).join(', ')
  const more = names.length - TEAM_SHOWN
  if (more <= 0) return <span>{shown}</span>
  return (
    <Tooltip title={names.join(', ')}>
      <span>
        {shown}{' '}
        <span className="activity-review__more" aria-hidden="true">
          +{more} more
        </span>
        {/* Screen readers get every name, not the count. */}
        <span className="visually-hidden">, {names.slice(TEAM_SHOWN).join(', ')}</span>
      </span>
    </Tooltip>
  )
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

const CELLS: Record<string, { width: number; render: (r: TActivityReviewRow) => ReactNode }> = {
  name: {
    width: 190,
    render: (r) => (
      <div className="deal-cell">
        <span className="deal-cell__name">{r.name}</span>
        <span className="deal-cell__meta activity-review__email" title={r.email}>
          {r.email}
        </span>
      </div>
    ),
  },
  team_members: { width: 190, render: (r) => <Team names={r.team_members} /> },
  manager_name: { width: 170, render: (r) => r.manager_name ?? <span className="activity-review__none">—</span> },
  activity: {
    width: 160,
    render: (r) =>
      r.activity ? (
        <div className="deal-cell">
          <span>{r.activity.event}</span>
          <span className="deal-cell__meta">{dayjs(r.activity.datetime).format('MMM D, YYYY h:mm A')}</span>
        </div>
      ) : (
        <span className="activity-review__none">No activity</span>
      ),
  },
  notetaker_adoption: {
    width: 120,
    render: (r) => <Percent value={r.notetaker_adoption} detail={`${r.recorded} of ${r.eligible}`} muted={r.eligible === 0} />,
  },
  checklist_adoption: { width: 120, render: (r) => <Percent value={r.checklist_adoption} detail={plural(r.analysed_calls, 'call')} /> },
  crm_updates: { width: 105, render: (r) => r.crm_updates },
  ama_questions: { width: 115, render: (r) => r.ama_questions },
  calls: { width: 80, render: (r) => r.calls },
}

const title = (label: string, info: string) => (
  <span className="report-th">
    {label}
    <InfoTip text={info} label={label} />
  </span>
)

/** The columns of the view, each with its info tooltip and, but for the team, a sort. */
export function activityTableColumns(c: ColumnContext): ColumnsType<TActivityReviewRow> {
  return activityReviewColumns(c.group).map((def) => {
    const sortField = ACTIVITY_REVIEW_SORT_MAP[def.field as ActivityReviewSortColumn] as string | undefined
    const cell = CELLS[def.field]
    return {
      key: def.field,
      width: cell?.width,
      fixed: def.field === 'name' ? ('left' as const) : undefined,
      align: ['crm_updates', 'ama_questions', 'calls'].includes(def.field) ? ('right' as const) : undefined,
      title: title(def.label, def.info),
      sorter: sortField !== undefined,
      sortOrder: sortField && c.sort?.field === sortField ? (c.sort.type === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
      render: (_: unknown, row: TActivityReviewRow) => cell?.render(row),
    }
  })
}
