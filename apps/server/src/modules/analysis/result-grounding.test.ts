import type { TSegment } from '@parley/shared/schemas/analysis'
import { describe, expect, it } from 'vitest'
import { locateQuote } from './result-grounding'

const seg = (speaker: string, startMs: number, text: string): TSegment => ({ speaker, side: 'prospect', startMs, endMs: startMs + 5000, text })
const SEGMENTS = [seg('Pat', 0, 'Honestly, onboarding new reps takes us about three weeks.'), seg('Riley', 6000, "I'll send the proposal by Friday.")]
const lines = SEGMENTS.map((segment) => {
  const text = segment.text
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return { segment, text, words: text.split(' ') }
})

describe('quotes held to the transcript', () => {
  it.each([
    ['the exact words, any case and punctuation', 'Onboarding new reps takes us about THREE weeks', 'Pat'],
    ['a lightly reworded quote (most words, in order)', 'onboarding new reps takes about three weeks', 'Pat'],
    ["a rep's line", 'send the proposal by Friday', 'Riley'],
  ])('finds %s', (_name, quote, speaker) => {
    expect(locateQuote(quote, lines)?.speaker).toBe(speaker)
  })

  it.each([
    ['an invented quote', 'We are losing two million a year to churn'],
    ['words from two lines glued together', 'three weeks send the proposal'],
    ['too short to tell', 'ok'],
  ])('refuses %s', (_name, quote) => {
    expect(locateQuote(quote, lines)).toBeNull()
  })
})
