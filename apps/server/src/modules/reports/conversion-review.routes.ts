import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZMqlMetricQuery, ZQualifiedMetricQuery, ZReviewMetricResponse, ZReviewQuery } from '@parley/shared/schemas/conversion-review'
import { ZDistinctResponse } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../platform/deps'
import { REVIEW_REPORT, reviewMetric } from './conversion-review.service'
import { requireReport } from './report-request'

const response = { 200: z.union([ZReviewMetricResponse, ZDistinctResponse]) }

/** Qualified-deal review (page 10) and MQL-deal review (page 11). */
export const conversionReviewRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/reports/qualified-deal-review-metrics',
      {
        schema: {
          tags: ['reports'],
          summary: 'Qualified-deal review: one metric of the deals that were in Qualify during the period, or the filter option lists (distinct)',
          querystring: ZQualifiedMetricQuery,
          body: ZReviewQuery,
          response,
        },
      },
      async (request) => reviewMetric(deps, requireReport(request, REVIEW_REPORT.qualified), 'qualified', request.query.metricType, request.body),
    )

    app.post(
      '/reports/mql-deal-review-metrics',
      {
        schema: {
          tags: ['reports'],
          summary: 'MQL-deal review: one metric of the deals that were in MQL/Prospecting during the period, or the filter option lists (distinct)',
          querystring: ZMqlMetricQuery,
          body: ZReviewQuery,
          response,
        },
      },
      async (request) => reviewMetric(deps, requireReport(request, REVIEW_REPORT.mql), 'mql', request.query.metricType, request.body),
    )
  }
