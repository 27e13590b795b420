import type { TAnalysisResult } from '@parley/shared/schemas/analysis'

// Pure merge of the per-chunk results of a long call. Lists are unioned and de-duplicated (the chunks overlap, so
// the same line can be reported twice) keeping the highest score; the whole-call fields (summary, next steps,
// forecast, e-mail) get a provisional value here that the final merge call replaces.

type Result = TAnalysisResult
type Snippet = Result['checklist'][number]['snippets'][number]

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

function unionBy<T>(items: T[], keyOf: (item: T) => string, pick: (kept: T, next: T) => T = (kept) => kept): T[] {
  const byKey = new Map<string, T>()
  for (const item of items) {
    const k = keyOf(item)
    const kept = byKey.get(k)
    byKey.set(k, kept === undefined ? item : pick(kept, item))
  }
  return [...byKey.values()]
}

const snippetKey = (s: Snippet) => `${s.timestamp}|${norm(s.text)}`
const unionSnippets = (lists: Snippet[][], max = 10) =>
  unionBy(lists.flat(), snippetKey)
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp))
    .slice(0, max)

const SEVERITY_RANK = { High: 3, Medium: 2, Low: 1 } as const

function mergeChecklist(parts: Result[]): Result['checklist'] {
  const all = parts.flatMap((p) => p.checklist)
  const order = unionBy(all, (c) => String(c.signalId)).map((c) => c.signalId)
  return order.map((id) => {
    const entries = all.filter((c) => c.signalId === id)
    const best = entries.reduce((a, b) => (b.score > a.score ? b : a))
    return {
      ...best,
      status: entries.some((c) => c.status === 'done') ? 'done' : 'pending',
      detail: best.detail || entries.map((c) => c.detail).find(Boolean) || '',
      snippets: unionSnippets(entries.map((c) => c.snippets)),
    }
  })
}

function mergeObjections(parts: Result[]): Result['objections'] {
  const all = parts.flatMap((p) => p.objections)
  return unionBy(
    all,
    (o) => `${norm(o.category)}|${norm(o.evidence).slice(0, 60) || o.timestamp}`,
    (kept, next) => {
      const best = next.score > kept.score ? next : kept
      const severity = SEVERITY_RANK[next.severity] > SEVERITY_RANK[kept.severity] ? next.severity : kept.severity
      return { ...best, severity, timestamp: kept.timestamp < next.timestamp ? kept.timestamp : next.timestamp }
    },
  ).sort((a, b) => a.timestamp.localeCompare(b.timestamp))
}

function mergeBestPractices(parts: Result[]): Result['bestPractices'] {
  return unionBy(
    parts.flatMap((p) => p.bestPractices),
    (b) => norm(b.bp_heading),
    (kept, next) => ({ ...(next.bp_score > kept.bp_score ? next : kept), bp_timestamp: [...new Set([...kept.bp_timestamp, ...next.bp_timestamp])].sort() }),
  )
}

function mergeCompetitors(parts: Result[]): Result['competitorMentions'] {
  const names = [...new Set(parts.flatMap((p) => p.competitorMentions.map((m) => m.competitor)))]
  return names.map((competitor) => {
    const mentions = parts.flatMap((p) => p.competitorMentions.filter((m) => m.competitor === competitor))
    const lists = mentions.map((m) => m.snippets)
    const unique = unionBy(lists.flat(), snippetKey)
    // A snippet reported by two chunks sits in their overlap: count it once.
    const repeated = lists.flat().length - unique.length
    const count = Math.max(mentions.reduce((sum, m) => sum + m.count, 0) - repeated, unique.length, 1)
    return { competitor, count, snippets: unionSnippets(lists) }
  })
}

/** `weights`: how much of the call each part covered (e.g. its characters), for the sentiment average. */
export function mergePartials(parts: Result[], weights: number[] = parts.map(() => 1)): Result {
  if (parts.length === 1 && parts[0]) return parts[0]
  const total = weights.reduce((a, b) => a + b, 0) || 1
  const mean = (pick: (p: Result) => number) => parts.reduce((sum, p, i) => sum + pick(p) * (weights[i] ?? 0), 0) / total
  const last = parts.at(-1)
  return {
    summary: parts
      .map((p) => p.summary)
      .filter(Boolean)
      .join(' '),
    actionItems: unionBy(
      parts.flatMap((p) => p.actionItems),
      (a) => `${norm(a.owner)}|${norm(a.text)}`,
    ),
    checklist: mergeChecklist(parts),
    objections: mergeObjections(parts),
    bestPractices: mergeBestPractices(parts),
    swot: unionBy(
      parts.flatMap((p) => p.swot),
      (s) => `${s.nature}|${norm(s.about)}|${norm(s.heading)}`,
    ),
    competitorMentions: mergeCompetitors(parts),
    teamNextSteps: unionBy(
      parts.flatMap((p) => p.teamNextSteps),
      (t) => `${t.team}|${norm(t.text)}`,
    ),
    nextSteps: unionBy(
      parts.flatMap((p) => p.nextSteps),
      norm,
    ),
    // The end of a call says most about where the deal stands.
    forecast: [...parts].reverse().find((p) => p.forecast !== 'No forecast')?.forecast ?? 'No forecast',
    sentiment: { rep: mean((p) => p.sentiment.rep), prospect: mean((p) => p.sentiment.prospect) },
    followUpEmail: last?.followUpEmail ?? { subject: '', body: '' },
  }
}
