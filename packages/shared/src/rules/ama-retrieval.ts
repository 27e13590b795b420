// Ask Me Anything retrieval (tab 4 of the call page, with the admins' chat settings): which words of a question are
// searched, and how the full-text hits of one call become the passages an answer may cite.

/** "Chat: default index 2000 (option 5000), document count 100 (50 in stronger mode)." */
export const AMA_INDEX_SIZES = [2000, 5000] as const
export const AMA_DEFAULT_INDEX = 2000
export const AMA_DEFAULT_DOCUMENTS = 100
export const AMA_MAX_DOCUMENTS = 100
/** Passages an answer is built from (and may cite). */
export const AMA_PASSAGES = 3
/** A question is a sentence or a paragraph, not a document: longer ones are refused (bad input: 20,000 characters). */
export const AMA_MAX_QUESTION_LENGTH = 2000
export const AMA_QUESTION_TOO_LONG_MESSAGE = `Your question is too long: please keep it under ${AMA_MAX_QUESTION_LENGTH.toLocaleString('en-US')} characters.`
export const AMA_QUESTION_REQUIRED_MESSAGE = 'Type your question first.'
/** The spec's reply when nothing in the call answers the question. */
export const AMA_NO_ANSWER = 'NA'
export const AMA_FOLLOW_UP_QUESTION = 'Draft a follow-up email to the prospect'

const STOP = new Set(
  (
    'a an the and or but so of to in on at for with by from as is are was were be been being it its this that these those i you we they he she ' +
    'me us my your our their them what which who whom whose how why when where do does did doing have has had not no just really very about ' +
    'into than then there here also too can could would should will shall may might must said say says tell talk talked mention mentioned ' +
    'any some all call meeting please give show me let lets get got one ones thing things raise raised raising bring brought named name'
  ).split(' '),
)

export type AmaSide = 'rep' | 'prospect' | 'unknown'

/** Topics a question may name with other words than the call uses: searched with the call's words too. */
interface Topic {
  name: string
  triggers: readonly string[]
  words: readonly string[]
  /** Whose lines answer it best (a raised concern is the prospect's). */
  side: AmaSide | null
  /** Answered near the end of a call (next steps are agreed at the close; the agenda only announces them). */
  late?: boolean
  /** The company's competitor names join the search. */
  competitors?: boolean
  suggestion: string
}

export const AMA_TOPICS: readonly Topic[] = [
  {
    name: 'pricing',
    triggers: ['price', 'prices', 'pricing', 'cost', 'costs', 'expensive', 'budget', 'cheaper', 'money', 'discount'],
    // How a price concern is voiced; plain 'budget' and 'cost' are discovery talk, not a pricing objection.
    words: ['price', 'pricing', 'expensive', 'cheaper', 'higher', 'steep', 'justify', 'tough sell', 'budget cuts', 'afford'],
    side: 'prospect',
    suggestion: 'What did they say about pricing?',
  },
  {
    name: 'competitor',
    triggers: ['competitor', 'competitors', 'competition', 'alternative', 'alternatives', 'vendor', 'vendors', 'rival'],
    words: ['competitor', 'alternative'],
    side: null,
    competitors: true,
    suggestion: 'Which competitor was named?',
  },
  {
    name: 'next step',
    triggers: ['next', 'step', 'steps', 'follow', 'follow-up', 'action', 'actions', 'plan'],
    // The agreement itself; a closing pleasantry ("I'll send a recap") or a pilot's details are not the next step.
    words: ['next steps', 'next step', 'action items', 'reconvene', 'mutual action plan', 'proposal', 'business case'],
    side: null,
    late: true,
    suggestion: 'What is the next step?',
  },
]

