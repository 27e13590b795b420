import { describe, expect, it } from 'vitest'
import { backoffMs } from './calendar-sync.service'

describe('sync back-off', () => {
  it('honours Retry-After, capped at a minute', () => {
    expect(backoffMs(0, 2000)).toBe(2000)
    expect(backoffMs(3, 3_600_000)).toBe(60_000)
  })

  it('grows exponentially with jitter between half and all of the step', () => {
    expect(backoffMs(0, null, () => 0)).toBe(250)
    expect(backoffMs(0, null, () => 1)).toBe(500)
    expect(backoffMs(2, null, () => 1)).toBe(2000)
    expect(backoffMs(20, null, () => 1)).toBe(60_000)
  })
})
