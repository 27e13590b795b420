import { describe, expect, it } from 'vitest'
import { createPlayerController } from './playerController'

describe('createPlayerController without media', () => {
  it('moves its clock on a seek and tells subscribers', () => {
    const c = createPlayerController()
    const seen: number[] = []
    const off = c.subscribe(() => seen.push(c.getTime()))
    c.seek(42)
    c.seek(42)
    c.seek(-5)
    off()
    c.seek(7)
    expect(seen).toEqual([42, 0])
    expect(c.getTime()).toBe(7)
    expect(c.getMedia()).toBeNull()
  })
})

describe('createPlayerController with bounds (a shared snippet link)', () => {
  it('keeps seeks inside the shared part of the call', () => {
    const c = createPlayerController({ start: 30, end: 60 })
    c.seek(5)
    expect(c.getTime()).toBe(30)
    c.seek(45)
    expect(c.getTime()).toBe(45)
    c.seek(600)
    expect(c.getTime()).toBe(60)
  })
})

/** A media element's clock and events, enough for the controller. */
function fakeMedia() {
  const target = new EventTarget()
  const el = Object.assign(target, {
    currentTime: 0,
    paused: true,
    readyState: 4,
    pause() {
      el.paused = true
    },
    play() {
      el.paused = false
      return Promise.resolve()
    },
  })
  return el
}

describe('createPlayerController on a file cut to the shared part', () => {
  it('speaks call time while the file plays from its own 0 s', () => {
    const c = createPlayerController({ start: 10, end: 20 }, 10)
    const media = fakeMedia()
    c.attach(media as unknown as HTMLMediaElement)
    c.seek(15, { play: true })
    expect(media.currentTime).toBe(5)
    media.currentTime = 7
    media.dispatchEvent(new Event('timeupdate'))
    expect(c.getTime()).toBe(17)
    expect(c.mediaOffset).toBe(10)
    const ended: number[] = []
    c.onSnippetEnd((s) => ended.push(s.end))
    media.currentTime = 10
    media.dispatchEvent(new Event('timeupdate'))
    expect(ended).toEqual([20])
    expect(media.paused).toBe(true)
  })
})
