// Deal mapping and the deal tag editing rule: which deal a call belongs to, chosen from its attendees, and why.

/** A calendar attendee or a participant heard in the recording. */
export interface MappingAttendee {
  email: string
  name?: string | null
  /** True when the calendar says the attendee is of the host's company. */
  isInternal?: boolean
}

export interface MappingAccount {
  id: number
  crmAccountId: string
  name: string
  /** The account's web domain (lower case), when the CRM has one. */
  domain: string | null
}

/** A CRM contact whose e-mail ties an attendee to an account even when the domains differ. */
export interface MappingContact {
  email: string
  name: string | null
  accountId: number | null
}

export interface MappingDeal {
  id: number
  crmDealId: string
  name: string
  accountId: number | null
  ownerEmail: string | null
  ownerName: string | null
  isClosed: boolean
  /** ISO times; the last recorded call or e-mail of the deal, and its creation in the CRM. */
  lastActivityAt: string | null
  createdDate: string | null
}

/** The spec's deal explainability fields, plus how the deal won among the candidates. */
export interface DealExplanation {
  attendees_data: { external_attendees: string[]; external_attendees_size: number }
  /** The external attendee who tied the call to the account (name, else e-mail), and their e-mail. */
  prospect: string | null
  prospect_email: string | null
  /** The account's CRM id and name. */
  account: string | null
  account_name: string | null
  /** The deal owner's name and e-mail. */
  owner: string | null
  owner_email: string | null
  /** Whether the deal is open. */
  open: boolean
  /** owner_attendee: the deal's owner was in the call; most_recent: the most recently active open deal. */
  rule: 'owner_attendee' | 'most_recent' | 'not_chosen'
  /** How many open deals of the matched accounts were considered. */
  candidates: number
}

export interface MappingInput {
  attendees: readonly MappingAttendee[]
  /** E-mail domains of the host company (its users' domains): attendees there are reps, not prospects. */
  internalDomains: readonly string[]
  accounts: readonly MappingAccount[]
  contacts: readonly MappingContact[]
  /** Deals of the matched accounts (closed ones are ignored). */
  deals: readonly MappingDeal[]
  /** When the call started (ISO): deals that already existed then come before deals created later. */
  callAt?: string | null
}

export interface RankedDeal {
  deal: MappingDeal
  explanation: DealExplanation
}

const lower = (s: string | null | undefined) => (s ?? '').trim().toLowerCase()

/** The part after '@', lower case; '' for something that is not an e-mail. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@')
  return at < 0 ? '' : lower(email.slice(at + 1))
}

/** Attendees outside the host company, by e-mail, de-duplicated, in the order given. */
export function externalAttendees(attendees: readonly MappingAttendee[], internalDomains: readonly string[]): MappingAttendee[] {
  const internal = new Set(internalDomains.map(lower))
  const seen = new Set<string>()
  const out: MappingAttendee[] = []
  for (const a of attendees) {
    const email = lower(a.email)
    const domain = emailDomain(email)
    if (!domain || a.isInternal === true || internal.has(domain) || seen.has(email)) continue
    seen.add(email)
    out.push({ ...a, email })
  }
  return out
}

/** Accounts an external attendee points to: by the account's domain, or by a CRM contact with that e-mail. */
export function matchedAccountIds(input: Pick<MappingInput, 'attendees' | 'internalDomains' | 'accounts' | 'contacts'>): Map<number, MappingAttendee> {
  const external = externalAttendees(input.attendees, input.internalDomains)
  const out = new Map<number, MappingAttendee>()
  for (const a of external) {
    for (const c of input.contacts) if (c.accountId !== null && lower(c.email) === a.email && !out.has(c.accountId)) out.set(c.accountId, a)
    for (const acc of input.accounts) if (acc.domain && lower(acc.domain) === emailDomain(a.email) && !out.has(acc.id)) out.set(acc.id, a)
  }
  return out
}

const time = (iso: string | null) => (iso ? Date.parse(iso) || 0 : 0)

/**
 * "attendee e-mail domains → account → open deals, owner, recency": the open deals of the accounts the external
 * attendees belong to, best first — deals whose owner attended the call, then deals that existed when the call took
 * place, then the most recently active (last call or e-mail, else creation), then the newest id. Each comes with its
 * explanation.
 */
