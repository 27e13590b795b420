import type { AnalysisContext, TAnalysisResult, TSegment } from '@parley/shared/schemas/analysis'
import { capByQualification } from './providers/embedded/forecast'
import { hhmmss } from './providers/embedded/timestamp.util'

// Holds any analyzer's result to the transcript and to itself: every quote must be words of a line of the call (its
// time and speaker are set from that line, and a quote found nowhere is dropped), and the facts stated in several
// places (next steps, objections, their handling, the forecast of a lost deal) agree.

type Result = TAnalysisResult
type Snippet = Result['checklist'][number]['snippets'][number]

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

interface Line {
  segment: TSegment
  text: string
  words: string[]
}

/** The line a quote comes from: the words in it, or (for a lightly reworded quote) most of its words in order. */
export function locateQuote(quote: string, lines: readonly Line[]): TSegment | null {
  const q = normal(quote)
  if (q.length < 3) return null
  for (const l of lines) if (l.text.includes(q)) return l.segment
  const words = q.split(' ')
  if (words.length < 5) return null
  let best: { segment: TSegment; share: number } | null = null
  for (const l of lines) {
    let at = 0
    let found = 0
    for (const w of words) {
      const k = l.words.indexOf(w, at)
      if (k >= 0) {
        found++
        at = k + 1
      }
    }
    const share = found / words.length
    if (share >= 0.85 && (!best || share > best.share)) best = { segment: l.segment, share }
  }
  return best?.segment ?? null
}

function linesOf(segments: readonly TSegment[]): Line[] {
  return segments.map((segment) => {
    const text = normal(segment.text)
    return { segment, text, words: text.split(' ') }
  })
}

function groundSnippets(snippets: readonly Snippet[], lines: readonly Line[]): Snippet[] {
  return snippets.flatMap((s) => {
    const at = locateQuote(s.text, lines)
    return at ? [{ text: s.text, timestamp: hhmmss(at.startMs), speaker: at.speaker }] : []
  })
}

const LOST = /\b(?:lost|dead|disqualified|churned)\b/i

/** The result with every quote placed on its line or dropped, and its repeated facts made to agree. */
export function groundResult(result: Result, segments: readonly TSegment[], context: Pick<AnalysisContext, 'dealStage'>): { result: Result; dropped: number } {
  const lines = linesOf(segments)
  let dropped = 0
  const checklist = result.checklist.map((c) => {
    const snippets = groundSnippets(c.snippets, lines)
    dropped += c.snippets.length - snippets.length
    // A signal the model marked done on quotes that are not in the call is not shown as done.
    if (c.status === 'done' && c.snippets.length > 0 && snippets.length === 0)
      return {
        ...c,
        snippets,
        status: 'pending' as const,
        score: Math.min(c.score, 30),
        detail: 'The evidence quoted for this was not found in the transcript.',
      }
    return { ...c, snippets }
  })
  const objections = result.objections.flatMap((o) => {
    const at = locateQuote(o.evidence, lines)
    if (!at) {
      dropped++
      return []
    }
    return [{ ...o, timestamp: hhmmss(at.startMs) }]
  })
  const transcript = normal(segments.map((s) => s.text).join(' '))
  const competitorMentions = result.competitorMentions.flatMap((m) => {
    if (!transcript.includes(normal(m.competitor))) {
      dropped++
      return []
    }
    return [{ ...m, snippets: groundSnippets(m.snippets, lines) }]
  })
  const grounded: Result = { ...result, checklist, objections, competitorMentions }
  return { result: agree(grounded, context), dropped }
}

/** The facts stated in several places made to agree, each read from its one source. */
export function agree(r: Result, context: Pick<AnalysisContext, 'dealStage'>): Result {
  const hasSteps = r.nextSteps.length > 0
  const handled = r.objections.some((o) => o.handlingGrade === 'Handled')
  const checklist = r.checklist.map((c) => {
    if (c.uniqueName === 'next_steps' && (c.status === 'done') !== hasSteps)
      return hasSteps
        ? { ...c, status: 'done' as const, score: Math.max(c.score, 45), detail: `Next steps: ${r.nextSteps.slice(0, 3).join('; ')}.` }
        : { ...c, status: 'pending' as const, score: Math.min(c.score, 30), detail: 'No next step was agreed.' }
    if (c.uniqueName === 'objections' && (c.status === 'done') !== r.objections.length > 0)
      return r.objections.length > 0
        ? { ...c, status: 'done' as const, score: Math.max(c.score, 40), detail: `${r.objections.length} raised.` }
        : { ...c, status: 'pending' as const, score: 0, detail: 'No objections were raised.', snippets: [] }
    if (c.uniqueName === 'resistance_handling' && (c.status === 'done') !== handled)
      return handled
        ? { ...c, status: 'done' as const, score: Math.max(c.score, 45) }
        : {
            ...c,
            status: 'pending' as const,
            score: Math.min(c.score, 30),
            detail: r.objections.length > 0 ? 'No objection was answered with substance.' : 'No objections came up to handle.',
          }
    return c
  })
  const bestPractices = r.bestPractices.map((b) => {
    if (b.bp_heading !== 'Next steps') return b
    if (hasSteps && (b.bp_grade !== 'Followed' || /without a next step/i.test(b.bp_detail)))
      return { ...b, bp_grade: 'Followed' as const, bp_score: Math.max(b.bp_score, 45), bp_detail: `A next step was agreed: ${r.nextSteps[0]}.` }
    if (!hasSteps && b.bp_grade === 'Followed')
      return { ...b, bp_grade: 'Not followed' as const, bp_score: Math.min(b.bp_score, 30), bp_detail: 'The call ended without a next step.' }
    return b
  })
  const qualifying = checklist.filter((c) => c.uniqueName === 'pain_or_priority' || c.uniqueName === 'timelines')
  const capped = capByQualification(r.forecast, qualifying.length === 0 ? undefined : qualifying.filter((c) => c.status === 'done').length)
  const forecast = context.dealStage && LOST.test(context.dealStage) && capped !== 'No forecast' ? 'Less Likely' : capped
  return { ...r, checklist, bestPractices, forecast }
}
