import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZLegacyPipelineResponse, ZPipelineChartsQuery, ZPipelineChartsResponse, ZPipelineResponse } from '@parley/shared/schemas/pipeline-review'
import { NO_REPORT_EXPORT_DATA, ZDistinctResponse, ZReportExportQuery, ZReportFlags, ZReportQuery } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { AppError } from '../../platform/errors'
import { sendExport } from '../../platform/export/export'
import { pipelineExportColumns, preparePipelineExport } from './pipeline-review-export'
import { legacyPipelineReview, pipelineCharts, pipelineReview } from './pipeline-review.service'
import { requireReport } from './report-request'

/** "Query flag elasticSearch=true turns on the search-based pipeline mode (it is also on for a few named companies)." */
const searchMode = (auth: AuthContext, flag: string | undefined) => auth.settings.searchPipelineMode || flag === 'true'

/** Pipeline Review; the search-based mode is served by the same routes. */
export const pipelineReviewRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/reports/pipeline-review',
      {
        schema: {
          tags: ['reports'],
          summary: 'Deals with activity in the range: one page (take/skip), every row (take omitted), or the filter option lists (distinct)',
          querystring: ZReportFlags,
          body: ZReportQuery,
          response: { 200: z.union([ZPipelineResponse, ZDistinctResponse]) },
        },
      },
      async (request) => {
        const auth = requireReport(request, 'pipeline_review')
        return pipelineReview(deps, auth, request.body, { search: searchMode(auth, request.query.elasticSearch) })
      },
    )

    app.post(
      '/reports/pipeline-review-charts',
      {
        schema: {
          tags: ['reports'],
          summary: 'Executive Summary: deals per engagement, qualification score, product, region, first meeting score or owner',
          querystring: ZPipelineChartsQuery,
          body: ZReportQuery,
          response: { 200: ZPipelineChartsResponse },
        },
      },
      async (request) => pipelineCharts(deps, requireReport(request, 'pipeline_review'), request.body, request.query.type),
    )

    app.post(
      '/users/pipelineReview',
      {
        schema: {
          tags: ['reports'],
          summary: 'The older Pipeline Review call: the same query, the rows as a list',
          body: ZReportQuery,
          response: { 200: ZLegacyPipelineResponse },
        },
      },
      async (request) => legacyPipelineReview(deps, requireReport(request, 'pipeline_review'), request.body),
    )

    app.post(
      '/reports/pipeline-review/export',
      {
        schema: {
          tags: ['reports'],
          summary: 'Every row of the filtered Pipeline Review as a streamed .xlsx or .csv download',
          querystring: ZReportExportQuery,
          body: ZReportQuery,
        },
      },
      async (request, reply) => {
        const auth = requireReport(request, 'pipeline_review')
        const out = await preparePipelineExport(deps, auth, request.body, request.query.tz)
        if (out.count === 0) throw new AppError(400, 'no_data', NO_REPORT_EXPORT_DATA)
        return sendExport(reply, {
          format: request.query.format,
          filename: `pipeline-review-${out.today}`,
          sheetName: 'Pipeline Review',
          columns: pipelineExportColumns(auth.settings, out.tz),
          rows: out.rows,
        })
      },
    )
  }
