import { SIGNAL_LIBRARY } from '../modules/analysis/providers/embedded/checklist-library'
import type { CompanyProfile } from './companies'
import type { IdCounters } from './ids'
import type { DemoChecklist } from './types'

export interface SignalDef {
  uniqueName: string
  /** Labels follow the spec's fixed checklist column order where it names them. */
  label: string
  detail: string
  why: string
  how: string
  /** Which of the company's stages (by the call they stand for) the signal applies to. */
  calls: readonly string[]
  tags: readonly string[]
  callFunctions?: readonly string[]
  signalType?: 'checklist' | 'insight'
  category?: 'advanced'
  negative?: boolean
  video?: boolean
}

export const CHECKLIST_LIBRARY: readonly SignalDef[] = [
  {
    uniqueName: 'pain_or_priority',
    label: 'Pain or priority',
    detail: 'The prospect described a business pain or priority in their own words, with its impact.',
    why: 'Deals without a clearly stated pain stall: nobody inside the buyer owns the problem, so nobody fights for budget. {product} deals with a quantified pain close at twice the rate.',
    how: 'Ask open questions ("What happens today when…?", "What does that cost you?"), then get the prospect to put a number or a consequence on it. Play the pain back in one sentence and ask whether you got it right.',
    calls: ['intro', 'discovery', 'demo'],
    tags: ['discovery', 'qualification'],
    video: true,
  },
  {
    uniqueName: 'timelines',
    label: 'Timelines',
    detail: 'A date or event by which the prospect needs a solution, and why that date matters.',
    why: 'A compelling event turns "interesting" into "urgent". Without one, forecasts slip quarter after quarter.',
    how: 'Ask what happens if nothing changes by a given date; tie the timeline to their calendar (board meeting, peak season, renewal of the current tool) and work backwards to a mutual plan.',
    calls: ['discovery', 'demo', 'technical', 'pricing'],
    tags: ['qualification'],
  },
  {
    uniqueName: 'opening',
    label: 'Best practices - Opening',
    detail: 'The rep set an agenda, confirmed time and goals, and gave the prospect room to add topics.',
    why: 'A clear opening builds trust in the first two minutes and keeps the call on the outcomes that matter to the buyer.',
    how: 'State purpose, agenda and the outcome you hope for; confirm the time box; ask "Is there anything you would add?" before starting.',
    calls: ['intro', 'discovery', 'demo', 'technical', 'pricing', 'negotiation', 'renewal'],
    tags: ['best practice', 'call control'],
    callFunctions: ['BDR', 'AE', 'Sales'],
  },
  {
    uniqueName: 'pitch',
    label: 'Pitch',
    detail: 'The value proposition was tied to the pains the prospect raised, not a feature tour.',
    why: 'Buyers remember outcomes tied to their own problems; a generic pitch sounds like every other vendor.',
    how: 'Lead with the pain you heard, then the capability, then proof (a customer like them and a number). Keep it under two minutes and check for reaction.',
    calls: ['intro', 'discovery', 'demo'],
    tags: ['messaging'],
    callFunctions: ['BDR', 'AE', 'Sales'],
    video: true,
  },
  {
    uniqueName: 'current_solution',
    label: 'Current solution',
    detail: 'How the prospect solves the problem today (process, tools, people) and what they like about it.',
    why: 'You can only show a better way once you know the current way and what switching would cost the buyer.',
    how: 'Ask them to walk you through the last time the problem happened, step by step. Note the workarounds and who does them.',
    calls: ['intro', 'discovery'],
    tags: ['discovery', 'competition'],
  },
  {
    uniqueName: 'current_provider',
    label: 'Current provider',
    detail: "The vendor or tool in place today, its contract dates and the prospect's satisfaction with it.",
    why: 'Knowing the incumbent tells you the renewal date, the switching cost and which differentiators to lead with.',
    how: 'Ask who they use, how long they have been with them, when the contract renews and what they would change about it.',
    calls: ['intro', 'discovery', 'demo'],
    tags: ['competition'],
  },
  {
    uniqueName: 'resistance_handling',
    label: 'Resistance handling',
    detail: 'Objections were acknowledged, clarified and answered, and the rep checked the answer landed.',
    why: 'Unhandled objections resurface at the worst moment, usually in procurement.',
    how: 'Acknowledge, ask a clarifying question, answer with evidence, then confirm ("Does that address the concern?"). Never argue; isolate the objection first.',
    calls: ['discovery', 'demo', 'technical', 'pricing', 'negotiation', 'renewal'],
    tags: ['objection handling', 'best practice'],
    category: 'advanced',
    video: true,
  },
  {
    uniqueName: 'budget',
    label: 'Budget',
    detail: 'Budget range, owner and approval process were discussed.',
    why: 'A deal without a budget owner is a science project.',
    how: 'Ask how purchases like this were funded before, who signs, and what threshold needs extra approval.',
    calls: ['discovery', 'pricing', 'negotiation'],
    tags: ['qualification'],
  },
  {
    uniqueName: 'decision_process',
    label: 'Decision process',
    detail: 'Who decides, who influences, and the steps from technical win to signature.',
    why: 'Most late-stage slips come from an unknown approver or a procurement step nobody mentioned.',
    how: 'Map the people and steps: "After your team is convinced, what happens next? Who else needs to say yes?"',
    calls: ['discovery', 'demo', 'technical', 'pricing', 'negotiation'],
    tags: ['qualification'],
  },
  {
    uniqueName: 'next_steps',
    label: 'Next steps',
    detail: 'A concrete next meeting or action with a date and an owner on both sides.',
    why: 'Calls that end without a dated next step go dark twice as often.',
    how: 'Before the last five minutes, propose the next step, put a time on the calendar while everyone is still on the call, and confirm who does what.',
    calls: ['intro', 'discovery', 'demo', 'technical', 'pricing', 'negotiation', 'renewal'],
    tags: ['call control'],
  },
  {
    uniqueName: 'objections',
    label: 'Objections',
    detail: 'Concerns raised by the prospect: pricing, timing, competitor, security, integration, authority.',
    why: 'Tracking objections across deals shows which ones cost the most revenue and where enablement is needed.',
    how: 'Review the objection list after each call and prepare evidence for the recurring ones before the next meeting.',
    calls: ['discovery', 'demo', 'technical', 'pricing', 'negotiation', 'renewal'],
    tags: ['insight'],
    signalType: 'insight',
    category: 'advanced',
    negative: true,
  },
]

