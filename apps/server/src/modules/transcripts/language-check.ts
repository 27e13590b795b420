// A cheap guard, not language identification: the embedded analyzer reads English, so a transcript that is
// mostly in another language is processed but marked partial.

export const NON_ENGLISH_WARNING = 'non-English text; analysis may be partial'

// Frequent English words that are rarely words of other Latin-script languages ('a', 'no', 'me' are left out).
const ENGLISH_FUNCTION_WORDS = new Set(
  'the and to of is you that it we this for are have with be on not your what can do was they our but about so just would will there if how'.split(' '),
)

/** Texts shorter than this (in words) are too small to judge by function words. */
const MIN_WORDS_FOR_FUNCTION_TEST = 30

/**
 * Non-English when most words are not ASCII Latin (Cyrillic, CJK, Arabic, accented-heavy text…), or when a text
 * of 30+ words has under 5% of common English function words (Spanish, German, Dutch… written in ASCII).
 * English has ≈ 30–45% of these words in ordinary speech.
 */
export function looksNonEnglish(texts: readonly string[]): boolean {
  let words = 0
  let ascii = 0
  let functional = 0
  for (const text of texts) {
    for (const raw of text.split(/\s+/)) {
      const word = raw.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '')
      if (!word || /^\d+$/.test(word)) continue
      words++
      if (/^[A-Za-z0-9'’-]+$/.test(word)) {
        ascii++
        if (ENGLISH_FUNCTION_WORDS.has(word.toLowerCase())) functional++
      }
    }
  }
  if (words === 0) return false
  if (ascii * 2 < words) return true
  return words >= MIN_WORDS_FOR_FUNCTION_TEST && functional < words * 0.05
}
