import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZClipIdParams,
  ZClipShareUrlResponse,
  ZCreateClipBody,
  ZCreateClipResponse,
  ZDeleteClipResponse,
  ZGetClipsQuery,
  ZGetClipsResponse,
  ZShareUrlQuery,
  ZSharedClipQuery,
  ZSharedClipResponse,
} from '@parley/shared/schemas/clips'
import type { AppDeps } from '../../platform/deps'
import { requireUser } from '../../platform/auth/authenticate'
import { errorBody, unauthorized } from '../../platform/errors'
import { createStorage } from '../../platform/storage/storage'
import { type MediaAnswer, RangeNotSatisfiable } from '../meetings/meeting-media.service'
import { authFromClipSignature } from './clip-media'
import { createClip, deleteClip, getClips, openClipMedia } from './clips.service'
import { createClipShareLink, loadSharedClip, openSharedClipMedia } from './shared-clip.service'
import { RATE_LIMITS } from '../../platform/rate-limits'

const ZSignedQuery = z.object({
  u: z.coerce.number().int().positive().optional(),
  c: z.coerce.number().int().positive().optional(),
  e: z.coerce.number().int().positive().optional(),
  s: z.string().max(100).optional(),
})
const ZSharedMediaQuery = ZSharedClipQuery.extend({ e: z.coerce.number().int().positive(), s: z.string().min(1).max(100) })

/** Sends a media answer; a range past the end is a 416 naming the size. */
async function sendMedia(reply: FastifyReply, open: () => Promise<MediaAnswer>): Promise<FastifyReply> {
  try {
    const media = await open()
    return reply.status(media.status).headers(media.headers).send(media.body)
  } catch (err) {
    if (!(err instanceof RangeNotSatisfiable)) throw err
    return reply.status(416).header('content-range', `bytes */${err.size}`).send(errorBody(err.code, err.message))
  }
}

/** Clips: create, list, one clip, media, download, delete, share and the shared clip. */
export const clipsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const storage = deps.storage ?? (await createStorage(deps.config.storage))

    app.get(
      '/users/getClips',
      {
        schema: {
          tags: ['clips'],
          summary: 'The clips page (own clips; admins: the company), one call’s clips (meetingId) or one clip with its transcript (id)',
          querystring: ZGetClipsQuery,
          response: { 200: ZGetClipsResponse },
        },
      },
      async (request) => ({ data: { clips: await getClips(deps, requireUser(request), request.query) } }),
    )

    app.post(
      '/users/createClip',
      {
        schema: {
          tags: ['clips'],
          summary: "Cut a clip from a call: 'New clip creation in progress.'; a job renders it",
          body: ZCreateClipBody,
          response: { 201: ZCreateClipResponse },
        },
      },
      async (request, reply) => reply.status(201).send(await createClip(deps, requireUser(request), request.body)),
    )

    app.delete(
      '/clips/:id',
      { schema: { tags: ['clips'], summary: 'Delete a clip (its creator or an admin)', params: ZClipIdParams, response: { 200: ZDeleteClipResponse } } },
      async (request) => deleteClip(deps, storage, requireUser(request), request.params.id),
    )

    for (const kind of ['media', 'download'] as const) {
      app.get(
        `/clips/:id/${kind}`,
        {
          schema: {
            tags: ['clips'],
            summary: kind === 'media' ? 'The rendered clip, with HTTP range requests' : 'The rendered clip as an attachment',
            params: ZClipIdParams,
            querystring: ZSignedQuery,
          },
        },
        async (request, reply) => {
          const q = request.query
          const signed = q.s && q.u && q.c && q.e ? await authFromClipSignature(deps, request.params.id, { u: q.u, c: q.c, e: q.e, s: q.s }) : null
          if (q.s && !signed) throw unauthorized('This clip link has expired. Reload the page.')
          const auth = signed ?? requireUser(request)
          return sendMedia(reply, () => openClipMedia(deps, storage, auth, request.params.id, request.headers.range, kind))
        },
      )
    }

    app.get(
      '/users/getShareURL',
      {
        schema: {
          tags: ['clips'],
          summary: 'A link anyone can open to one completed clip; data.token is shown once (/sharedClip/{id}?sharingToken=)',
          querystring: ZShareUrlQuery,
          response: { 200: ZClipShareUrlResponse },
        },
      },
      async (request) => ({ data: await createClipShareLink(deps, requireUser(request), request.query.id) }),
    )

    app.get(
      '/sharing/clips/:id',
      {
        config: { rateLimit: RATE_LIMITS.shareLookup },
        schema: {
          tags: ['clips'],
          summary: 'Open a shared clip: granted with the clip, or locked',
          params: ZClipIdParams,
          querystring: ZSharedClipQuery,
          response: { 200: ZSharedClipResponse },
        },
      },
      async (request) => ({ data: await loadSharedClip(deps, request.auth, request.params.id, request.query.sharingToken) }),
    )

    app.get(
      '/sharing/clips/:id/media',
      {
        config: { rateLimit: RATE_LIMITS.shareMedia },
        schema: { tags: ['clips'], summary: 'A shared clip’s media, with HTTP range requests', params: ZClipIdParams, querystring: ZSharedMediaQuery },
      },
      async (request, reply) => sendMedia(reply, () => openSharedClipMedia(deps, storage, request.params.id, request.query, request.headers.range)),
    )
  }
