import { type AnalysisContext, type TAnalysisResult, type TSegment, ZAnalysisResult } from '@parley/shared/schemas/analysis'
import type { Analyzer } from '../../analyzer-contract'
import { gradeBestPractices } from './best-practices'
import { SIGNAL_LIBRARY } from './checklist-library'
import { actionItemsOf, type Commitment, findCommitments, nextStepsOf } from './commitments'
import { forecastLevel } from './forecast'
import { competitorMentions, findMentions, followUpEmail, swot, teamNextSteps } from './insights'
import { isEnglish, UNSUPPORTED_LANGUAGE } from './language'
import { type DetectedObjection, detectObjections, objectionTimestamp } from './objection-detector'
import { type CallIndex, indexCall } from './sentence-index'
import { type CompiledSignal, compileSignal, type Evidence, findEvidence, scoreOf } from './signal-detector'
import { resolveSides } from './speaker-sides'
import { upToLength } from './text-limit.util'
import { hhmmss } from './timestamp.util'
import { summarise } from './summariser'

type Signal = TAnalysisResult['checklist'][number]
type Definition = AnalysisContext['checklist'][number]

/** A signal scores done above 30 (over 30 counts as completed). */
export const DONE_ABOVE = 30
const FIVE_MINUTES = 5 * 60_000
/** Fewer buyer words than this is not a conversation to analyse. */
const TOO_LITTLE = 30

/** The definition's own model, else the library's for its unique name. */
function modelFor(def: Pick<Definition, 'uniqueName' | 'properties'>): CompiledSignal | null {
  return compileSignal(def.properties.model) ?? compileSignal(SIGNAL_LIBRARY[def.uniqueName])
}

const snippetOf = (s: { text: string; startMs: number; speaker: string }) => ({
  text: upToLength(s.text, 300),
  timestamp: hhmmss(s.startMs),
  speaker: s.speaker,
})

const snippetsOf = (evidence: readonly Evidence[]) =>
  [...evidence]
    .sort((a, b) => b.strength - a.strength)
    .slice(0, 3)
    .sort((a, b) => a.sentence.index - b.sentence.index)
    .map((e) => snippetOf(e.sentence))

function signalOf(def: Definition, score: number, detail: string, snippets: Signal['snippets']): Signal {
  return {
    signalId: def.id,
    uniqueName: def.uniqueName,
    title: def.label,
    signalType: def.signalType,
    score: Math.max(0, Math.min(100, Math.round(score))),
    status: score > DONE_ABOVE ? 'done' : 'pending',
    detail,
    snippets,
  }
}

interface Findings {
  objections: DetectedObjection[]
  nextSteps: Commitment[]
}

