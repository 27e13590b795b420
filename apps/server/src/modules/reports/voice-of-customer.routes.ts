import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { NO_REPORT_EXPORT_DATA, ZDistinctResponse, ZReportExportQuery } from '@parley/shared/schemas/reports'
import { ZVoiceOfCustomerQuery, ZVoiceOfCustomerResponse } from '@parley/shared/schemas/voice-of-customer'
import type { AppDeps } from '../../platform/deps'
import { AppError } from '../../platform/errors'
import { sendExport } from '../../platform/export/export'
import { prepareVocExport, vocExportColumns } from './voice-of-customer-export'
import { voiceOfCustomer } from './voice-of-customer.service'
import { requireReport } from './report-request'

/** Voice of Customer (POST /reports/voice-of-customer); the older call is in advanced-outcomes.routes.ts. */
export const voiceOfCustomerRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/reports/voice-of-customer',
      {
        schema: {
          tags: ['reports'],
          summary: 'Customer statements by category with sentiment: a page after a cursor (after, take), every row (take omitted), or the filter option lists',
          body: ZVoiceOfCustomerQuery,
          response: { 200: z.union([ZVoiceOfCustomerResponse, ZDistinctResponse]) },
        },
      },
      async (request) => voiceOfCustomer(deps, requireReport(request, 'voice_of_customer'), request.body),
    )

    app.post(
      '/reports/voice-of-customer/export',
      {
        schema: {
          tags: ['reports'],
          summary: "Every filtered statement with its timestamp (or 'No snippet') and call link, as a streamed .xlsx or .csv download",
          querystring: ZReportExportQuery,
          body: ZVoiceOfCustomerQuery,
        },
      },
      async (request, reply) => {
        const auth = requireReport(request, 'voice_of_customer')
        const out = await prepareVocExport(deps, auth, request.body, request.query.tz)
        if (out.count === 0) throw new AppError(400, 'no_data', NO_REPORT_EXPORT_DATA)
        return sendExport(reply, {
          format: request.query.format,
          filename: `voice-of-customer-${out.today}`,
          sheetName: 'Voice of Customer',
          columns: vocExportColumns(out.tz, deps.config.publicUrl),
          rows: out.rows,
        })
      },
    )
  }
