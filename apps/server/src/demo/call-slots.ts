import type { CallContext } from './call-context'
import type { Rng } from './random'

// The words a call is filled with: dates, places, people and the deal's own figures, as grammar slots.

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
// Small-talk cities: a fixed list (not names.ts CITIES) so the generated demo stays the same for a given seed.
const SMALL_TALK_CITIES = [
  'Chicago',
  'Austin',
  'Denver',
  'Boston',
  'Toronto',
  'London',
  'Berlin',
  'Madrid',
  'Singapore',
  'Sydney',
  'Seattle',
  'Dublin',
  'Amsterdam',
  'Nashville',
]
const STAKEHOLDERS = ['our CFO', 'my VP', 'the CRO', 'our COO', 'the head of IT', 'my boss', 'the exec team', 'procurement']
const TIMEFRAMES = ['the end of the quarter', 'next quarter', 'the end of the year', 'our kickoff in January', 'peak season', 'the board meeting', 'the summer']

export const money = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`
const spokenAmount = (n: number) => (n >= 1_000_000 ? `${(n / 1_000_000).toFixed(1)} million` : `${Math.round(n / 1000)}k`)

/** Slot values for one call: fixed facts of the deal plus lists drawn from on every use. */
export function callSlots(ctx: CallContext, rng: Rng): Record<string, string | readonly string[]> {
  const p = ctx.company.profile
  const pains = rng.shuffle(p.pains)
  const lead = ctx.reps[0]
  const main = ctx.prospects[0]
  const second = ctx.prospects[1] ?? main
  const teamSize = rng.pick([8, 12, 15, 20, 25, 30, 40, 45, 60, 80, 120, 150])
  const price = p.listPrice
  const amount = ctx.deal?.amount ?? teamSize * price * 12
  const competitor = ctx.deal?.competitor ?? rng.pick(p.competitors)
  return {
    rep: lead?.firstName ?? 'there',
    rep2: ctx.reps[1]?.firstName ?? 'my colleague',
    prospect: main?.firstName ?? 'everyone',
    prospect2: second?.firstName ?? 'your colleague',
    company: ctx.company.name,
    product: p.product,
    shortProduct: p.shortProduct,
    category: p.category,
    account: ctx.account?.name ?? 'your team',
    industry: (ctx.account?.industry ?? 'software').toLowerCase(),
    region: ctx.account?.region ?? rng.pick(ctx.company.regions),
    city: SMALL_TALK_CITIES,
    weekday: WEEKDAYS,
    month: MONTHS,
    quarter: ['Q1', 'Q2', 'Q3', 'Q4'],
    q: ['1', '2', '3', '4'],
    minutes: String(Math.max(15, Math.round(ctx.targetSec / 60 / 15) * 15)),
    weeks: ['two', 'three', 'four', 'six'],
    feature: p.features,
    feature2: p.features,
    integration: p.integrations,
    pain: pains[0],
    pain2: pains[1] ?? pains[0],
    painAny: p.pains,
    painArea: pains[0],
    outcome: p.outcomes,
    competitor,
    incumbent: rng.pick(p.incumbents),
    provider: rng.chance(0.6) ? competitor : rng.pick(p.competitors),
    teamSize: String(teamSize),
    hours: ['five', 'ten', 'fifteen', 'twenty', 'thirty'],
    percent: ['twelve', 'fifteen', 'twenty', 'thirty', 'forty', 'sixty', 'eighty-five'],
    price: money(price),
    discountPrice: money(price * 0.85),
    unit: p.unit,
    tier: p.tiers,
    discount: ['ten percent', 'twelve percent', 'fifteen percent', 'twenty percent'],
    amount: spokenAmount(amount),
    stakeholder: STAKEHOLDERS,
    stakeholderName: ['Linda', 'Marcus', 'Priya', 'Tom', 'Elena', 'Raj'],
    timeframe: TIMEFRAMES,
    dealName: ctx.deal?.name ?? '',
    dealAccount: ctx.account?.name ?? '',
    dealStage: ctx.deal?.stage ?? '',
    dealAmount: money(amount),
  }
}
