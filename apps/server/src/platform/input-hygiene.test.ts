import { describe, expect, it } from 'vitest'
import { badTextReason, findBadText, storableText } from './input-hygiene'

describe('text that cannot be stored', () => {
  it('names NUL bytes and unpaired surrogates, and lets paired ones (emoji) through', () => {
    expect(badTextReason('plain')).toBeNull()
    expect(badTextReason('deal 👍 closed')).toBeNull()
    expect(badTextReason('a\u0000b')).toMatch(/NUL character/)
    expect(badTextReason('a\uD800b')).toMatch(/unpaired surrogate/)
    expect(badTextReason('\uDC00 at the start')).toMatch(/unpaired surrogate/)
    expect(badTextReason('ends high \uD83D')).toMatch(/unpaired surrogate/)
  })

  it('finds the first bad field by its dotted path, in values and in keys', () => {
    expect(findBadText({ a: 'ok', b: [1, { c: 'x\u0000' }] }, '')).toEqual({ field: 'b.1.c', message: expect.stringMatching(/NUL/) })
    expect(findBadText({ filters: { 'ti\u0000tle': 'ok' } }, '')?.field).toBe('filters.ti\u0000tle')
    expect(findBadText({ a: 'fine', n: 3, z: null }, '')).toBeNull()
    expect(findBadText('x\uDFFF', 'body')?.field).toBe('body')
  })

  it('keeps provider text, dropping NUL bytes and replacing unpaired surrogates', () => {
    expect(storableText('We\u0000 use Chorus \uD800today 👍')).toBe('We use Chorus \uFFFDtoday 👍')
  })
})
