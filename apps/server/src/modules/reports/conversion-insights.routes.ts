import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZConversionPageResponse, ZConversionRow } from '@parley/shared/schemas/conversion-insights'
import { NO_REPORT_EXPORT_DATA, ZDistinctResponse, ZReportExportQuery, ZReportQuery } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../platform/deps'
import { AppError } from '../../platform/errors'
import { sendExport } from '../../platform/export/export'
import { conversionExportColumns, prepareConversionExport } from './conversion-insights-export'
import { legacyMeetingsDealsReport, meetingsDealsReport } from './conversion-insights.service'
import { requireReport } from './report-request'

async function* each<T>(rows: T[]): AsyncGenerator<T> {
  for (const r of rows) yield r
}

/**
 * Conversion Insights (page 7): "POST /reports/meetings-deals-report (query: role, startTime, endTime, filter, distinct,
 * sort, skip, take); POST /users/meetingsDealsReport (older)". Its outcomes are the Conversion Insights variant of POST
 * /users/MeetingsOutcomesReport (meetings-outcomes.routes.ts).
 */
export const conversionInsightsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/reports/meetings-deals-report',
      {
        schema: {
          tags: ['reports'],
          summary: 'Deals with calls in the range: calls, checklist coverage and stage movement; a page (take/skip), every deal, or the option lists',
          body: ZReportQuery,
          response: { 200: z.union([ZConversionPageResponse, ZDistinctResponse]) },
        },
      },
      async (request) => meetingsDealsReport(deps, requireReport(request, 'conversion_insights'), request.body),
    )

    app.post(
      '/users/meetingsDealsReport',
      {
        schema: {
          tags: ['reports'],
          summary: 'The older Conversion Insights call: the same query, the deals as a list',
          body: ZReportQuery,
          response: { 200: z.object({ data: z.array(ZConversionRow) }) },
        },
      },
      async (request) => legacyMeetingsDealsReport(deps, requireReport(request, 'conversion_insights'), request.body),
    )

    app.post(
      '/reports/meetings-deals-report/export',
      {
        schema: {
          tags: ['reports'],
          summary: 'Every deal of the filtered Conversion Insights as a streamed .xlsx or .csv download',
          querystring: ZReportExportQuery,
          body: ZReportQuery,
        },
      },
      async (request, reply) => {
        const auth = requireReport(request, 'conversion_insights')
        const out = await prepareConversionExport(deps, auth, request.body, request.query.tz)
        if (out.rows.length === 0) throw new AppError(400, 'no_data', NO_REPORT_EXPORT_DATA)
        return sendExport(reply, {
          format: request.query.format,
          filename: `conversion-insights-${out.today}`,
          sheetName: 'Conversion Insights',
          columns: conversionExportColumns(out.tz),
          rows: each(out.rows),
        })
      },
    )
  }
