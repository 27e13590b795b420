import { type MeetingPlatform, meetingPlatformOf } from '@parley/shared/rules/instant-recording'

const URL_IN_TEXT = /https:\/\/[^\s<>"')\]]+/gi

/**
 * The first Google Meet, Zoom, Teams or Webex link in free text (an event's location or description, HTML or plain),
 * since invitations from other tools carry their link only there.
 */
export function findMeetingLink(...texts: (string | null | undefined)[]): { url: string; platform: MeetingPlatform } | null {
  for (const text of texts) {
    if (!text) continue
    for (const match of text.replaceAll('&amp;', '&').matchAll(URL_IN_TEXT)) {
      const raw = match[0].replace(/[.,;]+$/, '')
      let url: URL
      try {
        url = new URL(raw)
      } catch {
        continue
      }
      const platform = meetingPlatformOf(url)
      if (platform) return { url: url.toString(), platform }
    }
  }
  return null
}

/** A known meeting link as given (a conference entry point or Teams joinUrl), with its platform when recognised. */
export function meetingLinkOf(raw: string | null | undefined): { url: string; platform: MeetingPlatform | null } | null {
  if (!raw?.startsWith('https://')) return null
  try {
    const url = new URL(raw)
    return { url: raw, platform: meetingPlatformOf(url) }
  } catch {
    return null
  }
}
