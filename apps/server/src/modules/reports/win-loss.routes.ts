import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { WIN_LOSS_GROUPING_DEFS, WIN_LOSS_GROUPINGS } from '@parley/shared/rules/win-loss'
import { NO_REPORT_EXPORT_DATA, ZDistinctResponse, ZReportExportQuery } from '@parley/shared/schemas/reports'
import {
  ZLostDriverChart,
  ZLostFactorChart,
  ZLostStageTable,
  ZWinLossDealPage,
  ZWinLossGraph,
  ZWinLossGroupTable,
  ZWinLossQuadrant,
  ZWinLossQuery,
  ZWinLossRawPage,
} from '@parley/shared/schemas/win-loss'
import type { AppDeps } from '../../platform/deps'
import { AppError } from '../../platform/errors'
import { sendExport } from '../../platform/export/export'
import { requireReport } from './report-request'
import { winLossGroupGraph, winLossGroupTable, winLossLostDrivers, winLossLostFactors, winLossLostStages, winLossQuadrant } from './win-loss.service'
import { dealExportColumns, prepareDealExport, prepareRawExport, rawExportColumns, WIN_LOSS_EXPORTS } from './win-loss-export'
import { winLossDealPage, winLossRawPage } from './win-loss-pages.service'

const TAGS = ['reports']
const CURSOR_NOTE = 'A cursor that was changed, or that belongs to another query (filters, ranges, sort, scope or user), is a 400.'

/** Competitive Win-Loss: every call is POST with the report's query. */
export const winLossRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // The selector table and its Loss Rate vs Total Deals graph, per grouping (the spec's paths).
    for (const grouping of WIN_LOSS_GROUPINGS) {
      const def = WIN_LOSS_GROUPING_DEFS[grouping]
      app.post(
        def.tablePath,
        {
          schema: {
            tags: TAGS,
            summary: `${def.label}: deals (open, won, lost, rates) and SWOT insights per value, most deals first`,
            body: ZWinLossQuery,
            response: { 200: ZWinLossGroupTable },
          },
        },
        async (request) => winLossGroupTable(deps, requireReport(request, 'win_loss'), request.body, grouping),
      )
      app.post(
        def.graphPath,
        {
          schema: { tags: TAGS, summary: `${def.label}: Loss Rate vs Total Deals, one point per value`, body: ZWinLossQuery, response: { 200: ZWinLossGraph } },
        },
        async (request) => winLossGroupGraph(deps, requireReport(request, 'win_loss'), request.body, grouping),
      )
    }

    app.post(
      '/reports/battleCard-ObjectionCategory-graph',
      {
        schema: {
          tags: TAGS,
          summary: 'The SWOT quadrant bubble chart of decision drivers (or group_by), bubbles at one position grouped; top 3 threats and weaknesses',
          body: ZWinLossQuery,
          response: { 200: ZWinLossQuadrant },
        },
      },
      async (request) => winLossQuadrant(deps, requireReport(request, 'win_loss'), request.body),
    )

    app.post(
      '/reports/battleCard-lost-deals-by-stage-with-nature',
      {
        schema: {
          tags: TAGS,
          summary: "'Why We Are Loosing?': lost deals by the stage they were lost in (funnel order), with weaknesses, threats and proposed actions",
          body: ZWinLossQuery,
          response: { 200: ZLostStageTable },
        },
      },
      async (request) => winLossLostStages(deps, requireReport(request, 'win_loss'), request.body),
    )

    app.post(
      '/reports/battleCard-lost-deals-objection-category-insights',
      {
        schema: {
          tags: TAGS,
          summary: "'Decision Drivers For Lost Deals': lost deals per decision driver",
          body: ZWinLossQuery,
          response: { 200: ZLostDriverChart },
        },
      },
      async (request) => winLossLostDrivers(deps, requireReport(request, 'win_loss'), request.body),
    )

    app.post(
      '/reports/battleCardLostDealSUBCategorySWOT',
      {
        schema: {
          tags: TAGS,
          summary: "'Underlying Factors For Lost Deals': insights of lost deals per underlying factor, by nature, with their headings",
          body: ZWinLossQuery,
          response: { 200: ZLostFactorChart },
        },
      },
      async (request) => winLossLostFactors(deps, requireReport(request, 'win_loss'), request.body),
    )

    for (const [path, lost, summary] of [
      ['/reports/battleCardFullDealSWOTWinlossNotes', false, "'Deal-Level SWOT Analysis': a page of deals after the cursor `after`, latest call first"],
      ['/reports/battleCard-lost-deals-by-individual-deals-with-nature', true, 'The lost deals one by one with their SWOT: a page after the cursor `after`'],
    ] as const) {
      app.post(path, { schema: { tags: TAGS, summary, description: CURSOR_NOTE, body: ZWinLossQuery, response: { 200: ZWinLossDealPage } } }, async (request) =>
        winLossDealPage(deps, requireReport(request, 'win_loss'), request.body, lost),
      )
    }

    app.post(
      '/reports/battleCardRawData',
      {
        schema: {
          tags: TAGS,
          summary:
            'Each decision driver and underlying factor (one SWOT insight a row): a page after the cursor `after`, or the filter option lists (distinct)',
          description: CURSOR_NOTE,
          body: ZWinLossQuery,
          response: { 200: z.union([ZWinLossRawPage, ZDistinctResponse]) },
        },
      },
      async (request) => winLossRawPage(deps, requireReport(request, 'win_loss'), request.body),
    )

    // The three exports: raw data, full-deal SWOT win/loss notes, lost-deal data.
    const exportSchema = (what: string) => ({
      tags: TAGS,
      summary: `${what} as a streamed .xlsx or .csv download`,
      querystring: ZReportExportQuery,
      body: ZWinLossQuery,
    })
    app.post('/reports/battleCardRawData/export', { schema: exportSchema('Every SWOT insight of the filtered report') }, async (request, reply) => {
      const auth = requireReport(request, 'win_loss')
      const out = await prepareRawExport(deps, auth, request.body, request.query.tz)
      if (out.count === 0) throw new AppError(400, 'no_data', NO_REPORT_EXPORT_DATA)
      const file = WIN_LOSS_EXPORTS.raw
      return sendExport(reply, {
        format: request.query.format,
        filename: `${file.file}-${out.today}`,
        sheetName: file.sheet,
        columns: rawExportColumns(out.tz, deps.config.publicUrl),
        rows: out.rows,
      })
    })
    for (const [path, kind, what] of [
      ['/reports/battleCardFullDealSWOTWinlossNotes/export', 'deals', 'Every deal with its SWOT and win/loss notes'],
      ['/reports/battleCard-lost-deals-by-individual-deals-with-nature/export', 'lost', 'Every lost deal with its lost stage and SWOT'],
    ] as const) {
      app.post(path, { schema: exportSchema(what) }, async (request, reply) => {
        const auth = requireReport(request, 'win_loss')
        const out = await prepareDealExport(deps, auth, request.body, request.query.tz, kind)
        if (out.count === 0) throw new AppError(400, 'no_data', NO_REPORT_EXPORT_DATA)
        const file = WIN_LOSS_EXPORTS[kind]
        return sendExport(reply, {
          format: request.query.format,
          filename: `${file.file}-${out.today}`,
          sheetName: file.sheet,
          columns: dealExportColumns(out.tz, deps.config.publicUrl, kind),
          rows: out.rows,
        })
      })
    }
  }
