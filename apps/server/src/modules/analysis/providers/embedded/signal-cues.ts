import { z } from 'zod'

/**
 * The cue lexicon of one checklist signal, kept in checklist_definitions.properties.cues so a company can edit
 * what the embedded analyzer listens for. Patterns are phrases (case-insensitive, whole words; `*` ends a word
 * stem, `...` skips up to four words) or /regular expressions/.
 */
export const ZSignalCues = z.object({
  /** Whose statements count as evidence; a question never does, except for the rep's own signals. */
  speakerSide: z.enum(['prospect', 'rep', 'any']).default('prospect'),
  /** Evidence phrases, one point-weight each per sentence. */
  positive: z.array(z.string()).default([]),
  /** Phrases that carry the signal on their own: double weight. */
  strong: z.array(z.string()).default([]),
  /** Phrases that cancel a sentence ("not a priority"). */
  negative: z.array(z.string()).default([]),
  /** Questions by the other side that open the topic: a substantive answer to one counts as evidence. */
  probes: z.array(z.string()).default([]),
  /** Points per evidence sentence (a score over 30 marks the signal done). */
  weight: z.number().min(1).max(100).default(20),
  /** Where in the call the evidence must fall, as a share of its length. */
  window: z.object({ from: z.number().min(0).max(1), to: z.number().min(0).max(1) }).optional(),
  /** Signals scored from another detector rather than from phrases. */
  derive: z.enum(['objections', 'objection-handling']).optional(),
  /** Objection categories (only on the objections signal): phrases per category, sub-categories by phrase. */
  categories: z
    .record(
      z.string(),
      z.object({
        positive: z.array(z.string()).default([]),
        strong: z.array(z.string()).default([]),
        subCategories: z.record(z.string(), z.array(z.string())).default({}),
      }),
    )
    .optional(),
  /** Intensity phrases for objection severity (only on the objections signal). */
  severity: z.object({ high: z.array(z.string()).default([]), medium: z.array(z.string()).default([]) }).optional(),
  /** Evidence counts double when the rep echoes words the prospect used earlier (a pitch tied to their pain). */
  echo: z.boolean().default(false),
})
export type SignalCues = z.input<typeof ZSignalCues>
export type ParsedSignalCues = z.output<typeof ZSignalCues>

const NEGATORS =
  /\b(?:not|no|never|nothing|nobody|none|without|hardly|isn't|aren't|wasn't|weren't|don't|doesn't|didn't|won't|can't|cannot|couldn't|shouldn't|wouldn't|haven't|hasn't)\b(?:\s+[^\s,.;:!?]+){0,3}\s*$/

/** A compiled pattern; `negatable` is false when the phrase itself carries the negation. */
export interface CuePattern {
  source: string
  re: RegExp
  negatable: boolean
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const GAP = '(?:\\s+\\S+){0,4}?'

function wordPattern(w: string): string {
  const stem = w.endsWith('*')
  const body = escapeRe(stem ? w.slice(0, -1) : w).replace(/'/g, "['’]")
  return `${body}${stem ? "[\\w'’-]*" : ''}[,;:]?`
}

export function compilePattern(source: string): CuePattern {
  const trimmed = source.trim()
  const raw = /^\/(.+)\/$/.exec(trimmed)
  let body: string
  if (raw) body = raw[1]
  else {
    body = ''
    for (const w of trimmed.toLowerCase().split(/\s+/)) {
      if (w === '...') body += GAP
      else body += (body ? '\\s+' : '') + wordPattern(w)
    }
    const first = trimmed[0] ?? ''
    body = `${/\w/.test(first) ? '\\b' : ''}${body}${/[\w*]$/.test(trimmed) ? '(?![\\w])' : ''}`
  }
  return { source, re: new RegExp(body, 'i'), negatable: !/\b(?:not|no|never|without|nobody|nothing)\b|n't/i.test(trimmed) }
}

/** Whether a pattern occurs in the text without a negation just before it ("we don't have a problem"). */
export function matchCue(p: CuePattern, lower: string): boolean {
  const m = p.re.exec(lower)
  if (!m) return false
  if (!p.negatable) return true
  return !NEGATORS.test(lower.slice(Math.max(0, m.index - 40), m.index))
}

export interface CompiledCues {
  cues: ParsedSignalCues
  positive: CuePattern[]
  strong: CuePattern[]
  negative: CuePattern[]
  probes: CuePattern[]
  categories: { name: string; positive: CuePattern[]; strong: CuePattern[]; subCategories: { name: string; patterns: CuePattern[] }[] }[]
  severity: { high: CuePattern[]; medium: CuePattern[] }
}

const cache = new Map<string, CompiledCues | null>()

/** Parses and compiles cues once per distinct lexicon; invalid cues are ignored (null), never fatal. */
export function compileCues(value: unknown): CompiledCues | null {
  if (value === undefined || value === null) return null
  const key = JSON.stringify(value)
  const hit = cache.get(key)
  if (hit !== undefined) return hit
  const parsed = ZSignalCues.safeParse(value)
  let compiled: CompiledCues | null = null
  if (parsed.success) {
    const c = parsed.data
    const all = (xs: string[]) => xs.map(compilePattern)
    compiled = {
      cues: c,
      positive: all(c.positive),
      strong: all(c.strong),
      negative: all(c.negative),
      probes: all(c.probes),
      categories: Object.entries(c.categories ?? {}).map(([name, cat]) => ({
        name,
        positive: all(cat.positive),
        strong: all(cat.strong),
        subCategories: Object.entries(cat.subCategories).map(([sub, xs]) => ({ name: sub, patterns: all(xs) })),
      })),
      severity: { high: all(c.severity?.high ?? []), medium: all(c.severity?.medium ?? []) },
    }
  }
  if (cache.size > 500) cache.clear()
  cache.set(key, compiled)
  return compiled
}

// One alternation per pattern list: most sentences match nothing, and one test rejects them (bench/analysis-speed).
const unions = new WeakMap<readonly CuePattern[], RegExp | null>()
function anyOf(patterns: readonly CuePattern[]): RegExp | null {
  let re = unions.get(patterns)
  if (re === undefined) {
    re = patterns.length === 0 ? null : new RegExp(patterns.map((p) => `(?:${p.re.source})`).join('|'), 'i')
    unions.set(patterns, re)
  }
  return re
}

/** How many patterns of a list match the sentence (each counted once). */
export function countMatches(patterns: readonly CuePattern[], lower: string): number {
  const any = anyOf(patterns)
  if (!any?.test(lower)) return 0
  let n = 0
  for (const p of patterns) if (matchCue(p, lower)) n++
  return n
}

export function firstMatch(patterns: readonly CuePattern[], lower: string): CuePattern | null {
  const any = anyOf(patterns)
  if (!any?.test(lower)) return null
  for (const p of patterns) if (matchCue(p, lower)) return p
  return null
}
