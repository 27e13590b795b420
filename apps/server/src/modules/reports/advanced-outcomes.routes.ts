import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { OBJECTIONS_HANDLING_REPORT, ZLegacyObjectionQuery, ZObjectionPage } from '@parley/shared/schemas/objection-handling'
import { ZDistinctResponse } from '@parley/shared/schemas/reports'
import { ZLegacyVoiceOfCustomerQuery, ZVoiceOfCustomerResponse } from '@parley/shared/schemas/voice-of-customer'
import type { AppDeps } from '../../platform/deps'
import { objectionsHandling } from './objection-handling.service'
import { requireReport } from './report-request'
import { voiceOfCustomer } from './voice-of-customer.service'

/**
 * The older POST /users/meetingsAdvancedOutcomesReport: one path for the cursor-paged reports, told
 * apart by `report`. Objection Handling is report='objectionsHandlingReport'; Voice of Customer is report omitted or
 * 'voiceOfCustomerReport'.
 */
const ZAdvancedOutcomesBody = z.discriminatedUnion('report', [ZLegacyObjectionQuery, ZLegacyVoiceOfCustomerQuery], {
  // Discriminated by `report`, so each variant's own field errors reach the caller (a plain union merges them).
  error: "report must be 'objectionsHandlingReport' or 'voiceOfCustomerReport', or left out for Voice of Customer.",
})

export const advancedOutcomesRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/users/meetingsAdvancedOutcomesReport',
      {
        schema: {
          tags: ['reports'],
          summary: "The older cursor-paged report call: report='objectionsHandlingReport' answers Objection Handling's page, else Voice of Customer's",
          body: ZAdvancedOutcomesBody,
          response: { 200: z.union([ZObjectionPage, ZVoiceOfCustomerResponse, ZDistinctResponse]) },
        },
      },
      async (request) => {
        const body = request.body
        if (body.report === OBJECTIONS_HANDLING_REPORT) {
          const { report: _report, ...query } = body
          return objectionsHandling(deps, requireReport(request, 'objection_handling'), query)
        }
        const { report: _report, ...query } = body
        return voiceOfCustomer(deps, requireReport(request, 'voice_of_customer'), query)
      },
    )
  }
