import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZChecklistAdoptionResponse,
  ZChecklistRepScoresResponse,
  ZChecklistSignalResponse,
  ZChecklistTrendResponse,
} from '@parley/shared/schemas/checklist-adoption'
import { NO_REPORT_EXPORT_DATA, ZDistinctResponse, ZReportExportQuery, ZReportQuery } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../platform/deps'
import { AppError } from '../../platform/errors'
import { sendExport } from '../../platform/export/export'
import { checklistRepScores, checklistSignals, checklistTrend } from './checklist-adoption-charts.service'
import { checklistExportColumns, prepareChecklistExport } from './checklist-adoption-export'
import { checklistAdoptionCalls } from './checklist-adoption.service'
import { requireReport } from './report-request'

/** Checklist Adoption: POST /reports/checklist-adoption-call, -trend, -rep-scores and -signal. */
export const checklistAdoptionRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/reports/checklist-adoption-call',
      {
        schema: {
          tags: ['reports'],
          summary:
            'Analysed calls in the range with their checklist scores: one page (take/skip), every row (take omitted), or the filter option lists (distinct)',
          body: ZReportQuery,
          response: { 200: z.union([ZChecklistAdoptionResponse, ZDistinctResponse]) },
        },
      },
      async (request) => checklistAdoptionCalls(deps, requireReport(request, 'checklist_adoption'), request.body),
    )

    app.post(
      '/reports/checklist-adoption-trend',
      {
        schema: {
          tags: ['reports'],
          summary: "The filtered calls' average checklist adoption per day, week or month (group)",
          body: ZReportQuery,
          response: { 200: ZChecklistTrendResponse },
        },
      },
      async (request) => checklistTrend(deps, requireReport(request, 'checklist_adoption'), request.body),
    )

    app.post(
      '/reports/checklist-adoption-rep-scores',
      {
        schema: {
          tags: ['reports'],
          summary: "Each rep's average checklist adoption over their filtered calls, highest first",
          body: ZReportQuery,
          response: { 200: ZChecklistRepScoresResponse },
        },
      },
      async (request) => checklistRepScores(deps, requireReport(request, 'checklist_adoption'), request.body),
    )

    app.post(
      '/reports/checklist-adoption-signal',
      {
        schema: {
          tags: ['reports'],
          summary: 'Per checklist signal: the share of calls where it was completed, and of its best practices followed',
          body: ZReportQuery,
          response: { 200: ZChecklistSignalResponse },
        },
      },
      async (request) => checklistSignals(deps, requireReport(request, 'checklist_adoption'), request.body),
    )

    app.post(
      '/reports/checklist-adoption-call/export',
      {
        schema: {
          tags: ['reports'],
          summary: 'Every filtered call with a mark per checklist signal (✓, ✗, ○ or N/A) as a streamed .xlsx or .csv download',
          querystring: ZReportExportQuery,
          body: ZReportQuery,
        },
      },
      async (request, reply) => {
        const auth = requireReport(request, 'checklist_adoption')
        const out = await prepareChecklistExport(deps, auth, request.body, request.query.tz)
        if (out.count === 0) throw new AppError(400, 'no_data', NO_REPORT_EXPORT_DATA)
        return sendExport(reply, {
          format: request.query.format,
          filename: `checklist-adoption-${out.today}`,
          sheetName: 'Checklist Adoption',
          columns: checklistExportColumns(out.columns, out.tz, deps.config.publicUrl),
          rows: out.rows,
        })
      },
    )
  }
