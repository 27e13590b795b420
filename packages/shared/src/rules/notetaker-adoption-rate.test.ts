import { describe, expect, it } from 'vitest'
import { adoptionColour, isNotetakerEligible, notetakerAdoptionRate } from './notetaker-adoption-rate'

describe('"Adoption percent is whole, 0 when eligible is 0."', () => {
  it.each([
    [0, 0, 0],
    [3, 0, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13],
    [5, 5, 100],
  ])('%i recorded of %i eligible → %i%', (recorded, eligible, percent) => {
    expect(notetakerAdoptionRate(recorded, eligible)).toBe(percent)
  })
})

describe('"Adoption colours: up to 40 red, below 60 orange, else green."', () => {
  it.each([
    [0, 'red'],
    [40, 'red'],
    [41, 'orange'],
    [59, 'orange'],
    [60, 'green'],
    [100, 'green'],
  ] as const)('%i% → %s', (percent, colour) => {
    expect(adoptionColour(percent)).toBe(colour)
  })
})

describe('eligibility: "note_taker_message (\'Not Eligible Reason\')"', () => {
  it('an event with a Not Eligible Reason is not eligible; without one it is', () => {
    expect(isNotetakerEligible('No Meeting URL found.')).toBe(false)
    expect(isNotetakerEligible(null)).toBe(true)
    expect(isNotetakerEligible('  ')).toBe(true)
  })
})
