import type { CallIndex, Sentence } from './sentence-index'

// Commitments, found once: every action item, next step, the checklist's next-steps signal, the best-practice card,
// the summary and the follow-up e-mail read this list, so they can never disagree.

export interface Commitment {
  owner: string
  side: Sentence['side']
  /** A short action in the imperative: "Send the revised proposal by Friday". */
  action: string
  sentence: Sentence
  /** Dated ("by Friday", "Tuesday at ten") or tied to the call's end ("after this call"). */
  dated: boolean
  /** Moves the deal: a meeting, a document for the other side, a trial, an introduction, a decision. */
  advancesDeal: boolean
  /** The other side said yes to it. */
  agreed: boolean
}

// First person about to act: "I'll", "we will", "let me", "let's", "I'm going to", "I can".
const MARKERS =
  /\b(?:i will|i'll|i'm going to|i am going to|i'm gonna|i am gonna|we will|we'll|we're going to|we are going to|we're gonna|let me|let's|lets|i can|we can|i need to|we need to|i have to|i'd like to|we'd like to|i'm happy to|happy to|i should|we should|i'll go ahead and|will do|i'd rather|we'd rather|i could|we could|you'll|you will|you're going to)\s+/gi

// What is done during the call, not after it.
const IN_CALL =
  /^(?:show|share|pull|walk|explain|tell|ask|start|go|jump|take a (?:quick )?look|think|see|hear|grab|stop|mute|unmute|move|switch|dive|kick|begin|recap|summari[sz]e|clarify|repeat|be honest|be clear|be quick|say|guess|pause|back up|step back|wrap|answer|talk about|focus|cover|check that i|make sure i understand|play|put it|put that)\b/i
const NOW = /\b(?:right now|real quick|quickly|now|here|on screen|on my screen|in a second|for a sec)\b/i
// Verbs of follow-up work.
const ACT =
  /^(?:let you know|take (?:that|it|this|them) (?:to|back)|send|email|e-mail|shoot|forward|share (?:it|that|the|a|some)|get (?:back|you|that|it|them|those|this|a|the|some)|follow|circle|loop|introduce|intro|connect|set up|setup|schedule|book|put (?:together|something|time|it on|a hold|an invite)|draft|write|prepare|pull together|run (?:it|this|that) by|check (?:with|on|into)|talk (?:to|with)|review|look (?:into|at|over)|confirm|reach out|call|ping|update|bring|have (?:a|the|an|it|that|my|our)|come (?:out|by|back)|swing by|stop by|do (?:a|the|an|that|it)|get started|order|file|open|escalate|fix|refund|credit|process|add|create|ask|find out|figure|dig|keep|finali[sz]e|sign|submit|meet|touch base|reconnect|hold|block|lock|try|test|install|inspect|measure|come up with|work (?:on|up)|iron out|turn around|reschedule|move|text|mail|give|walk (?:them|him|her|your)|demo|present|invite)\b/i
const MEETING =
  /\b(?:meeting|call|demo|session|visit|appointment|walkthrough|workshop|review|consultation|inspection|estimate|trial|pilot|poc|invite|calendar|follow[- ]up|sync|check[- ]in|onsite|on-site)\b/i
const DEAL_OBJECT =
  /\b(?:proposal|quote|pricing|contract|agreement|order form|sow|msa|nda|deck|case study|references?|questionnaire|security|trial|pilot|poc|demo|meeting|call|invite|intro|introduction|estimate|inspection|visit|appointment|paperwork|invoice|credit|refund|numbers|plan|options|roadmap|summary|recap|info|information|details|docs?|documentation|links?|samples?|report|business case|approval|decision|answer|budget|legal|procurement|team|boss|cfo|wife|husband|partner)\b/i
const WHEN =
  /\b(?:today|tonight|tomorrow|this (?:week|afternoon|evening|morning|friday|monday|tuesday|wednesday|thursday)|next (?:week|month|monday|tuesday|wednesday|thursday|friday|time)|by (?:end of|eod|eow|monday|tuesday|wednesday|thursday|friday|the end|then)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|monday|tuesday|wednesday|thursday|friday|saturday|sunday|after (?:this|the call|we hang up)|end of (?:day|week|the week|the month)|within (?:the|a|an|\w+) (?:hour|day|days|week)|in (?:a|an|\w+) (?:hour|day|days|week|weeks)|first thing|\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)|o'clock|noon)\b/i
const DAY_OR_TIME =
  /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)|o'clock|noon|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:-thirty|-fifteen| thirty| fifteen)? (?:am|pm|o'clock|eastern|central|pacific|mountain))\b/i
