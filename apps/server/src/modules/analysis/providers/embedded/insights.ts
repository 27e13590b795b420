import type { AnalysisContext, TAnalysisResult } from '@parley/shared/schemas/analysis'
import type { ActionItem } from './action-items'
import type { DetectedObjection } from './objection-detector'
import type { CallIndex } from './sentence-index'
import { compilePattern } from './signal-cues'
import { hhmmss } from './timestamp.util'

type Result = TAnalysisResult

/** Mentions of the company's competitors (companies.meta_data.competitors), with up to three snippets each. */
export function competitorMentions(call: CallIndex, competitors: readonly string[]): Result['competitorMentions'] {
  const out: Result['competitorMentions'] = []
  for (const name of competitors) {
    const p = compilePattern(name)
    const hits = call.sentences.filter((s) => p.re.test(s.lower))
    if (hits.length === 0) continue
    out.push({
      competitor: name,
      count: hits.length,
      snippets: hits.slice(0, 3).map((s) => ({ text: s.text, timestamp: hhmmss(s.startMs), speaker: s.speaker })),
    })
  }
  return out
}

const TECHNICAL =
  /\b(?:security|integration|api|sso|scim|technical|poc|pilot|sandbox|data|connector|it team|architecture|questionnaire|pen test|soc 2|trust pack|mapping|sync|setup|set-up|configuration)\b/i

export function teamNextSteps(items: readonly ActionItem[]): Result['teamNextSteps'] {
  return items
    .filter((a) => a.side === 'rep')
    .map((a) => ({ team: TECHNICAL.test(a.text) ? ('TECHNICAL' as const) : ('BUSINESS' as const), text: `${a.owner}: ${a.text}` }))
}

/** SWOT about us (from the prospect's reactions, pains and objections) and about named competitors. */
export function swot(
  call: CallIndex,
  objections: readonly DetectedObjection[],
  mentions: Result['competitorMentions'],
  painSnippet: string | null,
): Result['swot'] {
  const out: Result['swot'] = []
  const praise = call.sentences
    .filter((s) => s.side !== 'rep' && s.sentiment >= 0.4 && !s.question && s.words >= 5 && /\b(?:you|your|this|it|that)\b/.test(s.lower))
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
      heading: `${o.category} objection ${o.handling.grade === 'Not handled' ? 'not handled' : 'partly handled'}`,
      detail: o.sentences.map((s) => s.text).join(' '),
      timestamp: hhmmss(o.sentences[0].startMs),
    })
  }
  if (painSnippet) out.push({ nature: 'opportunity', about: 'us', category: 'Pain', heading: 'Stated pain we can solve', detail: painSnippet })
  for (const m of mentions) {
    const positive = call.sentences.find((s) => s.side !== 'rep' && s.sentiment > 0.2 && s.lower.includes(m.competitor.toLowerCase()))
    if (positive) {
      out.push({
        nature: 'strength',
        about: m.competitor,
        category: 'Competitor',
        heading: `${m.competitor} impressed the prospect`,
        detail: positive.text,
        timestamp: hhmmss(positive.startMs),
      })
    }
    out.push({
      nature: 'threat',
      about: m.competitor,
      category: 'Competitor',
      heading: `${m.competitor} is in the picture`,
      detail: m.snippets[0].text,
      timestamp: m.snippets[0].timestamp,
    })
  }
  return out
}

export function followUpEmail(
  context: AnalysisContext,
  repName: string | null,
  prospectNames: string[],
  points: string[],
  items: readonly ActionItem[],
): Result['followUpEmail'] {
  const greeting = prospectNames.length > 0 ? `Hi ${prospectNames.map((n) => n.split(' ')[0]).join(' and ')},` : 'Hi all,'
  const lines = [greeting, '', `Thank you for your time today. Here is what I took away from "${context.title}":`, ...points.map((p) => `- ${p}`)]
  if (items.length > 0) lines.push('', 'Next steps:', ...items.slice(0, 6).map((a) => `- ${a.owner.split(' ')[0]}: ${a.text}`))
  lines.push('', 'Let me know if I missed anything.', '', 'Best regards,', repName ?? context.companyName)
  return { subject: `Follow-up: ${context.title}`, body: lines.join('\n') }
}
