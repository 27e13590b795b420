import { describe, expect, it } from 'vitest'
import { findMeetingLink, meetingLinkOf } from './meeting-links'

describe('meeting links in event text', () => {
  it.each([
    ['Join Zoom Meeting https://acme.zoom.us/j/81234567890?pwd=abc', 'zoom', 'https://acme.zoom.us/j/81234567890?pwd=abc'],
    ['<a href="https://teams.microsoft.com/l/meetup-join/19%3ameeting_abc%40thread.v2/0?context=%7b%7d">Join</a>', 'teams', null],
    ['Room 4 / https://meet.google.com/abc-defg-hij.', 'google_meet', 'https://meet.google.com/abc-defg-hij'],
    ['https://acme.webex.com/acme/j.php?MTID=m123&amp;x=1', 'webex', 'https://acme.webex.com/acme/j.php?MTID=m123&x=1'],
  ])('%s → %s', (text, platform, url) => {
    const found = findMeetingLink(text)
    expect(found?.platform).toBe(platform)
    if (url) expect(found?.url).toBe(url)
  })

  it('skips links that are not meetings and takes the first meeting link', () => {
    expect(findMeetingLink('Agenda: https://docs.example.com/x then https://zoom.us/j/1234567890')?.url).toBe('https://zoom.us/j/1234567890')
    expect(findMeetingLink('no link here', null, undefined)).toBeNull()
    expect(findMeetingLink('http://zoom.us/j/1234567890')).toBeNull()
  })

  it('keeps a given https link and refuses other schemes', () => {
    expect(meetingLinkOf('https://meet.google.com/abc-defg-hij')).toEqual({ url: 'https://meet.google.com/abc-defg-hij', platform: 'google_meet' })
    expect(meetingLinkOf('javascript:alert(1)')).toBeNull()
  })
})
