import type { TCompanySettings } from '../schemas/company-settings'

// Pipeline Review's table columns with their info tooltips ("Each column has an info tooltip") and
// its Executive Summary chart dimensions ("Chart types"). The API answers them as `schema`; the export uses the labels.

export interface PipelineColumnDef {
  field: string
  label: string
  info: string
  /** Shown only where this company setting is on. */
  setting?: 'productsDiscussed' | 'firstMeetingScore' | 'regionFilter'
}

/** "The qualification-score tooltip: High = buyer pain and timeline clearly discussed; Mid = partial clarity; Low = unclear or missing; None = no recorded calls." */
export const QUALIFICATION_INFO = 'High = buyer pain and timeline clearly discussed; Mid = partial clarity; Low = unclear or missing; None = no recorded calls.'
export const ENGAGEMENT_INFO = 'High = activity within 20 days; Mid = 20 to 60 days; Low = over 60 days; None = no activity.'
export const FAST_ENGAGEMENT_INFO = 'High = activity within 2 days; Mid = 2 to 5 days; Low = over 5 days; None = no activity.'

/** The table's columns in the spec's order ("Table columns"). */
export const PIPELINE_COLUMNS: readonly PipelineColumnDef[] = [
  { field: 'deal_name', label: 'Deal', info: 'The deal with its owner and the people who attended its calls.' },
  {
    field: 'activity',
    label: 'Activity timeline',
    info: 'Calls and e-mails of the deal in the chosen range: recorded calls orange, unrecorded blue, e-mails purple.',
  },
  { field: 'forecast', label: 'Qualification Score', info: QUALIFICATION_INFO },
  {
    field: 'likeliness_score',
    label: 'Likeliness Score',
    info: 'How likely the deal is to close, from its checklist, objections, recency, forecast and next meeting.',
  },
  { field: 'days_in_current_stage', label: 'Days in Stage', info: 'Days since the deal entered its current stage.' },
  { field: 'engagement', label: 'Engagement', info: ENGAGEMENT_INFO },
  { field: 'prospect_engagement', label: 'Prospect activity', info: 'The prospect side: recorded calls and e-mails from the buyer.' },
  { field: 'rep_engagement', label: 'Rep activity', info: 'Our side: calls and e-mails sent by the rep.' },
  { field: 'deal_followup_email_count', label: 'Follow-ups', info: "Rep e-mails sent after the prospect's last interaction." },
  { field: 'deal_next_meeting_date', label: 'Next Meeting', info: 'The next scheduled meeting of the deal.' },
  { field: 'product_discussed', label: 'Products Discussed', info: 'Products discussed on the calls of the deal.', setting: 'productsDiscussed' },
  { field: 'amount', label: 'Amount', info: 'The deal amount in the CRM.' },
  { field: 'close_date', label: 'Deal Close Date', info: 'The expected or actual close date in the CRM.' },
  { field: 'sales_stage', label: 'Stage', info: 'The deal stage in the CRM.' },
  { field: 'owner_name', label: 'Owner', info: 'The deal owner in the CRM.' },
  { field: 'deal_severe_objections_count', label: 'Severe Objections', info: 'Objections of high severity raised on the calls of the deal.' },
  { field: 'deal_last_recorded_call_date', label: 'Last Recorded Call', info: 'The date of the last recorded call.' },
  { field: 'deal_last_call_date', label: 'Last Call', info: 'The date of the last call, recorded or not.' },
  { field: 'deal_days_since_last_call', label: 'Days Since Last Call', info: 'Days since the last call, recorded or not.' },
  { field: 'deal_last_email_date', label: 'Last Email', info: 'The date of the last e-mail of the deal.' },
  { field: 'crm_deal_id', label: 'Deal ID', info: "The deal's id in the CRM." },
  { field: 'deal_owner_manager', label: 'Owner Manager', info: "The deal owner's manager." },
  { field: 'crm_next_steps', label: 'Deal Next Steps', info: 'Next steps written in the CRM.' },
  { field: 'crm_notes', label: 'Deal Notes', info: 'Notes written in the CRM.' },
  { field: 'first_meeting_score', label: 'First Meeting Score', info: 'The score given to the first meeting in the CRM.', setting: 'firstMeetingScore' },
  // "the Region filter and column for two specific companies": the regionFilter setting.
  { field: 'region', label: 'Region', info: "The deal's region (else its account's).", setting: 'regionFilter' },
]

export function pipelineColumns(settings: Pick<TCompanySettings, 'productsDiscussed' | 'firstMeetingScore' | 'regionFilter'>): PipelineColumnDef[] {
  return PIPELINE_COLUMNS.filter((c) => !c.setting || settings[c.setting])
}

/** Info of the engagement columns in the company's engagement mode (20/60 or 2/5 days). */
export function engagementInfo(mode: TCompanySettings['engagementMode']): string {
  return mode === 'fast' ? FAST_ENGAGEMENT_INFO : ENGAGEMENT_INFO
}

export type PipelineChartKey = 'engagement' | 'playbook' | 'funnel_by_product' | 'region' | 'first_meeting_score' | 'deal_owner'

export interface PipelineChartDef {
  key: PipelineChartKey
  label: string
  info: string
  /** The filter a click on a slice or bar sets. */
  filter: string
  setting?: 'regionFilter' | 'firstMeetingScore'
}

/** "Chart types: engagement, playbook (product score), funnel_by_product, region, first_meeting_score, deal_owner." */
export const PIPELINE_CHARTS: Record<PipelineChartKey, PipelineChartDef> = {
  engagement: { key: 'engagement', label: 'Engagement', info: ENGAGEMENT_INFO, filter: 'engagement' },
  playbook: { key: 'playbook', label: 'Qualification Score', info: QUALIFICATION_INFO, filter: 'forecast' },
  funnel_by_product: { key: 'funnel_by_product', label: 'Funnel by Product', info: 'Deals by the product line of their funnel.', filter: 'funnel_by_product' },
  region: { key: 'region', label: 'Region', info: "Deals by the account's region.", filter: 'region', setting: 'regionFilter' },
  first_meeting_score: {
    key: 'first_meeting_score',
    label: 'First Meeting Score',
    info: 'Deals by the score of their first meeting.',
    filter: 'first_meeting_score',
    setting: 'firstMeetingScore',
  },
  deal_owner: { key: 'deal_owner', label: 'Deal Owner', info: 'The five owners with the most deals.', filter: 'owner_name' },
}

/** Two pies titled '% Deals across:' and one bar titled '# Deals across ...', each with a dimension dropdown. */
export const PIE_CHART_KEYS: readonly PipelineChartKey[] = ['engagement', 'playbook', 'first_meeting_score', 'region']
export const BAR_CHART_KEYS: readonly PipelineChartKey[] = ['funnel_by_product', 'deal_owner', 'region']
export const DEFAULT_CHARTS = { pie1: 'engagement', pie2: 'playbook', bar: 'funnel_by_product' } as const satisfies Record<string, PipelineChartKey>

export function chartOptions(keys: readonly PipelineChartKey[], settings: Pick<TCompanySettings, 'regionFilter' | 'firstMeetingScore'>): PipelineChartDef[] {
  return keys.map((k) => PIPELINE_CHARTS[k]).filter((c) => !c.setting || settings[c.setting])
}
