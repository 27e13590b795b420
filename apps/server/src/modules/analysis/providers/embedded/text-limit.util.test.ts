import { describe, expect, it } from 'vitest'
import { upToLength } from './text-limit.util'

describe('upToLength — snippet and handling text kept to a length without cutting a word', () => {
  it('keeps a text that fits', () => {
    expect(upToLength('Fair question.', 40)).toBe('Fair question.')
  })

  it('ends on the last whole sentence when that keeps most of the room', () => {
    const text = 'Fair question. What would you pick between the two? Gong takes three months; we take two weeks.'
    expect(upToLength(text, 70)).toBe('Fair question. What would you pick between the two?')
  })

  it('else ends on the last whole word, with an ellipsis, within the limit (a sentence end near the limit still wins)', () => {
    const text = 'Let us get time with the head of IT before the end of the quarter to walk through the proposal. How does their calendar look'
    const cut = upToLength(text, 120)
    expect(cut).toBe('Let us get time with the head of IT before the end of the quarter to walk through the proposal.')
    const words = upToLength('one two three four five six seven eight nine ten eleven', 30)
    expect(words).toBe('one two three four five six…')
    expect(words.length).toBeLessThanOrEqual(30)
  })

  it('cuts a single overlong word rather than overflowing', () => {
    expect(upToLength('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`)
  })
})
