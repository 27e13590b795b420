import { RECORDED_STATUS, REASON_NOT_KNOWN } from '@parley/shared/rules/call-report'
import { BAR_THICKNESS } from '@parley/shared/rules/report-charts'
import { GROUP_LABELS, periodAxisLabel, periodLabel, REPORT_GROUPS } from '@parley/shared/rules/report-periods'
import type { TCallChartsResponse } from '@parley/shared/schemas/call-reports'
import type { TReportQuery } from '@parley/shared/schemas/reports'
import { Segmented } from 'antd'
import { useMemo } from 'react'
import { ChartPanel } from '../../components/ChartPanel'
import { OptionChart } from '../../components/OptionChart'
import type { Group } from '../../utils/reportSearch'
import { useCallCharts } from '../api/callsReport'
import { sourceLabel, sourceOfLabel } from '../utils/callLabels'

interface CallsChartsProps {
  query: TReportQuery
  group: Group
  onGroup: (group: Group) => void
  /** "Clicking a chart element sets the corresponding filter." */
  onFilter: (key: string, value: string) => void
}

const SERIES = [
  { name: 'Recorded', filter: 'Yes', colour: '#2f7d1c' },
  { name: 'Not recorded', filter: 'No', colour: '#f0a04b' },
] as const

/** What the three cards share: their controls' class and the empty placeholder. */
const PANEL = { extraClassName: 'calls-charts__extra', emptyText: 'No calls in this range' }

function trendOption(data: TCallChartsResponse['data']) {
  const periods = [...new Set(data.trend.map((t) => t.x))].sort()
  const value = (x: string, series: string) => data.trend.find((t) => t.x === x && t.series === series)?.y ?? 0
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: periods,
      axisLabel: { hideOverlap: true, formatter: (p: string) => periodAxisLabel(p, data.group) },
      axisPointer: { label: { formatter: (p: { value: string }) => periodLabel(p.value, data.group) } },
    },
    yAxis: { type: 'value', minInterval: 1 },
    series: SERIES.map((s) => ({
      type: 'bar',
      name: s.name,
      stack: 'calls',
      barMaxWidth: BAR_THICKNESS,
      itemStyle: { color: s.colour },
      emphasis: { focus: 'series' },
      data: periods.map((p) => value(p, s.name)),
    })),
  }
}

interface Bar {
  label: string
  value: number
  colour: string
}

/** Horizontal bars, one colour each, with room for a reason's words (less on a narrow chart). */
const barsOption = (bars: Bar[]) => (width: number) => {
  const labelWidth = width > 0 ? Math.min(170, Math.round(width * 0.4)) : 170
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', inverse: true, data: bars.map((b) => b.label), axisLabel: { width: labelWidth, overflow: 'truncate', color: '#374151' } },
    series: [
      {
        type: 'bar',
        name: 'Calls',
        barMaxWidth: BAR_THICKNESS,
        data: bars.map((b) => ({ value: b.value, itemStyle: { color: b.colour, borderRadius: [0, 4, 4, 0] } })),
      },
    ],
  }
}

const statusColour = (status: string) => (status === RECORDED_STATUS ? '#2f7d1c' : status === REASON_NOT_KNOWN ? '#9ca3af' : '#f0a04b')

/** Calls per period (recorded or not), per recording status and per source; each click filters the table. */
export function CallsCharts({ query, group, onGroup, onFilter }: CallsChartsProps) {
  const charts = useCallCharts(query, group)
  const data = charts.data
  const trend = useMemo(() => (data ? trendOption(data) : null), [data])
  const loading = charts.isFetching && !data
  const status = useMemo(() => (data ? barsOption(data.status.map((r) => ({ label: r.x, value: r.y, colour: statusColour(r.x) }))) : null), [data])
  const source = useMemo(() => (data ? barsOption(data.source.map((r) => ({ label: sourceLabel(r.x), value: r.y, colour: '#4f46e5' }))) : null), [data])
  const sources = data?.source.map((r) => r.x) ?? []
  const total = data?.status.reduce((sum, s) => sum + s.y, 0) ?? 0
  return (
    <section className="calls-charts" aria-label="Calls and recordings charts">
      <ChartPanel
        {...PANEL}
        id="calls-trend"
        title={`Calls per ${GROUP_LABELS[group].toLowerCase()}`}
        info="Every call in the range per period, recorded or not. Click a bar to list only recorded or only unrecorded calls."
        loading={loading}
        empty={total === 0}
        extra={
          <Segmented<Group>
            size="small"
            aria-label="Group the calls by"
            value={group}
            options={REPORT_GROUPS.map((g) => ({ value: g, label: GROUP_LABELS[g] }))}
            onChange={onGroup}
          />
        }
      >
        <ul className="calls-charts__key" aria-hidden="true">
          {SERIES.map((s) => (
            <li key={s.name}>
              <span className="calls-charts__swatch" style={{ background: s.colour }} />
              {s.name}
            </li>
          ))}
        </ul>
        {trend ? (
          <OptionChart
            option={trend}
            ariaLabel="Calls per period, recorded and not recorded"
            testId="calls-trend-chart"
            onClick={(c) => {
              const series = SERIES.find((s) => s.name === c.seriesName)
              if (series) onFilter('is_meeting_recorded', series.filter)
            }}
          />
        ) : null}
        <ul className="chart-card__legend" aria-label="Recorded or not">
          {SERIES.map((s) => (
            <li key={s.name}>
              <button type="button" className="chart-card__legend-item" onClick={() => onFilter('is_meeting_recorded', s.filter)}>
                {s.name} <span className="chart-card__legend-count">{data?.trend.filter((t) => t.series === s.name).reduce((sum, t) => sum + t.y, 0)}</span>
              </button>
            </li>
          ))}
        </ul>
      </ChartPanel>
      <ChartPanel
        {...PANEL}
        id="calls-status"
        title="Recording status"
        info="Recorded, else why the call was not recorded ('Reason not known' when the notetaker gave none). Click a bar to list those calls."
        loading={loading}
        empty={total === 0}
      >
        {status ? (
          <OptionChart
            option={status}
            ariaLabel="Calls per recording status"
            testId="calls-status-chart"
            onClick={(c) => onFilter('recording_status', c.name)}
          />
        ) : null}
        <ul className="chart-card__legend" aria-label="Recording statuses">
          {(data?.status ?? []).map((s) => (
            <li key={s.x}>
              <button type="button" className="chart-card__legend-item" onClick={() => onFilter('recording_status', s.x)}>
                {s.x} <span className="chart-card__legend-count">{s.y}</span>
              </button>
            </li>
          ))}
        </ul>
      </ChartPanel>
      <ChartPanel
        {...PANEL}
        id="calls-source"
        title="Calls by source"
        info="Where the calls came from: a calendar, an instant recording, a dialer or an upload. Click a bar to list those calls."
        loading={loading}
        empty={total === 0}
      >
        {source ? (
          <OptionChart
            option={source}
            ariaLabel="Calls per source"
            testId="calls-source-chart"
            onClick={(c) => onFilter('call_source', sourceOfLabel(c.name, sources))}
          />
        ) : null}
        <ul className="chart-card__legend" aria-label="Sources">
          {(data?.source ?? []).map((s) => (
            <li key={s.x}>
              <button type="button" className="chart-card__legend-item" onClick={() => onFilter('call_source', s.x)}>
                {sourceLabel(s.x)} <span className="chart-card__legend-count">{s.y}</span>
              </button>
            </li>
          ))}
        </ul>
      </ChartPanel>
    </section>
  )
}
