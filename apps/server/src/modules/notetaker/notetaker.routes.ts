import {
  ZBotControlBody,
  ZBotControlConflict,
  ZImpromptuEventBody,
  ZImpromptuEventResponse,
  ZUpdateBotScheduleBody,
  ZUpdateBotScheduleResponse,
} from '@parley/shared/schemas/notetaker'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../platform/deps'
import { requireUser } from '../../platform/auth/authenticate'
import { createStorage } from '../../platform/storage/storage'
import { botControl, startInstantRecording, updateBotSchedule } from './notetaker-control.service'
import { notetakerDeps } from './notetaker-deps'
import { handleNotetakerWebhook } from './notetaker-webhook.service'

const ZProviderParam = z.object({ provider: z.enum(['recall', 'attendee'], { error: 'The notetaker provider is recall or attendee.' }) })

export const notetakerRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const nt = notetakerDeps({ ...deps, storage: deps.storage ?? (await createStorage(deps.config.storage)) })

    app.post(
      '/users/updateBotScheduleForMeeting',
      {
        schema: {
          tags: ['notetaker'],
          summary: 'Turn the notetaker on or off for one upcoming meeting',
          body: ZUpdateBotScheduleBody,
          response: { 200: ZUpdateBotScheduleResponse },
        },
      },
      async (request) => updateBotSchedule(nt, requireUser(request), request.body),
    )

    app.post(
      '/users/botControlForOngoingMeeting',
      {
        schema: {
          tags: ['notetaker'],
          summary: 'Send the notetaker into, or remove it from, a meeting in progress',
          body: ZBotControlBody,
          response: { 200: ZBotControlConflict, 204: z.null() },
        },
      },
      async (request, reply) => {
        const conflict = await botControl(nt, requireUser(request), request.body)
        return conflict ? conflict : reply.code(204).send(null)
      },
    )

    app.post(
      '/users/impromptuEvent',
      {
        schema: {
          tags: ['notetaker'],
          summary: 'Instant recording: send the notetaker into a meeting link now',
          body: ZImpromptuEventBody,
          response: { 200: ZImpromptuEventResponse },
        },
      },
      async (request) => startInstantRecording(nt, requireUser(request), request.body),
    )

    // Webhooks are verified over the exact bytes received, so this scope keeps JSON bodies as text.
    await app.register(async (scope) => {
      const hooks = scope.withTypeProvider<ZodTypeProvider>()
      hooks.removeContentTypeParser('application/json')
      hooks.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body))
      hooks.post(
        '/notetaker/webhooks/:provider',
        {
          schema: {
            tags: ['notetaker'],
            summary: 'Bot status webhooks from Recall.ai (Standard Webhooks signature) or Attendee (HMAC signature)',
            params: ZProviderParam,
            body: z.string({ error: 'The webhook body must be JSON.' }).max(1024 * 1024),
            response: { 200: z.object({ outcome: z.string() }) },
          },
        },
        async (request) => ({ outcome: await handleNotetakerWebhook(nt, request.params.provider, request.headers, request.body) }),
      )
    })
  }
