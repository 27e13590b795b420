import { LEVELS, type Level } from './deal-scores'
import { stageGroupOf, type StageGroup } from './deal-stages'

// Channel Partner Account Review. The server's
// query module, the account roll-up and the web page all read these.

/**
 * "Account sort fields: account_name, owner_name, tier, won_deals_last_4_qtrs_count/amount, open_deals_count/amount,
 * current_quarter_deals_count, deal_confidence_score, objection_count." Keys are the table's columns; values what
 * the API's sort.field carries.
 */
export const ACCOUNT_SORT_MAP = {
  account_name: 'account_name',
  account_owner: 'owner_name',
  account_tier: 'tier',
  last_4_qtrs_won_deals_count: 'won_deals_last_4_qtrs_count',
  last_4_qtrs_won_deals_amount: 'won_deals_last_4_qtrs_amount',
  open_deals_count: 'open_deals_count',
  open_deals_amount: 'open_deals_amount',
  current_quarter_deals_count: 'current_quarter_deals_count',
  deal_confidence_score: 'deal_confidence_score',
  objection_count: 'objection_count',
} as const
export type AccountSortColumn = keyof typeof ACCOUNT_SORT_MAP
export type AccountSortField = (typeof ACCOUNT_SORT_MAP)[AccountSortColumn]
export const ACCOUNT_SORT_FIELDS = Object.values(ACCOUNT_SORT_MAP) as AccountSortField[]

/** "Title 'Account Review (N accounts)'". */
export const accountReviewTitle = (n: number) => `Account Review (${n} ${n === 1 ? 'account' : 'accounts'})`

/** "'No won deals' or 'No open deals' in account deal popovers." */
export const NO_WON_DEALS = 'No won deals'
export const NO_OPEN_DEALS = 'No open deals'

// ---- The last four quarters ("Note: the last 4 quarters exclude Renewal deals and deals created in the current quarter.")

/** The note the page states under the title. */
export const LAST_4_QTRS_NOTE =
  'Deals Won (Last 4 Qtrs): won deals closed in the four calendar quarters before this one. Renewal deals and deals created in the current quarter are excluded.'

/** The first instant of the calendar quarter (UTC) that holds `at`. */
export function quarterStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), Math.floor(at.getUTCMonth() / 3) * 3, 1))
}

/** The last four quarters: from the start of the quarter four before the current one up to the current one's start. */
export function last4QuartersWindow(now: Date): { start: Date; end: Date } {
  const end = quarterStart(now)
  return { start: new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 12, 1)), end }
}

/** "exclude Renewal deals": a deal whose type names a renewal. */
export const isRenewalDeal = (type: string | null | undefined): boolean => /\brenewal\b/i.test(type ?? '')

export interface AccountDealFacts {
  /** The deal's stage group (the company's stage table, else the spec's groups by name). */
  group: StageGroup | null
  type: string | null
  createdAt: Date | null
  /** YYYY-MM-DD or a date. */
  closeDate: string | Date | null
}

/**
 * Whether a deal counts in "Deals Won (Last 4 Qtrs)": won, not a Renewal deal, not created in the current quarter,
 * closed inside the last four quarters.
 */
export function countsAsWonLast4Qtrs(d: AccountDealFacts, now: Date): boolean {
  if (d.group !== 'won' || isRenewalDeal(d.type) || d.closeDate === null) return false
  const { start, end } = last4QuartersWindow(now)
  if (d.createdAt && d.createdAt >= end) return false
  const closed = new Date(d.closeDate)
  return closed >= start && closed < end
}

/** "Deals Created (Current Qtr)". */
export const createdThisQuarter = (createdAt: Date | null, now: Date) => createdAt !== null && createdAt >= quarterStart(now)

/**
 * A deal's group: its stage's group in the company's stage table when it has one, else the spec's group of the stage
 * name, else open while the CRM says the deal is not closed (a closed deal in an unknown stage is neither won nor open).
 */
export const dealStageGroup = (companyGroup: StageGroup | null | undefined, stageName: string | null | undefined, isClosed: boolean): StageGroup | null =>
  companyGroup ?? stageGroupOf(stageName) ?? (isClosed ? null : 'open')

// ---- Values

/** "account_engagement (High, Medium/Mid, Low, NA/-/None)": the one level a value means. */
export function accountEngagement(value: string | null | undefined): Level {
  const v = (value ?? '').trim().toLowerCase()
  if (v === 'high') return 'High'
  if (v === 'medium' || v === 'mid') return 'Mid'
  if (v === 'low') return 'Low'
  return 'None'
}

