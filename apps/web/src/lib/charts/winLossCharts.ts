import { ScatterChart } from 'echarts/charts'
import { GridComponent, MarkAreaComponent, MarkLineComponent, TooltipComponent } from 'echarts/components'
import { type ECharts, init, use } from 'echarts/core'
import { LabelLayout } from 'echarts/features'
import { CanvasRenderer } from 'echarts/renderers'

// ECharts core with what Competitive Win-Loss draws itself: the Loss Rate vs Total Deals scatter and the SWOT
// quadrant's bubbles over shaded quadrants, with labels that would overlap hidden (LabelLayout).
// echarts/core modular imports only; import this module dynamically, only where such a chart is drawn.
use([ScatterChart, GridComponent, MarkAreaComponent, MarkLineComponent, TooltipComponent, LabelLayout, CanvasRenderer])

export type WinLossChartInstance = ECharts

export function initWinLossChart(host: HTMLElement): WinLossChartInstance {
  return init(host, undefined, { renderer: 'canvas' })
}
