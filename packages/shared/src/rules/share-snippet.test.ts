import { describe, expect, it } from 'vitest'
import { checkShareSnippet, defaultSnippetRange, SNIPPET_END_BEFORE_START_MESSAGE, SNIPPET_END_BEYOND_CALL_MESSAGE } from './share-snippet'

// "Snippet start and end are set by a range slider from 0 to the call length".
describe('share snippet', () => {
  it('accepts a range inside the call', () => {
    expect(checkShareSnippet(0, 600, 600)).toEqual({ ok: true })
    expect(checkShareSnippet(10, 20, null)).toEqual({ ok: true })
  })

  it('refuses an end beyond the call, or not after the start', () => {
    expect(checkShareSnippet(0, 601, 600)).toEqual({ ok: false, field: 'endTime', message: SNIPPET_END_BEYOND_CALL_MESSAGE })
    expect(checkShareSnippet(30, 30, 600)).toEqual({ ok: false, field: 'endTime', message: SNIPPET_END_BEFORE_START_MESSAGE })
  })

  it('lets the slider reach a call length with a fraction of a second', () => {
    expect(checkShareSnippet(0, 601, 600.4)).toEqual({ ok: true })
  })

  it('"Default clip share length about 10 s or 10% of duration"', () => {
    expect(defaultSnippetRange(600)).toEqual([0, 60])
    expect(defaultSnippetRange(50)).toEqual([0, 10])
    expect(defaultSnippetRange(5)).toEqual([0, 5])
  })
})