const AGREE =
  /^(?:yes|yeah|yep|yup|sure|great|perfect|sounds good|that works|works for me|works for us|ok|okay|absolutely|definitely|deal|let's do it|let's do that|that'd be great|that would be great|please|awesome|cool|fine|alright|all right|good|excellent|wonderful|appreciate|thank|thanks)\b/i
const DECLINE = /^(?:no|nah|not really|i don't think|we're not|actually no|we'll pass|pass)\b/i
const CONDITIONAL = /^\s*(?:if|when|once|unless|assuming)\b/i

const FILLER =
  /^(?:(?:do is|do is i'll|do is we'll|also|just|then|definitely|quickly|probably|personally|certainly|go ahead and|try to|be sure to|make sure to|really|actually|absolutely|totally|gladly|happily|um|uh|like)\s+)+/i
const CLAUSE_END = /\s*(?:[.;!?]|,\s*(?:and|but|so|because|since|which)\b|\s(?:so that|so we|so you|because|but|and then we|and you|and if)\b).*$/i

const cap = (t: string) => t.charAt(0).toUpperCase() + t.slice(1)

/** The action of a commitment, cut to its clause and to 14 words, without the speaker's first person. */
function actionOf(rest: string): string {
  let action = rest.replace(FILLER, '').replace(CLAUSE_END, '').trim()
  const words = action.split(/\s+/)
  if (words.length > 14) action = words.slice(0, 14).join(' ')
  action = action
    .replace(/\b(?:you guys|y'all)\b/gi, 'you')
    .replace(/[\s,;:-]+$/, '')
    .trim()
  return cap(action)
}

function agreedByOtherSide(call: CallIndex, s: Sentence): boolean {
  const turn = call.turns[s.turn]
  for (let i = turn.index + 1; i < Math.min(call.turns.length, turn.index + 3); i++) {
    const t = call.turns[i]
    if ((t.side === 'rep') === (turn.side === 'rep')) continue
    const text = call.sentences[t.first]?.lower.replace(/^(?:um|uh|oh|so|and|well)[, ]+/, '') ?? ''
    if (DECLINE.test(text)) return false
    return AGREE.test(text) || WHEN.test(text)
  }
  return false
}

/** "Does Thursday at two work for the demo?" — "Thursday works." A dated meeting the other side accepts. */
function proposedMeeting(call: CallIndex, s: Sentence): Commitment | null {
  const when = WHEN.exec(s.lower)
  if (!when) return null
  const meeting = MEETING.exec(s.lower)
  const dayOrTime = DAY_OR_TIME.test(s.lower)
  // A proposed time the other side takes, or a time confirmed ("Eight-thirty Tuesday, done.").
  const proposed = s.question && (meeting || dayOrTime) && agreedByOtherSide(call, s)
  const next = call.sentences[s.index + 1]
  const echoed = s.words <= 6 && next?.turn === s.turn && /^(?:got it|perfect|great|done|noted|sounds good|that works)\b/.test(next.lower)
  const confirmed = !s.question && dayOrTime && (echoed || /\b(?:done|booked|locked in|confirmed|works|see you (?:then|on))\b/.test(s.lower))
  if (!proposed && !confirmed) return null
  const what = !meeting ? 'meeting' : meeting[0].toLowerCase() === 'call' ? 'follow-up call' : meeting[0].toLowerCase()
  return {
    owner: s.speaker,
    side: s.side,
    action: `Hold the ${what} ${/^(?:on|at|by|next|this|in|within|after|today|tomorrow|tonight|end)\b/i.test(when[0]) ? '' : 'on '}${s.text.slice(when.index, when.index + when[0].length)}`,
    sentence: s,
    dated: true,
    advancesDeal: true,
    agreed: true,
  }
}

/** A recap line in the imperative near the end of a call: "Send Marco the security package today." */
function recapItem(call: CallIndex, s: Sentence): Commitment | null {
  if (s.question || s.startMs < 0.6 * call.durationMs) return null
  const text = s.text.replace(/^(?:(?:so|okay|ok|and|then|me|you|us|them|from us|from you|on our side|on your side)[,.:]?\s+)+/i, '')
  const lower = text.toLowerCase()
  if (!ACT.test(lower) || !(WHEN.test(lower) || DEAL_OBJECT.test(lower))) return null
  const action = actionOf(text)
  if (action.split(/\s+/).length < 3) return null
  return { owner: s.speaker, side: s.side, action, sentence: s, dated: WHEN.test(lower), advancesDeal: true, agreed: agreedByOtherSide(call, s) }
}

/** The commitments of a call, in order, each once. */
export function findCommitments(call: CallIndex): Commitment[] {
  const out: Commitment[] = []
  for (const s of call.sentences) {
    const markers = [...s.lower.matchAll(MARKERS)]
    if (markers.length === 0) {
      const proposed = proposedMeeting(call, s) ?? underWay(call, s) ?? recapItem(call, s)
      if (proposed) out.push(proposed)
      continue
    }
    for (const m of markers) {
      const found = commitmentAt(call, s, m)
      if (found) out.push(found)
    }
  }
  return out
}

// "I'm opening a ticket for both", "we're sending the paperwork tonight": work under way that outlasts the call.
const UNDER_WAY = /\b(?:i'm|i am|we're|we are)\s+((?:also\s+|just\s+)?([a-z]+)ing)\b/gi

function underWay(call: CallIndex, s: Sentence): Commitment | null {
  if (s.question) return null
  for (const m of s.lower.matchAll(UNDER_WAY)) {
    const rest = s.text.slice((m.index ?? 0) + m[0].length - m[1].length)
    const restLower = rest.toLowerCase()
    if (
      IN_CALL.test(restLower) ||
      /^(?:looking|seeing|thinking|talking|trying|wondering|hoping|going|getting|having|doing|saying|asking|showing|sharing)\b/.test(m[1].toLowerCase())
    )
      continue
    if (NOW.test(restLower) && !WHEN.test(restLower)) continue
    if (!(WHEN.test(restLower) || DEAL_OBJECT.test(restLower))) continue
    const action = actionOf(rest.replace(/^(?:also|just)\s+/i, '').replace(/^([a-z]+)ing\b/i, (_, stem: string) => infinitive(stem)))
    if (action.split(/\s+/).length < 3) continue
    const clause = action.toLowerCase()
    return { owner: s.speaker, side: s.side, action, sentence: s, dated: WHEN.test(clause), advancesDeal: true, agreed: agreedByOtherSide(call, s) }
  }
  return null
}

/** "open" from "open(ing)", "move" from "mov(ing)", "put" from "putt(ing)". */
function infinitive(stem: string): string {
  if (/([bcdfgklmnprstvz])\1$/.test(stem) && !/(?:ll|ss|zz)$/.test(stem)) return stem.slice(0, -1)
  if (/(?:[^aeiou][aeiou][cgkrsvz]|at|ak|ok|uc|ar|ur)$/.test(stem) && !/(?:en|er|ow|ss)$/.test(stem)) return `${stem}e`
  return stem
}

/** The commitment a first-person marker opens, when what follows is work to do after the call. */
function commitmentAt(call: CallIndex, s: Sentence, m: RegExpExecArray | RegExpMatchArray): Commitment | null {
  {
    const rest = s.text.slice((m.index ?? 0) + m[0].length)
    const restLower = rest.toLowerCase().replace(FILLER, '')
    if (IN_CALL.test(restLower) && !/\b(?:after|later|tomorrow|tonight|next|by|over to you|with you)\b/i.test(restLower)) return null
    if (!ACT.test(restLower) && !(followUpVerb(s, restLower) && (WHEN.test(restLower) || DEAL_OBJECT.test(restLower)))) return null
    if (NOW.test(restLower) && !WHEN.test(restLower)) return null
    // A question is a proposal ("shall we book Tuesday?"); it counts when it is "let's …" or the other side says yes.
    if (s.question && !/^(?:let's|lets)\b/.test(m[0].toLowerCase().trim()) && !agreedByOtherSide(call, s)) return null
    if (CONDITIONAL.test(s.lower) && !WHEN.test(s.lower)) return null
    const action = actionOf(rest)
    if (action.split(/\s+/).length < 2) return null
    const clause = action.toLowerCase()
    const dated = WHEN.test(clause) || ((s.entities.includes('DATE') || s.entities.includes('TIME')) && WHEN.test(s.lower))
    const advancesDeal = MEETING.test(clause) || DEAL_OBJECT.test(clause) || dated
    return { owner: s.speaker, side: s.side, action, sentence: s, dated, advancesDeal, agreed: agreedByOtherSide(call, s) }
  }
}

// Verbs of talk and thought, which are no work to do after a call.
const NOT_WORK =
  /^(?:be|have|think|guess|say|tell|feel|know|mean|hope|imagine|assume|bet|suppose|want|like|love|need|see|hear|ask|talk|go|get|do|try|wait|admit|agree|understand|remember|promise|answer|show|share|walk|explain|start|jump|dive|take|give)$/

/** The first word after the marker is a verb of work ("I'll put a number in front of you"), not of talk. */
function followUpVerb(s: Sentence, rest: string): boolean {
  const word = /^[a-z']+/.exec(rest)?.[0]
  if (!word || NOT_WORK.test(word)) return false
  return s.pos.some(([w, tag]) => w === word && tag === 'VERB')
}

/** The action items: every commitment, each owner's same action once (at its first mention). */
export function actionItemsOf(commitments: readonly Commitment[]): Commitment[] {
  const seen = new Set<string>()
  return commitments.filter((c) => {
    const key = `${c.owner}\u0000${c.action
      .toLowerCase()
      .replace(/[^a-z0-9 ]+/g, '')
      .replace(/\s+/g, ' ')
      .trim()}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

const WHEN_KEY = (c: Commitment) => (WHEN.exec(c.action)?.[0] ?? '').toLowerCase()

/**
 * The next steps of the deal: commitments that move it, each once. A meeting confirmed in reply to a proposed one
 * ("Tuesday at ten works") is the same step, not another.
 */
export function nextStepsOf(commitments: readonly Commitment[]): Commitment[] {
  const moving = commitments.filter((c) => c.advancesDeal)
  const seen = new Set<string>()
  const meetings = new Set<string>()
  return moving.filter((c) => {
    const key = c.action.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    if (c.action.startsWith('Hold the ')) {
      const when = WHEN_KEY(c)
      if (meetings.has(when)) return false
      meetings.add(when)
    }
    return true
  })
}
