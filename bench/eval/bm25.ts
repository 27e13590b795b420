// Textbook Okapi BM25 (k1 1.2, b 0.75) over a call's turns: the baseline a chat's ranking must beat.
import { rougeTokens } from './rouge'

const STOP = new Set(
  'a an the and or but so of to in on at for with by from as is are was were be it this that what which who how do does did about say said'.split(' '),
)
const terms = (text: string) => rougeTokens(text).filter((t) => !STOP.has(t))

/** Index of the best-scoring document, or -1 when no term matches. */
export function bm25Best(query: string, documents: readonly string[], k1 = 1.2, b = 0.75): number {
  const docs = documents.map(terms)
  const avg = docs.reduce((s, d) => s + d.length, 0) / Math.max(1, docs.length)
  const df = new Map<string, number>()
  for (const d of docs) for (const t of new Set(d)) df.set(t, (df.get(t) ?? 0) + 1)
  const q = [...new Set(terms(query))]
  let best = -1
  let bestScore = 0
  docs.forEach((d, i) => {
    const tf = new Map<string, number>()
    for (const t of d) tf.set(t, (tf.get(t) ?? 0) + 1)
    let score = 0
    for (const t of q) {
      const f = tf.get(t) ?? 0
      if (f === 0) continue
      const n = df.get(t) ?? 0
      const idf = Math.log(1 + (docs.length - n + 0.5) / (n + 0.5))
      score += (idf * f * (k1 + 1)) / (f + k1 * (1 - b + (b * d.length) / avg))
    }
    if (score > bestScore) {
      bestScore = score
      best = i
    }
  })
  return best
}
