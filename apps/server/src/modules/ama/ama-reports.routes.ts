import { canUseAdminCenter } from '@parley/shared/rules/capabilities'
import {
  AMA_REPORT_MESSAGES,
  ZAmaExportQuery,
  ZAmaReportFilters,
  ZAmaReportQuery,
  ZAmaReportResponse,
  ZAmaSummaryResponse,
} from '@parley/shared/schemas/ama-reports'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../platform/deps'
import { requireCapability } from '../../platform/auth/authenticate'
import { AppError } from '../../platform/errors'
import { peekRows, sendExport } from '../../platform/export/export'
import { messageColumns, summaryColumns } from './ama-reports.columns'
import { createAmaReportsService } from './ama-reports.service'

/** Admin-type pages: the admin-center users, enforced here. */
const adminOnly = (request: FastifyRequest) => requireCapability(request, canUseAdminCenter)

const noData = () => new AppError(422, 'no_data', AMA_REPORT_MESSAGES.noExportData)

async function* each<T>(rows: T[]): AsyncGenerator<T> {
  yield* rows
}

/** The AI chat reports and their .xlsx/.csv exports. */
export const amaReportsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const reports = createAmaReportsService(deps)

    app.get(
      '/users/parleyEurekaReport',
      {
        schema: {
          tags: ['ama'],
          summary: 'Every AI chat message, newest first, a page of 100 (take, skip), filtered by company (super admins), user and dates',
          querystring: ZAmaReportQuery,
          response: { 200: ZAmaReportResponse },
        },
      },
      async (request) => reports.report(adminOnly(request), request.query),
    )

    app.get(
      '/users/parleyEurekaSummaryReport',
      {
        schema: {
          tags: ['ama'],
          summary: 'AI chat questions, errors and no-answers per company and user between startTime and endTime (epoch ms)',
          querystring: ZAmaReportFilters,
          response: { 200: ZAmaSummaryResponse },
        },
      },
      async (request) => reports.summary(adminOnly(request), request.query),
    )

    app.post(
      '/users/parleyEurekaReport/export',
      { schema: { tags: ['ama'], summary: 'The filtered chat report as a streamed .xlsx or .csv', querystring: ZAmaExportQuery, body: ZAmaReportFilters } },
      async (request, reply) => {
        const { empty, rows } = await peekRows(reports.exportMessages(adminOnly(request), request.body))
        if (empty) throw noData()
        return sendExport(reply, { format: request.query.format, filename: 'ai-chat-report', sheetName: 'AI chat', columns: messageColumns, rows })
      },
    )

    app.post(
      '/users/parleyEurekaSummaryReport/export',
      { schema: { tags: ['ama'], summary: 'The filtered chat summary report as a .xlsx or .csv', querystring: ZAmaExportQuery, body: ZAmaReportFilters } },
      async (request, reply) => {
        const { summaryReport } = (await reports.summary(adminOnly(request), request.body)).data
        if (summaryReport.length === 0) throw noData()
        return sendExport(reply, {
          format: request.query.format,
          filename: 'ai-chat-summary-report',
          sheetName: 'AI chat summary',
          columns: summaryColumns,
          rows: each(summaryReport),
        })
      },
    )
  }
