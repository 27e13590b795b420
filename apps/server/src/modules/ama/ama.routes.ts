import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZAmaMessagesQuery, ZAmaMessagesResponse, ZAmaQuestionBody } from '@parley/shared/schemas/ama'
import type { AppDeps } from '../../platform/deps'
import { requireUser } from '../../platform/auth/authenticate'
import { sendNdjson } from '../../platform/ndjson'
import { askQuestion, getMessages } from './ama.service'

/** Ask Me Anything on a call (tab 4 of the call page): the chat calls. */
export const amaRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/users/parleyEurekaGetMessages',
      {
        schema: {
          tags: ['ama'],
          summary: "The viewer's own Ask Me Anything history about a call, with the suggested questions (eurekaQuestions)",
          querystring: ZAmaMessagesQuery,
          response: { 200: ZAmaMessagesResponse },
        },
      },
      async (request) => ({ data: await getMessages(deps, requireUser(request), request.query.meetingId) }),
    )

    app.post(
      '/users/parleyEurekaMessage',
      {
        schema: {
          tags: ['ama'],
          summary:
            'Ask a question about a call; answered as newline-delimited JSON lines: {status}, {reasoning}, {answer}, then {end, citations, eurekaQuestions, noAnswer, betterModel, error}',
          body: ZAmaQuestionBody,
        },
      },
      async (request, reply) => {
        const lines = await askQuestion(deps, requireUser(request), request.body)
        return sendNdjson(reply, lines)
      },
    )
  }
