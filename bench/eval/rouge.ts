// ROUGE-1, ROUGE-2 and ROUGE-L (F1) of a candidate against a reference: lower-case word tokens, no stemming,
// nothing dropped, as the standard definitions count them.

export interface Rouge {
  r1: number
  r2: number
  rl: number
}

export const rougeTokens = (text: string): string[] => text.toLowerCase().match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? []

function ngrams(tokens: readonly string[], n: number): Map<string, number> {
  const out = new Map<string, number>()
  for (let i = 0; i + n <= tokens.length; i++) {
    const k = tokens.slice(i, i + n).join(' ')
    out.set(k, (out.get(k) ?? 0) + 1)
  }
  return out
}

const f1 = (overlap: number, candidate: number, reference: number) => {
  if (overlap === 0 || candidate === 0 || reference === 0) return 0
  const p = overlap / candidate
  const r = overlap / reference
  return (2 * p * r) / (p + r)
}

function rougeN(c: readonly string[], r: readonly string[], n: number): number {
  const cg = ngrams(c, n)
  const rg = ngrams(r, n)
  let overlap = 0
  for (const [k, v] of rg) overlap += Math.min(v, cg.get(k) ?? 0)
  return f1(overlap, Math.max(0, c.length - n + 1), Math.max(0, r.length - n + 1))
}

function lcs(a: readonly string[], b: readonly string[]): number {
  let prev = new Array<number>(b.length + 1).fill(0)
  for (let i = 1; i <= a.length; i++) {
    const cur = new Array<number>(b.length + 1).fill(0)
    for (let j = 1; j <= b.length; j++) cur[j] = a[i - 1] === b[j - 1] ? prev[j - 1] + 1 : Math.max(prev[j], cur[j - 1])
    prev = cur
  }
  return prev[b.length]
}

export function rouge(candidate: string, reference: string): Rouge {
  const c = rougeTokens(candidate)
  const r = rougeTokens(reference)
  return { r1: rougeN(c, r, 1), r2: rougeN(c, r, 2), rl: f1(lcs(c, r), c.length, r.length) }
}