export function rankDeals(input: MappingInput): RankedDeal[] {
  const accountsById = new Map(input.accounts.map((a) => [a.id, a]))
  const matched = matchedAccountIds(input)
  const attendeeEmails = new Set(input.attendees.map((a) => lower(a.email)))
  const external = externalAttendees(input.attendees, input.internalDomains).map((a) => a.email)
  const open = input.deals.filter((d) => !d.isClosed && d.accountId !== null && matched.has(d.accountId))
  const ownerAttended = (d: MappingDeal) => d.ownerEmail !== null && attendeeEmails.has(lower(d.ownerEmail))
  const recency = (d: MappingDeal) => Math.max(time(d.lastActivityAt), time(d.createdDate))
  const callAt = time(input.callAt ?? null)
  const existed = (d: MappingDeal) => !callAt || !d.createdDate || time(d.createdDate) <= callAt
  const sorted = [...open].sort(
    (a, b) => Number(ownerAttended(b)) - Number(ownerAttended(a)) || Number(existed(b)) - Number(existed(a)) || recency(b) - recency(a) || b.id - a.id,
  )
  return sorted.map((deal) => {
    const prospect = deal.accountId === null ? undefined : matched.get(deal.accountId)
    const account = deal.accountId === null ? undefined : accountsById.get(deal.accountId)
    return {
      deal,
      explanation: {
        attendees_data: { external_attendees: external, external_attendees_size: external.length },
        prospect: prospect ? prospect.name?.trim() || prospect.email : null,
        prospect_email: prospect?.email ?? null,
        account: account?.crmAccountId ?? null,
        account_name: account?.name ?? null,
        owner: deal.ownerName,
        owner_email: deal.ownerEmail,
        open: !deal.isClosed,
        rule: ownerAttended(deal) ? 'owner_attendee' : 'most_recent',
        candidates: sorted.length,
      },
    }
  })
}

/** The deal the call is mapped to automatically, or null when no open deal of an attendee's account exists. */
export function chooseDeal(input: MappingInput): RankedDeal | null {
  return rankDeals(input)[0] ?? null
}

/**
 * The explanation for a deal the rule did not choose (a user's choice, or a mapping from elsewhere): what the
 * attendees and the deal say, with the prospect only when an attendee belongs to the deal's account.
 */
export function explainDeal(input: Omit<MappingInput, 'deals'>, deal: MappingDeal): DealExplanation {
  const ranked = rankDeals({ ...input, deals: [{ ...deal, isClosed: false }] })[0]
  const external = externalAttendees(input.attendees, input.internalDomains).map((a) => a.email)
  const account = deal.accountId === null ? undefined : input.accounts.find((a) => a.id === deal.accountId)
  const base = ranked?.explanation
  return {
    attendees_data: { external_attendees: external, external_attendees_size: external.length },
    prospect: base?.prospect ?? null,
    prospect_email: base?.prospect_email ?? null,
    account: account?.crmAccountId ?? null,
    account_name: account?.name ?? null,
    owner: deal.ownerName,
    owner_email: deal.ownerEmail,
    open: !deal.isClosed,
    rule: 'not_chosen',
    candidates: 0,
  }
}

/**
 * "Deal tag editing is allowed only if the user's email is among the attendees, or the user is company_admin or
 * super_admin, or the user's company equals the attendee company."
 */
export function canEditDealTag(
  viewer: { email: string; user_role: string; companyName: string },
  attendeeEmails: readonly string[],
  attendeeCompanies: readonly string[],
): boolean {
  if (viewer.user_role === 'company_admin' || viewer.user_role === 'super_admin') return true
  if (attendeeEmails.some((e) => lower(e) === lower(viewer.email))) return true
  return attendeeCompanies.some((c) => lower(c) === lower(viewer.companyName))
}

/** The spec's 'null' text that unlinks a call from its deal (update_deal's updated_primary_deal_id). */
export const UNLINK_DEAL_ID = 'null'

export const CHANGE_DEAL_QUESTION = 'Do you want to change the deal?'
export const UNLINK_DEAL_QUESTION = 'Unlink the call from this deal?'
export const wrongDealQuestion = (deal: string) => `Is this call mapped to the wrong deal, ${deal}?`
export const DEAL_FEEDBACK_THANKS = 'Thank you for your feedback. We will make the required changes.'
/** "Toast auto-close … 2.5 s for the wrong-deal report". */
export const DEAL_FEEDBACK_TOAST_SECONDS = 2.5
/** "deal and account search starts at 3 characters with 500 ms debounce". */
export const DEAL_SEARCH_MIN_CHARS = 3
export const DEAL_SEARCH_DEBOUNCE_MS = 500
export const NO_DEAL_LABEL = 'No deal found'
