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