/** Signals read from another finding: objections, their handling, next steps. */
function derivedSignal(def: Definition, derive: 'objections' | 'objection-handling' | 'next-steps', f: Findings): Signal {
  const { objections, nextSteps } = f
  if (derive === 'next-steps') {
    if (nextSteps.length === 0) return signalOf(def, 0, 'No next step was agreed.', [])
    const agreed = nextSteps.filter((c) => c.agreed || c.dated)
    const score = Math.min(100, 45 + 20 * agreed.length + 5 * nextSteps.length)
    const detail = `${nextSteps.length} next step${nextSteps.length === 1 ? '' : 's'}: ${nextSteps
      .slice(0, 3)
      .map((c) => c.action)
      .join('; ')}.`
    return signalOf(
      def,
      score,
      detail,
      nextSteps.slice(-3).map((c) => snippetOf(c.sentence)),
    )
  }
  if (derive === 'objections') {
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
  const score = handled > 0 ? Math.max(best.handling.score, 45) : Math.min(best.handling.score, 30)
  return signalOf(def, score, `${handled} of ${objections.length} objections answered with substance.`, [
    { text: upToLength(best.handling.text, 300), timestamp: objectionTimestamp(best), speaker: undefined },
  ])
}

/** How many of pain and timeline the checklist found discussed, or undefined when it has neither signal. */
export function painAndTimelineOf(checklist: readonly Signal[]): number | undefined {
  const items = checklist.filter((c) => c.uniqueName === 'pain_or_priority' || c.uniqueName === 'timelines')
  return items.length === 0 ? undefined : items.filter((c) => c.status === 'done').length
}

function sideSentiment(call: CallIndex, rep: boolean): number {
  const xs = call.sentences.filter((s) => (s.side === 'rep') === rep)
  if (xs.length === 0) return 0
  const mean = xs.reduce((s, x) => s + x.sentiment, 0) / xs.length
  return Math.max(-1, Math.min(1, Math.round(mean * 1000) / 1000))
}

/** The honest result for a call the analyzer cannot read: nothing claimed, the reason said. */
export function unreadResult(context: AnalysisContext, reason: string): TAnalysisResult {
  return {
    summary: reason,
    actionItems: [],
    checklist: context.checklist.map((def) => signalOf(def, 0, reason, [])),
    objections: [],
    bestPractices: [],
    swot: [],
    competitorMentions: [],
    teamNextSteps: [],
    nextSteps: [],
    forecast: 'No forecast',
    sentiment: { rep: 0, prospect: 0 },
    followUpEmail: { subject: `Follow-up: ${context.title}`, body: '' },
  }
}

/** The embedded analysis of one call: pure, synchronous, no network. */
export function analyzeCall(segments: readonly TSegment[], context: AnalysisContext): TAnalysisResult {
  if (!isEnglish(segments)) return unreadResult(context, UNSUPPORTED_LANGUAGE)
  const call = indexCall(resolveSides(segments, context.companyName))
  const buyerWords = call.sentences.filter((s) => s.side !== 'rep').reduce((n, s) => n + s.words, 0)
  if (call.sentences.length > 0 && call.hasProspect && buyerWords < TOO_LITTLE && call.durationMs < FIVE_MINUTES)
    return unreadResult(context, 'Not enough was said on this call to analyse it.')
  const objections = call.hasProspect ? detectObjections(call, context.competitors) : []
  const commitments = findCommitments(call)
  const nextSteps = call.hasProspect ? nextStepsOf(commitments) : []
  const findings: Findings = { objections, nextSteps }
  const evidence = new Map<string, Evidence[]>()
  const checklist: Signal[] = context.checklist.map((def) => {
    const model = modelFor(def)
    if (model?.model.derive) return derivedSignal(def, model.model.derive, findings)
    if (!model || !call.hasProspect) return signalOf(def, 0, call.hasProspect ? 'Nothing defined to listen for.' : 'No prospect spoke on this call.', [])
    const found = findEvidence(call, model)
    evidence.set(def.uniqueName, found)
    const score = scoreOf(found)
    return signalOf(def, score, score > DONE_ABOVE ? `${def.label}: discussed.` : `${def.label}: not discussed.`, snippetsOf(found))
  })
  const evidenceFor = (name: string) => {
    const known = evidence.get(name)
    if (known) return known
    const model = compileSignal(SIGNAL_LIBRARY[name])
    return model && call.hasProspect ? findEvidence(call, model) : []
  }
  const buyerSet = new Set(call.sentences.filter((s) => s.side !== 'rep').flatMap((s) => s.content))
  const bestPractices = gradeBestPractices(call, { opening: evidenceFor('opening'), pitch: evidenceFor('pitch'), nextSteps, buyerWords: buyerSet })
  const mentions = findMentions(call, context.competitors)
  const painEvidence = evidence.get('pain_or_priority') ?? []
  const pain = [...painEvidence].sort((a, b) => b.strength - a.strength)[0]?.sentence ?? null
  const reps = context.participants.filter((p) => p.side === 'rep')
  const prospects = context.participants.filter((p) => p.side === 'prospect')
  const prospectSentiment = sideSentiment(call, false)
  const coverage = checklist.filter((c) => c.signalType === 'checklist')
  const points = checklist
    .filter(
      (c) =>
        c.status === 'done' &&
        c.signalType === 'checklist' &&
        c.snippets.length > 0 &&
        !['next_steps', 'resistance_handling', 'opening', 'pitch'].includes(c.uniqueName),
    )
    .slice(0, 4)
    .map((c) => `${c.title}: "${c.snippets[0].text}"`)

  return {
    summary: summarise({ call, context, objections, nextSteps, evidence }),
    actionItems: actionItemsOf(commitments).map((c) => ({ owner: c.owner, side: c.side, text: c.action, timestamp: hhmmss(c.sentence.startMs) })),
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
    competitorMentions: competitorMentions(mentions),
    teamNextSteps: teamNextSteps(nextSteps),
    nextSteps: nextSteps.slice(0, 5).map((c) => c.action),
    forecast: forecastLevel({
      done: coverage.filter((c) => c.status === 'done').length,
      total: coverage.length,
      prospectSentiment,
      nextStepConfirmed: nextSteps.some((c) => c.agreed || c.dated),
      objections: objections.map((o) => ({ severity: o.severity, handled: o.handling.grade === 'Handled' })),
      insufficient: !call.hasProspect || call.durationMs < FIVE_MINUTES,
      dealStage: context.dealStage,
      painAndTimeline: painAndTimelineOf(checklist),
    }),
    sentiment: { rep: sideSentiment(call, true), prospect: prospectSentiment },
    followUpEmail: followUpEmail({
      context,
      repName: reps[0]?.name ?? null,
      prospectNames: prospects.map((p) => p.name),
      points,
      objections,
      nextSteps,
    }),
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
