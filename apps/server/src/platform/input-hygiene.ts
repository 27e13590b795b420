import type { FastifyInstance } from 'fastify'
import { AppError } from './errors'

// A NUL byte cannot be stored in PostgreSQL text or jsonb, and a lone UTF-16 surrogate is not a character at
// all (it would be stored as U+FFFD, changing what the person typed). Both are refused at the door, for every
// route, before validation and before anything reaches the database.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** What is wrong with a text, in words a person understands, or null when it is fine. */
export function badTextReason(text: string): string | null {
  if (text.includes('\u0000')) return 'The text must not contain a NUL character (\\u0000).'
  if (LONE_SURROGATE.test(text)) return 'The text must not contain an unpaired surrogate (broken Unicode).'
  return null
}

/**
 * Text from a provider (a transcript file or a recording service) is kept rather than refused: NUL bytes are
 * dropped and unpaired surrogates become U+FFFD, so one bad byte never loses a call.
 */
export function storableText(text: string): string {
  return text.replaceAll('\u0000', '').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD')
}

const MAX_DEPTH = 64

/** The first field (dotted path) holding a bad text, in values or keys, with the reason. */
export function findBadText(value: unknown, path: string, depth = 0): { field: string; message: string } | null {
  if (typeof value === 'string') {
    const reason = badTextReason(value)
    return reason ? { field: path, message: reason } : null
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null
  if (Buffer.isBuffer(value)) return null
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value)
  for (const [key, child] of entries) {
    const at = path ? `${path}.${key}` : key
    const keyReason = badTextReason(key)
    if (keyReason) return { field: at, message: `The field name: ${keyReason}` }
    const found = findBadText(child, at, depth + 1)
    if (found) return found
  }
  return null
}

/** Refuses a request whose parameters, query or body carry a NUL byte or an unpaired surrogate: 400 naming the field. */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found =
      findBadText(request.params, '') ??
      findBadText(request.query, '') ??
      (typeof request.body === 'string' ? findBadText(request.body, 'body') : findBadText(request.body, ''))
    if (found) throw new AppError(400, 'invalid_text', `${found.field}: ${found.message}`, [found])
  })
}
