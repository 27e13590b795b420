import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZMeetingIdParams, ZSharedEmailBody, ZSharedEmailResponse, ZSharedMeetingQuery, ZSharedMeetingResponse } from '@parley/shared/schemas/sharing'
import type { AppDeps } from '../../platform/deps'
import { errorBody } from '../../platform/errors'
import { createStorage } from '../../platform/storage/storage'
import { RangeNotSatisfiable } from '../meetings/meeting-media.service'
import { loadSharedMeeting, noteSharedViewEmail, openSharedMedia } from './shared-meeting.service'
import { RATE_LIMITS } from '../../platform/rate-limits'

const ZSharedMediaQuery = ZSharedMeetingQuery.extend({
  e: z.coerce.number().int().positive(),
  s: z.string().min(1).max(100),
  // A login-only link's grant names the viewer's session (user, company, session version, token id).
  v: z.coerce.number().int().positive().optional(),
  vc: z.coerce.number().int().positive().optional(),
  sv: z.coerce.number().int().positive().optional(),
  j: z.string().min(1).max(100).optional(),
})

/** The shared call page: no sign-in needed for 'anyone' links; a bearer token is read when given. */
export const sharedMeetingRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const storage = deps.storage ?? (await createStorage(deps.config.storage))

    app.get(
      '/sharing/meetings/:id',
      {
        config: { rateLimit: RATE_LIMITS.shareLookup },
        schema: {
          tags: ['sharing'],
          summary: 'Open a shared call: internal (go to /meeting/{id}), login_required, locked or granted with the call',
          params: ZMeetingIdParams,
          querystring: ZSharedMeetingQuery,
          response: { 200: ZSharedMeetingResponse },
        },
      },
      async (request) => ({ data: await loadSharedMeeting(deps, request.auth, request.params.id, request.query.sharingToken) }),
    )

    app.post(
      '/sharing/meetings/:id/email',
      {
        config: { rateLimit: RATE_LIMITS.shareLookup },
        schema: {
          tags: ['sharing'],
          summary: "The shared page's e-mail prompt: 'Email noted successfully!'",
          params: ZMeetingIdParams,
          querystring: ZSharedMeetingQuery,
          body: ZSharedEmailBody,
          response: { 200: ZSharedEmailResponse },
        },
      },
      async (request) => noteSharedViewEmail(deps, request.params.id, request.query.sharingToken, request.body.viewId, request.body.email),
    )

    app.get(
      '/sharing/meetings/:id/media',
      {
        config: { rateLimit: RATE_LIMITS.shareMedia },
        schema: {
          tags: ['sharing'],
          summary: 'The recording for a shared page, with HTTP range requests',
          params: ZMeetingIdParams,
          querystring: ZSharedMediaQuery,
        },
      },
      async (request, reply) => {
        try {
          const media = await openSharedMedia(deps, storage, request.params.id, request.query, request.headers.range)
          return reply.status(media.status).headers(media.headers).send(media.body)
        } catch (err) {
          if (!(err instanceof RangeNotSatisfiable)) throw err
          return reply.status(416).header('content-range', `bytes */${err.size}`).send(errorBody(err.code, err.message))
        }
      },
    )
  }
