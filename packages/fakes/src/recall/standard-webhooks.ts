import { createHmac, randomBytes } from 'node:crypto'

/** A fresh Standard Webhooks secret, `whsec_<base64 key>`, as Recall's dashboard shows it. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`

/**
 * The Standard Webhooks / Svix headers for one delivery: `webhook-signature` is
 * `v1,base64(HMAC-SHA256(base64decode(secret without "whsec_"), "<id>.<timestamp>.<body>"))`.
 */
export function standardWebhookHeaders(secret: string, body: string, id: string, timestampSeconds: number): Record<string, string> {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  const signature = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')
  return { 'webhook-id': id, 'webhook-timestamp': String(timestampSeconds), 'webhook-signature': `v1,${signature}` }
}
