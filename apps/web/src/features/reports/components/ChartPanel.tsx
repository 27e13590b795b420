import { Empty, Skeleton } from 'antd'
import type { ReactNode } from 'react'
import { InfoTip } from './InfoTip'

interface ChartPanelProps {
  id: string
  title: string
  info: string
  loading: boolean
  empty: boolean
  /** What the placeholder says when there is nothing to chart. */
  emptyText: string
  /** A class beside chart-card on the section. */
  className?: string
  /** Controls at the end of the head, in a span of `extraClassName` (no span without that class). */
  extra?: ReactNode
  extraClassName?: string
  children: ReactNode
}

/** A report chart's card: the title with its info tooltip (and controls), then a skeleton, the empty placeholder or the chart. */
export function ChartPanel({ id, title, info, loading, empty, emptyText, className, extra, extraClassName, children }: ChartPanelProps) {
  return (
    <section className={className ? `chart-card ${className}` : 'chart-card'} aria-labelledby={`${id}-title`}>
      <header className="chart-card__head">
        <h3 id={`${id}-title`} className="chart-card__title">
          {title}
        </h3>
        <InfoTip text={info} label={title} />
        {extraClassName ? <span className={extraClassName}>{extra}</span> : null}
      </header>
      {loading ? (
        <Skeleton active paragraph={{ rows: 6 }} className="chart-card__skeleton" />
      ) : empty ? (
        <Empty className="chart-card__empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        children
      )}
    </section>
  )
}
