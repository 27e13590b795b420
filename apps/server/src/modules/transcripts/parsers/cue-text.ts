// Cue payloads of WebVTT and SRT: voice spans, 'Name: text' labels, markup tags and HTML entities.

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  lrm: '',
  rlm: '',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
}

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole
  })
}

/** Drops markup (<i>, <c.color>, <00:00:01.000> karaoke times, <font …>) and decodes entities, then tidies spaces. */
export function cleanCueText(text: string): string {
  const untagged = text.includes('<') ? text.replace(/<\/?[a-z][^>]*>|<\d[\d:.]*>/gi, ' ') : text
  return decodeEntities(untagged)
    .replace(/\s+/g, ' ')
    .replace(/ ([,.!?;:])/g, '$1')
    .trim()
}

export interface VoicedText {
  speaker: string | null
  text: string
}

const VOICE = /<v(?:\.[^\s>]*)?\s+([^>]*)>/gi

/** Splits a payload on its <v Name> spans (Teams). Text before the first span has no speaker. */
export function splitVoices(payload: string): VoicedText[] | null {
  if (!/<v[\s.]/i.test(payload)) return null
  const out: VoicedText[] = []
  let last = 0
  let speaker: string | null = null
  for (const m of payload.matchAll(VOICE)) {
    const text = cleanCueText(payload.slice(last, m.index))
    if (text) out.push({ speaker, text })
    speaker = cleanCueText(m[1] ?? '') || null
    last = m.index + m[0].length
  }
  const tail = cleanCueText(payload.slice(last))
  if (tail) out.push({ speaker, text: tail })
  return out
}

const LABEL = /^([^:]{1,60}?):\s+(\S[\s\S]*)$/
const BRACKET_LABEL = /^\[([^\]]{1,60})\]:?\s+(\S[\s\S]*)$/

/**
 * 'Jane Buyer: text' or '[Jane Buyer] text' → label and rest. A candidate label is at most 5 words, not a number
 * and has no ? ! ; or quote ('Buyer, Jane (Acme)' passes). Callers decide per file whether labels are speakers.
 */
export function splitLabel(text: string): { label: string; rest: string } | null {
  const m = BRACKET_LABEL.exec(text) ?? LABEL.exec(text)
  if (!m) return null
  const label = m[1]!.trim()
  if (!label || /[?!;"]/.test(label) || /^\d+$/.test(label)) return null
  const words = label.split(/\s+/)
  if (words.length > 5) return null
  return { label, rest: m[2]!.trim() }
}

/**
 * Applies 'Name: text' labels across a whole file: a label counts as a speaker when at least half the cues carry
 * a label or when the same label appears twice (so one stray 'So the price is: 50' is not a speaker). In a
 * labelled file a cue without a label continues the previous speaker, the caption convention of marking changes.
 */
export function labelSpeakers(texts: readonly string[]): { voiced: VoicedText[]; labelled: boolean } {
  const candidates = texts.map(splitLabel)
  const counts = new Map<string, number>()
  let withLabel = 0
  for (const c of candidates) {
    if (!c) continue
    withLabel++
    counts.set(c.label, (counts.get(c.label) ?? 0) + 1)
  }
  const mostlyLabelled = texts.length > 0 && withLabel * 2 >= texts.length
  const accepted = (label: string) => mostlyLabelled || (counts.get(label) ?? 0) >= 2
  let labelled = false
  let current: string | null = null
  const voiced = texts.map((text, i) => {
    const c = candidates[i]
    if (c && accepted(c.label)) {
      labelled = true
      current = c.label
      return { speaker: current, text: c.rest }
    }
    return { speaker: labelled ? current : null, text }
  })
  return { voiced, labelled }
}

/** Shares a cue's time between its pieces in proportion to their length (a cue holding two voices). */
export function shareCueTime<T extends { text: string }>(pieces: readonly T[], startMs: number, endMs: number): (T & { startMs: number; endMs: number })[] {
  if (pieces.length === 1) return [{ ...pieces[0]!, startMs, endMs }]
  const total = pieces.reduce((n, p) => n + p.text.length, 0) || 1
  let at = startMs
  return pieces.map((p, i) => {
    const end = i === pieces.length - 1 ? endMs : Math.round(at + ((endMs - startMs) * p.text.length) / total)
    const piece = { ...p, startMs: at, endMs: end }
    at = end
    return piece
  })
}
