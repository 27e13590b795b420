import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { AppError } from './errors'

/**
 * Requests per client address and minute on the routes people could hammer: guessing sign-in, impersonation or
 * share tokens, or filling the disk with uploads. Counted in the server process (one server's memory).
 */
export const RATE_LIMITS = {
  signIn: { max: 20, timeWindow: '1 minute' },
  impersonation: { max: 10, timeWindow: '1 minute' },
  shareLookup: { max: 120, timeWindow: '1 minute' },
  // A video player asks for many byte ranges while it plays or seeks.
  shareMedia: { max: 600, timeWindow: '1 minute' },
  upload: { max: 20, timeWindow: '1 minute' },
} satisfies Record<string, RateLimitOptions>

function seconds(ttlMs: number): number {
  return Math.max(1, Math.ceil(ttlMs / 1000))
}

/** Registers the limiter for the routes that opt in (`config: { rateLimit: RATE_LIMITS.… }`); 429 says when to retry. */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(429, 'rate_limited', `Too many requests. Please try again in ${seconds(context.ttl)} second${seconds(context.ttl) === 1 ? '' : 's'}.`),
  })
}
