import type { TTranscriptLine } from '@parley/shared/schemas/meeting-detail'
import { useEffect, useMemo, useState } from 'react'
import { findHits, type SearchHit, stepHit } from '../utils/transcriptSearch'

/** "Transcript search is debounced 500 ms". */
export const TRANSCRIPT_SEARCH_DEBOUNCE_MS = 500

/** The transcript search: typed text, the debounced term, its hits by line and the current hit. */
export function useTranscriptSearch(lines: readonly TTranscriptLine[]) {
  const [query, setQuery] = useState('')
  const [term, setTerm] = useState('')
  const [index, setIndex] = useState(-1)

  useEffect(() => {
    const t = window.setTimeout(() => setTerm(query), query.trim() ? TRANSCRIPT_SEARCH_DEBOUNCE_MS : 0)
    return () => window.clearTimeout(t)
  }, [query])

  const texts = useMemo(() => lines.map((l) => l.text), [lines])
  const hits = useMemo(() => findHits(texts, term), [texts, term])
  const hitsByLine = useMemo(() => {
    const map = new Map<number, SearchHit[]>()
    for (const h of hits) {
      const list = map.get(h.line)
      if (list) list.push(h)
      else map.set(h.line, [h])
    }
    return map
  }, [hits])

  useEffect(() => setIndex(hits.length ? 0 : -1), [hits])

  const hit = index >= 0 ? hits[index] : undefined
  const current = hit ? { line: hit.line, within: (hitsByLine.get(hit.line) ?? []).indexOf(hit) } : null
  return {
    query,
    setQuery,
    searching: query !== term,
    hitCount: hits.length,
    index,
    hitsByLine,
    current,
    step: (s: 1 | -1) => setIndex((i) => stepHit(i, hits.length, s)),
  }
}
