import { standardWebhookHeaders } from '@parley/fakes/recall/standard-webhooks'
import { describe, expect, it } from 'vitest'
import { verifyStandardWebhook, WEBHOOK_TOLERANCE_SECONDS } from './recall.webhook'

// Key = base64decode(secret.slice(6)); sig = base64(HMAC_SHA256(key, `${id}.${timestamp}.${rawBody}`)).
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'
const BODY = '{"event":"bot.done","data":{"data":{"code":"done"},"bot":{"id":"b1"}}}'
const NOW = 1_731_705_121_000
const at = Math.floor(NOW / 1000)

describe('Recall webhook signature (Standard Webhooks / Svix)', () => {
  it('accepts the signature the scheme defines, in webhook-* and legacy svix-* headers', () => {
    const h = standardWebhookHeaders(SECRET, BODY, 'msg_1', at)
    expect(verifyStandardWebhook(SECRET, h, BODY, NOW)).toEqual({ ok: true, id: 'msg_1' })
    const svix = { 'svix-id': h['webhook-id'], 'svix-timestamp': h['webhook-timestamp'], 'svix-signature': h['webhook-signature'] }
    expect(verifyStandardWebhook(SECRET, svix, BODY, NOW).ok).toBe(true)
  })

  it('accepts any matching entry of a space-separated signature list (key rotation)', () => {
    const h = standardWebhookHeaders(SECRET, BODY, 'msg_2', at)
    expect(verifyStandardWebhook(SECRET, { ...h, 'webhook-signature': `v1,bm90IGl0 ${h['webhook-signature']}` }, BODY, NOW).ok).toBe(true)
  })

  it.each([
    ['a changed body', (h: Record<string, string>) => ({ headers: h, body: BODY.replace('done', 'fatal') })],
    ['a changed id', (h: Record<string, string>) => ({ headers: { ...h, 'webhook-id': 'msg_other' }, body: BODY })],
    [
      'another version prefix',
      (h: Record<string, string>) => ({ headers: { ...h, 'webhook-signature': h['webhook-signature']?.replace('v1,', 'v2,') ?? '' }, body: BODY }),
    ],
    ['no headers', () => ({ headers: {}, body: BODY })],
  ])('refuses %s', (_name, change) => {
    const { headers, body } = change(standardWebhookHeaders(SECRET, BODY, 'msg_3', at))
    expect(verifyStandardWebhook(SECRET, headers, body, NOW).ok).toBe(false)
  })

  it(`refuses a replay older (or newer) than ${WEBHOOK_TOLERANCE_SECONDS} s`, () => {
    const old = standardWebhookHeaders(SECRET, BODY, 'msg_4', at - WEBHOOK_TOLERANCE_SECONDS - 1)
    expect(verifyStandardWebhook(SECRET, old, BODY, NOW)).toEqual({ ok: false, reason: 'The webhook timestamp is too old or too new.' })
    const future = standardWebhookHeaders(SECRET, BODY, 'msg_5', at + WEBHOOK_TOLERANCE_SECONDS + 1)
    expect(verifyStandardWebhook(SECRET, future, BODY, NOW).ok).toBe(false)
    expect(verifyStandardWebhook(SECRET, standardWebhookHeaders(SECRET, BODY, 'msg_6', at - 60), BODY, NOW).ok).toBe(true)
  })
})
