import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZCallChartsResponse, ZCallPeriodsResponse, ZCallsPageResponse } from '@parley/shared/schemas/call-reports'
import { NO_REPORT_EXPORT_DATA, ZDistinctResponse, ZReportExportQuery, ZReportQuery } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../platform/deps'
import { AppError } from '../../platform/errors'
import { sendExport } from '../../platform/export/export'
import { callExportColumns, prepareCallsExport } from './calls-report-export'
import { type CallsReportKey, callDetailsReport, callsCharts, callsReport } from './calls-report.service'
import { requireReport } from './report-request'

/** Calls & Recordings (page 1) and Call Details (page 2): the meetings report calls. */
export const callsReportRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/reports/meetings-report',
      {
        schema: {
          tags: ['reports'],
          summary: 'Calls & Recordings: one page of calls (take/skip), the calls per day, week or month (take omitted), or the filter option lists (distinct)',
          body: ZReportQuery,
          response: { 200: z.union([ZCallsPageResponse, ZCallPeriodsResponse, ZDistinctResponse]) },
        },
      },
      async (request) => callsReport(deps, requireReport(request, 'calls_recordings'), request.body),
    )

    app.post(
      '/reports/meetings-charts',
      {
        schema: {
          tags: ['reports'],
          summary: 'Calls & Recordings charts: calls per period recorded or not, per recording status and per source',
          body: ZReportQuery,
          response: { 200: ZCallChartsResponse },
        },
      },
      async (request) => callsCharts(deps, requireReport(request, 'calls_recordings'), request.body),
    )

    app.post(
      '/reports/call-details-report',
      {
        schema: {
          tags: ['reports'],
          summary: 'Call Details (page 2): one page of calls with every field of the call report row, every row (take omitted), or the option lists',
          body: ZReportQuery,
          response: { 200: z.union([ZCallsPageResponse, ZDistinctResponse]) },
        },
      },
      async (request) => callDetailsReport(deps, requireReport(request, 'call_details'), request.body),
    )

    const exportRoute = (path: string, key: CallsReportKey, name: string, sheetName: string) =>
      app.post(
        path,
        {
          schema: {
            tags: ['reports'],
            summary: `Every call of the filtered ${sheetName} as a streamed .xlsx or .csv download`,
            querystring: ZReportExportQuery,
            body: ZReportQuery,
          },
        },
        async (request, reply) => {
          const auth = requireReport(request, key)
          const out = await prepareCallsExport(deps, auth, key, request.body, request.query.tz)
          if (out.count === 0) throw new AppError(400, 'no_data', NO_REPORT_EXPORT_DATA)
          return sendExport(reply, {
            format: request.query.format,
            filename: `${name}-${out.today}`,
            sheetName,
            columns: callExportColumns(auth.settings, out.tz),
            rows: out.rows,
          })
        },
      )
    exportRoute('/reports/meetings-report/export', 'calls_recordings', 'calls-and-recordings', 'Calls & Recordings')
    exportRoute('/reports/call-details-report/export', 'call_details', 'call-details', 'Call Details')
  }
