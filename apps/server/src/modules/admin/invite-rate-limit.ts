// 1,000 invites in a minute are rate-limited with a clear message. A token bucket per company,
// kept in the process: a burst of `capacity`, refilled evenly at `perMinute`. One server process holds one
// bucket per company; several processes would each allow their own (noted in docs/decisions.md).

export type TakeResult = { ok: true } | { ok: false; retryAfterSeconds: number }

export interface TokenBucket {
  take(key: number): TakeResult
}

export function createTokenBucket(opts: { capacity: number; perMinute: number; now: () => number }): TokenBucket {
  const buckets = new Map<number, { tokens: number; at: number }>()
  return {
    take(key) {
      const t = opts.now()
      const bucket = buckets.get(key) ?? { tokens: opts.capacity, at: t }
      bucket.tokens = Math.min(opts.capacity, bucket.tokens + ((t - bucket.at) / 60_000) * opts.perMinute)
      bucket.at = t
      buckets.set(key, bucket)
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1
        return { ok: true }
      }
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(((1 - bucket.tokens) / opts.perMinute) * 60)) }
    },
  }
}
