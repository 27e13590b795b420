import { describe, expect, it } from 'vitest'
import { callLength } from './useMediaState'

describe('callLength', () => {
  it('cuts a file longer than its call to the call', () => {
    expect(callLength(3340, 360)).toBe(360)
  })
  it('keeps a file shorter than the call, and any file when the call length is unknown', () => {
    expect(callLength(300, 360)).toBe(300)
    expect(callLength(300, 0)).toBe(300)
  })
})
