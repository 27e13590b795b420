import { ZRunCronTaskQuery, ZUpcomingEventsQuery, ZUpcomingEventsResponse } from '@parley/shared/schemas/upcoming-events'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../platform/deps'
import { requireUser } from '../../platform/auth/authenticate'
import { createTokenCipher } from '../../platform/tokens/token-cipher'
import { type ConnectDeps, finishConnect, startConnect } from './calendar-connect.service'
import { syncNow } from './calendar-sync-now.service'
import { listUpcoming } from './calendar.service'
import { calendarProviders } from './providers/calendar-provider.registry'

const ZProvider = z.object({ provider: z.enum(['google', 'microsoft'], { error: 'The calendar provider is google or microsoft.' }) })
const ZCallbackQuery = z
  .object({
    code: z.string().max(4096).optional(),
    state: z.string().max(4096).optional(),
    error: z.string().max(200).optional(),
    error_description: z.string().max(1000).optional(),
  })
  .loose()

export const calendarRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const connect: ConnectDeps = {
      ...deps,
      cipher: createTokenCipher(deps.secrets.encryptionKey, deps.config.encryptionKeysPrevious),
      providers: calendarProviders(deps.config),
    }

    app.get(
      '/users/events',
      { schema: { tags: ['calendar'], querystring: ZUpcomingEventsQuery, response: { 200: ZUpcomingEventsResponse } } },
      async (request) => listUpcoming(deps, requireUser(request), request.query),
    )

    app.get(
      '/calendar/:provider/connect',
      {
        schema: {
          tags: ['calendar'],
          summary: 'The consent URL that connects the signed-in user’s calendar',
          params: ZProvider,
          response: { 200: z.object({ url: z.string() }) },
        },
      },
      async (request) => startConnect(connect, requireUser(request), request.params.provider),
    )

    app.get(
      '/calendar/:provider/callback',
      { schema: { tags: ['calendar'], summary: 'Where the provider sends the browser back after consent', params: ZProvider, querystring: ZCallbackQuery } },
      async (request, reply) => {
        const to = await finishConnect(connect, request.params.provider, request.query)
        return reply.header('cache-control', 'no-store').redirect(to, 302)
      },
    )

    app.get(
      '/admin/run_cron_task',
      {
        schema: {
          tags: ['calendar'],
          summary: "'Sync Now': sync a user's calendars at once",
          querystring: ZRunCronTaskQuery,
          response: { 200: z.object({ message: z.string(), queued: z.number() }) },
        },
      },
      async (request) => {
        const auth = requireUser(request)
        return syncNow(connect, auth, request.query.user_id ?? auth.user.id)
      },
    )
  }
