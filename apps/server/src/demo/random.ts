/**
 * Seeded pseudo-random numbers for the demo generator. sfc32 seeded through a string hash:
 * fast, 128-bit state, and the same seed always yields the same stream (no Math.random).
 */

/** cyrb128: turns any string into four 32-bit seeds for sfc32. */
function hashSeed(text: string): [number, number, number, number] {
  let h1 = 1779033703
  let h2 = 3144134277
  let h3 = 1013904242
  let h4 = 2773480762
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i)
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067)
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233)
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213)
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179)
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067)
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233)
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213)
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179)
  h1 ^= h2 ^ h3 ^ h4
  h2 ^= h1
  h3 ^= h1
  h4 ^= h1
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0]
}

export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number
  /** Float in [min, max). */
  float(min: number, max: number): number
  /** True with probability p. */
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[]
  /** n distinct items (or all of them when n exceeds the length). */
  sample<T>(items: readonly T[], n: number): T[]
  /** Roughly normal value (sum of three uniforms), clamped to [min, max]. */
  around(mean: number, spread: number, min: number, max: number): number
  /** An independent stream derived from this seed and a label, so adding draws in one part leaves others unchanged. */
  fork(label: string): Rng
}

export function createRng(seed: string | number): Rng {
  const seedText = String(seed)
  let [a, b, c, d] = hashSeed(seedText)
  const next = (): number => {
    a |= 0
    b |= 0
    c |= 0
    d |= 0
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return (t >>> 0) / 4294967296
  }
  // Discard the first outputs: sfc32 mixes poorly for the first few draws.
  for (let i = 0; i < 12; i++) next()

  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[Math.floor(next() * items.length)]
    },
    weighted: (entries) => {
      let total = 0
      for (const [, w] of entries) total += w
      let r = next() * total
      for (const [value, w] of entries) {
        r -= w
        if (r < 0) return value
      }
      return entries[entries.length - 1][0]
    },
    shuffle: (items) => {
      const out = items.slice()
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        const tmp = out[i]
        out[i] = out[j]
        out[j] = tmp
      }
      return out
    },
    sample: (items, n) => rng.shuffle(items).slice(0, Math.max(0, n)),
    around: (mean, spread, min, max) => {
      const v = mean + ((next() + next() + next()) / 3 - 0.5) * 2 * spread
      return Math.min(max, Math.max(min, v))
    },
    fork: (label) => createRng(`${seedText}/${label}`),
  }
  return rng
}
