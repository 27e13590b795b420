import { Readable } from 'node:stream'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZAmaMessagesQuery, ZAmaMessagesResponse, ZAmaQuestionBody, type TAmaStreamLine } from '@parley/shared/schemas/ama'
import type { AppDeps } from '../../platform/deps'
import { requireUser } from '../../platform/auth/authenticate'
import { askQuestion, getMessages } from './ama.service'

async function* ndjson(lines: AsyncIterable<TAmaStreamLine>): AsyncGenerator<string> {
  for await (const line of lines) yield `${JSON.stringify(line)}\n`
}

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
        return reply
          .header('content-type', 'application/x-ndjson; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-accel-buffering', 'no')
          .send(Readable.from(ndjson(lines)))
      },
    )
  }
