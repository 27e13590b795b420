import type { CompanyProfile } from './companies'
import { expand, type Slots } from './conversation-grammar'
import type { DealTimeline } from './crm'
import type { IdCounters } from './ids'
import type { Rng } from './random'
import type { DemoContact, DemoEmail, DemoUser } from './types'

const OUTGOING_SUBJECTS = [
  '[Following up|Recap|Notes] [from|after] our [call|conversation|meeting] [today|this morning|on {weekday}]',
  '{product} [pricing|proposal|quote] for {account}',
  '[Next steps|Action items] – {account} <> {company}',
  '[Security questionnaire|SOC 2 report|DPA] for {account}',
  '[Intro|Quick question] – {shortProduct} [for|at] {account}',
  '[Case study|Customer story]: how a {industry} team fixed {pain}',
  '[Calendar invite|Scheduling] [the demo|a technical deep dive|the POC kickoff]',
  '[Updated|Revised] order form [v2|v3|with multi-year option]',
  'Checking in on [the evaluation|your timeline|the business case]',
]
const INCOMING_SUBJECTS = [
  'RE: [Following up|Recap] from our call',
  'RE: {product} pricing',
  '[Questions|A few questions] [about|on] [the proposal|integration with {integration}|data retention]',
  'RE: [Security questionnaire|Order form|Next steps]',
  '[Legal redlines|Procurement requirements|Vendor onboarding form]',
  '[Out of office|Delayed response] – back [next week|on {weekday}]',
  'RE: Checking in',
]
const OUTGOING_BODIES = [
  'Hi {contact}, [thanks for the time today|great speaking with you]. [As promised|As discussed], [attached is|here is] [the deck|the proposal|a short summary] covering {feature} and how it helps with {pain}. [Could we|Can we] [lock in|book] [30 minutes|a slot] [next week|on {weekday}] with [your team|{title}]? Best, {rep}',
  'Hi {contact}, [just following up|circling back] on [the pricing we discussed|our proposal]. [We can hold|I can keep] the [{discount}|current] [discount|terms] until [the end of the month|{weekday} next week]. Let me know [if anything is blocking|what you need from us]. Thanks, {rep}',
  'Hi {contact}, [sharing|here is] [the security pack|our SOC 2 Type II report|the DPA] [you asked for|for your IT team]. [Happy to set up|We can do] a call with our security lead [if that helps|to walk through it]. Cheers, {rep}',
  '{contact}, [quick one|one quick question]: [who else should join|should we include {title} in] the next session? [I want to make sure|We want to be sure] we cover {pain} [properly|in enough depth]. {rep}',
  'Hi {contact}, [I noticed|I saw] {account} is [hiring|growing] [fast|in {region}]. [Teams like yours|Other {industry} teams] use {shortProduct} to [fix|get ahead of] {pain}. [Open to|Worth] a [15-minute|short] call [next week|this {weekday}]? {rep}',
]
const INCOMING_BODIES = [
  'Hi {rep}, thanks for [sending this over|the recap]. [I shared it with|Looping in] {title} [and will come back to you|to review]. [We are still|I am still] comparing [with {competitor}|options] [but|and] [should have|expect] a decision [by the end of the month|this quarter]. {contact}',
  '{rep}, [a couple of questions|two questions] [on the proposal|before we move forward]: does the price include [onboarding|the {integration} integration]? And [can we|is it possible to] [start with a smaller team|pay quarterly]? Thanks, {contact}',
  'Hi {rep}, [legal has|our lawyers have] [a few redlines|some comments] on the [MSA|order form], mostly [liability caps|data processing]. [Attached.|See attached.] [Can your team turn these around|Could you review] [this week|by {weekday}]? {contact}',
  "Thanks {rep}. [Honestly|To be transparent], budget is [tight|frozen] until [next quarter|the new fiscal year]. [Let us|Let's] [reconnect|pick this up] in [a few weeks|{month}]. {contact}",
  '[Sounds good|Great], {rep}. [I have|We have] booked [the slot|{weekday} at 2pm]. [I will bring|Bringing] {title} [along|too]. {contact}',
]

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** E-mails for the company's deals, yielded in batches so the bench never holds all of them. */
export function* generateEmails(
  company: CompanyProfile,
  companyId: number,
  timelines: DealTimeline[],
  accountsById: Map<number, { name: string; industry: string; region: string }>,
  contactsByAccount: Map<number, DemoContact[]>,
  usersById: Map<number, DemoUser>,
  total: number,
  now: number,
  ids: IdCounters,
  rng: Rng,
  batchSize: number,
): Generator<DemoEmail[]> {
  if (timelines.length === 0 || total === 0) return
  let batch: DemoEmail[] = []
  const profile = company.profile
  let left = total
  for (let d = 0; d < timelines.length && left > 0; d++) {
    const { deal, activeUntil } = timelines[d]
    const remainingDeals = timelines.length - d
    const count = Math.min(left, d === timelines.length - 1 ? left : Math.round(rng.float(0.3, 1.7) * (left / remainingDeals)))
    left -= count
    const people = contactsByAccount.get(deal.accountId) ?? []
    const owner = usersById.get(deal.ownerId)
    const account = accountsById.get(deal.accountId)
    if (!owner || !account || people.length === 0) continue
    const end = Math.min(activeUntil, now)
    const times = Array.from({ length: count }, () => Math.round(rng.float(deal.createdAt, Math.max(end, deal.createdAt + 3_600_000)))).sort((a, b) => a - b)
    for (let k = 0; k < count; k++) {
      const contact = k % 3 === 0 ? people[0] : rng.pick(people)
      const outgoing = k === 0 || rng.chance(0.55)
      const slots: Slots = {
        contact: contact.firstName,
        rep: owner.name.split(' ')[0],
        account: account.name,
        company: company.name,
        product: profile.product,
        shortProduct: profile.shortProduct,
        feature: profile.features,
        pain: profile.pains,
        integration: profile.integrations,
        competitor: deal.competitor ?? rng.pick(profile.competitors),
        industry: account.industry.toLowerCase(),
        region: account.region,
        title: ['our CFO', 'our head of IT', 'my VP', 'procurement', 'our security lead'],
        discount: ['10%', '12%', '15%'],
        weekday: WEEKDAYS,
        month: MONTHS,
      }
      batch.push({
        id: ids.next('emails'),
        companyId,
        dealId: deal.id,
        accountId: deal.accountId,
        userId: owner.id,
        crmEmailId: `em-${companyId}-${ids.current('emails')}`,
        subject: expand(rng.pick(outgoing ? OUTGOING_SUBJECTS : INCOMING_SUBJECTS), slots, rng),
        body: expand(rng.pick(outgoing ? OUTGOING_BODIES : INCOMING_BODIES), slots, rng),
        fromEmail: outgoing ? owner.email : contact.email,
        toEmails: outgoing ? [contact.email] : [owner.email],
        ccEmails: rng.chance(0.25)
          ? people
              .filter((p) => p !== contact)
              .slice(0, 1)
              .map((p) => p.email)
          : [],
        direction: outgoing ? 'OUTGOING_EMAIL' : 'INCOMING_EMAIL',
        sentAt: times[k],
      })
      if (batch.length >= batchSize) {
        yield batch
        batch = []
      }
    }
  }
  if (batch.length > 0) yield batch
}
