import { describe, expect, it } from 'vitest'
import { formatMinutes } from './timelineItems'

describe('formatMinutes', () => {
  it.each([
    [null, null],
    [0, null],
    [20, '1 min'],
    [45 * 60, '45 min'],
    [3600, '1 h'],
    [65 * 60, '1 h 5 min'],
  ])('%s seconds → %s', (seconds, text) => {
    expect(formatMinutes(seconds)).toBe(text)
  })
})
