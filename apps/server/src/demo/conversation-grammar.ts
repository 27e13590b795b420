import type { Rng } from './random'

/**
 * A tiny template grammar for generated speech.
 *   [a|b|c]   one alternative, chosen at random; [a|] makes a part optional; alternatives nest.
 *   {slot}    a value from the context: a fixed string, or one item picked from a list on every use.
 * Templates are compiled once and cached, because the bench expands millions of them.
 */

type GNode = string | { slot: string } | { choice: GNode[][] }

export type SlotValue = string | readonly string[]
export type Slots = Readonly<Record<string, SlotValue>>

const compiled = new Map<string, GNode[]>()

function parseSeq(text: string, pos: { i: number }, inChoice: boolean): GNode[] {
  const seq: GNode[] = []
  let buf = ''
  const flush = () => {
    if (buf) seq.push(buf)
    buf = ''
  }
  while (pos.i < text.length) {
    const ch = text[pos.i]
    if (ch === '[') {
      flush()
      pos.i++
      const alternatives: GNode[][] = [parseSeq(text, pos, true)]
      while (text[pos.i] === '|') {
        pos.i++
        alternatives.push(parseSeq(text, pos, true))
      }
      if (text[pos.i] !== ']') throw new Error(`unclosed [ in template: ${text}`)
      pos.i++
      seq.push({ choice: alternatives })
    } else if (inChoice && (ch === '|' || ch === ']')) {
      break
    } else if (ch === '{') {
      flush()
      const end = text.indexOf('}', pos.i)
      if (end < 0) throw new Error(`unclosed { in template: ${text}`)
      seq.push({ slot: text.slice(pos.i + 1, end) })
      pos.i = end + 1
    } else {
      buf += ch
      pos.i++
    }
  }
  flush()
  return seq
}

function compile(template: string): GNode[] {
  let nodes = compiled.get(template)
  if (!nodes) {
    nodes = parseSeq(template, { i: 0 }, false)
    compiled.set(template, nodes)
  }
  return nodes
}

function render(nodes: GNode[], slots: Slots, rng: Rng, out: string[]): void {
  for (const node of nodes) {
    if (typeof node === 'string') out.push(node)
    else if ('slot' in node) {
      const value = slots[node.slot]
      if (value === undefined) throw new Error(`template slot {${node.slot}} has no value`)
      out.push(typeof value === 'string' ? value : value.length > 0 ? rng.pick(value) : '')
    } else render(rng.pick(node.choice), slots, rng, out)
  }
}

/** Spacing and capitalisation after optional parts drop out. */
export function tidy(text: string): string {
  let t = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.?!;:])/g, '$1')
    .replace(/([,;])(?=[,.?!])/g, '')
  t = t.replace(/^[\s,]+/, '').trim()
  t = t.replace(/(^|[.?!]\s+)([a-z])/g, (_m, p: string, c: string) => p + c.toUpperCase())
  return t
}

/** Expands one template with the given slots. */
export function expand(template: string, slots: Slots, rng: Rng): string {
  const out: string[] = []
  render(compile(template), slots, rng, out)
  return tidy(out.join(''))
}

/** Picks one template from a pool and expands it. */
export function say(pool: readonly string[], slots: Slots, rng: Rng): string {
  return expand(rng.pick(pool), slots, rng)
}

/**
 * Draws templates from a pool without repeating one until the pool is used up, so a long call
 * does not circle back to the same sentence.
 */
export class PoolCursor {
  private readonly order = new Map<readonly string[], { items: string[]; at: number }>()

  constructor(private readonly rng: Rng) {}

  draw(pool: readonly string[]): string {
    let state = this.order.get(pool)
    if (!state || state.at >= state.items.length) {
      state = { items: this.rng.shuffle(pool), at: 0 }
      this.order.set(pool, state)
    }
    return state.items[state.at++]
  }

  say(pool: readonly string[], slots: Slots): string {
    return expand(this.draw(pool), slots, this.rng)
  }
}

const OPENERS = ['So', 'Yeah', 'Okay', 'Um', 'Right', 'Well', 'Honestly', 'I mean', 'Look', 'Okay so', 'Yeah no', 'Sure']
const MID_FILLERS = ['you know', 'I mean', 'like', 'kind of', 'sort of', 'basically', 'to be honest']

/**
 * Adds the hesitations of real speech: an opener, a mid-sentence filler, a stutter.
 * `level` is the speaker's habit (0 = polished, 1 = very chatty).
 */
export function disfluent(text: string, level: number, rng: Rng): string {
  let t = text
  const words = text.split(' ').length
  // Short turns ("Hi Karan, can you hear me?") stay clean; hesitations come with longer thoughts.
  if (words < 6) return t
  if (rng.chance(0.25 * level) && !/^(so|yeah|okay|um|right|well|alright|sure|honestly|look|oh|hmm|ha|yes|no|i mean)\b/i.test(t)) {
    t = `${rng.pick(OPENERS)}, ${t[0].toLowerCase()}${t.slice(1)}`
    if (/^I[ ',]/.test(text)) t = t.replace(/, i([ ',])/, ', I$1')
  }
  if (words >= 10 && rng.chance(0.2 * level)) {
    const commas = [...t.matchAll(/, /g)]
    if (commas.length > 0) {
      const at = rng.pick(commas).index ?? 0
      t = `${t.slice(0, at)}, ${rng.pick(MID_FILLERS)},${t.slice(at + 1)}`
    }
  }
  if (rng.chance(0.08 * level)) {
    t = t.replace(/\b(I|we|it's|that's|the)\b/, (w) => `${w}, ${w.toLowerCase() === 'i' ? 'I' : w.toLowerCase()}`)
  }
  return t
}

/** Splits a long turn at sentence ends into chunks of at most ~maxWords, as a transcriber does at pauses. */
export function splitUtterance(text: string, maxWords: number): string[] {
  const sentences = text.match(/[^.?!]+[.?!]+["')]?\s*|[^.?!]+$/g) ?? [text]
  const chunks: string[] = []
  let current = ''
  let words = 0
  for (const raw of sentences) {
    const s = raw.trim()
    if (!s) continue
    const n = s.split(' ').length
    if (current && words + n > maxWords) {
      chunks.push(current)
      current = ''
      words = 0
    }
    current = current ? `${current} ${s}` : s
    words += n
  }
  if (current) chunks.push(current)
  return chunks
}
