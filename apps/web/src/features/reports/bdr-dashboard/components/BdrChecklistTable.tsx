import { CHECKLIST_PASS_SCORE } from '@parley/shared/rules/bdr-dashboard'
import type { TBdrSignalRow } from '@parley/shared/schemas/bdr-dashboard'
import { DataTable } from '../../../../components/DataTable'
import type { ColumnsType } from 'antd/es/table'
import { InfoTip } from '../../components/InfoTip'

type Line = { key: 'y' | 'a' | 'b' | 'scored'; label: string; info: string }

/** The table's rows: the outcome share, the best-practice split and the calls scored ("x, y, a, b"). */
const LINES: Line[] = [
  { key: 'y', label: 'Outcome achieved', info: `Calls scored on the signal that reached ${CHECKLIST_PASS_SCORE} or more.` },
  { key: 'a', label: 'Best practices followed', info: "Share of the signal's best practices graded Followed." },
  { key: 'b', label: 'Best practices not followed', info: "Share of the signal's best practices graded Not followed." },
  { key: 'scored', label: 'Calls scored', info: "Calls of this section the signal was scored on ('Checklist Not Found' on the others)." },
]

const cell = (line: Line['key'], s: TBdrSignalRow | undefined) => {
  if (!s) return '—'
  if (line === 'scored') return s.scored
  const v = s[line]
  return v === null ? '—' : `${v}%`
}

/**
 * "Checklist & Best Practices table": one column per checklist signal in the fixed order ("Pain or priority, Timelines,
 * Best practices - Opening, Pitch, Current solution, Current provider, Resistance handling", then the company's others).
 */
export function BdrChecklistTable({ signals, loading, caption }: { signals: TBdrSignalRow[]; loading: boolean; caption: string }) {
  const columns: ColumnsType<Line> = [
    {
      key: 'line',
      title: '',
      fixed: 'left',
      width: 210,
      render: (_: unknown, l) => (
        <span className="bdr-checklist__line">
          {l.label} <InfoTip text={l.info} label={l.label} />
        </span>
      ),
    },
    ...signals.map((s) => ({
      key: String(s.id),
      title: s.x,
      width: 120,
      align: 'center' as const,
      render: (_: unknown, l: Line) => <span className={`bdr-checklist__value bdr-checklist__value--${l.key}`}>{cell(l.key, s)}</span>,
    })),
  ]
  return (
    <DataTable<Line>
      className="bdr-checklist"
      size="small"
      rowKey="key"
      aria-label={caption}
      columns={columns}
      dataSource={signals.length ? LINES : []}
      loading={loading}
      pagination={false}
      scroll={{ x: 210 + 120 * signals.length }}
    />
  )
}
