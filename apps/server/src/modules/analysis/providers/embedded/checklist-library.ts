import { z } from 'zod'

/**
 * What the embedded analyzer knows about a checklist signal, kept in checklist_definitions.properties.model so a
 * company can edit it: a few example utterances (matched by meaning, not by their words), the topic words that make
 * a sentence about the signal, the questions that open the topic, and the entity types that carry it.
 */
export const ZSignalModel = z.object({
  /** Whose statements count: the buyer's own words, the rep's, or either. */
  side: z.enum(['prospect', 'rep', 'any']).default('prospect'),
  /** Things people say when the signal is present. */
  examples: z.array(z.string()).default([]),
  /** Words of the topic; a sentence about the signal uses one of them or a word close in meaning. */
  concepts: z.array(z.string()).default([]),
  /** Questions by the other side that open the topic: a substantive answer to one is evidence. */
  probes: z.array(z.string()).default([]),
  /** Entity types that carry the signal (a date for a timeline, an amount for a budget). */
  entities: z.array(z.string()).default([]),
  /** Evidence must look ahead: a date to come, not one gone by. */
  future: z.boolean().default(false),
  /** Where in the call the evidence must fall, as a share of its length. */
  window: z.object({ from: z.number().min(0).max(1), to: z.number().min(0).max(1) }).optional(),
  /** Signals read from another finding rather than from sentences. */
  derive: z.enum(['objections', 'objection-handling', 'next-steps']).optional(),
})
export type SignalModel = z.output<typeof ZSignalModel>
export type SignalModelInput = z.input<typeof ZSignalModel>

