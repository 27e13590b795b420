import type { CompanyProfile, StageDef } from './companies'
import type { IdCounters } from './ids'
import { ACCOUNT_FIRST, ACCOUNT_SECOND, ACCOUNT_SUFFIX, FIRST_NAMES, LAST_NAMES, PROSPECT_TITLES, slug } from './names'
import type { Rng } from './random'
import type { DemoAccount, DemoContact, DemoDeal, DemoDealContact, DemoDealStage, DemoStageChange, DemoUser } from './types'

const DAY = 86_400_000

export const DEAL_TYPES = [
  ['New Logo', 55],
  ['Expansion', 18],
  ['Renewal', 15],
  ['Upsell', 12],
] as const
const LEAD_SOURCES = ['Inbound', 'Outbound', 'Partner', 'Event', 'Referral', 'Website'] as const
const SEGMENTS = [
  ['SMB', 4, 6_000, 30_000],
  ['Mid-Market', 4, 25_000, 140_000],
  ['Enterprise', 2, 120_000, 650_000],
] as const
const TIERS = ['Platinum', 'Gold', 'Silver', 'Registered'] as const
const FIRST_MEETING_SCORES = ['1/4- Poor', '2/4- Below Average', '3/4- Average', '4/4- Perfect fit'] as const
const CONTACT_ROLES = ['Decision Maker', 'Champion', 'Economic Buyer', 'Influencer', 'Technical Evaluator'] as const

/** A deal's stage path: when it entered each stage. Events use it to know the stage at the time of a call. */
export interface DealTimeline {
  deal: DemoDeal
  /** Ordered, first entry at creation. */
  stages: { stage: StageDef; at: number }[]
  /** Until when the deal is worked on (close time, or the far future for open deals). */
  activeUntil: number
}

export interface CrmData {
  dealStages: DemoDealStage[]
  accounts: DemoAccount[]
  contacts: DemoContact[]
  contactsByAccount: Map<number, DemoContact[]>
  deals: DemoDeal[]
  dealContacts: DemoDealContact[]
  stageChanges: DemoStageChange[]
  timelines: DealTimeline[]
}

/** Sellers: people who own accounts and deals (reps, front-line managers). */
export function sellersOf(users: DemoUser[]): DemoUser[] {
  const sellers = users.filter((u) => u.role === 'user' && u.function !== null && u.function !== 'Marketing')
  return sellers.length > 0 ? sellers : users
}

function accountName(rng: Rng, taken: Set<string>): { name: string; industry: string } {
  const industries = Object.keys(ACCOUNT_SUFFIX)
  for (let attempt = 0; ; attempt++) {
    const industry = rng.pick(industries)
    const stem = rng.chance(0.6) ? `${rng.pick(ACCOUNT_FIRST)}${rng.pick(ACCOUNT_SECOND).toLowerCase()}` : rng.pick(ACCOUNT_FIRST)
    let name = `${stem} ${rng.pick(ACCOUNT_SUFFIX[industry])}`
    if (attempt > 20) name = `${name} ${attempt}`
    if (!taken.has(name)) {
      taken.add(name)
      return { name, industry }
    }
  }
}

function crmId(crm: CompanyProfile['crmName'], prefix: string, n: number, rng: Rng): string {
  if (crm === 'salesforce') {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
    let tail = ''
    for (let i = 0; i < 9; i++) tail += rng.pick(alphabet.split(''))
    return `${prefix}${String(n).padStart(6, '0')}${tail}`
  }
  return String(1_000_000_000 + n * 37 + rng.int(0, 36))
}

/** Stages a deal walks through before its final one: the won ladder in funnel order. */
function ladder(stages: readonly StageDef[]): StageDef[] {
  return stages.filter((s) => s.kind !== 'lost')
}

function pickFinal(stages: readonly StageDef[], dealType: string, index: number, rng: Rng): StageDef {
  // The first deals cover every stage once, so every stage filter and funnel column has data.
  if (index < stages.length) return stages[index]
  const path = ladder(stages)
  const lost = stages.filter((s) => s.kind === 'lost')
  const fate = rng.weighted([
    ['open', 55],
    ['won', 25],
    ['lost', 20],
  ] as const)
  if (fate === 'lost') {
    const renewalLoss = lost.find((s) => /renewal/i.test(s.name))
    if (dealType === 'Renewal' && renewalLoss && rng.chance(0.7)) return renewalLoss
    return rng.weighted(lost.filter((s) => !/renewal/i.test(s.name)).map((s, i) => [s, i === 0 ? 8 : 1] as const))
  }
  if (fate === 'won') return path[path.length - 1]
  // Open deals pile up early in the funnel.
  const open = path.slice(0, -1)
  return rng.weighted(open.map((s, i) => [s, open.length - i + 1] as const))
}

