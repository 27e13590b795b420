import { describe, expect, it } from 'vitest'
import { forecastLevel } from './forecast'

const base = { done: 8, total: 10, prospectSentiment: 0.3, nextStepConfirmed: true, objections: [], insufficient: false }

describe('forecast level', () => {
  it('is High Likely with wide coverage, a confirmed next step and a positive prospect', () => {
    expect(forecastLevel(base)).toBe('High Likely')
  })
  it('drops with thin coverage and no next step', () => {
    expect(forecastLevel({ ...base, done: 4, nextStepConfirmed: false })).toBe('Likely')
    expect(forecastLevel({ ...base, done: 1, nextStepConfirmed: false, prospectSentiment: -0.2 })).toBe('Less Likely')
  })
  it('counts unhandled high-severity objections against the deal', () => {
    const objections = [
      { severity: 'High' as const, handled: false },
      { severity: 'High' as const, handled: false },
    ]
    expect(forecastLevel({ ...base, objections })).toBe('Likely')
  })
  it('gives no forecast without a basis (internal or very short call)', () => {
    expect(forecastLevel({ ...base, insufficient: true })).toBe('No forecast')
  })
})
