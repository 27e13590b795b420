import type { TSegment, TSpeakerSide } from '../schemas/analysis'

// Talk time and speaker stats: per speaker talk time at 0.1 s resolution, talk ratio rep vs prospect, longest
// monologue, question count. "Talk time: top 3 speakers, resolution 0.1 s."

export interface SpeakerTalk {
  speaker: string
  side: TSpeakerSide
  /** Talk time rounded to 100 ms (meeting_participants.talk_time_ms). */
  talkMs: number
  /** The same in seconds, one decimal (12.3). */
  talkSeconds: number
  wordCount: number
  questions: number
}

export interface Monologue {
  speaker: string
  side: TSpeakerSide
  /** One decimal. */
  seconds: number
  startMs: number
}

export interface TalkStats {
  /** Longest talk time first (the call page shows the top 3). */
  speakers: SpeakerTalk[]
  /** Percentages with one decimal adding up to 100; unknown speakers excluded; null when neither side spoke. */
  talkRatio: { rep: number; prospect: number } | null
  longestMonologue: Monologue | null
  longestMonologueBySide: { rep: Monologue | null; prospect: Monologue | null }
  questions: Record<TSpeakerSide, number>
}

/** A monologue is one speaker's run of segments; another speaker, or a pause longer than this, ends it. */
export const MONOLOGUE_MAX_PAUSE_MS = 5000

const tenths = (ms: number) => Math.round(ms / 100) / 10

/**
 * Question rule: a sentence counts when it ends in '?' (closing quotes or brackets allowed), or when it has no
 * '?' but opens the way only questions open in English —
 *  - a question word + auxiliary or quantity: 'what is/are/do/does/did/would/will/can/could/should/about/if/else…',
 *    'how much/many/long/often/soon/do/does/did/can/could/would/is/are…', 'why/when/where/who/which' likewise,
 *    and the contractions 'what's', 'how's', 'where're', 'who'd'…;
 *  - an auxiliary (also negated: don't, isn't, can't…) + a subject: 'could you', 'do you', 'is there', 'are we',
 *    'have you', 'would anyone', 'may I'…
 * Lead-ins such as 'so,', 'and', 'okay,' before the opener are skipped. A sentence ending in '!' is never a question. 'What we need is…', 'How we do it…' (question word + subject)
 * and 'When we met…' are statements and do not count.
 */
const AUX =
  "(?:do|does|did|is|are|was|were|am|can|could|would|will|should|shall|may|might|must|have|has|had|don't|doesn't|didn't|isn't|aren't|wasn't|weren't|can't|couldn't|wouldn't|won't|shouldn't|haven't|hasn't)"
