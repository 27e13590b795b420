import { randomUUID } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { UPLOAD_FIELDS, formatBytes, mediaTypeOf } from '@parley/shared/schemas/meeting-upload'
import { AppError } from '../../platform/errors'
import { type Storage, safeFileName } from '../../platform/storage/storage'

/** A transcript is text: even a word-level JSON of a long call is a few MB, so it is read into memory up to this. */
export const TRANSCRIPT_MAX_BYTES = 50 * 1024 * 1024

export interface UploadForm {
  fields: Record<string, string>
  media: { key: string; contentType: string; size: number; filename: string } | null
  transcript: { content: Buffer; filename: string } | null
  /** Problems found while reading, by field; the service adds its own and answers 400 with all of them. */
  problems: { field: string; message: string }[]
}

const TEXT_FIELDS = new Set<string>([UPLOAD_FIELDS.title, UPLOAD_FIELDS.startTime, UPLOAD_FIELDS.attendees, UPLOAD_FIELDS.dealId])

export const tooLarge = (what: string, limit: number) =>
  new AppError(413, 'payload_too_large', `The ${what} is larger than the upload limit of ${formatBytes(limit)}.`)

/**
 * Reads a multipart upload: the media file streams straight into storage (never held in memory), the transcript
 * is buffered, text fields are collected. On any failure the stored media is deleted before the error goes up.
 */
export async function readUploadForm(request: FastifyRequest, storage: Storage, opts: { companyId: number; maxBytes: number }): Promise<UploadForm> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', 'Send the upload as multipart/form-data.')
  // Refuse an oversized request before reading it (a 2 GB upload is not streamed in just to be thrown away).
  const declared = Number(request.headers['content-length'] ?? 0)
  if (declared > opts.maxBytes + TRANSCRIPT_MAX_BYTES + 1024 * 1024) throw tooLarge('upload', opts.maxBytes)
  const form: UploadForm = { fields: {}, media: null, transcript: null, problems: [] }
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (TEXT_FIELDS.has(part.fieldname)) form.fields[part.fieldname] = String(part.value)
        else form.problems.push({ field: part.fieldname, message: `Unknown field: ${part.fieldname}` })
        continue
      }
      if (part.fieldname === UPLOAD_FIELDS.media && !form.media) {
        const contentType = mediaTypeOf(part.mimetype, part.filename)
        if (!contentType) {
          part.file.resume()
          form.problems.push({ field: 'media', message: 'Upload an audio or video file (mp4, m4a, mp3, wav, webm…).' })
          continue
        }
        const key = `companies/${opts.companyId}/recordings/${randomUUID()}/${safeFileName(part.filename, 'recording')}`
        const stored = await storage.put(part.file, key, contentType)
        form.media = { key, contentType, size: stored.size, filename: part.filename }
        if (part.file.truncated) throw tooLarge('recording', opts.maxBytes)
        if (stored.size === 0) form.problems.push({ field: 'media', message: 'The recording file is empty.' })
      } else if (part.fieldname === UPLOAD_FIELDS.transcript && !form.transcript) {
        const content = await readLimited(part.file, TRANSCRIPT_MAX_BYTES)
        if (content === null || part.file.truncated) throw tooLarge('transcript', Math.min(TRANSCRIPT_MAX_BYTES, opts.maxBytes))
        form.transcript = { content, filename: part.filename }
      } else {
        part.file.resume()
        form.problems.push({ field: part.fieldname, message: `Unexpected file field: ${part.fieldname} (send one media and one transcript file)` })
      }
    }
  } catch (err) {
    if (form.media) await storage.delete(form.media.key).catch(() => {})
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge('file', opts.maxBytes)
    if (isMalformedMultipart(err)) {
      throw new AppError(400, 'bad_request', `The upload could not be read: ${(err as Error).message}`)
    }
    throw err
  }
  return form
}

// The multipart parser throws plain errors for a body cut short or without its boundary; they are the sender's fault.
const MALFORMED_MULTIPART = /multipart|boundary|part header|unexpected end/i

function isMalformedMultipart(err: unknown): err is Error {
  if (!(err instanceof Error) || err instanceof AppError) return false
  return (err as { code?: string }).code?.startsWith('FST_') === true || MALFORMED_MULTIPART.test(err.message)
}

/** The stream's bytes, or null once it passes `limit` (the rest is drained so the request can finish). */
async function readLimited(stream: NodeJS.ReadableStream & { resume(): void }, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream) {
    size += (chunk as Buffer).length
    if (size > limit) {
      stream.resume()
      return null
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}
