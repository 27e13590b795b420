import type { TSegment } from '@parley/shared/schemas/analysis'

// The embedded analyzer reads English. Whether a call is English is told by its most common function words:
// English speech is about a third "the", "and", "to", "you"…; Spanish, German or French speech almost none.

const ENGLISH = new Set(
  'the and to of a in that is it you i we they this for on with be have are was not do at but so what can about if my our your just there'.split(' '),
)
const MIN_WORDS = 40

export const UNSUPPORTED_LANGUAGE = 'The offline analyzer supports English; connect an LLM for other languages.'

export function isEnglish(segments: readonly TSegment[]): boolean {
  let words = 0
  let english = 0
  for (const s of segments) {
    for (const w of s.text.toLowerCase().match(/\p{L}+/gu) ?? []) {
      words++
      if (ENGLISH.has(w)) english++
    }
  }
  return words < MIN_WORDS || english / words >= 0.12
}
