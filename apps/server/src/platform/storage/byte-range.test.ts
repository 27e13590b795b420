import { describe, expect, it } from 'vitest'
import { parseRange } from './byte-range'

describe('HTTP Range header against a 1000-byte object', () => {
  it.each([
    ['no header', undefined, { kind: 'full' }],
    ['an unknown unit', 'items=0-5', { kind: 'full' }],
    ['several ranges', 'bytes=0-1, 5-6', { kind: 'full' }],
    ['first bytes', 'bytes=0-99', { kind: 'partial', range: { start: 0, end: 99 } }],
    ['open end', 'bytes=900-', { kind: 'partial', range: { start: 900, end: 999 } }],
    ['end past the size is clamped', 'bytes=990-5000', { kind: 'partial', range: { start: 990, end: 999 } }],
    ['suffix', 'bytes=-100', { kind: 'partial', range: { start: 900, end: 999 } }],
    ['suffix longer than the object', 'bytes=-5000', { kind: 'partial', range: { start: 0, end: 999 } }],
    ['start past the end', 'bytes=1000-', { kind: 'unsatisfiable' }],
    ['end before start', 'bytes=50-10', { kind: 'unsatisfiable' }],
    ['empty suffix', 'bytes=-0', { kind: 'unsatisfiable' }],
    ['garbage', 'bytes=abc', { kind: 'unsatisfiable' }],
    ['a bare dash', 'bytes=-', { kind: 'unsatisfiable' }],
  ])('%s', (_what, header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected)
  })

  it('has nothing to serve from an empty object', () => {
    expect(parseRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' })
    expect(parseRange('bytes=-5', 0)).toEqual({ kind: 'unsatisfiable' })
  })
})
