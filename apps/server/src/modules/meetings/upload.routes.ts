import fastifyMultipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZUploadRecordingResponse } from '@parley/shared/schemas/meeting-upload'
import type { AppDeps } from '../../platform/deps'
import { requireUser } from '../../platform/auth/authenticate'
import { errorBody, unauthorized } from '../../platform/errors'
import { createStorage } from '../../platform/storage/storage'
import { RangeNotSatisfiable, authFromSignature, mediaUrlFor, openMedia } from './meeting-media.service'
import { readUploadForm } from './upload-form'
import { uploadRecording } from './upload.service'
import { RATE_LIMITS } from '../../platform/rate-limits'

const ZMeetingParams = z.object({ id: z.coerce.number().int().positive() })
const ZMediaQuery = z.object({
  u: z.coerce.number().int().positive().optional(),
  c: z.coerce.number().int().positive().optional(),
  e: z.coerce.number().int().positive().optional(),
  s: z.string().max(100).optional(),
})

/** Uploading a recording made elsewhere, and serving recordings' media with range requests. */
export const uploadRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const storage = deps.storage ?? (await createStorage(deps.config.storage))
    const ingestDeps = { ...deps, storage }
    // Registered here only: the multipart parser serves this plugin's routes and no others.
    await app.register(fastifyMultipart, {
      limits: { fileSize: deps.config.uploadMaxBytes, files: 2, fields: 10, fieldSize: 100_000, parts: 12 },
    })

    app.post(
      '/meetings/upload',
      {
        config: { rateLimit: RATE_LIMITS.upload },
        schema: {
          tags: ['meetings'],
          summary: 'Upload a recording (media and/or transcript) as multipart/form-data',
          description:
            'Fields: media (audio or video file), transcript (VTT, SRT, Recall.ai or Attendee JSON…), title, start_time (ISO date-time), ' +
            'attendees (comma-separated e-mails or a JSON array), deal_id (optional). At least one file. 413 above UPLOAD_MAX_BYTES.',
          consumes: ['multipart/form-data'],
          response: { 201: ZUploadRecordingResponse },
        },
      },
      async (request, reply) => {
        const auth = requireUser(request)
        const form = await readUploadForm(request, storage, { companyId: auth.user.companyId, maxBytes: deps.config.uploadMaxBytes })
        return reply.status(201).send(await uploadRecording(ingestDeps, auth, form))
      },
    )

    app.get(
      '/meetings/:id/media-url',
      {
        schema: {
          tags: ['meetings'],
          summary: 'A signed, short-lived URL of the recording for a <video> element',
          params: ZMeetingParams,
          response: { 200: z.object({ url: z.string(), expires_at: z.string() }) },
        },
      },
      async (request) => mediaUrlFor(deps, requireUser(request), request.params.id),
    )

    app.get(
      '/meetings/:id/media',
      { schema: { tags: ['meetings'], summary: 'The recording, with HTTP range requests', params: ZMeetingParams, querystring: ZMediaQuery } },
      async (request, reply) => {
        const q = request.query
        const signed = q.s && q.u && q.c && q.e ? await authFromSignature(deps, request.params.id, { u: q.u, c: q.c, e: q.e, s: q.s }) : null
        if (q.s && !signed) throw unauthorized('This media link has expired. Reload the page.')
        const auth = signed ?? requireUser(request)
        try {
          const media = await openMedia(deps, storage, auth, request.params.id, request.headers.range)
          return reply.status(media.status).headers(media.headers).send(media.body)
        } catch (err) {
          if (!(err instanceof RangeNotSatisfiable)) throw err
          return reply.status(416).header('content-range', `bytes */${err.size}`).send(errorBody(err.code, err.message))
        }
      },
    )
  }
