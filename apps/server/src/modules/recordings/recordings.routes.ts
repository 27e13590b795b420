import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZActivityDashboardBody,
  ZActivityDashboardQuery,
  ZActivityDashboardResponse,
  ZActivityTrendBody,
  ZActivityTrendResponse,
  ZDistinctValuesQuery,
  ZDistinctValuesResponse,
  ZStageListResponse,
} from '@parley/shared/schemas/recordings'
import type { AppDeps } from '../../app'
import { requireUser } from '../../platform/auth/authenticate'
import { savedViewsRoutes } from './saved-views.routes'
import { activityDashboard, activityTrend, callStages, currentDealStages, distinctValues } from './recordings.service'

const ZRoleBody = z.object({ role: z.string().max(40).optional() }).nullish()

/** The recordings dashboard (spec part 2 §2.1, §7 "Dashboard"). */
export const recordingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(savedViewsRoutes(deps))

    app.post(
      '/reports/activity-dashboard',
      { schema: { tags: ['recordings'], querystring: ZActivityDashboardQuery, body: ZActivityDashboardBody, response: { 200: ZActivityDashboardResponse } } },
      async (request) => {
        const { take, skip } = request.query
        return activityDashboard(deps, requireUser(request), { take, skip }, request.body)
      },
    )

    app.post(
      '/reports/activity-trend',
      { schema: { tags: ['recordings'], body: ZActivityTrendBody, response: { 200: ZActivityTrendResponse } } },
      async (request) => activityTrend(deps, requireUser(request), request.body),
    )

    // The spec's client POSTs these with a role body; GET serves the same list.
    for (const method of ['GET', 'POST'] as const) {
      app.route({
        method,
        url: '/users/dealStages',
        schema: { tags: ['recordings'], ...(method === 'POST' ? { body: ZRoleBody } : {}), response: { 200: ZStageListResponse } },
        handler: async (request) => ({ data: await callStages(deps, requireUser(request)) }),
      })
      app.route({
        method,
        url: '/users/currentDealStages',
        schema: { tags: ['recordings'], ...(method === 'POST' ? { body: ZRoleBody } : {}), response: { 200: ZStageListResponse } },
        handler: async (request) => ({ data: await currentDealStages(deps, requireUser(request)) }),
      })
    }

    app.post(
      '/reports/distinct-values',
      { schema: { tags: ['recordings'], querystring: ZDistinctValuesQuery, response: { 200: ZDistinctValuesResponse } } },
      async (request) => distinctValues(deps, requireUser(request), request.query.select),
    )
  }
