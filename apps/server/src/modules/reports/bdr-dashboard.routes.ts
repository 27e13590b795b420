import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { BDR_SECTIONS } from '@parley/shared/rules/bdr-dashboard'
import { ZBdrCountsResponse, ZBdrRepScoresResponse, ZBdrRowsResponse, ZBdrSignalsResponse } from '@parley/shared/schemas/bdr-dashboard'
import { NO_REPORT_EXPORT_DATA, ZDistinctResponse, ZReportExportQuery, ZReportQuery } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../platform/deps'
import { AppError } from '../../platform/errors'
import { sendExport } from '../../platform/export/export'
import { bdrExportColumns, prepareBdrExport } from './bdr-dashboard-export'
import { bdrCounts, bdrRepScores, bdrSectionData, bdrSignals } from './bdr-dashboard.service'
import { requireReport } from './report-request'

/** The development-rep dashboard, BDR to MQL; page 9 of the reports. */
export const bdrDashboardRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const section of BDR_SECTIONS) {
      app.post(
        section.dataPath,
        {
          schema: {
            tags: ['reports'],
            summary: `${section.title}: the BDR calls of the section (take/skip page, every row with take omitted, or distinct filter options)`,
            body: ZReportQuery,
            response: { 200: z.union([ZBdrRowsResponse, ZDistinctResponse]) },
          },
        },
        async (request) => bdrSectionData(deps, requireReport(request, 'bdr_to_mql'), request.body, section.key),
      )

      app.post(
        section.signalPath,
        {
          schema: {
            tags: ['reports'],
            summary: `${section.title}: per checklist signal the outcome and best-practice shares, and every best practice's share`,
            body: ZReportQuery,
            response: { 200: ZBdrSignalsResponse },
          },
        },
        async (request) => bdrSignals(deps, requireReport(request, 'bdr_to_mql'), request.body, section.key),
      )

      app.post(
        `${section.dataPath}/export`,
        {
          schema: {
            tags: ['reports'],
            summary: `${section.title}: every call of the section as a streamed .xlsx or .csv download`,
            querystring: ZReportExportQuery,
            body: ZReportQuery,
          },
        },
        async (request, reply) => {
          const auth = requireReport(request, 'bdr_to_mql')
          const out = await prepareBdrExport(deps, auth, request.body, section.key, request.query.tz)
          if (out.count === 0) throw new AppError(400, 'no_data', NO_REPORT_EXPORT_DATA)
          return sendExport(reply, {
            format: request.query.format,
            filename: `${section.file}-${out.today}`,
            sheetName: section.title,
            columns: bdrExportColumns(out.columns, out.tz),
            rows: out.rows,
          })
        },
      )
    }

    app.post(
      '/reports/bdr-count-metrics',
      {
        schema: {
          tags: ['reports'],
          summary: 'The summary cards: connected calls, conversations to meeting, conversations without a meeting, connected without a conversation',
          body: ZReportQuery,
          response: { 200: ZBdrCountsResponse },
        },
      },
      async (request) => bdrCounts(deps, requireReport(request, 'bdr_to_mql'), request.body),
    )

    app.post(
      '/reports/bdr-rep-scores',
      {
        schema: {
          tags: ['reports'],
          summary: "Rep Scores: each BDR's average checklist score on connected calls, best first",
          body: ZReportQuery,
          response: { 200: ZBdrRepScoresResponse },
        },
      },
      async (request) => bdrRepScores(deps, requireReport(request, 'bdr_to_mql'), request.body),
    )
  }
