import { NO_CHART_OPTIONS } from '@parley/shared/rules/report-charts'
import { Empty, Select, Skeleton } from 'antd'
import { type ChartPoint, ReportChart } from './ReportChart'
import { InfoTip } from './InfoTip'

export interface ChartChoice {
  key: string
  label: string
}

interface ChartCardProps {
  id: string
  kind: 'pie' | 'bar'
  /** '% Deals across:' for pies, '# Deals across' for bars. */
  title: string
  options: ChartChoice[]
  value: string
  onChange: (key: string) => void
  info: string
  points: ChartPoint[] | undefined
  loading: boolean
  onSelect: (key: string) => void
  /** A pie slice's own colour (see ReportChart). */
  colourOf?: (key: string) => string | undefined
}

/**
 * One Executive Summary chart: a title with a dimension dropdown ('No options available' when there is none), an info
 * tooltip, the chart (or an empty placeholder), and the values as buttons that filter like a click on the chart.
 */
export function ChartCard({ id, kind, title, options, value, onChange, info, points, loading, onSelect, colourOf }: ChartCardProps) {
  const label = options.find((o) => o.key === value)?.label ?? value
  return (
    <section className="chart-card" aria-labelledby={`${id}-title`}>
      <header className="chart-card__head">
        <h3 id={`${id}-title`} className="chart-card__title">
          {title}
        </h3>
        <Select
          size="small"
          className="chart-card__select"
          aria-label={`${title} dimension`}
          value={options.length ? value : undefined}
          placeholder={NO_CHART_OPTIONS}
          notFoundContent={NO_CHART_OPTIONS}
          options={options.map((o) => ({ value: o.key, label: o.label }))}
          onChange={onChange}
        />
        <InfoTip text={info} label={label} />
      </header>
      {loading && !points ? (
        <Skeleton active paragraph={{ rows: 6 }} className="chart-card__skeleton" />
      ) : !points || points.length === 0 ? (
        <Empty className="chart-card__empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description="No deals to chart" />
      ) : (
        <>
          <ReportChart kind={kind} points={points} ariaLabel={`${title} ${label}`} onSelect={onSelect} colourOf={colourOf} />
          <ul className="chart-card__legend" aria-label={`${label} values`}>
            {points.map((p) => (
              <li key={p.key}>
                <button type="button" className="chart-card__legend-item" onClick={() => onSelect(p.key)}>
                  {p.key} <span className="chart-card__legend-count">{kind === 'pie' ? `${p.percent}%` : p.value}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
