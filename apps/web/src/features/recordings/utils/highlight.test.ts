import { describe, expect, it } from 'vitest'
import { parseHighlight } from './highlight'

describe('parseHighlight', () => {
  it('splits the server markers into text and marked parts', () => {
    expect(parseHighlight('a <mark>budget</mark> freeze')).toEqual([
      { text: 'a ', mark: false },
      { text: 'budget', mark: true },
      { text: ' freeze', mark: false },
    ])
  })
  it('keeps any other markup as literal text, never as HTML', () => {
    expect(parseHighlight('<img src=x onerror=alert(1)> <mark><b>x</b></mark>')).toEqual([
      { text: '<img src=x onerror=alert(1)> ', mark: false },
      { text: '<b>x</b>', mark: true },
    ])
  })
  it('leaves an unclosed marker as text', () => {
    expect(parseHighlight('x <mark>y')).toEqual([{ text: 'x <mark>y', mark: false }])
  })
})
