import { describe, expect, it } from 'vitest'
import { compileCues, compilePattern, matchCue } from './signal-cues'

describe('cue patterns', () => {
  it('matches whole words, case-insensitively, across a comma', () => {
    const p = compilePattern('the price is')
    expect(matchCue(p, 'honestly, the price is too high')).toBe(true)
    expect(matchCue(p, 'the prices are fine')).toBe(false)
    expect(matchCue(compilePattern('budget cuts'), 'given the budget, cuts everywhere')).toBe(true)
  })

  it('supports word stems, gaps and raw regular expressions', () => {
    expect(matchCue(compilePattern('frustrat*'), "it's frustrating for the team")).toBe(true)
    expect(matchCue(compilePattern('in the next ... weeks'), 'we decide in the next three or four weeks')).toBe(true)
    expect(matchCue(compilePattern('in the next ... weeks'), 'in the next quarter')).toBe(false)
    expect(matchCue(compilePattern('/a q\\d thing/'), "it's a q3 thing for us")).toBe(true)
  })

  it('drops a phrase negated just before it, unless the phrase carries the negation itself', () => {
    const problem = compilePattern('a problem')
    expect(matchCue(problem, "that's a problem for us")).toBe(true)
    expect(matchCue(problem, "that's not a problem for us")).toBe(false)
    expect(matchCue(problem, "we don't really have a problem there")).toBe(false)
    // A negation before the clause boundary does not reach past it.
    expect(matchCue(problem, "it's not cheap, but a problem it is")).toBe(true)
    expect(matchCue(compilePattern("don't have the budget"), "we just don't have the budget")).toBe(true)
  })

  it('ignores invalid cue data instead of failing the analysis', () => {
    expect(compileCues({ speakerSide: 'nobody', positive: 'x' })).toBeNull()
    expect(compileCues(undefined)).toBeNull()
    expect(compileCues({ positive: ['budget'] })?.cues.speakerSide).toBe('prospect')
  })
})
