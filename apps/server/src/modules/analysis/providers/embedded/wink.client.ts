import { createRequire } from 'node:module'
import winkNLP, { type ItemSentence } from 'wink-nlp'
import model from 'wink-eng-lite-web-model'

// The only file that imports wink-nlp. The model is loaded once per process (≈ 100 ms), then reused.
let nlp: ReturnType<typeof winkNLP> | null = null

function load(): ReturnType<typeof winkNLP> {
  if (!nlp) nlp = winkNLP(model)
  return nlp
}

export interface NlpSentence {
  text: string
  /** wink's sentiment score, −1..1. */
  sentiment: number
  /** Entity types wink found in the sentence: DATE, TIME, MONEY, PERCENT, DURATION, CARDINAL, … */
  entities: string[]
  /** Whether wink saw a negation in the sentence. */
  negated: boolean
  /** Universal part-of-speech tag of each word token, lower-cased word first ("send", "VERB"). */
  pos: [string, string][]
}

/** Splits a text into sentences with sentiment, entity types and negation. */
export function readSentences(text: string): NlpSentence[] {
  const n = load()
  const its = n.its
  const out: NlpSentence[] = []
  n.readDoc(text)
    .sentences()
    .each((s: ItemSentence) => {
      const negation = s.tokens().out(its.negationFlag) as unknown as boolean[]
      const values = s.tokens().out(its.normal) as string[]
      const tags = s.tokens().out(its.pos) as string[]
      out.push({
        pos: values.map((v, i) => [v, tags[i] ?? 'X']),
        text: s.out(),
        sentiment: Number(s.out(its.sentiment)) || 0,
        entities: s.entities().out(its.type) as string[],
        negated: negation.some(Boolean),
      })
    })
  return out
}

// wink's Porter stemmer, called on one word without reading a document.
const porter = createRequire(import.meta.url)('wink-eng-lite-web-model/dist/porter-stemmer.js') as (word: string) => string
const stems = new Map<string, string>()

/** The Porter stem of a word ("refunded" → "refund", "conditions" → "condit"), lower-case. */
export function stemOf(word: string): string {
  let s = stems.get(word)
  if (s === undefined) {
    s = porter(word)
    if (stems.size < 50_000) stems.set(word, s)
  }
  return s
}
