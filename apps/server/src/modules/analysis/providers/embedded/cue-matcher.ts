import type { CallIndex, Sentence } from './sentence-index'
import { replyTo, sentencesOf } from './sentence-index'
import { type CompiledCues, countMatches, firstMatch } from './signal-cues'

/** One piece of evidence for a signal: a sentence and the points it earned. */
export interface Evidence {
  sentence: Sentence
  points: number
  /** Why it counted: its own words, an answer to a probe, or a rep echoing the prospect. */
  kind: 'cue' | 'answer' | 'echo'
}

const DEFLECTION = /\b(?:i don't know|not sure|no idea|can't say|hard to say|pass on that|rather not say)\b/

const STOP = new Set(
  "a an the and or but so of to in on at for with by from as is are was were be been it its it's this that these those i you we they he she me us them my your our their his her what which who how when where why do does did have has had not no yes just really very about into than then there here also too can could would should will i'm we're you're they're i'll we'll don't can't won't".split(
    ' ',
  ),
)

/** Content-word bigrams of a sentence, for noticing when the rep repeats the prospect's own words. */
export function contentBigrams(lower: string): string[] {
  const words = lower.match(/[a-z][a-z'-]+/g) ?? []
  const out: string[] = []
  for (let i = 0; i + 1 < words.length; i++) {
    if (!STOP.has(words[i]) && !STOP.has(words[i + 1])) out.push(`${words[i]} ${words[i + 1]}`)
  }
  return out
}

function sideMatches(want: 'prospect' | 'rep' | 'any', s: Sentence): boolean {
  if (want === 'any') return true
  if (want === 'rep') return s.side === 'rep'
  return s.side !== 'rep'
}

/**
 * Scores a signal's evidence in the call. A sentence counts when the right side says it (the prospect's own
 * statement, not the rep's question about it), its phrase is not negated and no veto phrase is present. A rep's
 * probe earns nothing by itself; the prospect's substantive answer to it does.
 */
export function findEvidence(call: CallIndex, compiled: CompiledCues): Evidence[] {
  const { cues } = compiled
  const from = (cues.window?.from ?? 0) * call.durationMs
  const to = (cues.window?.to ?? 1) * call.durationMs
  const evidence = new Map<number, Evidence>()
  const answered = new Set<number>()
  const heard = new Set<string>()
  for (const s of call.sentences) {
    if (s.side !== 'rep' && cues.echo) for (const b of contentBigrams(s.lower)) heard.add(b)
    if (s.startMs < from || s.startMs > to) continue
    if (compiled.negative.length > 0 && firstMatch(compiled.negative, s.lower)) continue
    if (sideMatches(cues.speakerSide, s) && !(s.question && cues.speakerSide === 'prospect')) {
      const strong = countMatches(compiled.strong, s.lower)
      const positive = strong > 0 ? 0 : countMatches(compiled.positive, s.lower)
      if (strong > 0 || positive > 0) {
        let points = cues.weight * (strong > 0 ? 2 : positive > 1 ? 1.5 : 1)
        let kind: Evidence['kind'] = 'cue'
        // An echo signal is about tying to the prospect's words: generic claims earn half, echoes double.
        if (cues.echo && s.side === 'rep') {
          if (contentBigrams(s.lower).some((b) => heard.has(b))) {
            points *= 2
            kind = 'echo'
          } else if (strong === 0) points /= 2
        }
        if (s.side === 'unknown') points /= 2
        const prior = evidence.get(s.index)
        evidence.set(s.index, prior ? { ...prior, points: prior.points + points } : { sentence: s, points, kind })
      }
    }
    // A probe from the other side opens the topic: the substantive answer is evidence.
    if (compiled.probes.length > 0 && s.question && !sideMatches(cues.speakerSide, s) && firstMatch(compiled.probes, s.lower)) {
      const turn = call.turns[s.turn]
      if (s.index !== turn.last) continue
      const reply = replyTo(call, turn, 1)
      if (!reply || answered.has(reply.index) || reply.words < 6) continue
      const said = sentencesOf(call, reply)
      if (said.length === 0 || DEFLECTION.test(said[0].lower)) continue
      answered.add(reply.index)
      const first = said[0]
      const prior = evidence.get(first.index)
      evidence.set(first.index, { sentence: first, points: (prior?.points ?? 0) + cues.weight * 1.5, kind: 'answer' })
    }
  }
  return [...evidence.values()].sort((a, b) => a.sentence.index - b.sentence.index)
}

/** 0–100 from the evidence points. */
export function scoreOf(evidence: readonly Evidence[]): number {
  return Math.min(100, Math.round(evidence.reduce((s, e) => s + e.points, 0)))
}