const AGENDAS: Record<string, string> = {
  intro: 'Intro',
  discovery: 'Discovery',
  demo: 'Demo',
  technical: 'Technical',
  pricing: 'Pricing',
  negotiation: 'Negotiation',
  renewal: 'Renewal',
}

export function generateChecklists(company: CompanyProfile, companyId: number, ids: IdCounters): DemoChecklist[] {
  const fill = (text: string) => text.replaceAll('{product}', company.profile.product)
  return CHECKLIST_LIBRARY.map((s, i) => ({
    id: ids.next('checklists'),
    companyId,
    uniqueName: s.uniqueName,
    label: s.label,
    detail: s.detail,
    whyText: fill(s.why),
    howText: fill(s.how),
    whyVideo: s.video ? `https://videos.parley.example/library/${s.uniqueName}-why.mp4` : null,
    howVideo: s.video ? `https://videos.parley.example/library/${s.uniqueName}-how.mp4` : null,
    dealStages: company.stages.filter((st) => st.kind !== 'lost' && s.calls.includes(st.call)).map((st) => st.name),
    agendaTypes: s.calls.map((c) => AGENDAS[c]),
    callFunctions: [...(s.callFunctions ?? [])],
    tags: [...s.tags],
    signalType: s.signalType ?? 'checklist',
    signalCategory: s.category ?? null,
    sortOrder: i + 1,
    isNegative: s.negative === true,
    model: SIGNAL_LIBRARY[s.uniqueName] ?? null,
  }))
}