export function generateCrm(
  company: CompanyProfile,
  companyId: number,
  users: DemoUser[],
  volumes: { accounts: number; deals: number },
  now: number,
  ids: IdCounters,
  rng: Rng,
): CrmData {
  const dealStages: DemoDealStage[] = company.stages.map((s, i) => ({
    id: ids.next('dealStages'),
    companyId,
    name: s.name,
    displayOrder: i + 1,
    group: s.kind,
  }))
  const stageIdOf = new Map(dealStages.map((s) => [s.name, s.id]))
  const sellers = sellersOf(users)
  const activeSellers = sellers.filter((u) => u.status === 'active')
  const profile = company.profile

  const taken = new Set<string>()
  const accounts: DemoAccount[] = []
  const contacts: DemoContact[] = []
  const contactsByAccount = new Map<number, DemoContact[]>()
  for (let i = 0; i < volumes.accounts; i++) {
    const { name, industry } = accountName(rng, taken)
    const [segment] = rng.weighted(SEGMENTS.map((s) => [s, s[1]] as const))
    const id = ids.next('accounts')
    const domain = `${slug(name)}.example`
    accounts.push({
      id,
      companyId,
      crmAccountId: crmId(company.crmName, '001', id, rng),
      name,
      domain,
      industry,
      tier: rng.pick(TIERS),
      region: rng.pick(company.regions),
      segment,
      employees: segment === 'SMB' ? rng.int(20, 200) : segment === 'Mid-Market' ? rng.int(200, 2000) : rng.int(2000, 60000),
      ownerId: (rng.chance(0.9) ? rng.pick(activeSellers.length > 0 ? activeSellers : sellers) : rng.pick(sellers)).id,
      createdAt: now - rng.int(200, 900) * DAY,
    })
    const people: DemoContact[] = []
    const count = rng.int(2, 5)
    const titles = rng.sample(PROSPECT_TITLES, count)
    const usedNames = new Set<string>()
    for (let c = 0; c < count; c++) {
      let first = rng.pick(FIRST_NAMES)
      let last = rng.pick(LAST_NAMES)
      while (usedNames.has(`${first} ${last}`)) {
        first = rng.pick(FIRST_NAMES)
        last = rng.pick(LAST_NAMES)
      }
      usedNames.add(`${first} ${last}`)
      const contactId = ids.next('contacts')
      people.push({
        id: contactId,
        companyId,
        accountId: id,
        crmContactId: crmId(company.crmName, '003', contactId, rng),
        name: `${first} ${last}`,
        firstName: first,
        email: `${slug(first)}.${slug(last)}@${domain}`,
        title: titles[c],
        phone: `+1 ${rng.int(200, 989)} ${rng.int(200, 999)} ${rng.int(1000, 9999)}`,
      })
    }
    contacts.push(...people)
    contactsByAccount.set(id, people)
  }

  const deals: DemoDeal[] = []
  const dealContacts: DemoDealContact[] = []
  const stageChanges: DemoStageChange[] = []
  const timelines: DealTimeline[] = []
  const path = ladder(company.stages)
  for (let i = 0; i < volumes.deals; i++) {
    // Every account gets a deal before any gets a second.
    const account = i < accounts.length ? accounts[i] : rng.pick(accounts)
    const dealType = i < accounts.length ? 'New Logo' : rng.weighted(DEAL_TYPES)
    const final = pickFinal(company.stages, dealType, i, rng)
    const createdAt = now - rng.int(8, 360) * DAY - rng.int(0, 86_399) * 1000
    const finalIndex = final.kind === 'lost' ? rng.int(0, path.length - 2) : path.indexOf(final)
    const steps: StageDef[] = [...path.slice(0, finalIndex + 1)]
    if (final.kind === 'lost') steps.push(final)
    const closed = final.kind === 'lost' || final === path[path.length - 1]
    // Closed deals end before now; open ones are still moving.
    const endAt = closed ? createdAt + (now - createdAt) * rng.float(0.45, 0.95) : now - rng.int(0, 20) * DAY
    const span = Math.max(endAt - createdAt, DAY)
    const cuts = steps.map((_, k) => (k === 0 ? 0 : rng.next())).sort((a, b) => a - b)
    const stages = steps.map((stage, k) => ({ stage, at: Math.round(createdAt + cuts[k] * span) }))
    const dealId = ids.next('deals')
    const owner = rng.chance(0.85) ? (users.find((u) => u.id === account.ownerId) ?? rng.pick(sellers)) : rng.pick(sellers)
    const segmentRow = SEGMENTS.find((s) => s[0] === account.segment) ?? SEGMENTS[0]
    const amount = Math.round(rng.float(segmentRow[2], segmentRow[3]) / 500) * 500
    const product = rng.pick(profile.products)
    const competitor = rng.chance(0.6) ? rng.pick(profile.competitors) : null
    const closeDate = closed ? stages[stages.length - 1].at : now + rng.int(-10, 150) * DAY
    const people = contactsByAccount.get(account.id) ?? []
    const deal: DemoDeal = {
      id: dealId,
      companyId,
      accountId: account.id,
      crmDealId: crmId(company.crmName, '006', dealId, rng),
      name: `${account.name} – ${product}${dealType === 'New Logo' ? '' : ` (${dealType})`}`,
      ownerId: owner.id,
      stage: final.name,
      stageId: stageIdOf.get(final.name) ?? 0,
      stageKind: final.kind,
      amount,
      dealType,
      leadSource: rng.pick(LEAD_SOURCES),
      region: account.region,
      subRegion: `${account.region} ${rng.pick(['Central', 'North', 'South', 'Metro'])}`,
      segment: account.segment,
      funnelByProduct: product,
      competitor,
      firstMeetingScore: rng.chance(0.8) ? rng.pick(FIRST_MEETING_SCORES) : null,
      nextSteps: closed ? null : rng.pick(NEXT_STEP_NOTES),
      notes: rng.chance(0.5) ? rng.pick(DEAL_NOTES).replace('{competitor}', competitor ?? 'the incumbent') : null,
      closeDate,
      createdAt,
      stageChangedAt: stages[stages.length - 1].at,
      isClosed: closed,
      primaryContactId: people[0]?.id ?? null,
      winLossNotes: closed ? winLossNote(final.kind === 'lost', competitor, rng) : null,
      crmUrl:
        company.crmName === 'salesforce'
          ? `https://${company.key}.lightning.force.example/lightning/r/Opportunity/${dealId}/view`
          : `https://app.hubspot.example/contacts/${company.key}/deal/${dealId}`,
      customFields: {
        acv: Math.round(amount / (dealType === 'Renewal' ? 1 : rng.pick([1, 2, 3]))),
        products_discussed: rng.sample(profile.products, rng.int(1, 2)).join(', '),
        sales_play: rng.pick(['Land', 'Expand', 'Displace', 'Retain']),
      },
    }
    deals.push(deal)
    people.slice(0, rng.int(1, Math.min(3, people.length))).forEach((c, k) => {
      dealContacts.push({ companyId, dealId, contactId: c.id, role: k === 0 ? 'Champion' : rng.pick(CONTACT_ROLES) })
    })
    stages.forEach((s, k) => {
      stageChanges.push({
        id: ids.next('stageChanges'),
        companyId,
        dealId,
        fromStage: k === 0 ? null : stages[k - 1].stage.name,
        toStage: s.stage.name,
        changedAt: s.at,
      })
    })
    // Won accounts keep meeting (check-ins, renewals); lost deals stop at the loss.
    timelines.push({ deal, stages, activeUntil: final.kind === 'lost' ? endAt : now + 60 * DAY })
  }
  return { dealStages, accounts, contacts, contactsByAccount, deals, dealContacts, stageChanges, timelines }
}

