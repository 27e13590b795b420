import { truncateName, WIN_LOSS_TITLES } from '@parley/shared/rules/win-loss'
import type { TWinLossQuery } from '@parley/shared/schemas/win-loss'
import { Empty, Skeleton } from 'antd'
import { useMemo } from 'react'
import { type ChartPoint, ReportChart } from '../../components/ReportChart'
import { useLostDrivers, useLostFactors } from '../api/winLoss'

interface LostChartProps {
  id: string
  title: string
  /** What the bars are: the filter's label in the buttons' names. */
  label: string
  points: ChartPoint[] | undefined
  loading: boolean
  onSelect: (key: string) => void
}

/** One lost-deal chart: horizontal bars of lost deals, and the same values as buttons that filter like a bar click. */
function LostChart({ id, title, label, points, loading, onSelect }: LostChartProps) {
  return (
    <section className="win-loss__card win-loss__lost-chart" aria-labelledby={id}>
      <h2 id={id} className="win-loss__card-title">
        {title}
      </h2>
      {loading && !points ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !points || points.length === 0 ? (
        // "Empty placeholder when no data."
        <Empty className="win-loss__empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description="No lost deals to chart" />
      ) : (
        <>
          <ReportChart
            kind="bar"
            points={points}
            ariaLabel={`${title}: ${points.map((p) => `${p.key} ${p.value}`).join(', ')}`}
            seriesName="Lost deals"
            onSelect={onSelect}
          />
          <ul className="chart-card__legend" aria-label={`${title}: filter by ${label}`}>
            {points.map((p) => (
              <li key={p.key}>
                <button type="button" className="chart-card__legend-item" title={p.key} onClick={() => onSelect(p.key)}>
                  {truncateName(p.key)} <span className="chart-card__legend-count">{p.value}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

const toPoints = (rows: { key: string; value: number }[] | undefined): ChartPoint[] | undefined => rows?.map((r) => ({ ...r, percent: 0 }))

/**
 * "Charts: 'Decision Drivers For Lost Deals' (click filters objection_category) and 'Underlying Factors For Lost Deals'
 * (click filters category and adds the category filter). Empty placeholder when no data."
 */
export function LostDealCharts({ query, onFilter }: { query: TWinLossQuery; onFilter: (filters: Record<string, string[]>, what: string) => void }) {
  const drivers = useLostDrivers(query)
  const factors = useLostFactors(query)
  const driverPoints = useMemo(() => toPoints(drivers.data?.data.map((d) => ({ key: d.objection_category, value: d.unique_deals_lost }))), [drivers.data])
  const factorPoints = useMemo(() => toPoints(factors.data?.data.map((d) => ({ key: d.category, value: d.unique_deals_lost }))), [factors.data])
  return (
    <div className="win-loss__charts">
      <LostChart
        id="win-loss-lost-drivers"
        title={WIN_LOSS_TITLES.lostDrivers}
        label="Decision Driver"
        points={driverPoints}
        loading={drivers.isPending}
        onSelect={(key) => onFilter({ objection_category: [key] }, 'lost_driver')}
      />
      <LostChart
        id="win-loss-lost-factors"
        title={WIN_LOSS_TITLES.lostFactors}
        label="Underlying Factor"
        points={factorPoints}
        loading={factors.isPending}
        onSelect={(key) => onFilter({ category: [key] }, 'lost_factor')}
      />
    </div>
  )
}
