import type { TCompanySettings } from '../schemas/company-settings'
import { hasLikeliness, type Level, qualificationScore } from './deal-scores'

// Pipeline Review's sort fields, buckets and chart rules.
// The server's query module and the web page both read these, so a label, a bucket or a chart rule lives once.

/**
 * "Sortable fields map: activity, engagement, rep_engagement, prospect_engagement, forecast -> playbook_coverage,
 * days_in_current_stage -> stage_date, deal_followup_email_count -> follow_ups, likeliness_score, amount -> deal_amount."
 * Keys are the table's columns; values are what the API's sort.field carries.
 */
export const PIPELINE_SORT_MAP = {
  activity: 'activity',
  engagement: 'engagement',
  rep_engagement: 'rep_engagement',
  prospect_engagement: 'prospect_engagement',
  forecast: 'playbook_coverage',
  days_in_current_stage: 'stage_date',
  deal_followup_email_count: 'follow_ups',
  likeliness_score: 'likeliness_score',
  amount: 'deal_amount',
} as const
export type PipelineSortColumn = keyof typeof PIPELINE_SORT_MAP
export type PipelineSortField = (typeof PIPELINE_SORT_MAP)[PipelineSortColumn]
export const PIPELINE_SORT_FIELDS = Object.values(PIPELINE_SORT_MAP) as PipelineSortField[]

/** "Pipeline review layouts": the default, the account-centred one (company setting `alternative`), and search mode. */
export type PipelineLayout = 'default' | 'alternative'

/** "Default visible filters: sales_stage, deal_type, owner_name." */
export const PIPELINE_DEFAULT_FILTERS = ['sales_stage', 'deal_type', 'owner_name'] as const

export const FILTER_CATEGORIES = ['Rep', 'Call', 'Deal', 'Engagement', 'CRM', 'Checklist'] as const
export type FilterCategory = (typeof FILTER_CATEGORIES)[number]

export interface PipelineFilterDef {
  key: string
  label: string
  category: FilterCategory
  /** Shown only where this company setting is on. */
  setting?: 'regionFilter' | 'firstMeetingScore' | 'productsDiscussed'
  /** A closed list of values (buckets and levels); others come from distinct mode. */
  values?: readonly string[]
}

/** "Follow-up buckets: 0-2, 3-4, 5-7, >7." */
export const FOLLOW_UP_BUCKETS = ['0-2', '3-4', '5-7', '>7'] as const
/** Days in stage buckets (the spec names the filter, not its buckets; docs/decisions.md). */
export const DAYS_IN_STAGE_BUCKETS = ['0-30', '31-60', '61-90', '>90'] as const
export const ENGAGEMENT_VALUES: readonly Level[] = ['High', 'Mid', 'Low', 'None']
/** "Forecast: No forecast, Less Likely, Likely, High Likely." */
export const FORECAST_VALUES = ['High Likely', 'Likely', 'Less Likely', 'No forecast'] as const
export const LIKELINESS_VALUES = ['High', 'Medium', 'Low'] as const
/** A deal checklist filter ('{signal id}_grade'): the band of the deal's best score, or not covered on any call. */
export const CHECKLIST_GRADE_VALUES = ['High', 'Medium', 'Low', 'Not covered'] as const
export const RECORDED_VALUES = ['Recorded', 'Not recorded'] as const
export const NEXT_MEETING_VALUES = ['Set', 'Not set'] as const

/** "Add-filter categories: Rep, Call, Deal, Engagement, CRM, Checklist." CRM and Checklist keys come from the company. */
export const PIPELINE_FILTERS: readonly PipelineFilterDef[] = [
  { key: 'owner_name', label: 'Deal Owner', category: 'Rep' },
  { key: 'deal_owner_manager', label: 'Deal Owner Manager', category: 'Rep' },
  { key: 'activity_recorded', label: 'Recorded Calls', category: 'Call', values: RECORDED_VALUES },
  { key: 'next_meeting', label: 'Next Meeting', category: 'Call', values: NEXT_MEETING_VALUES },
  { key: 'sales_stage', label: 'Deal Stage', category: 'Deal' },
  { key: 'deal_type', label: 'Deal Type', category: 'Deal' },
  { key: 'deal_name', label: 'Deal Name', category: 'Deal' },
  { key: 'account_name', label: 'Account', category: 'Deal' },
  { key: 'lead_source', label: 'Lead Source', category: 'Deal' },
  { key: 'funnel_by_product', label: 'Funnel by Product', category: 'Deal' },
  { key: 'competitor_name', label: 'Competitor', category: 'Deal' },
  { key: 'region', label: 'Region', category: 'Deal', setting: 'regionFilter' },
  { key: 'first_meeting_score', label: 'First Meeting Score', category: 'Deal', setting: 'firstMeetingScore' },
  { key: 'product_discussed', label: 'Products Discussed', category: 'Deal', setting: 'productsDiscussed' },
  { key: 'days_in_stage', label: 'Days in Stage', category: 'Deal', values: DAYS_IN_STAGE_BUCKETS },
  { key: 'likeliness_score', label: 'Likeliness Score', category: 'Deal', values: LIKELINESS_VALUES },
  { key: 'engagement', label: 'Engagement', category: 'Engagement', values: ENGAGEMENT_VALUES },
  { key: 'prospect_engagement', label: 'Prospect Engagement', category: 'Engagement', values: ENGAGEMENT_VALUES },
  { key: 'rep_engagement', label: 'Rep Engagement', category: 'Engagement', values: ENGAGEMENT_VALUES },
  { key: 'forecast', label: 'Qualification Score', category: 'Engagement', values: FORECAST_VALUES },
  { key: 'follow_up_count', label: 'Follow-ups', category: 'Engagement', values: FOLLOW_UP_BUCKETS },
]

