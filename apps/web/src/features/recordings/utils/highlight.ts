export interface HighlightPart {
  text: string
  mark: boolean
}

/**
 * Splits the server's ts_headline text on its <mark>…</mark> markers into plain text parts, so it is rendered as
 * React text nodes and <mark> elements, never as HTML. Any other tag-like text stays literal text.
 */
export function parseHighlight(value: string): HighlightPart[] {
  const parts: HighlightPart[] = []
  const push = (text: string, mark: boolean) => {
    if (!text) return
    const last = parts[parts.length - 1]
    if (last && last.mark === mark) last.text += text
    else parts.push({ text, mark })
  }
  let rest = value
  while (rest.length) {
    const open = rest.indexOf('<mark>')
    if (open === -1) break
    const close = rest.indexOf('</mark>', open + 6)
    if (close === -1) break
    push(rest.slice(0, open), false)
    push(rest.slice(open + 6, close), true)
    rest = rest.slice(close + 7)
  }
  push(rest, false)
  return parts
}
