import type { ReactNode } from 'react'
import { InfoTip } from './InfoTip'
import './reportStats.css'

export interface ReportStat {
  key: string
  label: string
  value: ReactNode
  /** A second line under the figure (a share, a unit). */
  note?: ReactNode
  info: string
  /** A colour class suffix for the figure ('red', 'orange', 'green'). */
  tone?: string
}

/** A row of headline figures over a report's filtered rows (totals of the table below, never a sample). */
export function ReportStats({ stats, label, loading }: { stats: ReportStat[]; label: string; loading: boolean }) {
  return (
    <section aria-label={label} aria-busy={loading}>
      <dl className={`report-stats${loading ? ' report-stats--loading' : ''}`}>
        {stats.map((s) => (
          <div key={s.key} className="report-stats__item" data-stat={s.key}>
            <dt className="report-stats__label">
              {s.label}
              <InfoTip text={s.info} label={s.label} />
            </dt>
            <dd className={`report-stats__value${s.tone ? ` report-stats__value--${s.tone}` : ''}`}>{s.value}</dd>
            {s.note ? <dd className="report-stats__note">{s.note}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  )
}
