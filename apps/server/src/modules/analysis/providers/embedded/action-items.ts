import type { CallIndex, Sentence } from './sentence-index'

export interface ActionItem {
  owner: string
  side: Sentence['side']
  text: string
  sentence: Sentence
}

// "I'll send…", "we will…", "let me…", "I can put together…": a first-person commitment to a follow-up verb.
const COMMIT =
  /\b(?:i'll|i will|we'll|we will|i'm going to|we're going to|i am going to|let me|let's|i can|i need to|i have to|happy to|i'm happy to|i'd like to|we can)\s+(?:(?:also|just|then|definitely|quickly|probably|personally|get|go|try)\s+)?(send|shoot over|share|forward|loop in|set up|book|schedule|draft|write up|write|follow up|get back|come back|pull|dig up|reach out|introduce|intro|connect|put you in touch|put together|put that|lay that|take|bring|reply|ping|update|e-mail|email|circle back|check with|check|review|run this by|talk to|confirm|get you|get that|get time|get thirty minutes|get some time|have it|look|help with|prepare|reschedule|lock in|going over|going around|ask|join)\b/
// "To recap the action items: from us, …" lists commitments without a verb.
const LISTED = /^(?:(?:so|okay|ok)[, ]+)*(?:to recap (?:the )?)?(?:action items|next steps)\s*:/i
// Things said and done during the call, or asks rather than promises.
const NOT_A_COMMITMENT =
  /\b(?:let me (?:show|pull it up|share my screen|think|ask|dig in|play that back|summarise|summarize|put it|look at it)|let me know|let's (?:dive|get started|kick off|go|start|keep|look at|do the|take that offline)|i'll let you go|drop and rejoin|try dialing|i can hear|i can see|let me tell you|i can probably|maybe i can|pull it up|pull up|let's get the)\b/
// A date or moment makes a promise concrete.
const WHEN =
  /\b(?:today|tomorrow|tonight|this week|next week|by (?:end of|eod|monday|tuesday|wednesday|thursday|friday)|on (?:monday|tuesday|wednesday|thursday|friday)|after (?:this|the call)|right after|end of day|within the hour|shortly|right now|now|before)\b/

const FILLER = /^(?:(?:so|okay|ok|alright|right|yeah|yes|great|perfect|sure|well|and|um|look|honestly|cool),?\s+)+/i

/** Commitments to act after the call, each attributed to the speaker who made it. */
export function extractActionItems(call: CallIndex): ActionItem[] {
  const items: ActionItem[] = []
  for (const s of call.sentences) {
    const listed = LISTED.test(s.text)
    if (s.question && !/\b(?:i'll|i will|let's)\b/.test(s.lower) && !listed) continue
    if (!listed && (!COMMIT.test(s.lower) || NOT_A_COMMITMENT.test(s.lower))) continue
    if (/^\s*(?:if|when|once)\b/.test(s.lower) && !WHEN.test(s.lower)) continue
    const text = s.text.replace(FILLER, '').trim()
    items.push({ owner: s.speaker, side: s.side, text: text.charAt(0).toUpperCase() + text.slice(1), sentence: s })
  }
  return items
}

export function isDated(text: string): boolean {
  return WHEN.test(text.toLowerCase())
}
