import { describe, expect, it } from 'vitest'
import { CLIP_OUTSIDE_CALL_MESSAGE, CLIP_TIMES_MESSAGE, CLIP_TOO_LONG_MESSAGE, checkClipRange, defaultClipRange, MAX_CLIP_SECONDS } from './clip-range'

// "Clip: end must be after start ('Choose start time and end time'); start and end are set by a range slider".
describe('clip range', () => {
  it('accepts a range inside the call', () => {
    expect(checkClipRange(0, 10, 600)).toEqual({ ok: true })
    expect(checkClipRange(590, 11, 600.4)).toEqual({ ok: true })
  })

  it("refuses a clip of 0 seconds or ending before it starts: 'Choose start time and end time'", () => {
    expect(checkClipRange(30, 0, 600)).toEqual({ ok: false, field: 'duration', message: CLIP_TIMES_MESSAGE })
    expect(checkClipRange(30, -5, 600)).toEqual({ ok: false, field: 'duration', message: CLIP_TIMES_MESSAGE })
    expect(checkClipRange(-1, 5, 600)).toEqual({ ok: false, field: 'duration', message: CLIP_TIMES_MESSAGE })
  })

  it('refuses a clip outside the call', () => {
    expect(checkClipRange(600, 5, 600)).toEqual({ ok: false, field: 'startTime', message: CLIP_OUTSIDE_CALL_MESSAGE })
    expect(checkClipRange(590, 20, 600)).toEqual({ ok: false, field: 'duration', message: CLIP_OUTSIDE_CALL_MESSAGE })
  })

  it('refuses a clip of 3 hours, even of a longer call', () => {
    expect(checkClipRange(0, 3 * 3600, 4 * 3600)).toEqual({ ok: false, field: 'duration', message: CLIP_TOO_LONG_MESSAGE })
    expect(checkClipRange(0, MAX_CLIP_SECONDS, 4 * 3600)).toEqual({ ok: true })
  })

  it('refuses a call without a length', () => {
    expect(checkClipRange(0, 10, null).ok).toBe(false)
  })

  it('"Default clip length about 10 seconds or 10% of the duration"', () => {
    expect(defaultClipRange(3600)).toEqual([0, 10])
    expect(defaultClipRange(100)).toEqual([0, 10])
    expect(defaultClipRange(50)).toEqual([0, 5])
    expect(defaultClipRange(4)).toEqual([0, 1])
  })
})
