import { MOVEMENT_COLOURS, MOVEMENTS, type Movement } from '@parley/shared/rules/conversion-insights'
import type { TOutcomesResponse } from '@parley/shared/schemas/conversion-insights'
import { ChartPanel } from '../../components/ChartPanel'
import { SeriesBarChart } from './SeriesBarChart'

interface ConversionChartsProps {
  outcomes: TOutcomesResponse['data'] | undefined
  loading: boolean
  /** A click on a segment of the stage chart filters by that starting stage and movement. */
  onStage: (stage: string, movement: Movement) => void
}

const PROGRESSED = 'Won or moved forward'
const OTHER = 'Other deals'

/** Where deals went from each starting stage, and which checklist items the deals that moved on covered against the rest. */
export function ConversionCharts({ outcomes, loading, onStage }: ConversionChartsProps) {
  const stages = outcomes?.by_stage ?? []
  const items = outcomes?.checklist ?? []
  return (
    <div className="conversion-charts">
      <ChartPanel
        className="conversion-chart"
        emptyText="No deals to chart"
        id="conversion-stages"
        title="Where deals went, by stage at the start"
        info="Each bar is the deals that started the range in that stage, split by where they ended it. Click a segment to list those deals."
        empty={stages.length === 0}
        loading={loading && !outcomes}
      >
        <SeriesBarChart
          ariaLabel="Deals by stage at the start and movement"
          stacked
          categories={stages.map((s) => s.stage)}
          series={MOVEMENTS.map((m) => ({ name: m, colour: MOVEMENT_COLOURS[m], values: stages.map((s) => s[m]) }))}
          onSelect={(stage, movement) => {
            if ((MOVEMENTS as readonly string[]).includes(movement)) onStage(stage, movement as Movement)
          }}
        />
      </ChartPanel>
      <ChartPanel
        className="conversion-chart"
        emptyText="No deals to chart"
        id="conversion-checklist"
        title="Checklist outcomes: deals that moved on vs the rest"
        info={`The share of deals that covered each checklist item on their calls (a score over 30): ${outcomes?.progressed_deals ?? 0} deals won or moved forward against ${outcomes?.other_deals ?? 0} others.`}
        empty={items.length === 0}
        loading={loading && !outcomes}
      >
        <SeriesBarChart
          ariaLabel="Checklist coverage of deals that moved on and of the others"
          stacked={false}
          unit="%"
          max={100}
          categories={items.map((i) => i.name)}
          series={[
            { name: PROGRESSED, colour: MOVEMENT_COLOURS['Moved forward'], values: items.map((i) => i.progressed) },
            { name: OTHER, colour: MOVEMENT_COLOURS['No movement'], values: items.map((i) => i.other) },
          ]}
        />
      </ChartPanel>
    </div>
  )
}
