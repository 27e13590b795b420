import type { TAnalysisResult } from '@parley/shared/schemas/analysis'
import type { Evidence } from './cue-matcher'
import type { CallIndex } from './sentence-index'
import { replyTo, sentencesOf } from './sentence-index'
import { hhmmss } from './timestamp.util'

type BestPractice = TAnalysisResult['bestPractices'][number]

const OPEN =
  /^(?:(?:and|so|okay|also)[, ]+)?(?:what|how|why|walk me through|tell me|help me understand|describe|talk me through|can you give me|can you walk me|in what way)\b/i
const AGREE = /\b(?:sounds good|that works|works for me|works for us|is fine|let's do|yes|yeah|sure|perfect|great|i'll|i will)\b/i

const bp = (heading: string, score: number, followed: boolean, detail: string, at: number[]): BestPractice => ({
  bp_heading: heading,
  bp_score: Math.max(0, Math.min(100, Math.round(score))),
  bp_grade: followed ? 'Followed' : 'Not followed',
  bp_detail: detail,
  bp_timestamp: at.slice(0, 3).map(hhmmss),
})

/** The question lead-ins after a rep's opener ("Out of curiosity, what…") are skipped before judging. */
function questionCore(text: string): string {
  const parts = text.split(/[,:]\s+/)
  return parts.length > 1 && parts[0].split(' ').length <= 5 ? parts.slice(1).join(', ') : text
}

/**
 * The four best practices of spec part 2 §3 "Best-practice row": opening (agenda set early), pitch (value tied to
 * the stated pain), questions (open questions) and next steps (confirmed by the prospect).
 */
export function gradeBestPractices(call: CallIndex, opening: Evidence[], pitch: Evidence[], nextSteps: Evidence[]): BestPractice[] {
  const openingScore = opening.reduce((s, e) => s + e.points, 0)
  const tied = pitch.filter((e) => e.kind === 'echo')
  const pitchScore = pitch.reduce((s, e) => s + e.points, 0)

  const repQuestions = call.sentences.filter((s) => s.side === 'rep' && s.question && s.words >= 4)
  const open = repQuestions.filter((s) => OPEN.test(questionCore(s.text)))
  const share = repQuestions.length > 0 ? open.length / repQuestions.length : 0
  const questionsScore = Math.min(100, open.length * 10 + share * 50)

  const proposal = nextSteps[nextSteps.length - 1]
  const turn = proposal ? call.turns[proposal.sentence.turn] : null
  const reply = turn ? replyTo(call, turn, 2) : null
  const agreed = !!reply && sentencesOf(call, reply).some((s) => AGREE.test(s.text))
  const nextScore = Math.min(100, nextSteps.reduce((s, e) => s + e.points, 0) * 0.7 + (agreed ? 40 : 0))

  return [
    bp(
      'Opening',
      openingScore,
      openingScore > 30,
      openingScore > 30 ? 'The rep set an agenda and checked it with the prospect early in the call.' : 'No agenda was set at the start of the call.',
      opening.map((e) => e.sentence.startMs),
    ),
    bp(
      'Pitch',
      tied.length > 0 ? Math.max(pitchScore, 50) : Math.min(pitchScore, 30),
      tied.length > 0,
      tied.length > 0 ? "The value proposition repeated the prospect's own words about their pain." : 'The pitch was not tied to a pain the prospect stated.',
      (tied.length > 0 ? tied : pitch).map((e) => e.sentence.startMs),
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
      nextScore > 30 && agreed,
      agreed
        ? 'A next step was proposed and the prospect agreed to it.'
        : nextSteps.length > 0
          ? 'A next step was proposed but not confirmed.'
          : 'The call ended without a next step.',
      nextSteps.map((e) => e.sentence.startMs),
    ),
  ]
}