/** The filters a company offers (settings switch the company-specific ones on). */
export function pipelineFilters(settings: Pick<TCompanySettings, 'regionFilter' | 'firstMeetingScore' | 'productsDiscussed'>): PipelineFilterDef[] {
  return PIPELINE_FILTERS.filter((f) => !f.setting || settings[f.setting])
}

/** Checklist filter keys: "Checklist-derived filter keys are the signal id plus _tag, _category or _grade." */
export const checklistFilterKey = (signalId: number) => `${signalId}_grade`
export function checklistSignalOf(key: string): number | null {
  const m = /^(\d{1,9})_grade$/.exec(key)
  return m ? Number(m[1]) : null
}

/** The bucket a follow-up count falls in. */
export function followUpBucket(n: number): (typeof FOLLOW_UP_BUCKETS)[number] {
  if (n <= 2) return '0-2'
  if (n <= 4) return '3-4'
  if (n <= 7) return '5-7'
  return '>7'
}

/** Bucket bounds as [min, max] whole numbers (max null = no upper bound), for SQL. */
export const FOLLOW_UP_BOUNDS: Record<(typeof FOLLOW_UP_BUCKETS)[number], [number, number | null]> = {
  '0-2': [0, 2],
  '3-4': [3, 4],
  '5-7': [5, 7],
  '>7': [8, null],
}
export const DAYS_IN_STAGE_BOUNDS: Record<(typeof DAYS_IN_STAGE_BUCKETS)[number], [number, number | null]> = {
  '0-30': [0, 30],
  '31-60': [31, 60],
  '61-90': [61, 90],
  '>90': [91, null],
}

/** A chart's slice of deals without a value; filtering by it selects exactly those deals. */
export const NO_VALUE = 'None'

/** "High Likely -> High; Likely -> Mid; Less Likely -> Low; No forecast or empty -> None" read backwards, for chart clicks. */
export function forecastOfLevel(level: string): (typeof FORECAST_VALUES)[number] | null {
  return FORECAST_VALUES.find((f) => qualificationScore(f) === level) ?? null
}

/** "amount (string; a leading minus is stripped and it is shown as a dollar figure; -1 means none)". */
export function pipelineAmount(amount: string | number | null | undefined): string | null {
  if (amount === null || amount === undefined) return null
  const text = String(amount).trim()
  if (text === '' || Number(text) === -1) return null
  const n = Number(text.replace(/^-/, ''))
  if (!Number.isFinite(n)) return null
  return `$${Math.round(n).toLocaleString('en-US')}`
}

/** "Deal notes preview is the first 20 characters" then an ellipsis. */
export const NOTES_PREVIEW_LENGTH = 20
export function notesPreview(notes: string | null | undefined): string | null {
  const text = notes?.trim()
  if (!text) return null
  return text.length > NOTES_PREVIEW_LENGTH ? `${text.slice(0, NOTES_PREVIEW_LENGTH)}…` : text
}

/** "product_discussed (list or text; NA and 'not discussed' count as none)". */
export function productsDiscussed(value: string | readonly string[] | null | undefined): string[] {
  const list = typeof value === 'string' ? value.split(/[,;]/) : (value ?? [])
  return list.map((p) => p.trim()).filter((p) => p !== '' && !/^(na|n\/a|not discussed)$/i.test(p))
}

/**
 * "The Likeliness column, filter and tab appear only when at least one loaded deal has another value [than '-5', and in
 * the default layout '-2'], and the filter is then auto-added to the visible filters."
 */
export function showLikeliness(rows: readonly { likeliness_score: string | null }[], layout: PipelineLayout): boolean {
  return rows.some((r) => hasLikeliness(r.likeliness_score, layout))
}

/** "Deal Notes (only when some deal has notes)". */
export const showDealNotes = (rows: readonly { crm_notes: string | null }[]) => rows.some((r) => !!r.crm_notes?.trim())

// ---- The deal drawer ----

/** "Deal drawer … 800 px wide, 300 px under 768 px screens". */
export const drawerWidth = (screenWidth: number) => (screenWidth < 768 ? 300 : 800)

export const DRAWER_TABS = [
  { key: '1', label: 'Deal Activity' },
  { key: '2', label: 'Ask Anything' },
  { key: '3', label: 'Deal Insights' },
  { key: '4', label: 'CRM Info' },
  { key: '5', label: 'Likeliness Info' },
  { key: '6', label: 'Account Activity' },
  { key: '7', label: 'Account Insights' },
] as const
export type DrawerTabKey = (typeof DRAWER_TABS)[number]['key']
/** "Deal Insights (3, default when opened from a score)"; otherwise tab 1. "Closing the drawer resets the tab to 1." */
export const drawerStartTab = (fromScore: boolean): DrawerTabKey => (fromScore ? '3' : '1')

/** Tabs 5 "only when likeliness exists"; 6 and 7 with the company's accountTabs setting or ?accountTab=true. */
export function drawerTabs(o: { likeliness: boolean; accountTabs: boolean }): (typeof DRAWER_TABS)[number][] {
  return DRAWER_TABS.filter((t) => (t.key !== '5' || o.likeliness) && ((t.key !== '6' && t.key !== '7') || o.accountTabs))
}

/** "Deal checklist table … first 5 rows with a '(+ Deal checklist)' / '(- Deal checklist)' toggle." */
export const DEAL_CHECKLIST_PREVIEW_ROWS = 5
