import type { TAnalysisResult } from '@parley/shared/schemas/analysis'
import type { Commitment } from './commitments'
import type { Evidence } from './signal-detector'
import type { CallIndex } from './sentence-index'
import { hhmmss } from './timestamp.util'

type BestPractice = TAnalysisResult['bestPractices'][number]

const OPEN =
  /^(?:(?:and|so|okay|ok|also|um|uh|well|now)[, ]+)*(?:what|how|why|walk me through|tell me|help me understand|describe|talk me through|can you (?:give|walk|tell|describe|share)|could you (?:walk|tell|describe)|in what way)\b/i

const bp = (heading: string, score: number, followed: boolean, detail: string, at: number[]): BestPractice => ({
  bp_heading: heading,
  bp_score: Math.max(0, Math.min(100, Math.round(score))),
  bp_grade: followed ? 'Followed' : 'Not followed',
  bp_detail: detail,
  bp_timestamp: at.slice(0, 3).map(hhmmss),
})

/** The question after a short lead-in ("Out of curiosity, what…") is what is judged. */
function questionCore(text: string): string {
  const parts = text.split(/[,:]\s+/)
  return parts.length > 1 && parts[0].split(' ').length <= 5 ? parts.slice(1).join(', ') : text
}

export interface BestPracticeInputs {
  opening: readonly Evidence[]
  pitch: readonly Evidence[]
  /** The call's next steps, the same list the checklist and summary read. */
  nextSteps: readonly Commitment[]
  /** Content words the buyer used, to tell a pitch tied to their words from a feature tour. */
  buyerWords: ReadonlySet<string>
}

/** Opening (agenda set early), pitch (tied to what the buyer said), questions (open ones), next steps (agreed). */
export function gradeBestPractices(call: CallIndex, x: BestPracticeInputs): BestPractice[] {
  const openingScore = x.opening.reduce((m, e) => Math.max(m, e.strength), 0) * 100
  const tied = x.pitch.filter((e) => e.sentence.content.filter((w) => x.buyerWords.has(w)).length >= 2)
  const pitchScore = x.pitch.reduce((m, e) => Math.max(m, e.strength), 0) * 100

  const repQuestions = call.sentences.filter((s) => s.side === 'rep' && s.question && s.words >= 4)
  const open = repQuestions.filter((s) => OPEN.test(questionCore(s.text)))
  const share = repQuestions.length > 0 ? open.length / repQuestions.length : 0
  const questionsScore = Math.min(100, open.length * 10 + share * 50)

  const agreed = x.nextSteps.filter((c) => c.agreed || c.dated)
  const nextScore = x.nextSteps.length === 0 ? 0 : Math.min(100, 45 + 20 * agreed.length)

  return [
    bp(
      'Opening',
      openingScore,
      openingScore > 30,
      openingScore > 30 ? 'The rep set out the purpose and plan of the call early on.' : 'No agenda or purpose was set at the start of the call.',
      x.opening.map((e) => e.sentence.startMs),
    ),
    bp(
      'Pitch',
      tied.length > 0 ? Math.max(pitchScore, 50) : Math.min(pitchScore, 30),
      tied.length > 0,
      tied.length > 0
        ? "The value proposition used the prospect's own words about their situation."
        : x.pitch.length > 0
          ? 'The product was presented without tying it to what the prospect said.'
          : 'No value proposition was presented.',
      (tied.length > 0 ? tied : x.pitch).map((e) => e.sentence.startMs),
    ),
    bp(
      'Questions',
      questionsScore,
      open.length >= 3 && share >= 0.35,
      `${open.length} of ${repQuestions.length} questions by the rep were open questions.`,
      open.map((s) => s.startMs),
    ),
    bp(
      'Next steps',
      nextScore,
      agreed.length > 0,
      agreed.length > 0
        ? `A next step was agreed: ${agreed[agreed.length - 1].action}.`
        : x.nextSteps.length > 0
          ? `A next step was proposed but not confirmed: ${x.nextSteps[x.nextSteps.length - 1].action}.`
          : 'The call ended without a next step.',
      (agreed.length > 0 ? agreed : x.nextSteps).map((c) => c.sentence.startMs),
    ),
  ]
}
