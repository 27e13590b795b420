import type { AnalysisOutcome, TAnalysisResult } from '@parley/shared/schemas/analysis'
import type { SignalDefinition, StoredAnalysis } from './analysis.repository'

/** Bumped when the stored shape or the analyzers change enough that old results should be re-run. */
export const ANALYSIS_VERSION = '2'

/** Seconds into the call of an 'hh:mm:ss' (or 'hh:mm:ss --> hh:mm:ss') timestamp. */
export function secondsOf(timestamp: string): number {
  const [h = 0, m = 0, s = 0] = (timestamp.split('-->')[0] ?? '').trim().split(':').map(Number)
  return h * 3600 + m * 60 + s
}

const objectionsSignal = (signals: SignalDefinition[]) =>
  signals.find((s) => (s.properties.cues as { derive?: string } | undefined)?.derive === 'objections') ?? signals.find((s) => s.uniqueName === 'objections')

/** The checklist signal a best practice belongs to: the one whose label (without 'Best practices - ') its heading names. */
function practiceSignal(heading: string, checklist: TAnalysisResult['checklist']): string | null {
  const h = heading.toLowerCase()
  const hit = checklist.find((c) => {
    const label = c.title.toLowerCase().replace(/^best practices?\s*-\s*/, '')
    return label.length > 2 && (h.includes(label) || label.includes(h))
  })
  return hit?.uniqueName ?? null
}

function groupBy<T, K extends string>(items: T[], key: (item: T) => K): Partial<Record<K, T[]>> {
  const out: Partial<Record<K, T[]>> = {}
  for (const item of items) {
    const k = key(item)
    out[k] = [...(out[k] ?? []), item]
  }
  return out
}

/**
 * The stored form of one analysis: the result row keeps the summary, action items by user, SWOT
 * document, team next steps and the whole validated result; checklist signals, objections, best practices and SWOT
 * insights become rows so reports aggregate them in SQL.
 */
export function toStoredAnalysis(outcome: AnalysisOutcome, signals: SignalDefinition[], dealId: number | null): StoredAnalysis {
  const r = outcome.result
  const byId = new Map(signals.map((s) => [s.id, s]))
  const byName = new Map(signals.map((s) => [s.uniqueName, s]))
  const objectionsName = objectionsSignal(signals)?.uniqueName ?? null
  const actionItems = Object.entries(groupBy(r.actionItems, (a) => a.owner)).map(([user, items]) => ({
    user,
    side: items?.[0]?.side ?? 'unknown',
    items: (items ?? []).map((i) => ({ text: i.text, timestamp: i.timestamp ?? null })),
  }))
  const teamSteps = Object.entries(groupBy(r.teamNextSteps, (s) => s.team)).map(([team, steps]) => ({ team, next_steps: (steps ?? []).map((s) => s.text) }))
  return {
    result: {
      engine: outcome.engine,
      model: outcome.model,
      version: ANALYSIS_VERSION,
      summary: r.summary,
      actionItems,
      forecast: r.forecast,
      swot: groupBy(r.swot, (s) => s.nature),
      nextSteps: teamSteps,
      followUpEmail: r.followUpEmail.body ? `Subject: ${r.followUpEmail.subject}\n\n${r.followUpEmail.body}` : null,
      raw: { ...r, usage: outcome.usage ?? null, note: outcome.note ?? null },
    },
    insights: r.checklist.map((c) => {
      const def = byId.get(c.signalId) ?? byName.get(c.uniqueName)
      const isObjections = c.uniqueName === objectionsName
      return {
        signalId: def?.id ?? null,
        uniqueName: c.uniqueName,
        title: c.title,
        salesAttribute: def?.label ?? c.title,
        signalType: c.signalType,
        signalCategory: def?.signalCategory ?? null,
        status: c.status,
        score: c.score,
        summary: c.detail,
        snippets: c.snippets.map((s) => ({ text: s.text, timestamp: s.timestamp, speaker: s.speaker ?? null, time: secondsOf(s.timestamp) })),
        outcomeDetails: isObjections
          ? r.objections.map((o) => ({ heading: o.category, detail: o.evidence, score: o.score, fatal_score: null, timestamp: o.timestamp }))
          : [],
      }
    }),
    objections: r.objections.map((o) => ({
      category: o.category,
      subCategory: o.subCategory,
      severity: o.severity,
      grade: o.handlingGrade,
      score: o.score,
      handling: o.handling,
      detail: o.evidence,
      timestamps: [o.timestamp],
      insightUniqueName: objectionsName,
    })),
    bestPractices: r.bestPractices.map((b) => ({
      heading: b.bp_heading,
      score: b.bp_score,
      grade: b.bp_grade,
      detail: b.bp_detail,
      timestamps: b.bp_timestamp,
      insightUniqueName: practiceSignal(b.bp_heading, r.checklist),
    })),
    // The decision driver (objection_category) and the underlying factor (category) both come from the one
    // category the analyzer gives; the heading names the specific point.
    swot: r.swot.map((s) => ({
      dealId,
      nature: s.nature,
      objectionCategory: s.category,
      category: s.category,
      heading: s.heading,
      detail: s.detail,
      competitorName: s.about.toLowerCase() === 'us' ? null : s.about,
      timestamps: s.timestamp ? [s.timestamp] : [],
    })),
  }
}
