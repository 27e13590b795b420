import { describe, expect, it } from 'vitest'
import { findHits, splitByHits, stepHit } from './transcriptSearch'

describe('findHits', () => {
  it('finds every case-insensitive occurrence in reading order', () => {
    const hits = findHits(['Budget is tight', 'no budget, BUDGET later'], 'budget')
    expect(hits).toEqual([
      { line: 0, start: 0, end: 6 },
      { line: 1, start: 3, end: 9 },
      { line: 1, start: 11, end: 17 },
    ])
  })
  it('has no hits for a blank query', () => {
    expect(findHits(['anything'], '   ')).toEqual([])
  })
})

describe('stepHit', () => {
  it('wraps round both ways', () => {
    expect(stepHit(2, 3, 1)).toBe(0)
    expect(stepHit(0, 3, -1)).toBe(2)
    expect(stepHit(-1, 0, 1)).toBe(-1)
  })
})

describe('splitByHits', () => {
  it('cuts a line into plain and matched parts', () => {
    const text = 'no budget, BUDGET later'
    const parts = splitByHits(text, findHits([text], 'budget'))
    expect(parts.map((p) => [p.text, p.hit])).toEqual([
      ['no ', false],
      ['budget', true],
      [', ', false],
      ['BUDGET', true],
      [' later', false],
    ])
  })
})
