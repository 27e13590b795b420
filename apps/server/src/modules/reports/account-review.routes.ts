import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZAccountReviewResponse } from '@parley/shared/schemas/account-review'
import { NO_REPORT_EXPORT_DATA, ZDistinctResponse, ZReportExportQuery, ZReportQuery } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../platform/deps'
import { AppError } from '../../platform/errors'
import { sendExport } from '../../platform/export/export'
import { accountExportColumns, prepareAccountExport } from './account-review-export'
import { accountReview } from './account-review.service'
import { requireReport } from './report-request'

/** Channel Partner Account Review, behind the company setting accountReview. */
export const accountReviewRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/reports/account-review',
      {
        schema: {
          tags: ['reports'],
          summary: 'Accounts with activity in the range: one page of 25 (take/skip), every row (take omitted), or the filter option lists (distinct)',
          body: ZReportQuery,
          response: { 200: z.union([ZAccountReviewResponse, ZDistinctResponse]) },
        },
      },
      async (request) => accountReview(deps, requireReport(request, 'account_review'), request.body),
    )

    app.post(
      '/reports/account-review/export',
      {
        schema: {
          tags: ['reports'],
          summary: 'Every account of the filtered Account Review as a streamed .xlsx or .csv download',
          querystring: ZReportExportQuery,
          body: ZReportQuery,
        },
      },
      async (request, reply) => {
        const auth = requireReport(request, 'account_review')
        const out = await prepareAccountExport(deps, auth, request.body, request.query.tz)
        if (out.count === 0) throw new AppError(400, 'no_data', NO_REPORT_EXPORT_DATA)
        return sendExport(reply, {
          format: request.query.format,
          filename: `account-review-${out.today}`,
          sheetName: 'Account Review',
          columns: accountExportColumns(out.tz),
          rows: out.rows,
        })
      },
    )
  }