export const SIGNAL_LIBRARY: Readonly<Record<string, SignalModelInput>> = {
  pain_or_priority: {
    side: 'prospect',
    examples: [
      'Our biggest problem right now is that reports take days to pull together.',
      'We keep losing customers because we respond too slowly.',
      'It costs us about two full-time people just to keep this running.',
      'Honestly it is a mess, nobody trusts the numbers.',
      'The main goal this year is to cut onboarding time in half.',
      'We missed our forecast two quarters in a row and leadership is not happy.',
      'Things fall through the cracks and we end up redoing work.',
      'Our bills went up a lot and the house is always cold in winter.',
    ],
    concepts: [
      'problem', 'issue', 'pain', 'struggle', 'frustrating', 'mess', 'slow', 'manual', 'broken', 'losing', 'costing',
      'waste', 'errors', 'mistakes', 'challenge', 'priority', 'goal', 'headache', 'leaking', 'complaints', 'risk',
      'behind', 'overwhelmed', 'burnout', 'churn', 'delays', 'damage',
    ],
    probes: [
      'What is the biggest challenge you are facing?',
      'What prompted you to look at this now?',
      'What is not working today?',
      'What happens if nothing changes?',
      'What does that cost you?',
    ],
  },
  timelines: {
    side: 'prospect',
    examples: [
      'We need something in place before the end of the quarter.',
      'The board meeting is in March, so we have to decide by then.',
      'Our contract runs out in June.',
      'Ideally we would go live in the next sixty days.',
      'We want it done before winter.',
      'We are moving in about six weeks.',
    ],
    concepts: ['deadline', 'before', 'by', 'quarter', 'launch', 'live', 'rollout', 'expires', 'renewal', 'urgent', 'asap', 'soon', 'timeline', 'timeframe', 'decide', 'start', 'ready'],
    probes: ['When do you need this in place?', 'What is your timeline?', 'Is there a date driving this?', 'How soon are you looking to decide?'],
    entities: ['DATE', 'DURATION'],
    future: true,
  },
  current_solution: {
    side: 'prospect',
    examples: [
      'Right now we do it all in spreadsheets.',
      'Today someone on the team copies the data by hand every Monday.',
      'We use an old system that IT built years ago.',
      'At the moment we just call people one by one.',
      'Currently we have a basic plan through another company.',
    ],
    concepts: ['currently', 'today', 'spreadsheet', 'excel', 'manually', 'process', 'system', 'tool', 'using', 'workaround', 'existing', 'homegrown', 'email', 'paper'],
    probes: ['How do you handle that today?', 'What are you using right now?', 'Walk me through your current process.'],
  },
  current_provider: {
    side: 'prospect',
    examples: [
      'We have been with our current vendor for about three years.',
      'We use Salesforce for that and the contract renews in the fall.',
      'Our current provider is fine but their support is slow.',
      'We switched to them last year.',
    ],
    concepts: ['vendor', 'provider', 'contract', 'renew', 'renewal', 'switched', 'incumbent', 'subscription', 'licence', 'license', 'company', 'service'],
    probes: ['Who are you working with today?', 'Which vendor do you use now?', 'How long have you been with them?'],
    entities: ['ORG'],
  },
  budget: {
    side: 'any',
    examples: [
      'We have about fifty thousand set aside for this.',
      'The budget for this year is already allocated.',
      'That is more than we planned to spend.',
      'Our CFO controls the budget for tools like this.',
      'What would something like this cost per seat?',
      'We could probably do around two hundred a month.',
    ],
    concepts: ['budget', 'spend', 'cost', 'price', 'pricing', 'afford', 'funding', 'funds', 'dollars', 'money', 'quote', 'payment', 'financing', 'discount', 'invoice', 'expensive', 'cheaper', 'monthly', 'annual', 'fee'],
    probes: ['Do you have a budget set aside for this?', 'What range were you thinking?', 'How is this funded?'],
    entities: ['MONEY'],
  },
  decision_process: {
    side: 'any',
    examples: [
      'I would have to run this by my boss before we sign anything.',
      'The final decision sits with our CFO.',
      'Procurement and legal need to review the contract first.',
      'My wife and I will talk it over and decide together.',
      'Anything over ten thousand needs sign-off from the leadership team.',
    ],
    concepts: ['decide', 'decision', 'approve', 'approval', 'sign', 'signoff', 'procurement', 'legal', 'committee', 'boss', 'cfo', 'ceo', 'board', 'stakeholders', 'wife', 'husband', 'partner', 'landlord', 'leadership', 'review'],
    probes: ['Who else is involved in the decision?', 'What does your approval process look like?', 'Who signs off on this?'],
  },
  pitch: {
    side: 'rep',
    examples: [
      'What our platform does is pull all of that into one place automatically, so nobody has to chase the data.',
      'Customers like you usually cut that work by half in the first month.',
      'The way we solve that is by syncing with your CRM every few minutes.',
      'With our plan you get the inspection, the treatment and a guarantee for the whole year.',
      'That is exactly what we built this for: you would see every deal at risk before it slips.',
    ],
    concepts: ['platform', 'product', 'solution', 'helps', 'automatically', 'feature', 'customers', 'save', 'value', 'guarantee', 'offer', 'includes', 'benefit', 'results'],
  },
  opening: {
    side: 'rep',
    window: { from: 0, to: 0.2 },
    examples: [
      'The plan for today is to learn about your team and then show you a few things.',
      'I have us down for thirty minutes, does that still work?',
      'Here is what I was hoping to cover, and tell me if you want to add anything.',
      'The goal of this call is to understand what you need and see if we are a fit.',
    ],
    concepts: ['agenda', 'plan', 'today', 'cover', 'goal', 'purpose', 'minutes', 'start', 'first', 'walk'],
  },
  next_steps: { side: 'any', derive: 'next-steps' },
  resistance_handling: { side: 'rep', derive: 'objection-handling' },
  objections: { side: 'prospect', derive: 'objections' },
}

/** What a checklist definition stores for the embedded analyzer (the library's entry for its unique name). */
export function checklistProperties(uniqueName: string): Record<string, unknown> {
  const model = SIGNAL_LIBRARY[uniqueName]
  return model ? { model } : {}
}