/** The stage a deal was in at a moment (its first stage before creation). */
export function stageAt(timeline: DealTimeline, at: number): StageDef {
  let current = timeline.stages[0].stage
  for (const s of timeline.stages) {
    if (s.at <= at) current = s.stage
    else break
  }
  return current
}

const NEXT_STEP_NOTES = [
  'Send pricing proposal and schedule CFO review',
  'Security questionnaire due Friday',
  'Book technical deep dive with IT',
  'Champion to socialise business case internally',
  'Follow up after their board meeting',
  'Share POC success criteria draft',
  'Procurement intro call next week',
  'Redlines back from legal, review MSA',
  'Reference call with an existing customer',
  'Confirm budget owner and timeline',
]

const DEAL_NOTES = [
  'Evaluating {competitor} in parallel; decision expected this quarter.',
  'Strong champion in RevOps, economic buyer not yet engaged.',
  'Budget approved for H2, needs board sign-off above 100k.',
  'Previous vendor churned due to poor support; values onboarding.',
  'Security review is the long pole; SOC 2 report shared.',
  'Multi-year discount requested; finance prefers annual billing.',
]

function winLossNote(lost: boolean, competitor: string | null, rng: Rng): string {
  if (lost) {
    return rng.pick([
      `Lost to ${competitor ?? 'status quo'} on price; our proposal was 20% higher.`,
      'No decision: project deprioritised after a reorg.',
      `Chose ${competitor ?? 'an incumbent upgrade'} because of an existing enterprise agreement.`,
      'Champion left the company mid-cycle; no new sponsor found.',
      'Integration with their legacy stack judged too risky this year.',
    ])
  }
  return rng.pick([
    'Won on time-to-value and the POC results.',
    `Beat ${competitor ?? 'the incumbent'} on usability and support.`,
    'Executive sponsor pushed it through after the business case review.',
    'Won after a multi-year discount and a phased rollout plan.',
  ])
}
