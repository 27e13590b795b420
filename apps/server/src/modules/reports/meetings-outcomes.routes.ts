import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZBdrCountsResponse, ZBdrOutcomesQuery, ZBdrRepScoresResponse, ZBdrRowsResponse, ZBdrSignalsResponse } from '@parley/shared/schemas/bdr-dashboard'
import { ZConversionOutcomesQuery, ZOutcomesResponse } from '@parley/shared/schemas/conversion-insights'
import { ZDistinctResponse } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../platform/deps'
import { bdrOutcomes } from './bdr-dashboard.service'
import { meetingsOutcomes } from './conversion-insights.service'
import { requireReport } from './report-request'

/**
 * POST /users/MeetingsOutcomesReport: one path for the outcome loaders, told apart by onlyBDRData.
 * With onlyBDRData true the development-rep dashboard's named data sources (`mv`) answer; without it (or false),
 * Conversion Insights' outcomes (page 7). A discriminated union, so each variant's own errors reach the caller.
 */
const ZMeetingsOutcomesBody = z.discriminatedUnion('onlyBDRData', [ZBdrOutcomesQuery, ZConversionOutcomesQuery])

export const meetingsOutcomesRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/users/MeetingsOutcomesReport',
      {
        schema: {
          tags: ['reports'],
          summary: "The outcome loaders: with onlyBDRData, the development-rep dashboard data source named by mv; else Conversion Insights' outcomes",
          body: ZMeetingsOutcomesBody,
          response: { 200: z.union([ZBdrRowsResponse, ZDistinctResponse, ZBdrSignalsResponse, ZBdrCountsResponse, ZBdrRepScoresResponse, ZOutcomesResponse]) },
        },
      },
      async (request) => {
        const body = request.body
        if (body.onlyBDRData === true) return bdrOutcomes(deps, requireReport(request, 'bdr_to_mql'), body)
        const { onlyBDRData: _only, ...query } = body
        return meetingsOutcomes(deps, requireReport(request, 'conversion_insights'), query)
      },
    )
  }
