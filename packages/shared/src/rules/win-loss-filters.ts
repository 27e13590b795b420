import { NATURE_VALUES } from './win-loss'

// Competitive Win-Loss filters and sorting ("Filter bar: Deals Created In, Deal Close Date (future
// allowed), Calls Done In (default Last 6 Months), added filters from Rep, Call, Deal, Account, CRM").

/** "added filters from Rep, Call, Deal, Account, CRM" */
export const WIN_LOSS_FILTER_CATEGORIES = ['Rep', 'Call', 'Deal', 'Account', 'CRM'] as const
export type WinLossFilterCategory = (typeof WIN_LOSS_FILTER_CATEGORIES)[number]

export interface WinLossFilterDef {
  key: string
  label: string
  category: WinLossFilterCategory
  /** A closed list of values; the others come from distinct mode. */
  values?: readonly string[]
}

/** The fixed filters; the company's CRM deal fields are added per company. */
export const WIN_LOSS_FILTERS: readonly WinLossFilterDef[] = [
  { key: 'rep', label: 'Rep', category: 'Rep' },
  { key: 'owner_name', label: 'Deal Owner', category: 'Rep' },
  { key: 'deal_owner_manager', label: 'Deal Owner Manager', category: 'Rep' },
  { key: 'objection_category', label: 'Decision Driver', category: 'Call' },
  { key: 'category', label: 'Underlying Factor', category: 'Call' },
  { key: 'nature', label: 'Nature', category: 'Call', values: NATURE_VALUES },
  { key: 'call_stage', label: 'Deal Stage During Call', category: 'Call' },
  { key: 'deal_name', label: 'Deal Name', category: 'Deal' },
  { key: 'sales_stage', label: 'Current Deal Stage', category: 'Deal' },
  { key: 'previous_deal_stage', label: 'Previous Deal Stage', category: 'Deal' },
  { key: 'deal_type', label: 'Deal Type', category: 'Deal' },
  { key: 'competitor_name', label: 'Competitor', category: 'Deal' },
  { key: 'funnel_by_product', label: 'Funnel By Product', category: 'Deal' },
  { key: 'lead_source', label: 'Lead Source', category: 'Deal' },
  { key: 'account_name', label: 'Account', category: 'Account' },
  { key: 'account_owner_name', label: 'Account Owner', category: 'Account' },
  { key: 'account_tier', label: 'Partner Tier', category: 'Account' },
]

/**
 * The filters on the bar when the page opens: the four the selector table and its graph set ("Clicking a row or point
 * sets a filter: competitor_name, funnel_by_product, owner_name or objection_category"); the spec names no defaults
 * for this report (docs/decisions.md).
 */
export const WIN_LOSS_DEFAULT_FILTERS = ['competitor_name', 'funnel_by_product', 'owner_name', 'objection_category'] as const

/** Filters that narrow the SWOT insights themselves (the others narrow calls or deals). */
export const INSIGHT_FILTERS: readonly string[] = ['objection_category', 'category', 'nature']

/**
 * The paged tables (raw data, deal-level SWOT, lost deals) sort by their call date, newest first unless asked
 * otherwise; the cursor carries it. The small tables (selector, lost stages) come whole and sort on the page.
 */
export const WIN_LOSS_SORT_MAP = { call_date: 'call_date' } as const
export const WIN_LOSS_SORT_FIELDS = Object.values(WIN_LOSS_SORT_MAP)
export const DEFAULT_WIN_LOSS_SORT = { field: 'call_date', type: 'desc' } as const
