import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZActivityReviewQuery, ZActivityReviewResponse } from '@parley/shared/schemas/activity-review'
import { NO_REPORT_EXPORT_DATA, ZDistinctResponse, ZReportExportQuery } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../platform/deps'
import { AppError } from '../../platform/errors'
import { sendExport } from '../../platform/export/export'
import { activityExportColumns, prepareActivityExport } from './activity-review-export'
import { activityReview } from './activity-review.service'
import { requireReport } from './report-request'

async function* each<T>(rows: T[]): AsyncGenerator<T> {
  for (const r of rows) yield r
}

/** Activity Review, page 6: POST /users/activityReview. */
export const activityReviewRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // The spec's path, and the one every other report's shape follows.
    for (const path of ['/users/activityReview', '/reports/activity-review']) {
      app.post(
        path,
        {
          schema: {
            tags: ['reports'],
            summary:
              'One row per manager (group manager) or person (group rep) with notetaker and checklist adoption, CRM updates, questions asked and calls; a page, every row, or the option lists',
            body: ZActivityReviewQuery,
            response: { 200: z.union([ZActivityReviewResponse, ZDistinctResponse]) },
          },
        },
        async (request) => activityReview(deps, requireReport(request, 'activity_review'), request.body),
      )
    }

    app.post(
      '/reports/activity-review/export',
      {
        schema: {
          tags: ['reports'],
          summary: 'Every row of the filtered Activity Review view as a streamed .xlsx or .csv download',
          querystring: ZReportExportQuery,
          body: ZActivityReviewQuery,
        },
      },
      async (request, reply) => {
        const auth = requireReport(request, 'activity_review')
        const out = await prepareActivityExport(deps, auth, request.body, request.query.tz)
        if (out.rows.length === 0) throw new AppError(400, 'no_data', NO_REPORT_EXPORT_DATA)
        return sendExport(reply, {
          format: request.query.format,
          filename: `activity-review-${out.group === 'manager' ? 'managers' : 'team'}-${out.today}`,
          sheetName: out.sheetName,
          columns: activityExportColumns(out.group, out.tz),
          rows: each(out.rows),
        })
      },
    )
  }
