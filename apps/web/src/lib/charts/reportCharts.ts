import { BarChart, PieChart } from 'echarts/charts'
import { GridComponent, TooltipComponent } from 'echarts/components'
import { type ECharts, init, use } from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'

// ECharts core with what the reports draw: pies and bars with axes and tooltips (echarts/core modular
// imports only). Import this module dynamically where a report chart is drawn, so ECharts loads only on report pages.
use([PieChart, BarChart, GridComponent, TooltipComponent, CanvasRenderer])

export type ReportChartInstance = ECharts

export function initReportChart(host: HTMLElement): ReportChartInstance {
  return init(host, undefined, { renderer: 'canvas' })
}
