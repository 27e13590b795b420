import { describe, expect, it } from 'vitest'
import { ZImpromptuEventBody } from '../schemas/notetaker'
import { checkMeetingUrl, instantRecordingTitle, MAX_MEETING_URL_LENGTH } from './instant-recording'

const EMPTY = "Field can't be empty"
const INVALID = 'Entered value is invalid'
// The hardening refuses with the spec's own message too.
const HTTPS_ONLY = INVALID
const NOT_MEETING = INVALID

describe("\"Meeting URL is required. Empty gives 'Field can't be empty'. If the value does not start with https, 'https://' is prefixed. The result must then parse as a URL, else 'Entered value is invalid'.\"", () => {
  it.each([
    ['', EMPTY],
    ['   ', EMPTY],
    [null, EMPTY],
    ['https://', INVALID],
    ['https://exa mple.com/x', INVALID],
    ['httpsmeet.google.com/abc-defg-hij', INVALID],
    ['meet google com', INVALID],
  ])('%j → %s', (raw, message) => {
    expect(checkMeetingUrl(raw)).toEqual({ ok: false, message })
  })

  it.each([
    ['meet.google.com/abc-defg-hij', 'https://meet.google.com/abc-defg-hij', 'google_meet'],
    ['  https://meet.google.com/abc-defg-hij  ', 'https://meet.google.com/abc-defg-hij', 'google_meet'],
    ['zoom.us/j/1234567890', 'https://zoom.us/j/1234567890', 'zoom'],
  ])('%j is prefixed and kept → %s', (raw, url, platform) => {
    expect(checkMeetingUrl(raw)).toEqual({ ok: true, url, platform })
  })
})

describe('Hardening (empty, javascript:, 5,000 characters, not a meeting URL)', () => {
  it.each([
    ['javascript:alert(1)', HTTPS_ONLY],
    ['JavaScript:alert(document.cookie)//meet.google.com/abc-defg-hij', HTTPS_ONLY],
    ['http://zoom.us/j/1234567890', HTTPS_ONLY],
    ['data:text/html,<script>alert(1)</script>', HTTPS_ONLY],
    ['ftp://meet.google.com/abc-defg-hij', HTTPS_ONLY],
    ['vbscript:msgbox', HTTPS_ONLY],
    [`https://meet.google.com/${'a'.repeat(5000)}`, INVALID],
    ['https://example.com/', NOT_MEETING],
    ['https://meet.google.com.evil.test/abc-defg-hij', NOT_MEETING],
    ['https://meet.google.com@evil.test/abc-defg-hij', INVALID],
    ['https://evilzoom.us/j/1234567890', NOT_MEETING],
    ['https://meet.google.com/', NOT_MEETING],
    ['https://zoom.us/pricing', NOT_MEETING],
    ['https://teams.microsoft.com/', NOT_MEETING],
    ['https://webex.com/meet/someone', NOT_MEETING],
    ['https://acme.webex.com/acme/j.php', NOT_MEETING],
  ])('%s → %s', (raw, message) => {
    expect(checkMeetingUrl(raw)).toEqual({ ok: false, message })
  })

  it('a link of exactly the maximum length is not refused for its length', () => {
    const url = `https://teams.microsoft.com/l/meetup-join/${'a'.repeat(MAX_MEETING_URL_LENGTH - 42)}`
    expect(url.length).toBe(MAX_MEETING_URL_LENGTH)
    expect(checkMeetingUrl(url)).toMatchObject({ ok: true, platform: 'teams' })
  })

  it.each([
    ['https://meet.google.com/abc-defg-hij?authuser=0', 'google_meet'],
    ['https://us02web.zoom.us/j/85012345678?pwd=abcDEF123', 'zoom'],
    ['https://acme.zoom.us/my/jane.doe', 'zoom'],
    ['https://zoom.us/wc/join/1234567890', 'zoom'],
    ['https://acme.zoomgov.com/j/1612345678', 'zoom'],
    ['https://teams.microsoft.com/l/meetup-join/19%3ameeting_abc%40thread.v2/0?context=%7b%7d', 'teams'],
    ['https://teams.microsoft.com/meet/2345678901234?p=abc', 'teams'],
    ['https://teams.live.com/meet/9876543210', 'teams'],
    ['https://acme.webex.com/meet/jane', 'webex'],
    ['https://acme.webex.com/acme/j.php?MTID=m0123456789abcdef', 'webex'],
    ['https://acme.webex.com/wbxmjs/joinservice/sites/acme/meeting/download/abc', 'webex'],
    ['zoom.us:443/j/1234567890', 'zoom'],
  ])('%s → %s', (raw, platform) => {
    expect(checkMeetingUrl(raw)).toMatchObject({ ok: true, platform })
  })
})

describe('"Title is optional."', () => {
  it.each([
    [undefined, undefined],
    ['  ', undefined],
    [' Demo with Acme ', 'Demo with Acme'],
  ])('%j → %j', (title, out) => {
    expect(instantRecordingTitle(title)).toBe(out)
  })
})

describe('ZImpromptuEventBody — POST /api/users/impromptuEvent {title?, meeting_url} uses the same rule', () => {
  it.each([
    [{ meeting_url: 'meet.google.com/abc-defg-hij' }, null],
    [{ title: 'Demo', meeting_url: 'https://zoom.us/j/1234567890' }, null],
    [{ meeting_url: '' }, EMPTY],
    [{ meeting_url: 'javascript:alert(1)' }, HTTPS_ONLY],
    [{ meeting_url: 'https://example.com' }, NOT_MEETING],
    [{ meeting_url: 'x'.repeat(5000) }, INVALID],
  ])('%j → %s', (body, message) => {
    const parsed = ZImpromptuEventBody.safeParse(body)
    expect(parsed.success).toBe(message === null)
    if (!parsed.success) expect(parsed.error.issues[0]).toMatchObject({ path: ['meeting_url'], message })
  })

  it('refuses a missing URL, unknown fields and a 301-character title', () => {
    expect(ZImpromptuEventBody.safeParse({ title: 'x' }).success).toBe(false)
    expect(ZImpromptuEventBody.safeParse({ meeting_url: 'https://zoom.us/j/1234567890', bot: 1 }).success).toBe(false)
    expect(ZImpromptuEventBody.safeParse({ meeting_url: 'https://zoom.us/j/1234567890', title: 'x'.repeat(301) }).success).toBe(false)
  })
})
