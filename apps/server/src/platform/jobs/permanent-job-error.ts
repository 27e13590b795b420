import { ZodError } from 'zod'

/** A failure that the same job would meet again on every try: it is not retried. */
export class PermanentJobError extends Error {}

const MAX_NOTE = 300

/** One line about a permanent failure (a refused schema, a PermanentJobError), or null when a retry may succeed. */
export function permanentFailure(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof ZodError) return shortZodMessage(e)
    if (e instanceof PermanentJobError) return e.message.slice(0, MAX_NOTE)
  }
  return null
}

/** The first issue of a schema error and how many more there are, never the whole (possibly megabytes long) list. */
export function shortZodMessage(err: ZodError): string {
  const first = err.issues[0]
  if (!first) return 'invalid data'
  const where = first.path.length > 0 ? `${first.path.join('.')}: ` : ''
  const more = err.issues.length > 1 ? ` (and ${err.issues.length - 1} more)` : ''
  return `${where}${first.message}${more}`.slice(0, MAX_NOTE)
}
