import type { TSegment, TSpeakerSide } from '@parley/shared/schemas/analysis'

// Who sells and who buys, when the transcript does not say (an upload without attendees, speakers labelled
// "Speaker 1" or by role). The seller introduces the company, talks about "our" product, offers and asks; a role
// label ("Account Executive", "Homeowner") says it outright.

const SELLER_ROLE =
  /\b(?:customer success|account exec(?:utive)?|ae|sdr|bdr|sales|seller|rep(?:resentative)?|solutions? (?:engineer|consultant|architect)|sales engineer|se|agent|advisor|adviser|consultant|estimator|customer success|csm|account manager|specialist|host|technician|installer)\b/i
const BUYER_ROLE = /\b(?:customer|client|buyer|prospect|homeowner|caller|member|patient|tenant|owner|user)\b/i

const OFFER =
  /\b(?:we|our|us)\b[^.?!]{0,40}\b(?:offer|provide|platform|product|solution|plans?|package|pricing|customers|clients|install|technicians?|crew|team can|guarantee|warranty|discount|trial|demo|onboarding|support team)\b|\b(?:i can|we can|let me|i'll|i will)\s+(?:show|send|walk|get you|put together|set you up|schedule|book)\b/i

// What buyers say of the seller and of their own side.
const BUYER_TALK =
  /\b(?:you guys|your (?:company|product|platform|tool|software|price|pricing|quote|proposal|team can|system|app|service)|how much (?:does|is|would|will)|what does it cost|what would it cost|my (?:wife|husband|house|home|boss|landlord|kids)|our (?:house|home|roof|yard|kitchen|basement)|send me|can you send)\b/i
const INTRODUCES =
  /\b(?:this is \w+ (?:from|with|at)|it's \w+ (?:from|with|over at)|i'm \w+ (?:from|with)|over at|our solutions engineer|calling from|calling on behalf|here at|thanks for (?:taking|making) the time|thanks for (?:having|joining))\b/i

const first = (label: string) => label.trim().toLowerCase()

interface SpeakerStats {
  label: string
  known: TSpeakerSide
  sentences: number
  questions: number
  offers: number
  buyerTalk: number
  introduces: number
  company: number
  words: number
}

function statsOf(segments: readonly TSegment[], companyName: string): SpeakerStats[] {
  const by = new Map<string, SpeakerStats>()
  const company = companyName.trim().toLowerCase().split(/\s+/)[0] ?? ''
  for (const s of segments) {
    const st = by.get(s.speaker) ?? {
      label: s.speaker,
      known: s.side,
      sentences: 0,
      questions: 0,
      offers: 0,
      buyerTalk: 0,
      introduces: 0,
      company: 0,
      words: 0,
    }
    const parts = s.text.split(/(?<=[.?!])\s+/).filter(Boolean)
    st.sentences += parts.length
    st.questions += parts.filter((p) => p.trim().endsWith('?')).length
    st.offers += parts.filter((p) => OFFER.test(p)).length
    st.buyerTalk += parts.filter((p) => BUYER_TALK.test(p)).length
    st.introduces += parts.filter((p) => INTRODUCES.test(p)).length
    if (company.length > 2 && s.text.toLowerCase().includes(company)) st.company++
    st.words += s.text.split(/\s+/).length
    if (s.side !== 'unknown') st.known = s.side
    by.set(s.speaker, st)
  }
  return [...by.values()]
}

const sellerRole = (label: string) => SELLER_ROLE.test(label) && !/\b(?:vp|vice president|head|director|chief) of sales\b/i.test(label)
const buyerRole = (label: string) => BUYER_ROLE.test(label) && !/\bcustomer success\b/i.test(label)

const sellerScore = (s: SpeakerStats) => {
  const n = Math.max(1, s.sentences)
  return (
    (sellerRole(s.label) ? 4 : 0) -
    (buyerRole(s.label) ? 4 : 0) +
    Math.min(2, s.company) +
    3 * Math.min(1, s.introduces) +
    (12 * s.offers) / n -
    (12 * s.buyerTalk) / n +
    (2 * s.questions) / n
  )
}

/** The segments with every unknown side resolved to rep or prospect (known sides are kept). */
export function resolveSides(segments: readonly TSegment[], companyName: string): TSegment[] {
  const stats = statsOf(segments, companyName)
  const unknown = stats.filter((s) => s.known === 'unknown')
  if (unknown.length === 0) return [...segments]
  const side = new Map<string, TSpeakerSide>()
  const knownRep = stats.some((s) => s.known === 'rep')
  const ranked = [...unknown].sort((a, b) => sellerScore(b) - sellerScore(a) || b.words - a.words)
  // Without a known seller, the most seller-like voice sells, and so does any voice nearly as seller-like; with a
  // known seller, the others buy unless they plainly sell.
  ranked.forEach((s, i) => {
    const score = sellerScore(s)
    const sells = knownRep ? score >= 5 : i === 0 || score >= 3
    side.set(first(s.label), sells ? 'rep' : 'prospect')
  })
  return segments.map((s) => (s.side === 'unknown' ? { ...s, side: side.get(first(s.speaker)) ?? 'prospect' } : s))
}
