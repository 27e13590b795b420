import { describe, expect, it } from 'vitest'
import { SHARED_MEDIA_MAX_SECONDS, sharedMediaTtlSeconds } from './share-media'

// Recording URLs handed out by a share are short-lived and bound to that share.
describe('sharedMediaTtlSeconds', () => {
  it('lasts the shared part plus half an hour', () => {
    expect(sharedMediaTtlSeconds(10, null)).toBe(10 + 1800)
    expect(sharedMediaTtlSeconds(301.4, null)).toBe(302 + 1800)
  })
  it('is never longer than three hours, and an unknown length counts as an hour', () => {
    expect(sharedMediaTtlSeconds(8 * 3600, null)).toBe(SHARED_MEDIA_MAX_SECONDS)
    expect(sharedMediaTtlSeconds(null, null)).toBe(3600 + 1800)
    expect(sharedMediaTtlSeconds(0, null)).toBe(3600 + 1800)
  })
  it("ends with the share's own expiry", () => {
    expect(sharedMediaTtlSeconds(600, 120)).toBe(120)
    expect(sharedMediaTtlSeconds(600, -5)).toBe(0)
    expect(sharedMediaTtlSeconds(600, 99_999)).toBe(2400)
  })
})
