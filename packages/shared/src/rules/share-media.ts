// How long a shared page's recording link plays. The link is bound to its share (the share's token is checked on
// every request, so revoking or expiring the share ends it at once); its own expiry bounds a copied URL.

/** Slack over the shared part's length, for pauses and seeking back. */
export const SHARED_MEDIA_SLACK_SECONDS = 30 * 60
/** Never longer than this, whatever the call's length. */
export const SHARED_MEDIA_MAX_SECONDS = 3 * 3600

/**
 * Seconds a shared page's media URL lasts: the length of what the link shares plus half an hour, at most three
 * hours, and never past the share's own expiry. An unknown length counts as an hour.
 */
export function sharedMediaTtlSeconds(sharedSeconds: number | null, secondsUntilShareExpires: number | null): number {
  const length = sharedSeconds !== null && Number.isFinite(sharedSeconds) && sharedSeconds > 0 ? sharedSeconds : 3600
  const ttl = Math.min(SHARED_MEDIA_MAX_SECONDS, Math.ceil(length) + SHARED_MEDIA_SLACK_SECONDS)
  return secondsUntilShareExpires === null ? ttl : Math.max(0, Math.min(ttl, Math.floor(secondsUntilShareExpires)))
}
