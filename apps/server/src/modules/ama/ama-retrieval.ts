import type { AmaLine, AmaPassage } from '@parley/shared/rules/ama-answer'
import { AMA_PASSAGES, type AmaWindow, rankWindows, searchFor, websearchText } from '@parley/shared/rules/ama-retrieval'
import type { Db } from '../../db/client'
import { searchSegments, windowLines } from './ama.repository'

export interface RetrievalSettings {
  /** Hits fetched from the full-text search (records to fetch). */
  documents: number
  /** Characters a passage may hold (index 2000 or 5000). */
  indexSize: number
}

export interface Retrieval {
  terms: string[]
  passages: AmaPassage[]
}

/** A window's lines, the hit first kept, then neighbours nearest first while they fit in `indexSize` characters. */
export function passageOf(window: AmaWindow, lines: readonly AmaLine[], indexSize: number): AmaPassage | null {
  const inWindow = lines.filter((l) => l.idx >= window.fromIdx && l.idx <= window.toIdx)
  const hit = inWindow.find((l) => l.idx === window.hitIdx)
  if (!hit) return null
  const byDistance = [...inWindow].sort((a, b) => Math.abs(a.idx - hit.idx) - Math.abs(b.idx - hit.idx) || a.idx - b.idx)
  const kept: AmaLine[] = []
  let size = 0
  for (const line of byDistance) {
    if (line !== hit && size + line.text.length > indexSize) continue
    kept.push(line)
    size += line.text.length
  }
  return { hit, lines: kept.sort((a, b) => a.idx - b.idx) }
}

/**
 * Retrieval over one call (inside the viewer's tenant transaction): full-text search of the question's content words
 * and topic words, the best hits ranked with their neighbouring lines for context.
 */
export async function retrievePassages(
  tx: Db,
  meetingId: number,
  question: string,
  competitors: readonly string[],
  settings: RetrievalSettings,
): Promise<Retrieval> {
  const search = searchFor(question, competitors)
  const hits = await searchSegments(tx, meetingId, websearchText(search.terms), settings.documents)
  const windows = rankWindows(hits, search.prefer, AMA_PASSAGES)
  const lines = await windowLines(tx, meetingId, windows)
  const passages = windows.map((w) => passageOf(w, lines, settings.indexSize)).filter((p): p is AmaPassage => p !== null)
  return { terms: search.terms, passages }
}
