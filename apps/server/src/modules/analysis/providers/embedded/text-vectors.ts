import { wordVectors } from './embeddings.client'

// Sentence meaning as a weighted mean of word vectors: frequent words weigh little (a / (a + p(word)), with p read
// off the word's frequency rank), so "the budget was approved" points where "budget" and "approved" point.

const DIMENSIONS = 100
const A = 1e-3
// Zipf's law over the vocabulary: p(rank) ≈ 1 / (rank · H), H the harmonic number of ~60,000 words.
const HARMONIC = Math.log(60_000) + 0.5772

/** Words that carry grammar, not topic. */
export const STOP_WORDS = new Set(
  (
    "a an the and or but so of to in on at for with by from as is are was were be been being am it its it's this that these those " +
    'i you we they he she me us him her them my your our their his hers ours yours what which who whom whose how why when where ' +
    'do does did doing done have has had having not no yes just really very about into than then there here also too can could ' +
    "would should will shall may might must i'm you're we're they're he's she's i'll you'll we'll they'll i've we've you've i'd we'd " +
    "you'd don't doesn't didn't can't won't isn't aren't wasn't weren't haven't hasn't that's there's what's let's um uh uhm hmm " +
    'oh ok okay yeah yep yup right like well so sure kind sort lot bit thing things stuff get got go going gonna wanna mean know ' +
    'think just actually basically literally totally pretty quite maybe all any some one ones more most much many other such own ' +
    'same again still even ever every each both few only if because while until over under up down out off now'
  ).split(' '),
)

/** Lower-case word tokens, apostrophes kept ("don't"), digits kept. */
export function tokenize(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/[a-z0-9]+(?:['.-][a-z0-9]+)*/g) ?? []
  )
}

/** Content words: not stop words, at least two characters. */
export function contentTokens(tokens: readonly string[]): string[] {
  return tokens.filter((t) => t.length > 1 && !STOP_WORDS.has(t))
}

function weightOf(rank: number | undefined): number {
  if (rank === undefined) return 0
  const p = 1 / (rank * HARMONIC)
  return A / (A + p)
}

/** The unit-length meaning vector of a list of tokens, or null when no content word is in the vocabulary. */
export function vectorOfTokens(tokens: readonly string[]): Float32Array | null {
  const words = wordVectors()
  const out = new Float32Array(DIMENSIONS)
  let any = false
  for (const t of tokens) {
    if (STOP_WORDS.has(t)) continue
    const v = words.vectorOf(t)
    if (!v) continue
    const w = weightOf(words.rankOf(t))
    for (let d = 0; d < DIMENSIONS; d++) out[d] += w * v[d]
    any = true
  }
  return any ? normalise(out) : null
}

export function vectorOf(text: string): Float32Array | null {
  return vectorOfTokens(tokenize(text))
}

export function normalise(v: Float32Array): Float32Array {
  let n = 0
  for (let d = 0; d < v.length; d++) n += v[d] * v[d]
  n = Math.sqrt(n) || 1
  for (let d = 0; d < v.length; d++) v[d] /= n
  return v
}

export function cosine(a: Float32Array | null, b: Float32Array | null): number {
  if (!a || !b) return 0
  let s = 0
  for (let d = 0; d < a.length; d++) s += a[d] * b[d]
  return s
}

/** The mean direction of several vectors, unit length (null when none). */
export function centroid(vectors: readonly (Float32Array | null)[]): Float32Array | null {
  const out = new Float32Array(DIMENSIONS)
  let any = false
  for (const v of vectors) {
    if (!v) continue
    for (let d = 0; d < DIMENSIONS; d++) out[d] += v[d]
    any = true
  }
  return any ? normalise(out) : null
}

/** How close a word is to any of a set of concept words (1 for the word itself, the best cosine otherwise). */
export function conceptCloseness(token: string, concepts: readonly Float32Array[]): number {
  const v = wordVectors().vectorOf(token)
  if (!v) return 0
  let best = 0
  for (const c of concepts) best = Math.max(best, cosine(v, c))
  return best
}

export function wordVector(word: string): Float32Array | undefined {
  return wordVectors().vectorOf(word)
}
