import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { attendeeSignature, canonicalJson, verifyAttendeeSignature } from './attendee.webhook'

// X-Webhook-Signature = base64(HMAC-SHA256(base64decode(secret), canonicalJson(envelope))), canonical =
// sorted keys, separators (",", ":"), ensure_ascii=False.
const SECRET = Buffer.from('attendee project secret').toString('base64')

describe('Attendee webhook signature', () => {
  it('signs Python-style canonical JSON: sorted keys at every level, no spaces, non-ASCII kept', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: null, y: 'ü' }], c: true } })).toBe('{"a":{"c":true,"d":[1,{"y":"ü","z":null}]},"b":1}')
    const envelope = { trigger: 'bot.state_change', bot_id: 'bot_1', idempotency_key: 'k', data: { new_state: 'ended' } }
    const expected = createHmac('sha256', Buffer.from(SECRET, 'base64'))
      .update('{"bot_id":"bot_1","data":{"new_state":"ended"},"idempotency_key":"k","trigger":"bot.state_change"}')
      .digest('base64')
    expect(attendeeSignature(SECRET, envelope)).toBe(expected)
  })

  it('verifies the object, whatever the key order or spacing of the bytes received', () => {
    const envelope = { idempotency_key: 'k', bot_id: 'bot_1', trigger: 'bot.state_change', data: { new_state: 'joining' } }
    const sig = attendeeSignature(SECRET, envelope)
    const reordered = JSON.parse(JSON.stringify({ data: envelope.data, trigger: envelope.trigger, bot_id: 'bot_1', idempotency_key: 'k' }))
    expect(verifyAttendeeSignature(SECRET, reordered, sig)).toBe(true)
    expect(verifyAttendeeSignature(SECRET, { ...envelope, data: { new_state: 'ended' } }, sig)).toBe(false)
    expect(verifyAttendeeSignature(Buffer.from('other').toString('base64'), envelope, sig)).toBe(false)
    expect(verifyAttendeeSignature(SECRET, envelope, undefined)).toBe(false)
  })
})