/** "deal_confidence_score (High, Mid, Low, None)" — the New Deal Registration Score. */
export const DEAL_CONFIDENCE_VALUES: readonly Level[] = LEVELS

/** Amount buckets of the Open Deals and Won Deals filters (the spec names the filters, not their buckets). */
export const AMOUNT_BUCKETS = ['$0', '$1 - $50K', '$50K - $250K', 'Over $250K'] as const
export const AMOUNT_BOUNDS: Record<(typeof AMOUNT_BUCKETS)[number], [number, number | null]> = {
  $0: [0, 0],
  '$1 - $50K': [0.01, 50_000],
  '$50K - $250K': [50_000.01, 250_000],
  'Over $250K': [250_000.01, null],
}
export const RECORDED_VALUES = ['Recorded', 'Not recorded'] as const

export const ACCOUNT_FILTER_CATEGORIES = ['Rep', 'Call', 'Account', 'Deal', 'CRM'] as const
export type AccountFilterCategory = (typeof ACCOUNT_FILTER_CATEGORIES)[number]

export interface AccountFilterDef {
  key: string
  label: string
  category: AccountFilterCategory
  values?: readonly string[]
}

/** "added Rep, Call, Account, Deal, CRM filters"; CRM keys are the company's deal fields. */
export const ACCOUNT_FILTERS: readonly AccountFilterDef[] = [
  { key: 'account_owner_name', label: 'Account Owner', category: 'Rep' },
  { key: 'account_owner_manager', label: 'Account Owner Manager', category: 'Rep' },
  { key: 'activity_recorded', label: 'Recorded Calls', category: 'Call', values: RECORDED_VALUES },
  { key: 'account_name', label: 'Account Name', category: 'Account' },
  { key: 'account_tier', label: 'Partner Tier', category: 'Account' },
  { key: 'account_engagement', label: 'Account Engagement', category: 'Account', values: LEVELS },
  { key: 'deal_confidence_score', label: 'New Deal Registration Score', category: 'Account', values: DEAL_CONFIDENCE_VALUES },
  { key: 'product_discussed', label: 'Products Discussed', category: 'Account' },
  { key: 'sales_stage', label: 'Deal Stage', category: 'Deal' },
  { key: 'deal_type', label: 'Deal Type', category: 'Deal' },
  { key: 'open_deals_amount', label: 'Open Deals Amount', category: 'Deal', values: AMOUNT_BUCKETS },
  { key: 'won_deals_amount', label: 'Won Deals Amount (Last 4 Qtrs)', category: 'Deal', values: AMOUNT_BUCKETS },
]
export const ACCOUNT_DEFAULT_FILTERS = ['account_owner_name', 'account_tier'] as const

export interface AccountColumnDef {
  field: string
  label: string
  info: string
}

/**
 * "Columns: Account Name; activity timeline; Account Owner; Partner Tier; Deals Won (Last 4 Qtrs) count and amount
 * (popover listing deals); Open Deals count and amount (popover); Deals Created (Current Qtr); New Deal Registration
 * Score; Objection Count; Account Engagement (with last call and last email dates); Products Discussed."
 */
export const ACCOUNT_COLUMNS: readonly AccountColumnDef[] = [
  { field: 'account_name', label: 'Account Name', info: 'The account in the CRM.' },
  {
    field: 'activity',
    label: 'Activity timeline',
    info: 'Calls and e-mails of the account in the chosen range: recorded calls orange, unrecorded blue, e-mails purple.',
  },
  { field: 'account_owner', label: 'Account Owner', info: 'The account owner in the CRM.' },
  { field: 'account_tier', label: 'Partner Tier', info: "The partner's tier in the CRM." },
  { field: 'last_4_qtrs_won_deals_count', label: 'Deals Won (Last 4 Qtrs)', info: LAST_4_QTRS_NOTE },
  { field: 'open_deals_count', label: 'Open Deals', info: 'Deals of the account in an open stage, with their total amount.' },
  { field: 'current_quarter_deals_count', label: 'Deals Created (Current Qtr)', info: 'Deals of the account created since the start of this quarter.' },
  {
    field: 'deal_confidence_score',
    label: 'New Deal Registration Score',
    info: "The qualification score of the account's newest open deal: High = buyer pain and timeline clearly discussed; Mid = partial clarity; Low = unclear or missing; None = no open deal or no recorded calls.",
  },
  { field: 'objection_count', label: 'Objection Count', info: "Objections raised on the recorded calls of the account's deals." },
  { field: 'account_engagement', label: 'Account Engagement', info: '' },
  { field: 'product_discussed', label: 'Products Discussed', info: "Products discussed on the calls of the account's deals." },
]
