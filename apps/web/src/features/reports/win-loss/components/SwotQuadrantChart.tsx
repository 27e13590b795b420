import { truncateName } from '@parley/shared/rules/win-loss'
import type { Quadrant } from '@parley/shared/rules/win-loss-quadrant'
import type { TWinLossQuadrant } from '@parley/shared/schemas/win-loss'
import { Empty } from 'antd'
import { useMemo } from 'react'
import { useWinLossChart } from '../hooks/useWinLossChart'
import { QUADRANT_GRID, QUADRANT_X, QUADRANT_Y } from '../utils/chartAxes'

type Bubble = TWinLossQuadrant['data']['data'][number]

export const QUADRANT_COLOURS: Record<Quadrant, string> = { Opportunity: '#3e63dd', Strength: '#30a46c', Weakness: '#f76b15', Threat: '#e5484d' }
const SHADE: Record<Quadrant, string> = { Opportunity: '#eef2ff', Strength: '#ecfdf3', Weakness: '#fff4ec', Threat: '#fff0f0' }

/** A quadrant's shaded area with its name in the outer corner. */
function area(q: Quadrant, x: [number, number], y: [number, number], position: string) {
  return [
    { name: q, xAxis: x[0], yAxis: y[0], itemStyle: { color: SHADE[q] }, label: { position, color: QUADRANT_COLOURS[q], fontWeight: 600, fontSize: 13 } },
    { xAxis: x[1], yAxis: y[1] },
  ]
}

const bubbleLabel = (b: Bubble) => `${truncateName(b.names[0] ?? '')}${b.names.length > 1 ? ` +${b.names.length - 1}` : ''}`

function option(bubbles: Bubble[]) {
  const zero = { lineStyle: { color: '#9ca3af', type: 'solid' }, symbol: 'none', label: { show: false }, silent: true }
  return {
    grid: { ...QUADRANT_GRID, containLabel: false },
    tooltip: {
      trigger: 'item',
      formatter: (p: { dataIndex: number; seriesIndex: number }) => {
        const b = bubbles[p.dataIndex]
        return b && p.seriesIndex === 0
          ? `<b>${b.names.join(', ')}</b><br/>${b.quadrant} · ${b.size} deals<br/>Opportunity − Threat: ${b.x}%<br/>Strength − Weakness: ${b.y}`
          : ''
      },
    },
    xAxis: {
      type: 'value',
      ...QUADRANT_X,
      interval: 20,
      name: 'Threat ← → Opportunity (%)',
      nameLocation: 'middle',
      nameGap: 28,
      axisLine: { onZero: false },
      axisLabel: { formatter: (v: number) => (Math.abs(v) > 100 ? '' : `${v}`), hideOverlap: true },
      splitLine: { show: false },
    },
    yAxis: {
      type: 'value',
      ...QUADRANT_Y,
      interval: 0.2,
      name: 'Weakness ← → Strength',
      nameLocation: 'middle',
      nameGap: 40,
      axisLine: { onZero: false },
      axisLabel: { formatter: (v: number) => (Math.abs(v) > 1.0001 ? '' : `${Math.round(v * 10) / 10}`) },
      splitLine: { show: false },
    },
    series: [
      {
        type: 'scatter',
        cursor: 'pointer',
        data: bubbles.map((b) => ({
          value: [b.x, b.y],
          // "Bubble radius 6 to 20": the symbol's size is its diameter.
          symbolSize: b.radius * 2,
          itemStyle: { color: QUADRANT_COLOURS[b.quadrant], opacity: 0.8, borderColor: '#fff', borderWidth: 1 },
          label: { show: true, position: 'top', formatter: bubbleLabel(b), fontSize: 11, color: '#1f2937', silent: true },
        })),
        labelLayout: { hideOverlap: true },
        markArea: {
          silent: true,
          data: [
            area('Strength', [QUADRANT_X.min, 0], [0, QUADRANT_Y.max], 'insideTopLeft'),
            area('Opportunity', [0, QUADRANT_X.max], [0, QUADRANT_Y.max], 'insideTopRight'),
            area('Weakness', [QUADRANT_X.min, 0], [QUADRANT_Y.min, 0], 'insideBottomLeft'),
            area('Threat', [0, QUADRANT_X.max], [QUADRANT_Y.min, 0], 'insideBottomRight'),
          ],
        },
        markLine: { ...zero, data: [{ xAxis: 0 }, { yAxis: 0 }] },
        z: 3,
      },
    ],
  }
}

interface SwotQuadrantChartProps {
  bubbles: Bubble[]
  /** The grouping's label, for the chart's description. */
  label: string
  onSelect: (names: string[]) => void
}

/**
 * "A SWOT quadrant bubble chart of decision drivers": x = (opportunity − threat)/(opportunity + threat) in percent,
 * y = (strength − weakness)/(strength + weakness), radius 6 to 20, bubbles at one position grouped. A click filters by
 * every name in the bubble.
 */
export function SwotQuadrantChart({ bubbles, label, onSelect }: SwotQuadrantChartProps) {
  const chartOption = useMemo(() => option(bubbles), [bubbles])
  const host = useWinLossChart(bubbles.length > 0, chartOption, (e) => {
    const b = bubbles[e.dataIndex]
    if (b && e.seriesIndex === 0) onSelect(b.names)
  })
  if (bubbles.length === 0) return <Empty className="win-loss__empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description="No insights to chart" />
  return (
    <div
      ref={host}
      className="win-loss__quadrant-chart"
      role="img"
      aria-label={`SWOT quadrant per ${label}: ${bubbles.map((b) => `${b.names.join(', ')} in ${b.quadrant} (x ${b.x}%, y ${b.y}), ${b.size} deals`).join('; ')}`}
      data-testid="win-loss-quadrant"
    />
  )
}
