import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZDeleteMeetingResponse, ZDownloadUrlResponse, ZMeetingIdParams, ZMeetingIdQuery } from '@parley/shared/schemas/meeting-detail'
import { z } from 'zod'
import type { AppDeps } from '../../platform/deps'
import { requireUser } from '../../platform/auth/authenticate'
import { unauthorized } from '../../platform/errors'
import { createStorage } from '../../platform/storage/storage'
import { authFromSignature } from './meeting-media.service'
import { deleteMeeting, downloadUrlFor, openDownload } from './meeting-deletion.service'

const ZSignedQuery = z.object({
  u: z.coerce.number().int().positive().optional(),
  c: z.coerce.number().int().positive().optional(),
  e: z.coerce.number().int().positive().optional(),
  s: z.string().max(100).optional(),
})

/** Deleting a call (the menu's Delete, the super admin's Delete Meeting) and downloading its original media. */
export const meetingDeletionRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const storage = deps.storage ?? (await createStorage(deps.config.storage))

    app.get(
      '/users/deleteMeeting',
      {
        schema: {
          tags: ['meetings'],
          summary: "Delete a call (the page menu's Delete)",
          querystring: ZMeetingIdQuery,
          response: { 200: ZDeleteMeetingResponse },
        },
      },
      async (request) => deleteMeeting(deps, storage, requireUser(request), request.query.id, 'menu', request.log),
    )

    app.post(
      '/admin/deleteMeeting',
      {
        schema: {
          tags: ['meetings'],
          summary: "Delete a call (super admin 'Delete Meeting')",
          querystring: ZMeetingIdQuery,
          response: { 200: ZDeleteMeetingResponse },
        },
      },
      async (request) => deleteMeeting(deps, storage, requireUser(request), request.query.id, 'super_admin', request.log),
    )

    app.post(
      '/meetings/:id/download-url',
      {
        schema: {
          tags: ['meetings'],
          summary: 'A signed link to download the original media',
          params: ZMeetingIdParams,
          response: { 200: ZDownloadUrlResponse },
        },
      },
      async (request) => downloadUrlFor(deps, requireUser(request), request.params.id),
    )

    app.get(
      '/meetings/:id/download',
      { schema: { tags: ['meetings'], summary: 'The original media as an attachment', params: ZMeetingIdParams, querystring: ZSignedQuery } },
      async (request, reply) => {
        const q = request.query
        const signed = q.s && q.u && q.c && q.e ? await authFromSignature(deps, request.params.id, { u: q.u, c: q.c, e: q.e, s: q.s }) : null
        if (q.s && !signed) throw unauthorized('This download link has expired. Reload the page.')
        const answer = await openDownload(deps, storage, signed ?? requireUser(request), request.params.id)
        return reply.status(200).headers(answer.headers).send(answer.body)
      },
    )
  }
