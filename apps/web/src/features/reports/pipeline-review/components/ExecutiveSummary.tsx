import { DEFAULT_CHARTS, PIPELINE_CHARTS, type PipelineChartKey } from '@parley/shared/rules/pipeline-columns'
import { levelHex } from '@parley/shared/rules/deal-scores'
import { forecastOfLevel } from '@parley/shared/rules/pipeline-review'
import type { TReportQuery } from '@parley/shared/schemas/reports'
import { Button } from 'antd'
import { useState } from 'react'
import { ChartCard } from '../../components/ChartCard'
import { usePipelineChart } from '../api/pipelineReview'

interface ExecutiveSummaryProps {
  query: TReportQuery
  search: boolean
  /** "Clicking a slice or bar sets that filter to the clicked value." */
  onFilter: (key: string, value: string) => void
  pieOptions: { key: PipelineChartKey; label: string }[]
  barOptions: { key: PipelineChartKey; label: string }[]
}

type Slot = 'pie1' | 'pie2' | 'bar'

function Chart({ slot, chart, setChart, p }: { slot: Slot; chart: PipelineChartKey; setChart: (k: PipelineChartKey) => void; p: ExecutiveSummaryProps }) {
  const pie = slot !== 'bar'
  const answer = usePipelineChart(p.query, chart, p.search, true)
  const data = answer.data ? (pie ? answer.data.pie.data[chart] : answer.data.bar.data[chart]) : undefined
  const def = PIPELINE_CHARTS[chart]
  return (
    <ChartCard
      id={`pipeline-${slot}`}
      kind={pie ? 'pie' : 'bar'}
      title={pie ? '% Deals across:' : '# Deals across'}
      options={pie ? p.pieOptions : p.barOptions}
      value={chart}
      onChange={(k) => setChart(k as PipelineChartKey)}
      info={data?.info ?? def.info}
      points={data?.values}
      loading={answer.isPending}
      // The score pies (qualification, engagement) paint each level in the table's score colour.
      colourOf={chart === 'playbook' || chart === 'engagement' ? levelHex : undefined}
      onSelect={(value) => {
        // The qualification pie shows levels; its filter holds the forecast they come from.
        const filterValue = chart === 'playbook' ? forecastOfLevel(value) : value
        if (filterValue) p.onFilter(def.filter, filterValue)
      }}
    />
  )
}

/** The collapsible Executive Summary: two pies ('% Deals across:') and one bar ('# Deals across ...') with dimension dropdowns. */
export function ExecutiveSummary(p: ExecutiveSummaryProps) {
  const [open, setOpen] = useState(true)
  const [charts, setCharts] = useState<Record<Slot, PipelineChartKey>>({ ...DEFAULT_CHARTS })
  const set = (slot: Slot) => (k: PipelineChartKey) => setCharts((c) => ({ ...c, [slot]: k }))
  return (
    <section className="executive-summary" aria-labelledby="executive-summary-title">
      <header className="executive-summary__head">
        <h2 id="executive-summary-title" className="executive-summary__title">
          Executive Summary
        </h2>
        <Button type="link" onClick={() => setOpen((v) => !v)} aria-expanded={open} aria-controls="executive-summary-body">
          {open ? 'Collapse' : 'Expand'}
        </Button>
      </header>
      {open ? (
        <div id="executive-summary-body" className="executive-summary__grid">
          <Chart slot="pie1" chart={charts.pie1} setChart={set('pie1')} p={p} />
          <Chart slot="pie2" chart={charts.pie2} setChart={set('pie2')} p={p} />
          <Chart slot="bar" chart={charts.bar} setChart={set('bar')} p={p} />
        </div>
      ) : null}
    </section>
  )
}
