import * as C from './phrases/commercial'
import { OBJECTION_ACCEPT, OBJECTIONS } from './phrases/objections'
import { REP_CLOSING } from './phrases/opening'
import * as P from './phrases/pitch'
import { TECH_QA } from './phrases/pitch'
import { SUCCESS } from './phrases/discovery'
import { INTERNAL_CLOSE, PIPELINE_ANSWER, STANDUP_REACT } from './phrases/internal'
import { SHORT_CALLS } from './phrases/short'
import type { TSpeakerSide as SpeakerSide } from '@parley/shared/schemas/analysis'

/**
 * What the generator planted in each call: the ground truth the analysis quality harness (bench/analysis-eval)
 * scores the analyzers against. Recorded while the conversation is built, never written to the database.
 */

export interface PlantedSpan {
  startMs: number
  endMs: number
}

export interface PlantedSignal extends PlantedSpan {
  /** checklist_definitions.unique_name */
  uniqueName: string
}

export interface PlantedObjection extends PlantedSpan {
  /** The objection set's category: Pricing, Timing, Competitor, Security, Integration, Authority. */
  category: string
  /** The raising line. */
  text: string
  /** Whether the rep clarified and answered it (the skilled branch) or brushed it off. */
  handled: boolean
}

export interface PlantedActionItem extends PlantedSpan {
  speaker: string
  side: SpeakerSide
  text: string
}

export interface PlantedCompetitor {
  name: string
  startMs: number
}

export interface PlantedFacts {
  signals: PlantedSignal[]
  objections: PlantedObjection[]
  competitors: PlantedCompetitor[]
  actionItems: PlantedActionItem[]
  /** Lines a good summary should reflect: the stated pain, provider, timeline, objections, agreed next step. */
  keyPoints: string[]
}

/** Which discovery topic stands for which checklist signal (topics without one plant nothing). */
export const TOPIC_SIGNAL: Readonly<Record<string, string>> = {
  pain: 'pain_or_priority',
  current_solution: 'current_solution',
  current_provider: 'current_provider',
  timeline: 'timelines',
  authority: 'decision_process',
  budget: 'budget',
}

// Templates that commit their speaker to something after the call: the planted action items. The rule, applied
// to every pool by hand: a first-person promise or offer to act after the call (send, share, connect, draft, talk
// to, ask, reply, follow up), by either side. In-call actions ("let me show you"), requests to the other side and
// second-person phrasings ("you'll get a recap") are not. A template is picked by `only`; `said` then checks the
// expanded words, for templates where only some alternatives carry the promise.
const COMMITMENTS = new Map<string, RegExp>()
const ANY = /./
const tag = (pool: readonly string[], only?: RegExp, said: RegExp = ANY) => {
  for (const t of pool) if (!only || only.test(t)) COMMITMENTS.set(t, said)
}
tag(C.NEXT_STEPS_REP)
tag(C.NEXT_STEPS_PROSPECT)
tag(C.VAGUE_NEXT_STEPS, /follow up/)
tag(C.NEGOTIATE_REP, /\[come back to you\|get back to you\]/)
tag(C.CUSTOMER_STORY, /intro you/)
tag(C.CUSTOMER_STORY_REPLY, /ask around/, /ask around/)
tag(REP_CLOSING, /I'll send|I'll get that invite/, /\bI(?:'ll| will)\b/)
tag(OBJECTION_ACCEPT, /take it from there/, /take it from there|share it internally/)
tag(OBJECTION_ACCEPT, /talk to the team/, /talk to the team/)
for (const set of OBJECTIONS) {
  tag(set.answer, /I'll send|I'll\|I can\] \[draft|\[I can\|let me\] \[connect|\[I can\|Let me\] \[put that/)
  tag(set.weakAnswer, /reach out\|check back/)
  tag(set.raise, /\[run this by\|talk to\]/, /\bI have to (?:run this by|talk to)\b/)
}
tag(P.PITCH, /share the case study/, /connect you|share the case study/)
tag(
  P.PITCH_QA.map((qa) => qa[1]),
  /put you in touch with/,
)
tag(
  TECH_QA.map((qa) => qa[1]),
  /I'll send/,
  /I'll send/,
)
tag(
  SUCCESS.probes.map((qa) => qa[1]),
  /after the call/,
)
tag(
  C.CONTRACT_EXCHANGES.map((x) => x[2]),
  /send it\|have it to you/,
)
tag(INTERNAL_CLOSE, /send\] \[the forecast/)
tag(STANDUP_REACT, /ping legal/)
tag(PIPELINE_ANSWER, /going over\] \[to/, /\bI'm going to try\b/)
tag(PIPELINE_ANSWER, /I'll probably\] \[need/, /I'll probably ask/)
tag(
  SHORT_CALLS.flatMap((s) => s.map((l) => l[1])),
  /shoot over|e-mail\|ping\] \[them|and I'll look/,
)

/** Whether a line, as said, is a planted commitment. */
export function isCommitment(template: string, text: string): boolean {
  return COMMITMENTS.get(template)?.test(text) ?? false
}

/** Collects the facts of one call as its phases run. */
export class PlantRecorder {
  readonly signals: PlantedSignal[] = []
  readonly objections: PlantedObjection[] = []
  readonly actionItems: PlantedActionItem[] = []
  readonly keyPoints: string[] = []

  signal(uniqueName: string | undefined, span: PlantedSpan | null): void {
    if (uniqueName && span) this.signals.push({ uniqueName, startMs: span.startMs, endMs: span.endMs })
  }

  /** Competitor mentions are read from what was said — every name from the company's list, word-bounded. */
  finish(segments: readonly { text: string; startMs: number }[], competitors: readonly string[]): PlantedFacts {
    const found: PlantedCompetitor[] = []
    const patterns = competitors.map((name) => [name, new RegExp(`(^|[^\\w])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`, 'i')] as const)
    for (const s of segments) {
      for (const [name, re] of patterns) if (re.test(s.text)) found.push({ name, startMs: s.startMs })
    }
    return { signals: this.signals, objections: this.objections, competitors: found, actionItems: this.actionItems, keyPoints: this.keyPoints }
  }
}
