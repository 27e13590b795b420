import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZActivityDashboardBody,
  ZActivityDashboardQuery,
  ZActivityDashboardResponse,
  ZActivityTrendBody,
  ZActivityTrendResponse,
  ZCrmFieldValuesQuery,
  ZCrmFieldValuesResponse,
  ZCrmFilterFieldsResponse,
  ZDistinctValuesQuery,
  ZDistinctValuesResponse,
  ZRecordingsExportQuery,
  ZStageListResponse,
  NO_EXPORT_DATA,
} from '@parley/shared/schemas/recordings'
import type { AppDeps } from '../../platform/deps'
import { requireUser } from '../../platform/auth/authenticate'
import { badRequest } from '../../platform/errors'
import { sendExport } from '../../platform/export/export'
import { crmFieldValues, crmFilterFields } from './crm-fields.service'
import { prepareRecordingsExport, recordingsExportColumns, XLSX_MAX_ROWS } from './recordings-export'
import { withQueryFilters } from './recordings-query'
import { savedViewsRoutes } from './saved-views.routes'
import { activityDashboard, activityTrend, callStages, currentDealStages, distinctValues } from './recordings.service'

const ZRoleBody = z.object({ role: z.string().max(40).optional() }).nullish()

/** The recordings dashboard. */
export const recordingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(savedViewsRoutes(deps))

    app.post(
      '/reports/activity-dashboard',
      { schema: { tags: ['recordings'], querystring: ZActivityDashboardQuery, body: ZActivityDashboardBody, response: { 200: ZActivityDashboardResponse } } },
      async (request) => {
        const { take, skip } = request.query
        return activityDashboard(deps, requireUser(request), { take, skip }, withQueryFilters(request.body, request.query))
      },
    )

    app.post(
      '/reports/activity-dashboard/export',
      {
        schema: {
          tags: ['recordings'],
          summary: 'Every row of the filtered list (limit false) as a streamed .xlsx or .csv download; CSV above 250,000 rows',
          querystring: ZRecordingsExportQuery,
          body: ZActivityDashboardBody,
        },
      },
      async (request, reply) => {
        const auth = requireUser(request)
        const out = await prepareRecordingsExport(deps, auth, request.body, request.query.tz)
        if (out.count === 0) throw badRequest(NO_EXPORT_DATA)
        return sendExport(reply, {
          format: out.count > XLSX_MAX_ROWS ? 'csv' : request.query.format,
          filename: `${out.recorded ? 'recordings' : 'unrecorded-calls'}-${out.today}`,
          sheetName: out.recorded ? 'Recorded calls' : 'Unrecorded calls',
          columns: recordingsExportColumns({ recorded: out.recorded, tz: out.tz, publicUrl: deps.config.publicUrl }),
          rows: out.rows,
        })
      },
    )

    app.get('/users/dashboardFiltersDropdown', { schema: { tags: ['recordings'], response: { 200: ZCrmFilterFieldsResponse } } }, async (request) => ({
      data: await crmFilterFields(deps, requireUser(request)),
    }))

    app.get(
      '/users/dashboardDropdownValues',
      { schema: { tags: ['recordings'], querystring: ZCrmFieldValuesQuery, response: { 200: ZCrmFieldValuesResponse } } },
      async (request) => ({ data: await crmFieldValues(deps, requireUser(request), request.query.db_field, request.query.table_name) }),
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