const SUBJECT = '(?:you|we|i|they|he|she|it|there|that|this|these|those|your|our|their|anyone|anybody|everyone|someone|somebody)'
const WH = '(?:what|how|why|when|where|who|whom|whose|which)'
const WH_FOLLOWER = `(?:${AUX}|about|if|else|kind|sort|type|time|much|many|long|often|soon|far|come|happens|happened|made|makes|exactly|not|one|ones)`
// Discourse markers before the opener ('So, what is…', 'And how many…') are skipped.
const LEAD_IN = '(?:(?:so|and|but|okay|ok|well|now|also|then|great|right)\\b,?\\s+)?'
const QUESTION_OPENER = new RegExp(`^${LEAD_IN}(?:${WH}'(?:s|re|d|ll)\\s|${WH}\\s+${WH_FOLLOWER}\\b|${AUX}\\s+${SUBJECT}\\b)`, 'i')
const ENDS_WITH_QUESTION_MARK = /\?["'”’)\]]*$/

export function isQuestion(sentence: string): boolean {
  const s = sentence
    .trim()
    .replace(/^["'“‘([\-–—\s]+/, '')
    .replace(/’/g, "'")
  if (!s) return false
  if (ENDS_WITH_QUESTION_MARK.test(s)) return true
  if (/!["'”’)\]]*$/.test(s)) return false
  return QUESTION_OPENER.test(s)
}

/** Sentences end at . ? ! … followed by a space, or at a line break. */
export function splitSentences(text: string): string[] {
  return text.split(/(?<=[.?!…]["'”’)\]]*)\s+|\n+/).filter((s) => s.trim() !== '')
}

export function countQuestions(text: string): number {
  let n = 0
  for (const s of splitSentences(text)) if (isQuestion(s)) n++
  return n
}

/** Total length of the union of [start, end) intervals: overlapping speech of one speaker counts once. */
function unionMs(intervals: [number, number][]): number {
  intervals.sort((a, b) => a[0] - b[0])
  let total = 0
  let from = -1
  let to = -1
  for (const [s, e] of intervals) {
    if (s > to) {
      total += to - from
      from = s
      to = e
    } else if (e > to) to = e
  }
  return total + (to - from)
}

export function talkStats(segments: readonly TSegment[]): TalkStats {
  const bySpeaker = new Map<string, { speaker: string; side: TSpeakerSide; intervals: [number, number][]; words: number; questions: number }>()
  const questions: Record<TSpeakerSide, number> = { rep: 0, prospect: 0, unknown: 0 }
  for (const seg of segments) {
    const key = `${seg.side}\u0000${seg.speaker}`
    let s = bySpeaker.get(key)
    if (!s) {
      s = { speaker: seg.speaker, side: seg.side, intervals: [], words: 0, questions: 0 }
      bySpeaker.set(key, s)
    }
    s.intervals.push([seg.startMs, Math.max(seg.startMs, seg.endMs)])
    s.words += seg.text.split(/\s+/).filter(Boolean).length
    const q = countQuestions(seg.text)
    s.questions += q
    questions[seg.side] += q
  }
  const sideMs = { rep: 0, prospect: 0 }
  const speakers: SpeakerTalk[] = [...bySpeaker.values()].map((s) => {
    const ms = unionMs(s.intervals)
    if (s.side !== 'unknown') sideMs[s.side] += ms
    const talkMs = Math.round(ms / 100) * 100
    return { speaker: s.speaker, side: s.side, talkMs, talkSeconds: talkMs / 1000, wordCount: s.words, questions: s.questions }
  })
  speakers.sort((a, b) => b.talkMs - a.talkMs || a.speaker.localeCompare(b.speaker))
  const both = sideMs.rep + sideMs.prospect
  const rep = both > 0 ? Math.round((sideMs.rep / both) * 1000) / 10 : 0
  const talkRatio = both > 0 ? { rep, prospect: Math.round((100 - rep) * 10) / 10 } : null
  const runs = monologues(segments)
  const longest = (side?: TSpeakerSide) =>
    runs.filter((r) => !side || r.side === side).reduce<Monologue | null>((best, r) => (!best || r.seconds > best.seconds ? r : best), null)
  return {
    speakers,
    talkRatio,
    longestMonologue: longest(),
    longestMonologueBySide: { rep: longest('rep'), prospect: longest('prospect') },
    questions,
  }
}

/** Each speaker's uninterrupted runs, in time order. */
function monologues(segments: readonly TSegment[]): Monologue[] {
  const sorted = [...segments].sort((a, b) => a.startMs - b.startMs)
  const runs: Monologue[] = []
  let run: { speaker: string; side: TSpeakerSide; startMs: number; endMs: number } | null = null
  const close = () => {
    if (run) runs.push({ speaker: run.speaker, side: run.side, seconds: tenths(run.endMs - run.startMs), startMs: run.startMs })
  }
  for (const seg of sorted) {
    const endMs = Math.max(seg.startMs, seg.endMs)
    if (run && seg.speaker === run.speaker && seg.side === run.side && seg.startMs - run.endMs <= MONOLOGUE_MAX_PAUSE_MS) {
      run.endMs = Math.max(run.endMs, endMs)
      continue
    }
    close()
    run = { speaker: seg.speaker, side: seg.side, startMs: seg.startMs, endMs }
  }
  close()
  return runs
}
