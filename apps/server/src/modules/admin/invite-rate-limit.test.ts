import { describe, expect, it } from 'vitest'
import { createTokenBucket } from './invite-rate-limit'

describe('invite token bucket', () => {
  it('allows a burst of `capacity`, then refuses with the wait until the next token', () => {
    let now = 0
    const bucket = createTokenBucket({ capacity: 100, perMinute: 100, now: () => now })
    for (let i = 0; i < 100; i++) expect(bucket.take(1).ok).toBe(true)
    expect(bucket.take(1)).toEqual({ ok: false, retryAfterSeconds: 1 })
    now += 600 // 0.6 s = one token at 100 a minute
    expect(bucket.take(1).ok).toBe(true)
    expect(bucket.take(1).ok).toBe(false)
  })

  it('keeps companies apart', () => {
    const bucket = createTokenBucket({ capacity: 1, perMinute: 1, now: () => 0 })
    expect(bucket.take(1).ok).toBe(true)
    expect(bucket.take(1)).toEqual({ ok: false, retryAfterSeconds: 60 })
    expect(bucket.take(2).ok).toBe(true)
  })

  it('refills to capacity, never beyond', () => {
    let now = 0
    const bucket = createTokenBucket({ capacity: 3, perMinute: 60, now: () => now })
    now = 3_600_000
    const taken = [1, 2, 3, 4].map(() => bucket.take(7).ok)
    expect(taken).toEqual([true, true, true, false])
  })

  it('1,000 invites in a minute: 100 pass, the rest are refused', () => {
    let now = 0
    const bucket = createTokenBucket({ capacity: 100, perMinute: 100, now: () => now })
    let passed = 0
    for (let i = 0; i < 1000; i++) {
      now = i * 60 // spread over one minute
      if (bucket.take(1).ok) passed++
    }
    expect(passed).toBeGreaterThanOrEqual(100)
    expect(passed).toBeLessThanOrEqual(200)
  })
})
