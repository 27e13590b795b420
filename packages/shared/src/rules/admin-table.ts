// "Admin table page size: 20", and the invite rate limit: 1,000 invites in a minute are rate-limited with a clear
// message.

export const ADMIN_PAGE_SIZE = 20

/** Invites per company: a bucket of this many, refilled at this many per minute. */
export const INVITES_PER_MINUTE = 100

export function inviteRateLimitMessage(retryAfterSeconds: number): string {
  return `Too many invites: at most ${INVITES_PER_MINUTE} a minute per company. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`
}
