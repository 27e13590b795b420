import { ZDealReviewQuery, ZDealReviewResponse } from '@parley/shared/schemas/deal-review'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../platform/deps'
import { requireUser } from '../../platform/auth/authenticate'
import { dealReview } from './deal-review.service'

/** The deal review dashboard's read. */
export const dealReviewRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/users/dealReview',
      {
        schema: {
          tags: ['deals'],
          summary: 'A page of 15 deals with their stage signals, recorded calls and forecast label (status Open by default)',
          description:
            "403 when the company's deal review setting is off. company_id may only name the caller's own company, except for super admins (audited).",
          querystring: ZDealReviewQuery,
          response: { 200: ZDealReviewResponse },
        },
      },
      async (request) => dealReview(deps, requireUser(request), request.query),
    )
  }
