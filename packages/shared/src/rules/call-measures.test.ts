import { describe, expect, it } from 'vitest'
import { countCallMeasures } from './call-measures'

describe('the call measures every call report counts', () => {
  const calls = [
    { kind: 'scheduled', eligible: true, recorded: true },
    { kind: 'scheduled', eligible: true, recorded: false },
    { kind: 'scheduled', eligible: false, recorded: false },
    // An internal meeting the notetaker recorded anyway: it was recordable, so it counts as eligible.
    { kind: 'scheduled', eligible: false, recorded: true },
    { kind: 'external', eligible: true, recorded: true },
    { kind: 'external', eligible: true, recorded: false },
    { kind: 'instant', eligible: true, recorded: true },
  ] as const

  it('every recorded call is eligible, and eligible is the eligible scheduled meetings plus the eligible calls without a schedule', () => {
    const n = countCallMeasures(calls)
    expect(n).toEqual({
      scheduled: 4,
      eligible: 6,
      eligibleScheduled: 3,
      eligibleUnscheduled: 3,
      recorded: 4,
      recordedScheduled: 2,
      recordedUnscheduled: 2,
      instant: 1,
    })
    expect(n.recorded).toBeLessThanOrEqual(n.eligible)
    expect(n.eligible).toBeLessThanOrEqual(n.scheduled + n.eligibleUnscheduled)
    expect(n.eligible).toBe(n.eligibleScheduled + n.eligibleUnscheduled)
  })
})
