import { BarChart, LineChart, PieChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components'
import { type ECharts, init, use } from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'

// ECharts core with what the qualified and MQL reviews draw: the trend's bars and line with a legend, the top-10 bars and the not-recorded pie
// (echarts/core modular imports only). Import this module dynamically, only where such a chart is drawn.
use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer])

export type ReviewChartInstance = ECharts

export function initReviewChart(host: HTMLElement): ReviewChartInstance {
  return init(host, undefined, { renderer: 'canvas' })
}
