import { ZDealMessagesQuery, ZDealMessagesResponse, ZDealQuestionBody } from '@parley/shared/schemas/deal-insights'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../platform/deps'
import { requireUser } from '../../platform/auth/authenticate'
import { sendNdjson } from '../../platform/ndjson'
import { askDealQuestion, getDealMessages } from './ama-deal.service'

/** The deal chat of the Deal Insights tab: GET /ama/deal/messages and POST /ama/deal/question. */
export const amaDealRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/ama/deal/messages',
      {
        schema: {
          tags: ['ama'],
          summary: "The viewer's deal chat threads (deal_id), or one thread's history (thread_id)",
          querystring: ZDealMessagesQuery,
          response: { 200: ZDealMessagesResponse },
        },
      },
      async (request) => ({ data: await getDealMessages(deps, requireUser(request), request.query) }),
    )

    app.post(
      '/ama/deal/question',
      {
        schema: {
          tags: ['ama'],
          summary:
            "Ask a question across the deal's calls and e-mails; answered as newline-delimited JSON lines: {status}, {reasoning}, {answer}, then {end, thread_id, citations, no_answer, error}",
          body: ZDealQuestionBody,
        },
      },
      async (request, reply) => {
        const lines = await askDealQuestion(deps, requireUser(request), request.body)
        return sendNdjson(reply, lines)
      },
    )
  }
