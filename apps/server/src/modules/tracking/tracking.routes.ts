import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZError404, ZFrontendException, ZOrigins, ZTrackRecord, ZTrackUserEvent } from '@parley/shared/schemas/tracking'
import type { AppDeps } from '../../platform/deps'
import { createTrackingService } from './tracking.service'

const noContent = { 204: z.null() }

/** Telemetry endpoints: signed-in calls are stored for the user's company; others are only logged. */
export const trackingRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tracking = createTrackingService(deps)

    app.post('/exceptions/frontend', { schema: { tags: ['tracking'], body: ZFrontendException, response: noContent } }, async (request, reply) => {
      await tracking.reportError(request, { kind: 'frontend', subject: request.body.subject, message: request.body.message, stack: request.body.stack ?? null })
      return reply.status(204).send(null)
    })

    app.post('/exceptions/error_404', { schema: { tags: ['tracking'], body: ZError404, response: noContent } }, async (request, reply) => {
      const subject = `404 ${request.body.postfix_subject ?? ''}`.trim()
      await tracking.reportError(request, { kind: 'error_404', subject, message: `Page not found: ${request.body.pathname}`, pathname: request.body.pathname })
      return reply.status(204).send(null)
    })

    app.post(
      '/users/trackUserEvents',
      { schema: { tags: ['tracking'], body: ZTrackUserEvent, querystring: z.object({ userToken: z.string().optional() }).strict(), response: noContent } },
      async (request, reply) => {
        const b = request.body
        await tracking.track(request, { page: b.page, eventType: b.event_type, sessionId: b.session_id ?? null, metadata: b.metadata ?? {} }, b.user_id)
        return reply.status(204).send(null)
      },
    )

    app.post('/track_record', { schema: { tags: ['tracking'], body: ZTrackRecord, response: noContent } }, async (request, reply) => {
      await tracking.track(request, { page: null, eventType: 'track_record', sessionId: null, metadata: request.body.trackRecord })
      return reply.status(204).send(null)
    })

    app.post('/origins.json', { schema: { tags: ['tracking'], body: ZOrigins, response: noContent } }, async (request, reply) => {
      await tracking.recordOrigin(request, request.body)
      return reply.status(204).send(null)
    })
  }
