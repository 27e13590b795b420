import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZObjectionChart, ZObjectionPage, ZObjectionQuery } from '@parley/shared/schemas/objection-handling'
import { NO_REPORT_EXPORT_DATA, ZDistinctResponse, ZReportExportQuery } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../platform/deps'
import { AppError } from '../../platform/errors'
import { sendExport } from '../../platform/export/export'
import { objectionExportColumns, prepareObjectionExport } from './objection-handling-export'
import { objectionsChart, objectionsHandling } from './objection-handling.service'
import { requireReport } from './report-request'

/** Objection Handling; the older variant is in advanced-outcomes.routes.ts. */
export const objectionHandlingRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/reports/objections-handling',
      {
        schema: {
          tags: ['reports'],
          summary:
            'Objections raised on calls in the range: one page after the cursor `after` (take), every row (take omitted), or the filter option lists (distinct)',
          description: 'A cursor that was changed, or that belongs to another query (filters, ranges, sort, scope or user), is a 400.',
          body: ZObjectionQuery,
          response: { 200: z.union([ZObjectionPage, ZDistinctResponse]) },
        },
      },
      async (request) => objectionsHandling(deps, requireReport(request, 'objection_handling'), request.body),
    )

    app.post(
      '/reports/objections-handling-chart',
      {
        schema: {
          tags: ['reports'],
          summary: 'The top 10 objection categories with their count per severity ({category, grade, y})',
          body: ZObjectionQuery,
          response: { 200: ZObjectionChart },
        },
      },
      async (request) => objectionsChart(deps, requireReport(request, 'objection_handling'), request.body),
    )

    app.post(
      '/reports/objections-handling/export',
      {
        schema: {
          tags: ['reports'],
          summary: 'Every objection of the filtered report as a streamed .xlsx or .csv download',
          querystring: ZReportExportQuery,
          body: ZObjectionQuery,
        },
      },
      async (request, reply) => {
        const auth = requireReport(request, 'objection_handling')
        const out = await prepareObjectionExport(deps, auth, request.body, request.query.tz)
        if (out.count === 0) throw new AppError(400, 'no_data', NO_REPORT_EXPORT_DATA)
        return sendExport(reply, {
          format: request.query.format,
          filename: `objection-handling-${out.today}`,
          sheetName: 'Objection Handling',
          columns: objectionExportColumns(out.tz, deps.config.publicUrl),
          rows: out.rows,
        })
      },
    )
  }
