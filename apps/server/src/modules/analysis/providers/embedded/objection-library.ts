// Objection categories as the embedded analyzer reads them: the topic words of each concern and a few ways people
// voice it. A sentence is an objection when the buyer voices a concern (stance) about one of these topics.

export interface ObjectionCategory {
  name: string
  concepts: readonly string[]
  examples: readonly string[]
  /** Sub-categories by the topic word that names them. */
  subCategories: Readonly<Record<string, readonly string[]>>
}

export const OBJECTION_CATEGORIES: readonly ObjectionCategory[] = [
  {
    name: 'Pricing',
    concepts: ['price', 'pricing', 'cost', 'costs', 'expensive', 'pricey', 'budget', 'afford', 'investment', 'money', 'quote', 'quoted', 'cheaper', 'discount', 'fee', 'fees', 'dollars', 'spend', 'paying', 'pay', 'roi'],
    examples: [
      'It is a bit more than I hoped to spend.',
      'That is a significant investment for us.',
      'The other quote we got was a lot cheaper.',
      'I am worried about the cost.',
      'We do not have the budget for that right now.',
      'I cannot justify that price to my boss.',
    ],
    subCategories: { Budget: ['budget', 'afford', 'funds'], Discount: ['discount', 'cheaper', 'quoted', 'quote'], ROI: ['roi', 'worth', 'justify', 'value'] },
  },
  {
    name: 'Timing',
    concepts: ['timing', 'busy', 'later', 'wait', 'rush', 'bandwidth', 'capacity', 'season', 'deadline', 'tight', 'slip', 'slipped', 'delay', 'holidays', 'schedule', 'timeline'],
    examples: [
      'Now is not a great time for us.',
      'We have too much going on this quarter.',
      'Maybe revisit this next year.',
      'We would need to wait until after the busy season.',
    ],
    subCategories: { Bandwidth: ['busy', 'bandwidth', 'capacity'], 'Not now': ['later', 'wait', 'year', 'quarter'] },
  },
  {
    name: 'Competitor',
    concepts: ['competitor', 'competitors', 'alternative', 'vendor', 'vendors', 'switching', 'leaning', 'prefer', 'compared', 'quotes', 'bundled', 'cheaper'],
    examples: [
      'We are also looking at another vendor and they seem further along.',
      'Honestly we are leaning towards the other option.',
      'We just signed with someone else last year.',
      'Their product does that out of the box.',
    ],
    subCategories: { Incumbent: ['already', 'contract', 'signed', 'switch', 'switching'], Alternative: ['alternative', 'other', 'another', 'leaning', 'compared'] },
  },
  {
    name: 'Security',
    concepts: ['security', 'secure', 'privacy', 'compliance', 'soc', 'gdpr', 'hipaa', 'encryption', 'breach', 'data', 'residency', 'audit', 'sso', 'access', 'risk'],
    examples: [
      'Our security team will want to know where the data is stored.',
      'We cannot put customer data in a tool that is not compliant.',
      'I am nervous about giving you access to our systems.',
    ],
    subCategories: { Compliance: ['compliance', 'soc', 'gdpr', 'hipaa', 'audit'], 'Data residency': ['residency', 'stored', 'region'], Access: ['sso', 'access'] },
  },
  {
    name: 'Integration',
    concepts: ['integration', 'integrate', 'integrates', 'api', 'connect', 'connector', 'sync', 'compatible', 'migration', 'migrate', 'erp', 'crm', 'setup', 'implementation', 'install', 'installation', 'systems'],
    examples: [
      'I am not sure it will work with our existing systems.',
      'Migrating all our data sounds painful.',
      'Does it integrate with our ERP? That is a dealbreaker.',
      'Implementation always takes longer than vendors say.',
    ],
    subCategories: { Migration: ['migration', 'migrate', 'migrating'], Implementation: ['implementation', 'setup', 'install', 'installation'], Compatibility: ['integrate', 'integration', 'api', 'connect', 'sync'] },
  },
  {
    name: 'Authority',
    concepts: ['boss', 'approval', 'approve', 'decision', 'decide', 'sign', 'cfo', 'ceo', 'board', 'leadership', 'wife', 'husband', 'partner', 'committee', 'procurement', 'legal', 'manager'],
    examples: [
      'It is not really my call, I would have to get my boss on board.',
      'I need to talk to my wife before we commit.',
      'Procurement will have to sign off and that takes a while.',
    ],
    subCategories: { Approval: ['approve', 'approval', 'sign'], Stakeholder: ['boss', 'wife', 'husband', 'partner', 'cfo', 'ceo', 'board'] },
  },
  {
    name: 'Need',
    concepts: ['need', 'necessary', 'priority', 'interested', 'useful', 'unnecessary', 'overkill'],
    examples: [
      'Honestly what we have works fine for now.',
      'I am not sure we really need this.',
      'It is just not a priority for us.',
      'We are all set, thanks.',
    ],
    subCategories: { 'No need': ['need', 'necessary'], 'Status quo': ['happy', 'fine', 'works', 'set'] },
  },
  {
    name: 'Product',
    concepts: ['feature', 'features', 'missing', 'support', 'reporting', 'buggy', 'bugs', 'limited', 'quality', 'reliable', 'functionality', 'outage', 'crashing', 'broken', 'demo'],
    examples: [
      'It does not have the reporting we need.',
      'Your support has been slow to get back to us.',
      'The app kept crashing during the trial.',
    ],
    subCategories: { 'Missing feature': ['missing', 'feature', 'functionality'], Quality: ['buggy', 'bugs', 'slow', 'outage', 'crashing'], Support: ['support'] },
  },
]
