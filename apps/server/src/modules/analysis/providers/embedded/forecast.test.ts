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
  it('never claims more than the pain and timeline support: both for High Likely, one for Likely', () => {
    expect(forecastLevel({ ...base, painAndTimeline: 2 })).toBe('High Likely')
    expect(forecastLevel({ ...base, painAndTimeline: 1 })).toBe('Likely')
    expect(forecastLevel({ ...base, painAndTimeline: 0 })).toBe('Less Likely')
  })
  it('forecasts a lost deal as Less Likely and a won one as High Likely', () => {
    expect(forecastLevel({ ...base, dealStage: 'Closed Lost' })).toBe('Less Likely')
    expect(forecastLevel({ ...base, done: 0, dealStage: 'Closed Won' })).toBe('High Likely')
  })
})
