import { type AmaCitation, citationOf } from '@parley/shared/rules/ama-answer'
import { contentWords } from '@parley/shared/rules/ama-retrieval'
import { formatHms } from '@parley/shared/rules/snippet-time'
import { cosine, readSentences, STOP_WORDS, stemOf, tokenize, vectorOf, vectorOfTokens, wordVector } from '../analysis'

// The offline chat over one call: every line of the transcript ranked against the question by its words (BM25 with
// near-synonyms counted partly), its meaning, the speaker the question names and the side it asks about; a question
// or an announcement hands its relevance to the answer that follows it; nothing close enough is "not discussed".

export interface MomentLine {
  idx: number
  speaker: string | null
  side: 'rep' | 'prospect' | 'unknown'
  startMs: number
  text: string
}

export interface MomentAnswer {
  answer: string
  reasoning: string
  citations: (AmaCitation & { idx: number })[]
  noAnswer: boolean
}

export const NOT_DISCUSSED = "This wasn't discussed in this call."

const K1 = 1.2
const B = 0.5
/** Below this share of the question's weight found in one place, the call does not answer it. */
const COVERAGE_NEEDED = 0.2
/** A line by the speaker the question names needs less of the question's words: the name has narrowed the search. */
const COVERAGE_NAMED = 0.15
/** A question with words the whole call never uses needs most of the rest found in one place. */
const COVERAGE_WITH_MISSING = 0.7
/** A "when" or "how much" answered by a line without a date or number needs more found. */
const COVERAGE_UNTYPED = 0.7
const SOFT_MATCH = 0.68
/** How much a verb or adjective of the question counts towards its coverage, against a noun's 1. */
const PARAPHRASED = 0.5

