import { BarChart } from 'echarts/charts'
import { GridComponent, TooltipComponent } from 'echarts/components'
import { type ECharts, init, use } from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'

// ECharts core with only what a bar chart with axes and a tooltip needs; the canvas renderer is
// about 4 KB gzipped smaller than the SVG one. Import this module dynamically, where a chart is actually drawn, and
// export single functions: re-exporting the echarts/core namespace would keep all of it.
use([BarChart, GridComponent, TooltipComponent, CanvasRenderer])

export type BarChartInstance = ECharts

export function initBarChart(host: HTMLElement): BarChartInstance {
  return init(host, undefined, { renderer: 'canvas' })
}
