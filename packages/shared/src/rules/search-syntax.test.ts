import { describe, expect, it } from 'vitest'
import { parseSearch, SEARCH_MAX_LENGTH, searchWords } from './search-syntax'

const ok = (s: string) => {
  const r = parseSearch(s)
  if (!r.ok) throw new Error(r.reason)
  return r.value
}

// Title search with advanced-search help: quoted phrases, OR, -exclusion.
describe('parseSearch', () => {
  it('keeps plain words as clauses that must all match', () => {
    expect(ok('pricing review').clauses).toEqual([[{ text: 'pricing', phrase: false }], [{ text: 'review', phrase: false }]])
  })
  it('reads a quoted phrase as one term', () => {
    expect(ok('"next steps" demo').clauses).toEqual([[{ text: 'next steps', phrase: true }], [{ text: 'demo', phrase: false }]])
  })
  it('joins OR alternatives into one clause', () => {
    expect(ok('pricing OR budget demo').clauses).toEqual([
      [
        { text: 'pricing', phrase: false },
        { text: 'budget', phrase: false },
      ],
      [{ text: 'demo', phrase: false }],
    ])
  })
  it('excludes -word and -"phrase"', () => {
    const v = ok('renewal -internal -"stand up"')
    expect(v.exclude).toEqual([
      { text: 'internal', phrase: false },
      { text: 'stand up', phrase: true },
    ])
    expect(v.clauses).toHaveLength(1)
  })
  it('treats an unbalanced quote as a phrase to the end', () => {
    expect(ok('say "hello there').clauses[1]).toEqual([{ text: 'hello there', phrase: true }])
  })
  it('passes tsquery and SQL syntax through as literal text only', () => {
    const v = ok("a:* & !b | c'); drop table meetings; --")
    const words = v.clauses.flat().flatMap(searchWords)
    expect(words.join(' ')).toBe('a b c drop table meetings')
    expect(v.clauses.flat().some((t) => t.text === '&')).toBe(false)
  })
  it('gives no clauses for blank input and a leading OR', () => {
    expect(ok('   ')).toEqual({ clauses: [], exclude: [] })
    expect(ok('OR demo').clauses).toEqual([[{ text: 'demo', phrase: false }]])
  })
  it('refuses text over the limit with a reason', () => {
    const r = parseSearch('x'.repeat(SEARCH_MAX_LENGTH + 1))
    expect(r.ok).toBe(false)
    expect(parseSearch('a '.repeat(30)).ok).toBe(false)
  })
})
