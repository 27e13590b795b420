// Instant recording form plus Parley's hardening:
// the browser and POST /api/users/impromptuEvent run the same function.

export const FIELD_EMPTY_MESSAGE = "Field can't be empty"
/** Every refused non-empty link gets the spec's one message, whatever the hardening rule that refused it. */
export const INVALID_VALUE_MESSAGE = 'Entered value is invalid'
/** Real meeting links are a few hundred characters; 2,048 is the longest URL browsers reliably keep. */
export const MAX_MEETING_URL_LENGTH = 2048

export type MeetingPlatform = 'google_meet' | 'zoom' | 'teams' | 'webex'

export type MeetingUrlCheck = { ok: true; url: string; platform: MeetingPlatform } | { ok: false; message: string }

// A scheme is letters then ':'; "zoom.us:443/j/1" is a host and port, not a scheme.
const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d)/i

const hostIs = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`)

/**
 * Which platform a parsed https URL is a meeting of, or null. Shapes recognised:
 * Google Meet meet.google.com/abc-defg-hij; Zoom (*.)zoom.us or zoomgov.com /j/<id>, /s/<id>, /w/<id>, /my/<name>,
 * /wc/join/<id>, /wc/<id>/join; Teams teams.microsoft.com /l/meetup-join/… or /meet/<id>, teams.live.com /meet/<id>;
 * Webex *.webex.com /meet/<name>, /join/<name>, /<site>/j.php?MTID=…, /wbxmjs/joinservice/….
 */
export function meetingPlatformOf(url: URL): MeetingPlatform | null {
  const host = url.hostname.toLowerCase()
  const path = url.pathname
  if (host === 'meet.google.com' && /^\/[a-z]{3}-[a-z]{4}-[a-z]{3}\/?$/i.test(path)) return 'google_meet'
  if ((hostIs(host, 'zoom.us') || hostIs(host, 'zoomgov.com')) && /^\/(?:[jsw]\/\d{9,11}|my\/[\w.-]+|wc\/join\/\d{9,11}|wc\/\d{9,11}\/join)\/?$/.test(path)) {
    return 'zoom'
  }
  if (host === 'teams.microsoft.com' && /^\/(?:l\/meetup-join\/.+|meet\/\d+)/.test(path)) return 'teams'
  if (host === 'teams.live.com' && /^\/meet\/\d+/.test(path)) return 'teams'
  if (hostIs(host, 'webex.com') && host !== 'webex.com' && /^\/(?:meet\/[\w.-]+|join\/[\w.-]+|[\w.-]+\/j\.php|wbxmjs\/joinservice\/.+)/.test(path)) {
    if (path.endsWith('/j.php') && !url.searchParams.get('MTID')) return null
    return 'webex'
  }
  return null
}

/**
 * "Meeting URL is required. Empty gives 'Field can't be empty'. If the value does not start with https, 'https://' is
 * prefixed. The result must then parse as a URL, else 'Entered value is invalid'." Then, with the same message:
 * another scheme (javascript:, http:, data:, …) is refused rather than prefixed, too-long links are refused before
 * parsing, and the URL must be a meeting link of a platform the notetaker can join.
 */
export function checkMeetingUrl(raw: string | null | undefined): MeetingUrlCheck {
  const value = (raw ?? '').trim()
  if (!value) return { ok: false, message: FIELD_EMPTY_MESSAGE }
  if (value.length > MAX_MEETING_URL_LENGTH) return { ok: false, message: INVALID_VALUE_MESSAGE }
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase()
  if (scheme && scheme !== 'https') return { ok: false, message: INVALID_VALUE_MESSAGE }
  const withScheme = value.toLowerCase().startsWith('https') ? value : `https://${value}`
  let url: URL
  try {
    url = new URL(withScheme)
  } catch {
    return { ok: false, message: INVALID_VALUE_MESSAGE }
  }
  // "https" prefix without "://" (e.g. "httpsmeet.google.com") parses oddly or not at all.
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) return { ok: false, message: INVALID_VALUE_MESSAGE }
  const platform = meetingPlatformOf(url)
  if (!platform) return { ok: false, message: INVALID_VALUE_MESSAGE }
  return { ok: true, url: url.toString(), platform }
}

/** "Title is optional." — a blank title becomes none; the server names it after the platform. */
export function instantRecordingTitle(title: string | null | undefined): string | undefined {
  const t = (title ?? '').trim()
  return t ? t : undefined
}
