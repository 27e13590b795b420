import { createHmac, timingSafeEqual } from 'node:crypto'

/** Standard Webhooks practice: refuse timestamps further than this from now (a replayed old delivery). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60

const header = (headers: Record<string, string | string[] | undefined>, name: string): string | undefined => {
  const v = headers[name]
  return Array.isArray(v) ? v[0] : v
}

/**
 * Recall's webhook signature (the Standard Webhooks / Svix scheme): the key is the base64 after
 * `whsec_`; the signed content is `<webhook-id>.<webhook-timestamp>.<raw body>`; `webhook-signature` is a
 * space-separated list of `v1,<base64 HMAC-SHA256>`. Older workspaces send the same as `svix-*` headers.
 */
export function verifyStandardWebhook(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  nowMs: number,
): { ok: true; id: string } | { ok: false; reason: string } {
  const id = header(headers, 'webhook-id') ?? header(headers, 'svix-id')
  const timestamp = header(headers, 'webhook-timestamp') ?? header(headers, 'svix-timestamp')
  const signatures = header(headers, 'webhook-signature') ?? header(headers, 'svix-signature')
  if (!id || !timestamp || !signatures) return { ok: false, reason: 'The webhook signature headers are missing.' }
  const seconds = Number(timestamp)
  if (!Number.isInteger(seconds) || Math.abs(nowMs / 1000 - seconds) > WEBHOOK_TOLERANCE_SECONDS) {
    return { ok: false, reason: 'The webhook timestamp is too old or too new.' }
  }
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${rawBody}`).digest()
  const matches = signatures.split(' ').some((entry) => {
    const [version, sig] = entry.split(',')
    if (version !== 'v1' || !sig) return false
    const given = Buffer.from(sig, 'base64')
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
  return matches ? { ok: true, id } : { ok: false, reason: 'The webhook signature does not match.' }
}
