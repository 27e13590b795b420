import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZCallDetailsBody, ZCallDetailsQuery, ZCallDetailsResponse } from '@parley/shared/schemas/meeting-detail'
import type { AppDeps } from '../../platform/deps'
import { requireUser } from '../../platform/auth/authenticate'
import { callDetails } from './call-details.service'

/** POST /api/reports/call-details?id= — the meeting detail page's data. */
export const callDetailsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/reports/call-details',
      {
        schema: {
          tags: ['meetings'],
          summary: 'One call: header, transcript, media, summary, talk time, past calls, tabs and menu',
          description: 'data.total 0 = the user may not see the call; 404 = no such call in the company (or deleted).',
          querystring: ZCallDetailsQuery,
          body: ZCallDetailsBody,
          response: { 200: ZCallDetailsResponse },
        },
      },
      async (request) => callDetails(deps, requireUser(request), request.query),
    )
  }
