import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZLegacyObjectionQuery, ZObjectionPage } from '@parley/shared/schemas/objection-handling'
import { ZDistinctResponse } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../app'
import { objectionsHandling } from './objection-handling.service'
import { requireReport } from './report-request'

/**
 * The older POST /users/meetingsAdvancedOutcomesReport (spec part 3 §7): one path for the cursor-paged reports, told
 * apart by `report`. Objection Handling is report='objectionsHandlingReport'; Voice of Customer adds its variant to
 * the body union and the dispatch below.
 */
const ZAdvancedOutcomesBody = z.union([ZLegacyObjectionQuery])

export const advancedOutcomesRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/users/meetingsAdvancedOutcomesReport',
      {
        schema: {
          tags: ['reports'],
          summary: "The older cursor-paged report call: report='objectionsHandlingReport' answers Objection Handling's page",
          body: ZAdvancedOutcomesBody,
          response: { 200: z.union([ZObjectionPage, ZDistinctResponse]) },
        },
      },
      async (request) => {
        const { report: _report, ...query } = request.body
        return objectionsHandling(deps, requireReport(request, 'objection_handling'), query)
      },
    )
  }