const ANNOUNCES =
  /^(?:(?:so|okay|ok|and|now|alright|right|um|uh)[, ]+)*(?:let's (?:talk|move|turn|go|get|look|start|jump|dive)|let me (?:ask|start|move|turn|present|walk)|(?:first|next|now) (?:i|we)(?:'ll| will| want to| would like to)|i(?:'ll| will| want to| would like to) (?:present|talk|start|cover|move|ask)|moving on|the (?:next|first) (?:topic|thing|item)|can we talk about|i wanted to (?:ask|talk|touch))\b/i
/** A question as a speech recogniser writes it, without its question mark ("and your fiscal year starts"). */
const ASKS =
  /^(?:(?:so|and|okay|ok|um|uh|yeah|right|alright)[, ]+)*(?:what|when|where|who|why|how|which|do you|does|did you|are you|is (?:it|that|there)|can you|could you|would you|will you|have you|and your|your \w+ (?:is|starts|ends))\b[^.!]*$/i
const BUYER_WORDS = /\b(?:they|prospect|customer|client|buyer|homeowner|he|she|their|them)\b/i
/** A seller's role in a speaker label ("Account Executive", "Sales Engineer", "CSM"). */
const SELLER_ROLE =
  /\b(?:account (?:executive|manager|director)|sales|solutions? (?:engineer|consultant)|customer success|csm|bdr|sdr|business development|rep)\b/i
const sideOf = (line: MomentLine) => (line.side !== 'unknown' ? line.side : line.speaker && SELLER_ROLE.test(line.speaker) ? 'rep' : 'unknown')

/** Who approves, signs, decides or holds the budget is the buyer's to say. */
const BUYER_MATTERS = /\b(?:approve|approves|approval|sign|signs|signer|sign-off|decide|decides|decision|decision-maker|budget|involved)\b/i
const SELLER_WORDS = /\b(?:we|rep|our|us|sales|seller)\b/i

export interface Scored {
  line: MomentLine
  score: number
  coverage: number
  /** Question words the whole call never uses, nor any word close to them (names aside). */
  missing: string[]
  /** The share of the question's weight the whole call uses somewhere. */
  callCoverage: number
  /** Acronyms of the question the whole call never says. */
  unknown: string[]
  /** Whether the line carries the kind of answer the question wants (a date for "when", a number for "how much"). */
  typed: boolean
  /** Whether the line, or the line it replies to, names the thing whose value is asked ("employees" in "how many employees…"). */
  focused: boolean
  /** Whether the line is by the speaker the question names. */
  asked: boolean
}

// What kind of answer a question wants, and what in a line carries it: the entities wink tags, words of the kind,
// or (for "who") a name or a role.
interface Want {
  kind: 'time' | 'money' | 'count' | 'who'
  question: RegExp
  entities: readonly string[]
  words: RegExp
  names?: boolean
}
const WANTS: readonly Want[] = [
  {
    kind: 'time',
    question: /^(?:when|by when|what (?:date|day|time)|what (?:\S+ ){0,3}(?:date|deadline|timeline|timing|time ?frame)s?\b)/i,
    entities: ['DATE', 'TIME'],
    words:
      /\b(?:today|tomorrow|tonight|(?:next|this|last) (?:week|month|quarter|year|spring|summer|fall|winter)|end of|q[1-4]|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|spring|summer|fall|autumn|winter|morning|afternoon|evening|noon|o'clock|january|february|march|april|june|july|august|september|october|november|december|holidays?|thanksgiving|christmas|new year|\d{1,2}(?:st|nd|rd|th)|(?:first|second|third|fourth|fifth|tenth|fifteenth|twentieth|thirtieth) of (?:the )?(?:month|year|quarter|january|february|march|april|may|june|july|august|september|october|november|december)|(?:in|within) (?:a|\w+) (?:days?|weeks?|months?))\b/i,
  },
  {
    kind: 'time',
    question: /^(?:how soon|how long|how quickly)\b/i,
    entities: ['DATE', 'TIME', 'DURATION'],
    words: /\b(?:today|tomorrow|days?|weeks?|months?|years?|quarters?|hours?|end of|right away|immediately|asap)\b/i,
  },
  {
    kind: 'money',
    question:
      /^(?:how much(?! (?:time|longer|notice|lead time))|what(?:'s| is| was| are| were)? (?:the )?(?:\S+ ){0,3}(?:price|discount|budget|amount|rate|percentage|cost|range|quote|fee|premium|deductible|revenue|value|spend|figure|salary)s?\b|what (?:do|does|did) (?:\S+ ){1,4}(?:pay|spend|charge|quote)\b)/i,
    entities: ['MONEY', 'PERCENT'],
    // Spoken amounts: "$40k", "forty grand", "six hundred", "one twenty nine a month", "eleven-four", "twelve percent".
    words:
      /[$£€]|\b(?:dollars?|bucks|grand|hundred|thousand|million|billion|percent)\b|\d\s?(?:k|%)|\b(?:\d[\d,.]*|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:-\w+)?) (?:a|per|an) (?:month|year|seat|user|head|location|van|truck|hour|week|license|square)\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)-(?:one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b|\b\d{3,}/i,
  },
  {
    kind: 'count',
    question: /^(?:how many|what (?:number|share|percentage|proportion) of)\b/i,
    entities: ['CARDINAL', 'PERCENT'],
    words:
      /\b(?:\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|dozen|half|couple|handful)/i,
  },
  {
    kind: 'who',
    question: /^(?:who|whom)\b/i,
    entities: [],
    words:
      /\b(?:ceo|cfo|coo|cto|cio|ciso|vp|president|director|manager|boss|owner|board|head of|partner|wife|husband|legal|procurement|finance|committee|controller|founder|chief|supervisor|lawyer|counsel|himself|herself|myself|me)\b/i,
    names: true,
  },
]

// Number words read as digits, so "20%" finds "twenty percent" and "seventy-five k" finds "75".
const UNITS = 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(' ')
const TENS = 'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ')
function numberOf(word: string): string | null {
  const u = UNITS.indexOf(word)
  if (u >= 0) return String(u)
  const [tens, unit] = word.split('-')
  const t = TENS.indexOf(tens)
  if (t < 0) return null
  const v = unit === undefined ? 0 : UNITS.indexOf(unit)
  return v >= 0 && v < 10 ? String(20 + 10 * t + v) : null
}

const isNumber = (w: string) => /^\d/.test(w) || numberOf(w) !== null || /^(?:hundred|thousand|dozen|couple)$/.test(w)

/** A word as it is matched: its number, or its Porter stem. */
export function termOf(word: string): string {
  return numberOf(word) ?? stemOf(word.replace(/'s$/, ''))
}

/** A line's words as matched: hyphenated words count whole and by their parts ("follow-up", "follow", "up"). */
function wordsOf(text: string): string[] {
  const out: string[] = []
  for (const t of tokenize(text.replace(/%/g, ' percent'))) {
    out.push(t)
    if (t.includes('-') && numberOf(t) === null) for (const p of t.split('-')) if (p.length > 1) out.push(p)
  }
  return out
}

const entityCache = new Map<string, string[]>()
/** The entity types wink tags in a line, remembered for the next question about the same call. */
function entitiesOf(text: string): string[] {
  let out = entityCache.get(text)
  if (!out) {
    out = readSentences(text).flatMap((s) => s.entities)
    if (entityCache.size >= 20_000) entityCache.clear()
    entityCache.set(text, out)
  }
  return out
}

/** Speakers the question names ("What did Dana say…"): by any word of their label. */
function namedSpeakers(question: string, lines: readonly MomentLine[], spokenNames = new Map<string, string>()): Set<string> {
  const words = new Set(tokenize(question))
  const out = new Set<string>()
  for (const l of lines) {
    const label = l.speaker?.trim()
    if (!label || out.has(label)) continue
    const parts = tokenize(label).filter((p) => p.length > 2 && !/^(?:speaker|spk)$/.test(p))
    if (parts.length > 0 && parts.every((p) => words.has(p))) out.add(label)
    else if (parts.some((p) => words.has(p) && p.length > 3 && !/^(?:account|executive|manager|lead|engineer|director|sales|head|chief|officer)$/.test(p)))
      out.add(label)
  }
  if (out.size > 0) return out
  // Speakers labelled by role or number are known by the name they give ("it's Tom from Harbor") or are called by
  // ("Hi Linda", "Thanks, Linda."): the one addressed is the next other voice.
  const names = question
    .split(/\s+/)
    .slice(1)
    .map((w) => w.replace(/'s$|[^A-Za-z'-]/g, ''))
    .filter((w) => /^[A-Z][a-z]{2,}$/.test(w))
    .map((w) => w.toLowerCase())
  for (const name of names) {
    const votes = new Map<string, number>()
    const vote = (label: string | null | undefined, n: number) => {
      if (label) votes.set(label.trim(), (votes.get(label.trim()) ?? 0) + n)
    }
    // "It's Tom from Harbor", "Greg. Greg Halvorsen." (one's own name, not an e-mail address being spelled).
    const gives = new RegExp(
      `(?:\\b(?:i'm|i am|this is|it's|it is|my name is|name's|name is)\\s+${name}\\b(?![.@]\\w|\\s+(?:at|dot)\\b)|^${name}(?:[.!]\\s|[.!]?$|\\s+[A-Z][a-z]+[.!]?$))`,
      'i',
    )
    // "Hi Linda", "Thanks, Linda.", "You're welcome, Greg.": the name said to someone.
    const calls = new RegExp(
      `(?:^|[,.!?;]\\s*|\\b(?:hi|hey|hello|thanks|thank you|welcome|bye|morning|afternoon|sorry|okay|ok)\\s*,?\\s+)${name}(?=\\s*[,.!?;]|\\s*$)`,
      'i',
    )
    lines.forEach((l, k) => {
      if (gives.test(l.text)) vote(l.speaker, 2)
      else if (calls.test(l.text.trim())) vote(lines.slice(k + 1, k + 4).find((r) => r.speaker !== l.speaker)?.speaker, 1)
    })
    const best = [...votes].sort((a, b) => b[1] - a[1])[0]
    // The first name the question gives is whom it asks about ("When will Tanya call Owen back?").
    if (best && best[1] >= 2) {
      spokenNames.set(best[0], name)
      return new Set([best[0]])
    }
  }
  return out
}

const VALUE_WORDS = 'budget|discount|rate|percentage|fee|premium|deductible|revenue|salary|length|headcount|margin|turnover'
/** The thing whose value a question asks: "employees" in "How many employees…", "revenue" in "What is their annual revenue?". */
export function focusOf(question: string): string | null {
  const q = question.trim().toLowerCase()
  const many = q.match(/^how (?:much|many) ([a-z][a-z'-]*)/)
  if (many && !/^(?:is|are|was|were|did|does|do|will|would|can|could|should|has|have|had|of|more|less)$/.test(many[1])) return many[1]
  const value = q.match(new RegExp(`^(?:what|which)(?:'s| is| was| are| were)? (?:the )?(?:\\S+ ){0,3}?(${VALUE_WORDS})s?\\b`))
  return value ? value[1] : null
}

const REACTION =
  /\b(?:react|reacted|reacting|respond|responded|response|reaction|take|took|receive|received|think of|thought of|feel about|felt about|make of|made of)\b/i

/** Nouns that frame what is asked rather than name it ("the status of the review", "application trends"). */
const FRAMES = /^(?:status|trends?|situation|details?|updates?|progress|thoughts?|feedback|opinions?|reasons?|views?|take|state|overview|summary|specifics)$/

/** Verbs of asking, not of the answer ("what did she say about…"). */
const ASKING = /^(?:say|says|said|talk|talked|discuss|discussed|mention|mentioned|think|thought|feel|felt|ask|asked|tell|told)$/

export function rankMoments(question: string, lines: readonly MomentLine[]): Scored[] {
  // The speaker's own label, or the name the call knows them by, points at whose lines, not at what they said.
  const spokenNames = new Map<string, string>()
  const named = namedSpeakers(question, lines, spokenNames)
  const nameWords = new Set([...named].flatMap((n) => tokenize(n)).concat([...spokenNames.values()]))
  const surfaces = [
    ...new Set(
      contentWords(question.replace(/%/g, ' percent'))
        .flatMap((w) => (w.includes('-') && numberOf(w) === null ? [w, ...w.split('-')] : [w]))
        .filter((w) => w.length > 1 && !STOP_WORDS.has(w) && !nameWords.has(w) && !ASKING.test(w)),
    ),
  ]
  // One term per distinct stem; its surface word gives its meaning.
  const byTerm = new Map<string, string>()
  for (const w of surfaces) if (!byTerm.has(termOf(w))) byTerm.set(termOf(w), w)
  const terms = [...byTerm.keys()]
  if (terms.length === 0 || lines.length === 0) return []
  const surface = [...byTerm.values()]
  // A question in two parts ("Which vendor did they choose, and when did they sign?") is answered part by part.
  const parts = question
    .split(/,?\s+and\s+(?=(?:when|why|how|what|which|who|where|whether|on what|did|does|is|are)\b)/i)
    .map((p) => new Set(contentWords(p.replace(/%/g, ' percent')).map(termOf)))
  const docs = lines.map((l) => wordsOf(l.text))
  const docTerms = docs.map((d) => d.map(termOf))
  const avg = docs.reduce((s, d) => s + d.length, 0) / docs.length
  const termVectors = surface.map((t) => wordVector(t))
  // Each term's presence per line: 1 for the word itself, partly for a word close in meaning.
  const vocabulary = new Map<string, number[]>()
  const closeness = (w: string, t: string): number[] => {
    let row = vocabulary.get(w)
    if (!row) {
      const v = wordVector(w)
      row = terms.map((term, i) => (term === t ? 1 : v && termVectors[i] ? Math.max(0, cosine(v, termVectors[i] as Float32Array)) : 0))
      vocabulary.set(w, row)
    }
    return row
  }
  const tf = docs.map((d, k) => {
    const counts = terms.map(() => 0)
    d.forEach((w, j) => {
      const row = closeness(w, docTerms[k][j])
      for (let i = 0; i < terms.length; i++)
        if (row[i] >= 1) counts[i] += 1
        else if (row[i] >= SOFT_MATCH) counts[i] += 0.5 * row[i]
    })
    return counts
  })
  const df = terms.map((_, i) => tf.filter((c) => c[i] > 0).length)
  const idf = df.map((n) => Math.log(1 + (docs.length - n + 0.5) / (n + 0.5)))
  // A name in the question ("What did Greg say…") points at a speaker more than at the words of the answer.
  const names = new Set(
    question
      .split(/\s+/)
      .slice(1)
      .filter((w) => /^[A-Z][a-z]/.test(w))
      .map((w) => termOf(w.toLowerCase().replace(/[^a-z0-9'-]/g, ''))),
  )
  terms.forEach((t, i) => {
    if (names.has(t)) idf[i] *= 0.4
  })
  // The question's nouns and numbers name what it is about; its verbs and adjectives are the asker's wording, which
  // the answer may well put otherwise ("react", "commit", "upcoming").
  const tags = new Map(readSentences(question).flatMap((s) => s.pos))
  const topical = surface.map((w) => !FRAMES.test(w) && !/^(?:VERB|ADJ|ADV|ADP|AUX)$/.test(tags.get(w) ?? tags.get(w.split('-')[0]) ?? 'NOUN'))
  const weight = topical.map((t) => (t ? 1 : PARAPHRASED))
  const missing = terms.filter((t, i) => df[i] === 0 && !names.has(t) && topical[i]).map((t) => byTerm.get(t) as string)
  // An acronym the call never says ("SEER") is a thing the call did not talk about (names of companies and products
  // often go unsaid by the people who work there).
  const proper = new Set(
    question
      .split(/\s+/)
      .map((w) => w.replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, ''))
      .filter((w) => /^[A-Z]{2,}s?$/.test(w))
      .map((w) => termOf(w.toLowerCase())),
  )
  const unknown = terms.filter((t, i) => df[i] === 0 && proper.has(t)).map((t) => byTerm.get(t) as string)
  // How much of the question (of its best-known part) the call uses anywhere; names may go unsaid.
  let callCoverage = 0
  for (const part of parts.length > 1 ? parts : [new Set(terms)]) {
    let whole = 0
    let known = 0
    terms.forEach((t, i) => {
      if (!part.has(t)) return
      whole += idf[i] * weight[i]
      if (df[i] > 0 || names.has(t) || FRAMES.test(surface[i])) known += idf[i] * weight[i]
    })
    if (whole > 0) callCoverage = Math.max(callCoverage, known / whole)
  }
  const qv = vectorOf(surface.join(' '))
  const wantsBuyer = (BUYER_WORDS.test(question) || BUYER_MATTERS.test(question)) && !SELLER_WORDS.test(question)
  const wants = WANTS.find((w) => w.question.test(question.trim()))
  const carries = (text: string, read: boolean) =>
    !wants ||
    wants.words.test(text) ||
    (wants.names === true && /[a-z,;]\s+[A-Z][a-z]+/.test(text)) ||
    (read && wants.entities.length > 0 && entitiesOf(text).some((e) => wants.entities.includes(e)))
  const base: Scored[] = lines.map((line, k) => {
    let bm = 0
    for (let i = 0; i < terms.length; i++) {
      const f = tf[k][i]
      if (f > 0) bm += (idf[i] * f * (K1 + 1)) / (f + K1 * (1 - B + (B * docs[k].length) / avg))
    }
    let coverage = 0
    for (const part of parts.length > 1 ? parts : [new Set(terms)]) {
      let covered = 0
      let whole = 0
      for (let i = 0; i < terms.length; i++) {
        if (!part.has(terms[i])) continue
        whole += idf[i] * weight[i]
        covered += idf[i] * weight[i] * Math.min(1, tf[k][i])
      }
      if (whole > 0) coverage = Math.max(coverage, covered / whole)
    }
    const meaning = Math.max(0, cosine(vectorOfTokens(docs[k]), qv))
    const score = bm + 2 * meaning * (coverage > 0 ? 1 : 0.3)
    return { line, score, coverage, callCoverage, missing, unknown, typed: !wants, focused: true, asked: false }
  })
  const focus = focusOf(question)
  const f = focus === null ? -1 : terms.indexOf(termOf(focus))
  if (f >= 0 && wants?.kind === 'count') {
    // A count is said before the thing counted ("twelve techs", "about 4,000 active SKUs"), or as the reply to a
    // question that names it.
    const counts = (k: number) =>
      docs[k].some((w, j) => {
        if (!isNumber(w)) return false
        for (let n = j + 1; n <= j + 3 && n < docs[k].length; n++) {
          if (/^(?:per|a|an|each|every|of)$/.test(docs[k][n])) return false
          if (closeness(docs[k][n], docTerms[k][n])[f] >= SOFT_MATCH) return true
        }
        return false
      })
    base.forEach((b, k) => {
      const asked = [k - 1, k - 2].some((j) => j >= 0 && tf[j][f] > 0 && /\?\s*$/.test(lines[j].text) && lines[j].speaker !== b.line.speaker)
      b.focused = counts(k) || (asked && docs[k].some(isNumber))
    })
  } else if (f >= 0)
    base.forEach((b, k) => {
      b.focused = tf.slice(Math.max(0, k - 2), k + 1).some((c) => c[f] > 0)
    })
  // A question or an announcement introduces; the next speaker's reply answers and inherits part of its relevance.
  // Any line hands a little of its relevance to the reply after it: talk about a topic runs over turns.
  const own = base.map((b) => b.score)
  // A reaction is asked of what was said before it ("How did they react to the discount?").
  const reaction = REACTION.test(question)
  for (let k = 0; k < base.length; k++) {
    const text = base[k].line.text.trim()
    const asks = /\?\s*$/.test(text) || ASKS.test(text)
    const introduces = asks || ANNOUNCES.test(text)
    // The reply to a question may be two words ("July first."); other replies say something of their own.
    const reply = base.slice(k + 1, k + 3).find((r) => r.line.speaker !== base[k].line.speaker && tokenize(r.line.text).length >= (asks ? 2 : 4))
    if (reply) {
      reply.score += (introduces || reaction ? 0.6 : 0.25) * own[k]
      if (introduces || reaction) reply.coverage = Math.max(reply.coverage, 0.9 * base[k].coverage)
    }
    if (introduces) base[k].score *= 0.55
  }
  // Who is asked about and what kind of answer is wanted weigh each line once its context has been counted. Only a
  // line within reach of the best (0.6 / 1.3 of it) is read for entities: the others cannot rise to the top.
  const best = Math.max(0, ...base.map((b) => b.score))
  for (const b of base) {
    if (wants) b.typed = carries(b.line.text, b.score >= 0.45 * best)
    b.asked = b.line.speaker !== null && named.has(b.line.speaker.trim())
    if (named.size > 0) b.score *= b.asked ? 1.6 : 0.7
    if (wantsBuyer && sideOf(b.line) === 'rep') b.score *= 0.8
    if (wants) b.score *= b.typed ? 1.3 : 0.6
  }
  return base.filter((s) => s.score > 0).sort((a, b) => b.score - a.score || a.line.idx - b.line.idx)
}

/** The best sentence of a line for the question: the one sharing most of its words (the first on a tie). */
function quoteOf(text: string, question: string): string {
  const sentences = text
    .match(/[^.!?]+[.!?]*/g)
    ?.map((s) => s.trim())
    .filter(Boolean) ?? [text]
  const words = new Set(contentWords(question).map(termOf))
  let best = sentences[0] ?? text
  let hits = -1
  for (const s of sentences) {
    const n = wordsOf(s)
      .map(termOf)
      .filter((w) => words.has(w)).length
    if (n > hits) {
      hits = n
      best = s
    }
  }
  return best.length > 240 ? `${best.slice(0, 239).trimEnd()}…` : best
}

/** The answer to a question about one call, quoted from it, or "not discussed" when nothing answers it. */
export function answerFromCall(question: string, lines: readonly MomentLine[], _competitors: readonly string[] = []): MomentAnswer {
  const ranked = rankMoments(question, lines)
  const top = ranked[0]
  const unanswered =
    !top ||
    top.coverage < (top.asked ? COVERAGE_NAMED : COVERAGE_NEEDED) ||
    (!top.asked && top.callCoverage < 0.999 && top.coverage < COVERAGE_WITH_MISSING) ||
    !top.focused ||
    top.unknown.length > 0 ||
    (!top.typed && top.coverage < COVERAGE_UNTYPED)
  if (unanswered) {
    return { answer: NOT_DISCUSSED, reasoning: 'Nothing in this call matches the question closely enough.', citations: [], noAnswer: true }
  }
  const moments = [top, ...ranked.slice(1).filter((r) => r.coverage >= COVERAGE_NEEDED && r.score >= 0.35 * top.score)].slice(0, 3)
  const citations = moments.map((m) => ({
    ...citationOf({ idx: m.line.idx, speaker: m.line.speaker, startMs: m.line.startMs, text: m.line.text }),
    idx: m.line.idx,
  }))
  const speaker = top.line.speaker?.trim() || 'Unknown speaker'
  return {
    answer: `${speaker} at ${formatHms(top.line.startMs / 1000)}: “${quoteOf(top.line.text, question)}”`,
    reasoning: `Quoted from the call's transcript; the most relevant moments: ${citations.map((c) => `${c.timestamp} (${c.speaker})`).join(', ')}.`,
    citations,
    noAnswer: false,
  }
}