const tokens = (text: string): string[] => text.toLowerCase().match(/[a-z0-9][a-z0-9'-]*/g) ?? []

/** The question's content words (stop words and punctuation dropped, at most 20, no repeats). */
export function contentWords(question: string): string[] {
  const seen = new Set<string>()
  for (const w of tokens(question)) {
    const word = w.replace(/'s$/, '').replace(/^-+|-+$/g, '')
    if (word.length > 1 && !STOP.has(word)) seen.add(word)
  }
  return [...seen].slice(0, 20)
}

export interface AmaPreference {
  /** The side whose lines rank higher, when the question's topic has one. */
  side: AmaSide | null
  /** Later lines rank higher. */
  late: boolean
}

export interface AmaSearch {
  /** Words and phrases to search, or none when the question has no content words. */
  terms: string[]
  prefer: AmaPreference
}

/**
 * What one question searches: its content words plus the words of the topics it names (and competitor names). A
 * topic's trigger words give way to its phrases ("next step" searches "next steps", not every "next").
 */
export function searchFor(question: string, competitors: readonly string[] = []): AmaSearch {
  const words = contentWords(question)
  const terms = new Set(words)
  const prefer: AmaPreference = { side: null, late: false }
  for (const topic of AMA_TOPICS) {
    if (!words.some((w) => topic.triggers.includes(w))) continue
    for (const t of topic.triggers) terms.delete(t)
    for (const t of topic.words) terms.add(t)
    if (topic.competitors) for (const c of competitors) terms.add(c.toLowerCase())
    prefer.side ??= topic.side
    prefer.late ||= topic.late === true
  }
  return { terms: [...terms].filter((t) => /[a-z0-9]/.test(t)), prefer }
}

/**
 * The text for PostgreSQL's websearch_to_tsquery: the terms OR-ed, phrases quoted. Only letters, digits, spaces,
 * hyphens and apostrophes survive, so a question can never be read as search operators.
 */
export function websearchText(terms: readonly string[]): string {
  return terms
    .map((t) => t.replace(/[^a-z0-9' -]/gi, ' ').trim())
    .filter((t) => t !== '')
    .map((t) => (t.includes(' ') ? `"${t}"` : t))
    .join(' or ')
}

export interface AmaHit {
  /** The segment's order in the call. */
  idx: number
  /** ts_rank_cd of the segment against the search. */
  rank: number
  side: AmaSide
  /** Where in the call the line is, 0 (start) to 1 (end). */
  position: number
}

export interface AmaWindow {
  /** The best hit of the window: the line the answer quotes. */
  hitIdx: number
  fromIdx: number
  toIdx: number
  score: number
}

/**
 * A hit's score: its rank, times 2.5 on the preferred side ("who raised pricing" is answered by the prospect's
 * objection, not the rep's counter-offer), times 0.5–1.5 by position when later lines are preferred.
 */
export const hitScore = (hit: AmaHit, prefer: AmaPreference): number =>
  hit.rank * (prefer.side && hit.side === prefer.side ? 2.5 : 1) * (prefer.late ? 0.5 + hit.position : 1)

/**
 * The best `limit` hits, each with `radius` neighbouring lines either side for context; windows that touch are
 * merged (keeping the better hit). Ordered best first; ties go to the earlier moment.
 */
export function rankWindows(hits: readonly AmaHit[], prefer: AmaPreference, limit = AMA_PASSAGES, radius = 1): AmaWindow[] {
  const ranked = hits
    .map((h) => ({ hit: h, score: hitScore(h, prefer) }))
    .filter((h) => h.score > 0)
    .sort((a, b) => b.score - a.score || a.hit.idx - b.hit.idx)
  const windows: AmaWindow[] = []
  for (const { hit, score } of ranked) {
    if (windows.length >= limit) break
    const fromIdx = Math.max(0, hit.idx - radius)
    const toIdx = hit.idx + radius
    const near = windows.find((w) => fromIdx <= w.toIdx + 1 && toIdx >= w.fromIdx - 1)
    if (near) {
      near.fromIdx = Math.min(near.fromIdx, fromIdx)
      near.toIdx = Math.max(near.toIdx, toIdx)
      continue
    }
    windows.push({ hitIdx: hit.idx, fromIdx, toIdx, score })
  }
  return windows
}

/** The suggested questions: the follow-up e-mail first, then one per topic the call talks about. */
export function suggestedQuestions(topicsInCall: readonly string[]): string[] {
  return [AMA_FOLLOW_UP_QUESTION, ...AMA_TOPICS.filter((t) => topicsInCall.includes(t.name)).map((t) => t.suggestion)]
}
