import { type AnalysisContext, type TAnalysisResult, type TSegment, ZAnalysisResult } from '@parley/shared/schemas/analysis'
import type { Analyzer } from '../../analyzer'
import { extractActionItems } from './action-items'
import { gradeBestPractices } from './best-practices'
import { type Evidence, findEvidence, scoreOf } from './cue-matcher'
import { DEFAULT_SIGNAL_CUES } from './default-cues'
import { forecastLevel } from './forecast'
import { competitorMentions, followUpEmail, swot, teamNextSteps } from './insights'
import { type DetectedObjection, detectObjections, objectionTimestamp } from './objection-detector'
import { type CallIndex, indexCall } from './sentence-index'
import { type CompiledCues, compileCues } from './signal-cues'
import { summarise } from './summariser'
import { upToLength } from './text-limit.util'
import { hhmmss } from './timestamp.util'

type Signal = TAnalysisResult['checklist'][number]
type Definition = AnalysisContext['checklist'][number]

/** A signal scores done above 30 (spec part 3 §4: over 30 counts as completed). */
export const DONE_ABOVE = 30
const FIVE_MINUTES = 5 * 60_000

/** The definition's own cues, else the library default for its unique name, else its label's words. */
function cuesFor(def: Pick<Definition, 'uniqueName' | 'label' | 'properties'>): CompiledCues | null {
  return (
    compileCues(def.properties.cues) ??
    compileCues(DEFAULT_SIGNAL_CUES[def.uniqueName]) ??
    compileCues({ speakerSide: 'any', positive: def.label.split(/[^A-Za-z]+/).filter((w) => w.length > 3) })
  )
}

const snippetsOf = (evidence: readonly Evidence[]) =>
  [...evidence]
    .sort((a, b) => b.points - a.points)
    .slice(0, 3)
    .sort((a, b) => a.sentence.index - b.sentence.index)
    .map((e) => ({ text: e.sentence.text, timestamp: hhmmss(e.sentence.startMs), speaker: e.sentence.speaker }))

function signalOf(def: Definition, score: number, detail: string, snippets: Signal['snippets']): Signal {
  return {
    signalId: def.id,
    uniqueName: def.uniqueName,
    title: def.label,
    signalType: def.signalType,
    score,
    status: score > DONE_ABOVE ? 'done' : 'pending',
    detail,
    snippets,
  }
}

function derivedSignal(def: Definition, kind: 'objections' | 'objection-handling', objections: DetectedObjection[]): Signal {
  if (kind === 'objections') {
    const score = objections.length === 0 ? 0 : Math.min(100, 40 + 20 * (objections.length - 1) + (objections.some((o) => o.severity === 'High') ? 10 : 0))
    const detail =
      objections.length === 0
        ? 'No objections were raised.'
        : `${objections.length} raised: ${objections.map((o) => `${o.category} (${o.severity})`).join(', ')}.`
    return signalOf(
      def,
      score,
      detail,
      objections.slice(0, 3).map((o) => ({ text: o.sentences.map((s) => s.text).join(' '), timestamp: objectionTimestamp(o), speaker: o.raiseTurn.speaker })),
    )
  }
  if (objections.length === 0) return signalOf(def, 0, 'No objections came up to handle.', [])
  const best = [...objections].sort((a, b) => b.handling.score - a.handling.score)[0]
  const handled = objections.filter((o) => o.handling.grade === 'Handled').length
  return signalOf(def, best.handling.score, `${handled} of ${objections.length} objections handled: acknowledged, clarified, answered and checked.`, [
    { text: upToLength(best.handling.text, 300), timestamp: objectionTimestamp(best), speaker: undefined },
  ])
}

function sideSentiment(call: CallIndex, rep: boolean): number {
  const xs = call.sentences.filter((s) => (s.side === 'rep') === rep)
  if (xs.length === 0) return 0
  const mean = xs.reduce((s, x) => s + x.sentiment, 0) / xs.length
  return Math.max(-1, Math.min(1, Math.round(mean * 1000) / 1000))
}

