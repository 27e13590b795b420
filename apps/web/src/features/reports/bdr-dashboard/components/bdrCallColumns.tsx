import { BDR_SORT_MAP, type BdrSection, type BdrSortColumn } from '@parley/shared/rules/bdr-dashboard'
import type { TBdrCallRow, TBdrColumn } from '@parley/shared/schemas/bdr-dashboard'
import type { ColumnsType } from 'antd/es/table'
import dayjs from 'dayjs'
import { Link } from 'react-router'
import { ChecklistMark } from './ChecklistMark'

/** "Call titles link to the meeting page with a source tag." */
export const CALL_LINK_SOURCE = 'bdr_to_mql'

/** "Dates shown 'Mon D, YYYY' (en-US)", with the time of the call. */
const when = (iso: string) => dayjs(iso).format('MMM D, YYYY h:mm A')
const minutes = (s: number | null) => (s === null ? '—' : `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`)

interface CallColumnContext {
  section: BdrSection
  checklist: TBdrColumn[]
  sort: { field: string; type: 'asc' | 'desc' } | null
}

const order = (c: CallColumnContext, column: BdrSortColumn) =>
  c.sort?.field === BDR_SORT_MAP[column] ? (c.sort.type === 'asc' ? ('ascend' as const) : ('descend' as const)) : null

/** A section's call table: the call row and one mark per checklist column, in the fixed order. */
export function bdrCallColumns(c: CallColumnContext): ColumnsType<TBdrCallRow> {
  const meetingSet = c.section === 'meeting_set'
  return [
    {
      key: 'title',
      title: 'Call',
      fixed: 'left',
      width: 240,
      render: (_: unknown, r) => (
        <Link className="bdr-call__title" to={`/meeting/${r.zra_id}?source=${CALL_LINK_SOURCE}`}>
          {r.title}
        </Link>
      ),
    },
    { key: 'start_at', title: 'Call Date', width: 170, sorter: true, sortOrder: order(c, 'start_at'), render: (_: unknown, r) => when(r.start_at) },
    { key: 'rep', title: 'Rep', width: 150, sorter: true, sortOrder: order(c, 'rep'), render: (_: unknown, r) => r.rep.join(', ') },
    {
      key: 'video_duration',
      title: 'Duration',
      width: 100,
      sorter: true,
      sortOrder: order(c, 'video_duration'),
      render: (_: unknown, r) => minutes(r.video_duration),
    },
    { key: 'prospect_talk', title: 'Prospect Talk', width: 110, render: (_: unknown, r) => minutes(r.prospect_talk_seconds) },
    { key: 'call_disposition', title: 'Disposition', width: 140, render: (_: unknown, r) => r.call_disposition ?? '—' },
    { key: 'sales_stage', title: 'Deal Stage During Call', width: 180, render: (_: unknown, r) => r.sales_stage ?? '—' },
    ...(meetingSet
      ? [
          {
            key: 'meeting_set_by',
            title: 'Meeting Set',
            width: 190,
            render: (_: unknown, r: TBdrCallRow) =>
              r.meeting_set_by === 'disposition'
                ? `Disposition: ${r.call_disposition ?? ''}`
                : r.next_meeting_at
                  ? `Next meeting ${dayjs(r.next_meeting_at).format('MMM D, YYYY')}`
                  : '—',
          },
        ]
      : []),
    ...c.checklist.map((col, i) => ({
      key: `signal-${col.id}`,
      title: col.name,
      width: 118,
      align: 'center' as const,
      render: (_: unknown, r: TBdrCallRow) => <ChecklistMark item={r.checklist[i]} />,
    })),
  ]
}
