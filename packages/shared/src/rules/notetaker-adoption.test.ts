import { describe, expect, it } from 'vitest'
import { eligibleOf, NOTETAKER_ADOPTION_SORT_MAP, recordedOf } from './notetaker-adoption'
import { adoptionColour, notetakerAdoptionRate as adoptionRate } from './notetaker-adoption-rate'

describe('"eligible (eligibleNotetaker + eligibleExternal), recorded (recordedExternal + recordedNotetaker)"', () => {
  it('adds the notetaker and external counts', () => {
    const c = { eligibleNotetaker: 7, eligibleExternal: 3, recordedNotetaker: 4, recordedExternal: 2 }
    expect(eligibleOf(c)).toBe(10)
    expect(recordedOf(c)).toBe(6)
  })
})

describe('"notetakerAdoptionRate (whole percent; 0 when eligible is 0)" — "Adoption percent is whole, 0 when eligible is 0"', () => {
  it.each([
    [0, 0, 0],
    [3, 0, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13],
    [5, 8, 63],
    [10, 10, 100],
  ])('%i recorded of %i eligible → %i%%', (recorded, eligible, rate) => {
    expect(adoptionRate(recorded, eligible)).toBe(rate)
    expect(Number.isInteger(adoptionRate(recorded, eligible))).toBe(true)
  })
})

describe('"Adoption colour: up to 40 red, below 60 orange, else green"', () => {
  it.each([
    [0, 'red'],
    [40, 'red'],
    [41, 'orange'],
    [59, 'orange'],
    [60, 'green'],
    [100, 'green'],
  ] as const)('%i%% is %s', (rate, colour) => {
    expect(adoptionColour(rate)).toBe(colour)
  })
})

describe('sorting', () => {
  it('maps the adoption column to the API field "adoption"', () => {
    expect(NOTETAKER_ADOPTION_SORT_MAP.notetakerAdoptionRate).toBe('adoption')
  })
})
