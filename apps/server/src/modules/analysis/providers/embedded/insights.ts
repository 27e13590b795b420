import type { AnalysisContext, TAnalysisResult } from '@parley/shared/schemas/analysis'
import type { Commitment } from './commitments'
import type { DetectedObjection } from './objection-detector'
import type { CallIndex, Sentence } from './sentence-index'
import { hhmmss } from './timestamp.util'

type Result = TAnalysisResult
export type Polarity = 'favorable' | 'unfavorable' | 'neutral'

// Who said what about whom: the buyer praising a competitor is a threat to us, complaining about one an opening.
const PRAISE =
  /\b(?:like|liked|love|loved|great|good|better|best|happy|impressed|easier|easy|faster|solid|strong|works well|worked well|nice|cheaper|lower|less expensive|leaning|prefer|preferred|recommend|recommended|chose|chosen|went with|signed with|going with|ahead|further along|out of the box|slick|clean|fan of)\b/i
const COMPLAINT =
  /\b(?:hate|hated|frustrat\w*|slow|clunky|expensive|pricey|problem|problems|issue|issues|outage|outages|terrible|bad|awful|nightmare|buggy|bugs|pain|painful|never|unhappy|disappointed|disappointing|leaving|left|stopped|dropped|mess|messy|broke|broken|crash\w*|unreliable|useless|annoying|worse|worst|lacking|missing|doesn't|didn't|can't|couldn't|won't)\b/i
// "Your price is way above what X quoted": the competitor wins on price.
const ABOVE_THEM = /\b(?:above|higher than|more than|over|pricier than|more expensive than|double|twice)\b[^.?!]{0,40}$/i

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** How one sentence speaks of a competitor. */
export function polarityOf(s: Sentence, competitor: string): Polarity {
  const at = s.lower.indexOf(competitor.toLowerCase())
  if (at >= 0 && ABOVE_THEM.test(s.lower.slice(0, at))) return 'favorable'
  const praise = PRAISE.test(s.lower)
  const complaint = COMPLAINT.test(s.lower)
  if (praise && !complaint) return 'favorable'
  if (complaint && !praise) return 'unfavorable'
  if (praise && complaint) return s.sentiment >= 0 ? 'favorable' : 'unfavorable'
  return 'neutral'
}

interface Mention {
  competitor: string
  sentences: Sentence[]
  polarity: Polarity
}

/** The company's competitors named in the call, with how the buyer side spoke of each (the strongest stance wins). */
export function findMentions(call: CallIndex, competitors: readonly string[]): Mention[] {
  const out: Mention[] = []
  for (const name of competitors) {
    if (name.trim().length < 2) continue
    const re = new RegExp(`(?:^|[^a-z0-9])${escapeRe(name.toLowerCase())}(?:$|[^a-z0-9])`)
    const hits = call.sentences.filter((s) => re.test(s.lower))
    if (hits.length === 0) continue
    const buyer = hits.filter((s) => s.side !== 'rep')
    const stances = buyer.map((s) => polarityOf(s, name))
    const polarity: Polarity = stances.includes('favorable') ? 'favorable' : stances.includes('unfavorable') ? 'unfavorable' : 'neutral'
    out.push({ competitor: name, sentences: hits, polarity })
  }
  return out
}

export function competitorMentions(mentions: readonly Mention[]): Result['competitorMentions'] {
  return mentions.map((m) => ({
    competitor: m.competitor,
    count: m.sentences.length,
    polarity: m.polarity,
    snippets: m.sentences.slice(0, 3).map((s) => ({ text: s.text, timestamp: hhmmss(s.startMs), speaker: s.speaker })),
  }))
}

const TECHNICAL =
  /\b(?:security|integration|integrate|api|sso|scim|technical|poc|pilot|sandbox|data|connector|it team|architecture|questionnaire|pen test|soc 2|mapping|sync|setup|set up|configuration|migration|install|installation|engineer|engineering|sandbox|trial)\b/i

/** Team next steps: each next step as a short action, technical or business. */
export function teamNextSteps(steps: readonly Commitment[]): Result['teamNextSteps'] {
  return steps.map((c) => ({ team: TECHNICAL.test(c.action) ? ('TECHNICAL' as const) : ('BUSINESS' as const), text: c.action }))
}

// A buyer's praise of us: positive, about the offer, naming no competitor.
const ABOUT_US = /\b(?:you|your|you guys|this|that|it|the product|the platform|the demo|the tool|the plan)\b/i

/** SWOT insights: our strengths and weaknesses as the buyer saw them, the pain we can solve, and each competitor. */
export function swot(call: CallIndex, objections: readonly DetectedObjection[], mentions: readonly Mention[], pain: Sentence | null): Result['swot'] {
  const out: Result['swot'] = []
  const named = (s: Sentence) => mentions.some((m) => m.sentences.includes(s))
  const praise = call.sentences
    .filter(
      (s) =>
        s.side !== 'rep' &&
        s.sentiment >= 0.3 &&
        !s.question &&
        s.words >= 5 &&
        PRAISE.test(s.lower) &&
        ABOUT_US.test(s.lower) &&
        !named(s) &&
        !COMPLAINT.test(s.lower),
    )
    .sort((a, b) => b.sentiment - a.sentiment)
    .slice(0, 2)
  for (const s of praise)
    out.push({ nature: 'strength', about: 'us', category: 'Product', heading: 'Positive reaction', detail: s.text, timestamp: hhmmss(s.startMs) })
  for (const o of objections) {
    if (o.handling.grade === 'Handled') continue
    out.push({
      nature: 'weakness',
      about: 'us',
      category: o.category,
      heading: `${o.category} concern ${o.handling.grade === 'Not handled' ? 'not answered' : 'partly answered'}`,
      detail: o.sentences.map((s) => s.text).join(' '),
      timestamp: hhmmss(o.sentences[0].startMs),
    })
  }
  if (pain)
    out.push({ nature: 'opportunity', about: 'us', category: 'Pain', heading: 'Stated pain we can solve', detail: pain.text, timestamp: hhmmss(pain.startMs) })
  for (const m of mentions) {
    const lead = m.sentences.find((s) => s.side !== 'rep' && polarityOf(s, m.competitor) === m.polarity) ?? m.sentences[0]
    const base = { about: m.competitor, category: 'Competitor', detail: lead.text, timestamp: hhmmss(lead.startMs) }
    if (m.polarity === 'favorable') out.push({ ...base, nature: 'threat', heading: `The prospect favours ${m.competitor}` })
    else if (m.polarity === 'unfavorable') out.push({ ...base, nature: 'opportunity', heading: `The prospect is unhappy with ${m.competitor}` })
    else out.push({ ...base, nature: 'threat', heading: `${m.competitor} is in the picture` })
  }
  return out
}

export interface FollowUpInputs {
  context: AnalysisContext
  repName: string | null
  prospectNames: string[]
  /** What we heard, one line per covered topic. */
  points: string[]
  objections: readonly DetectedObjection[]
  nextSteps: readonly Commitment[]
}

export function followUpEmail(x: FollowUpInputs): Result['followUpEmail'] {
  const greeting = x.prospectNames.length > 0 ? `Hi ${x.prospectNames.map((n) => n.split(' ')[0]).join(' and ')},` : 'Hi all,'
  const lines = [greeting, '', `Thank you for your time today. Here is what I took away from "${x.context.title}":`, ...x.points.map((p) => `- ${p}`)]
  if (x.objections.length > 0) {
    lines.push('', 'Questions you raised:')
    for (const o of x.objections.slice(0, 4))
      lines.push(
        `- ${o.category}: ${o.handling.grade === 'Handled' ? 'we talked it through; I am happy to go deeper' : 'I will come back to you with a full answer'}.`,
      )
  }
  if (x.nextSteps.length > 0) lines.push('', 'Next steps:', ...x.nextSteps.slice(0, 6).map((c) => `- ${c.action} (${c.owner})`))
  lines.push('', 'Let me know if I missed anything.', '', 'Best regards,', x.repName ?? x.context.companyName)
  return { subject: `Follow-up: ${x.context.title}`, body: lines.join('\n') }
}
