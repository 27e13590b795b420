/**
 * The dashboard's advanced search syntax: quoted phrases, OR, -exclusion. Words next to each other must all match; `a OR b` matches either; a quoted
 * "exact phrase" matches as written; `-word` or `-"a phrase"` excludes. Everything else is literal text: the
 * result never carries operator characters, so callers can hand terms to SQL as parameters.
 */
export const SEARCH_MAX_LENGTH = 500
export const SEARCH_MAX_TERMS = 20

export interface SearchTerm {
  text: string
  /** True for a quoted phrase (matched as written, no prefix). */
  phrase: boolean
}

export interface ParsedSearch {
  /** Every clause must match; a clause matches when any of its alternatives does. */
  clauses: SearchTerm[][]
  /** No excluded term may match. */
  exclude: SearchTerm[]
}

export type SearchParse = { ok: true; value: ParsedSearch } | { ok: false; reason: string }

interface Token {
  text: string
  phrase: boolean
  negated: boolean
}

function tokenize(input: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < input.length) {
    while (i < input.length && /\s/.test(input[i] ?? '')) i++
    if (i >= input.length) break
    let negated = false
    if (input[i] === '-' && i + 1 < input.length && !/\s/.test(input[i + 1] ?? '')) {
      negated = true
      i++
    }
    if (input[i] === '"') {
      // An unbalanced quote runs to the end of the input rather than failing.
      const end = input.indexOf('"', i + 1)
      const stop = end === -1 ? input.length : end
      tokens.push({ text: input.slice(i + 1, stop), phrase: true, negated })
      i = stop + 1
    } else {
      let j = i
      while (j < input.length && !/\s/.test(input[j] ?? '') && input[j] !== '"') j++
      tokens.push({ text: input.slice(i, j), phrase: false, negated })
      i = j
    }
  }
  return tokens.map((t) => ({ ...t, text: t.text.replace(/\s+/g, ' ').trim() })).filter((t) => t.text.length > 0 && (t.phrase || /[\p{L}\p{N}]/u.test(t.text)))
}

/** Parses a search box's text; an empty or whitespace-only string gives no clauses (no filter). */
export function parseSearch(input: string): SearchParse {
  if (input.length > SEARCH_MAX_LENGTH) return { ok: false, reason: `Search text is too long (at most ${SEARCH_MAX_LENGTH} characters).` }
  const tokens = tokenize(input)
  const clauses: SearchTerm[][] = []
  const exclude: SearchTerm[] = []
  let joinNext = false
  for (const t of tokens) {
    if (!t.phrase && !t.negated && t.text === 'OR') {
      joinNext = clauses.length > 0
      continue
    }
    const term = { text: t.text, phrase: t.phrase }
    if (t.negated) exclude.push(term)
    else if (joinNext) clauses[clauses.length - 1]?.push(term)
    else clauses.push([term])
    joinNext = false
  }
  if (clauses.flat().length + exclude.length > SEARCH_MAX_TERMS) return { ok: false, reason: `Search has too many terms (at most ${SEARCH_MAX_TERMS}).` }
  return { ok: true, value: { clauses, exclude } }
}

/** Letters and digits of a term, the only part that reaches a full-text query (words joined by spaces). */
export function searchWords(term: SearchTerm): string[] {
  return term.text.match(/[\p{L}\p{N}]+/gu) ?? []
}
