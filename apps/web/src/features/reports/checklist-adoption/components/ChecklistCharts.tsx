import { REP_SCORES_SHOWN } from '@parley/shared/rules/checklist-adoption'
import { checklistFilterKey } from '@parley/shared/rules/pipeline-review'
import type { TReportQuery } from '@parley/shared/schemas/reports'
import { Segmented } from 'antd'
import dayjs from 'dayjs'
import { ChartPanel } from '../../components/ChartPanel'
import { type ChartPoint, ReportChart } from '../../components/ReportChart'
import type { Group } from '../../utils/reportSearch'
import { useChecklistRepScores, useChecklistSignals, useChecklistTrend } from '../api/checklistAdoption'

interface ChecklistChartsProps {
  query: TReportQuery
  group: Group
  onGroup: (group: Group) => void
  /** A click on a rep's or a signal's bar sets that filter. */
  onFilter: (key: string, value: string) => void
}

/** What the three cards share: their controls' class and the empty placeholder. */
const PANEL = { extraClassName: 'checklist-charts__extra', emptyText: 'No analysed calls' }

const percentPoints = (rows: { x: string; y: number }[]): ChartPoint[] => rows.map((r) => ({ key: r.x, value: r.y, percent: r.y }))
const TREND_LABEL: Record<Group, string> = { day: 'Day', week: 'Week', month: 'Month' }

/** "plus trend, per-rep scores and per-signal views": three charts over the filtered calls. */
export function ChecklistCharts({ query, group, onGroup, onFilter }: ChecklistChartsProps) {
  const trend = useChecklistTrend({ ...query, group })
  const reps = useChecklistRepScores(query)
  const signals = useChecklistSignals(query)
  const trendPoints = trend.data?.result.map((p) => ({
    key: group === 'month' ? dayjs(p.x).format('MMM YYYY') : dayjs(p.x).format('MMM D'),
    value: p.y,
    percent: p.y,
  }))
  const repRows = reps.data?.result ?? []
  const signalRows = signals.data?.result ?? []
  return (
    <section className="checklist-charts" aria-label="Checklist adoption charts">
      <ChartPanel
        {...PANEL}
        id="checklist-trend"
        title="Adoption trend"
        info="The average checklist adoption of the calls in each period."
        loading={trend.isFetching && !trendPoints}
        empty={!trendPoints || trendPoints.length === 0}
        extra={
          <Segmented<Group>
            size="small"
            aria-label="Group the trend by"
            value={group}
            options={(['day', 'week', 'month'] as const).map((g) => ({ value: g, label: TREND_LABEL[g] }))}
            onChange={onGroup}
          />
        }
      >
        <ReportChart kind="column" points={trendPoints ?? []} ariaLabel="Checklist adoption per period" seriesName="Adoption" max={100} unit="%" />
      </ChartPanel>
      <ChartPanel
        {...PANEL}
        id="checklist-reps"
        title="Rep scores"
        info={`Each rep's average checklist adoption, highest first (the top ${REP_SCORES_SHOWN}); click a rep to see their calls.`}
        loading={reps.isFetching && !reps.data}
        empty={!reps.data || repRows.length === 0}
      >
        <ReportChart
          kind="bar"
          points={percentPoints(repRows.slice(0, REP_SCORES_SHOWN))}
          ariaLabel="Checklist adoption per rep"
          seriesName="Adoption"
          max={100}
          unit="%"
          onSelect={(name) => onFilter('rep', name)}
        />
        <ul className="chart-card__legend" aria-label="Reps">
          {repRows.slice(0, REP_SCORES_SHOWN).map((r) => (
            <li key={r.id}>
              <button type="button" className="chart-card__legend-item" onClick={() => onFilter('rep', r.x)}>
                {r.x} <span className="chart-card__legend-count">{r.y}%</span>
              </button>
            </li>
          ))}
        </ul>
      </ChartPanel>
      <ChartPanel
        {...PANEL}
        id="checklist-signals"
        title="Signals completed"
        info="Per checklist signal, the share of the calls it applied to where it was completed; click one to see the calls that missed it."
        loading={signals.isFetching && !signals.data}
        empty={!signals.data || signalRows.length === 0}
      >
        <ReportChart
          kind="bar"
          points={percentPoints(signalRows)}
          ariaLabel="Share of calls completing each signal"
          seriesName="Completed"
          max={100}
          unit="%"
          onSelect={(name) => {
            const s = signalRows.find((x) => x.x === name)
            if (s) onFilter(checklistFilterKey(s.id), 'No')
          }}
        />
        <ul className="chart-card__legend" aria-label="Signals">
          {signalRows.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                className="chart-card__legend-item"
                title={s.best_practices.map((b) => `${b.x}: followed on ${b.y}% of ${b.n} calls`).join('\n') || undefined}
                onClick={() => onFilter(checklistFilterKey(s.id), 'No')}
              >
                {s.x} <span className="chart-card__legend-count">{s.y}%</span>
              </button>
            </li>
          ))}
        </ul>
      </ChartPanel>
    </section>
  )
}
