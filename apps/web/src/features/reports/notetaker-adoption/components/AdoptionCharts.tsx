import { ADOPTION_COLOUR_HEX } from '@parley/shared/rules/notetaker-adoption'
import { adoptionColour } from '@parley/shared/rules/notetaker-adoption-rate'
import { BAR_THICKNESS } from '@parley/shared/rules/report-charts'
import { GROUP_LABELS, periodAxisLabel, periodLabel, REPORT_GROUPS, type ReportGroup } from '@parley/shared/rules/report-periods'
import type { TAdoptionChartsResponse } from '@parley/shared/schemas/notetaker-adoption'
import type { TReportQuery } from '@parley/shared/schemas/reports'
import { Segmented } from 'antd'
import { useMemo } from 'react'
import { ChartPanel } from '../../components/ChartPanel'
import { OptionChart } from '../../components/OptionChart'
import type { Group } from '../../utils/reportSearch'
import { useAdoptionCharts } from '../api/notetakerAdoption'

interface AdoptionChartsProps {
  query: TReportQuery
  group: Group
  onGroup: (group: Group) => void
  /** A click on a rep's bar sets the rep filter. */
  onRep: (rep: string) => void
}

type Trend = TAdoptionChartsResponse['data']['trend'][number]
type RepPoint = TAdoptionChartsResponse['data']['reps'][number]

/** What the two cards share: their controls' class and the empty placeholder. */
const PANEL = { extraClassName: 'adoption-charts__extra', emptyText: 'No eligible calls in this range' }

const colourOf = (percent: number) => ADOPTION_COLOUR_HEX[adoptionColour(percent)]
function trendOption(trend: Trend[], group: ReportGroup) {
  return {
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: { dataIndex: number }[]) => {
        const p = trend[params[0]?.dataIndex ?? 0]
        if (!p) return ''
        return `${periodLabel(p.x, group)}<br/><b>${p.notetakerAdoptionRate}%</b> adoption: ${p.recorded} of ${p.eligible} eligible recorded<br/>${p.scheduled} scheduled, ${p.instant} instant`
      },
    },
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: trend.map((p) => p.x), axisLabel: { hideOverlap: true, formatter: (x: string) => periodAxisLabel(x, group) } },
    yAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
    series: [
      {
        type: 'bar',
        name: 'Adoption',
        barMaxWidth: BAR_THICKNESS,
        data: trend.map((p) => ({ value: p.notetakerAdoptionRate, itemStyle: { color: colourOf(p.notetakerAdoptionRate), borderRadius: [4, 4, 0, 0] } })),
      },
    ],
  }
}

function repsOption(reps: RepPoint[]) {
  return {
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: { dataIndex: number }[]) => {
        const r = reps[params[0]?.dataIndex ?? 0]
        return r ? `${r.x}<br/><b>${r.y}%</b> adoption of ${r.eligible} eligible calls` : ''
      },
    },
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
    yAxis: { type: 'category', inverse: true, data: reps.map((r) => r.x), axisLabel: { width: 120, overflow: 'truncate' } },
    series: [
      {
        type: 'bar',
        name: 'Adoption',
        barWidth: 18,
        data: reps.map((r) => ({ value: r.y, itemStyle: { color: colourOf(r.y), borderRadius: [0, 4, 4, 0] } })),
      },
    ],
  }
}

/** "group day/week/month, and charts": adoption per period, and per rep (the ten with most eligible calls). */
export function AdoptionCharts({ query, group, onGroup, onRep }: AdoptionChartsProps) {
  const charts = useAdoptionCharts(query, group)
  const data = charts.data
  const loading = charts.isFetching && !data
  const trend = useMemo(() => (data ? trendOption(data.trend, data.group) : null), [data])
  const reps = useMemo(() => (data ? repsOption(data.reps) : null), [data])
  const noCalls = !data || data.trend.every((p) => p.scheduled + p.eligible + p.instant === 0)
  return (
    <section className="adoption-charts" aria-label="Notetaker adoption charts">
      <ChartPanel
        {...PANEL}
        id="adoption-trend"
        title={`Adoption per ${GROUP_LABELS[group].toLowerCase()}`}
        info="Recorded of eligible calls in each period, in whole percent: up to 40 red, below 60 orange, else green."
        loading={loading}
        empty={noCalls}
        extra={
          <Segmented<Group>
            size="small"
            aria-label="Group adoption by"
            value={group}
            options={REPORT_GROUPS.map((g) => ({ value: g, label: GROUP_LABELS[g] }))}
            onChange={onGroup}
          />
        }
      >
        {trend ? <OptionChart option={trend} ariaLabel="Notetaker adoption per period" testId="adoption-trend-chart" /> : null}
        <ul className="chart-card__legend adoption-charts__periods" aria-label="Adoption per period">
          {(data?.trend ?? [])
            .filter((p) => p.eligible > 0)
            .map((p) => (
              <li key={p.x} className="chart-card__legend-item">
                {periodLabel(p.x, data?.group ?? group)} <span className="chart-card__legend-count">{p.notetakerAdoptionRate}%</span>
              </li>
            ))}
        </ul>
      </ChartPanel>
      <ChartPanel
        {...PANEL}
        id="adoption-reps"
        title="Adoption by rep"
        info="The ten reps with most eligible calls, with their adoption; click a rep to show only their row."
        loading={loading}
        empty={!data || data.reps.length === 0}
      >
        {reps ? <OptionChart option={reps} ariaLabel="Notetaker adoption per rep" testId="adoption-reps-chart" onClick={(c) => onRep(c.name)} /> : null}
        <ul className="chart-card__legend" aria-label="Reps">
          {(data?.reps ?? []).map((r) => (
            <li key={r.x}>
              <button type="button" className="chart-card__legend-item" onClick={() => onRep(r.x)}>
                {r.x} <span className="chart-card__legend-count">{r.y}%</span>
              </button>
            </li>
          ))}
        </ul>
      </ChartPanel>
    </section>
  )
}
