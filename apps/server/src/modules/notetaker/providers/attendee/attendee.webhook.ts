import { createHmac, timingSafeEqual } from 'node:crypto'

/** Python's `json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)`, which Attendee signs. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** `X-Webhook-Signature = base64(HMAC-SHA256(base64decode(secret), canonicalJson(envelope)))`. */
export function attendeeSignature(secret: string, envelope: unknown): string {
  return createHmac('sha256', Buffer.from(secret, 'base64')).update(canonicalJson(envelope)).digest('base64')
}

export function verifyAttendeeSignature(secret: string, envelope: unknown, given: string | undefined): boolean {
  if (!given) return false
  const expected = Buffer.from(attendeeSignature(secret, envelope), 'base64')
  const actual = Buffer.from(given, 'base64')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
