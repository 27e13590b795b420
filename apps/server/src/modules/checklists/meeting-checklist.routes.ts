import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZChecklistInteractionBody, ZChecklistInteractionResponse, ZSalesInsightsQuery, ZSalesInsightsResponse } from '@parley/shared/schemas/meeting-detail'
import type { AppDeps } from '../../platform/deps'
import { requireUser } from '../../platform/auth/authenticate'
import { checklistInteraction } from './checklist-interaction.service'
import { salesInsightsOfMeeting } from './meeting-insights.service'

/** The call page's checklist and insights panel. */
export const meetingChecklistRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/users/salesInsigtsOfMeeting',
      {
        schema: {
          tags: ['meetings'],
          summary: "A call's checklist and insights (spelling as the spec's call)",
          querystring: ZSalesInsightsQuery,
          response: { 200: ZSalesInsightsResponse },
        },
      },
      async (request) => salesInsightsOfMeeting(deps, requireUser(request), request.query.id, request.query.checklist),
    )

    app.post(
      '/users/checklistInteraction',
      { schema: { tags: ['meetings'], body: ZChecklistInteractionBody, response: { 200: ZChecklistInteractionResponse } } },
      async (request) => checklistInteraction(deps, requireUser(request), request.body, request.headers.referer ?? null),
    )
  }
