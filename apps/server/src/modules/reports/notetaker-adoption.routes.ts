import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZAdoptionChartsResponse, ZAdoptionPageResponse } from '@parley/shared/schemas/notetaker-adoption'
import { NO_REPORT_EXPORT_DATA, ZDistinctResponse, ZReportExportQuery, ZReportQuery } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../platform/deps'
import { AppError } from '../../platform/errors'
import { exportTimeZone, sendExport } from '../../platform/export/export'
import { ADOPTION_EXPORT_COLUMNS, prepareAdoptionExport } from './notetaker-adoption-export'
import { notetakerAdoption, notetakerAdoptionCharts } from './notetaker-adoption.service'
import { requireReport } from './report-request'

async function* each<T>(rows: T[]): AsyncGenerator<T> {
  for (const r of rows) yield r
}

/** Notetaker Adoption, the tab of the reports page. */
export const notetakerAdoptionRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/reports/notetaker-adoption',
      {
        schema: {
          tags: ['reports'],
          summary: 'One row per rep: scheduled, eligible, recorded, instant and adoption %, a page (take/skip), every rep, or the option lists',
          body: ZReportQuery,
          response: { 200: z.union([ZAdoptionPageResponse, ZDistinctResponse]) },
        },
      },
      async (request) => notetakerAdoption(deps, requireReport(request, 'notetaker_adoption'), request.body),
    )

    app.post(
      '/reports/notetaker-adoption-charts',
      {
        schema: {
          tags: ['reports'],
          summary: 'Notetaker Adoption charts: the counts and adoption per day, week or month, and adoption of the ten reps with most eligible calls',
          body: ZReportQuery,
          response: { 200: ZAdoptionChartsResponse },
        },
      },
      async (request) => notetakerAdoptionCharts(deps, requireReport(request, 'notetaker_adoption'), request.body),
    )

    app.post(
      '/reports/notetaker-adoption/export',
      {
        schema: {
          tags: ['reports'],
          summary: "Every rep of the filtered Notetaker Adoption as .xlsx or .csv; 'No data available to export.' when there is none",
          querystring: ZReportExportQuery,
          body: ZReportQuery,
        },
      },
      async (request, reply) => {
        const auth = requireReport(request, 'notetaker_adoption')
        const out = await prepareAdoptionExport(deps, auth, request.body)
        // "Exports with no rows: a warning 'No data available to export.' (notetaker adoption and similar)".
        if (out.rows.length === 0) throw new AppError(400, 'no_data', NO_REPORT_EXPORT_DATA)
        const tz = exportTimeZone(request.query.tz, out.tz)
        const today = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(out.now)
        return sendExport(reply, {
          format: request.query.format,
          filename: `notetaker-adoption-${today}`,
          sheetName: 'Notetaker Adoption',
          columns: ADOPTION_EXPORT_COLUMNS,
          rows: each(out.rows),
        })
      },
    )
  }
