import { ZDealForecastQuery, ZDealForecastResponse, ZDealInsightsBody, ZDealInsightsResponse } from '@parley/shared/schemas/deal-insights'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../platform/deps'
import { requireUser } from '../../platform/auth/authenticate'
import { getDealForecast, getDealInsights } from './deal-insights.service'

/** Deal Insights, tab 8 of the call page. */
export const dealInsightsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/users/dealInsights',
      {
        schema: {
          tags: ['deals'],
          summary: "The deal's (or account's) checklist and insights across its calls, per-call statuses and snippets, and the last call's summary",
          body: ZDealInsightsBody,
          response: { 200: ZDealInsightsResponse },
        },
      },
      async (request) => ({ data: await getDealInsights(deps, requireUser(request), request.body) }),
    )

    app.get(
      '/users/dealForecast',
      {
        schema: {
          tags: ['deals'],
          summary: "The deal's forecast (High Likely, Likely, Less Likely, No forecast) and whether a next meeting is set",
          querystring: ZDealForecastQuery,
          response: { 200: ZDealForecastResponse },
        },
      },
      async (request) => ({ data: await getDealForecast(deps, requireUser(request), request.query.deal_id) }),
    )
  }
