/** One match of the transcript search: the line and the character range inside its text. */
export interface SearchHit {
  line: number
  start: number
  end: number
}

/**
 * Every case-insensitive occurrence of `query` in the lines' texts, in reading order. A blank query has no hits.
 * Speaker names are not searched: the search is for what was said.
 */
export function findHits(texts: readonly string[], query: string): SearchHit[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return []
  const hits: SearchHit[] = []
  texts.forEach((text, line) => {
    const hay = text.toLowerCase()
    let at = hay.indexOf(needle)
    while (at !== -1) {
      hits.push({ line, start: at, end: at + needle.length })
      at = hay.indexOf(needle, at + needle.length)
    }
  })
  return hits
}

/** The next (step 1) or previous (step -1) hit, wrapping round. */
export function stepHit(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1
  return (current + step + count) % count
}

/** The text of one line cut into plain and matched parts (`at`: where each starts), for rendering <mark>s without HTML. */
export function splitByHits(text: string, hits: readonly SearchHit[]): { text: string; hit: boolean; index: number; at: number }[] {
  const parts: { text: string; hit: boolean; index: number; at: number }[] = []
  let at = 0
  hits.forEach((h, index) => {
    if (h.start > at) parts.push({ text: text.slice(at, h.start), hit: false, index: -1, at })
    parts.push({ text: text.slice(h.start, h.end), hit: true, index, at: h.start })
    at = h.end
  })
  if (at < text.length) parts.push({ text: text.slice(at), hit: false, index: -1, at })
  return parts
}