/** The embedded analysis of one call: pure, synchronous, no network. */
export function analyzeCall(segments: readonly TSegment[], context: AnalysisContext): TAnalysisResult {
  const call = indexCall(segments)
  const objectionsDef = context.checklist.find((d) => compileCues(d.properties.cues)?.cues.derive === 'objections')
  const objectionCues = objectionsDef ? cuesFor(objectionsDef) : compileCues(DEFAULT_SIGNAL_CUES.objections)
  const objections = call.hasProspect ? detectObjections(call, objectionCues, context.competitors) : []
  const evidence = new Map<string, Evidence[]>()
  const checklist: Signal[] = context.checklist.map((def) => {
    const cues = cuesFor(def)
    if (cues?.cues.derive) return derivedSignal(def, cues.cues.derive, objections)
    if (!cues || !call.hasProspect) return signalOf(def, 0, call.hasProspect ? 'No cues defined for this signal.' : 'No prospect spoke on this call.', [])
    const found = findEvidence(call, cues)
    evidence.set(def.uniqueName, found)
    const score = scoreOf(found)
    const detail =
      score > DONE_ABOVE
        ? `${def.label}: covered (${found.length} moment${found.length === 1 ? '' : 's'}).`
        : found.length > 0
          ? `${def.label}: only touched on.`
          : `${def.label}: not discussed.`
    return signalOf(def, score, detail, snippetsOf(found))
  })
  const evidenceFor = (name: string) =>
    evidence.get(name) ?? (call.hasProspect ? findEvidence(call, compileCues(DEFAULT_SIGNAL_CUES[name]) as CompiledCues) : [])

  const actionItems = extractActionItems(call)
  const mentions = competitorMentions(call, context.competitors)
  const bestPractices = gradeBestPractices(call, evidenceFor('opening'), evidenceFor('pitch'), evidenceFor('next_steps'))
  const summary = summarise({ call, context, evidence, objections, actionItems })
  const pain = evidence.get('pain_or_priority')?.find((e) => e.points >= 20)?.sentence.text ?? null
  const reps = context.participants.filter((p) => p.side === 'rep')
  const prospects = context.participants.filter((p) => p.side === 'prospect')
  const prospectSentiment = sideSentiment(call, false)
  const coverage = checklist.filter((c) => c.signalType === 'checklist')
  const nextSteps = actionItems.filter((a) => a.side === 'rep').map((a) => a.text)
  const points = checklist
    .filter((c) => c.status === 'done' && c.signalType === 'checklist' && c.snippets.length > 0)
    .slice(0, 4)
    .map((c) => `${c.title}: "${c.snippets[0].text}"`)

  return {
    summary,
    actionItems: actionItems.map((a) => ({ owner: a.owner, side: a.side, text: a.text, timestamp: hhmmss(a.sentence.startMs) })),
    checklist,
    objections: objections.map((o) => ({
      category: o.category,
      subCategory: o.subCategory,
      severity: o.severity,
      evidence: o.sentences.map((s) => s.text).join(' '),
      timestamp: objectionTimestamp(o),
      handling: o.handling.text,
      handlingGrade: o.handling.grade,
      score: o.handling.score,
    })),
    bestPractices,
    swot: swot(call, objections, mentions, pain),
    competitorMentions: mentions,
    teamNextSteps: teamNextSteps(actionItems),
    nextSteps: nextSteps.slice(0, 5),
    forecast: forecastLevel({
      done: coverage.filter((c) => c.status === 'done').length,
      total: coverage.length,
      prospectSentiment,
      nextStepConfirmed: bestPractices.find((b) => b.bp_heading === 'Next steps')?.bp_grade === 'Followed',
      objections: objections.map((o) => ({ severity: o.severity, handled: o.handling.grade === 'Handled' })),
      insufficient: !call.hasProspect || call.durationMs < FIVE_MINUTES,
    }),
    sentiment: { rep: sideSentiment(call, true), prospect: prospectSentiment },
    followUpEmail: followUpEmail(
      context,
      reps[0]?.name ?? null,
      prospects.map((p) => p.name),
      points,
      actionItems,
    ),
  }
}

export function createEmbeddedAnalyzer(): Analyzer {
  return {
    id: 'embedded',
    async analyze(segments, context) {
      const result = ZAnalysisResult.parse(analyzeCall(segments, context))
      return { result, engine: 'embedded', model: null }
    },
  }
}
