import { z } from 'zod'
import { ZPipelineActivity } from './pipeline-review'
import { ZReportSchema } from './reports'

// Channel Partner Account Review's answers. The request is the
// common ZReportQuery.

const level = z.enum(['High', 'Mid', 'Low', 'None'])

/** "Each popover deal: deal_name, deal_created_date, deal_amount, deal_current_stage, deal_type." */
export const ZAccountDeal = z.object({
  deal_id: z.number(),
  deal_name: z.string(),
  deal_created_date: z.string().nullable(),
  /** Dollars; null when the CRM has none. */
  deal_amount: z.number().nullable(),
  deal_current_stage: z.string().nullable(),
  deal_type: z.string().nullable(),
})
export type TAccountDeal = z.infer<typeof ZAccountDeal>

export const ZAccountRow = z.object({
  account_id: z.number(),
  crm_account_id: z.string(),
  account_name: z.string(),
  account_owner: z.string().nullable(),
  owner_id: z.number().nullable(),
  /** Partner Tier. */
  account_tier: z.string().nullable(),
  last_4_qtrs_won_deals_count: z.number(),
  last_4_qtrs_won_deals_amount: z.number(),
  open_deals_count: z.number(),
  open_deals_amount: z.number(),
  current_quarter_deals_count: z.number(),
  /** New Deal Registration Score. */
  deal_confidence_score: level,
  objection_count: z.number(),
  account_engagement: level,
  product_discussed: z.array(z.string()),
  account_last_call_date: z.string().nullable(),
  account_last_email_date: z.string().nullable(),
  /** "deals {won_deals, open_deals}": the popovers' lists. */
  deals: z.object({ won_deals: z.array(ZAccountDeal), open_deals: z.array(ZAccountDeal) }),
  /** The account's calls and e-mails in the range (the activity timeline). */
  calls: z.array(ZPipelineActivity),
  emails: z.array(ZPipelineActivity),
  activity_count: z.number(),
  /** The account's newest live deal: the drawer's Account Activity reads the account through it. Null without deals. */
  primary_deal_id: z.number().nullable(),
})
export type TAccountRow = z.infer<typeof ZAccountRow>

/** "Response data.data: … accounts and total" (with the columns' labels and tooltips). */
export const ZAccountReviewResponse = z.object({
  data: z.object({ data: z.object({ accounts: z.array(ZAccountRow), total: z.number(), schema: ZReportSchema }) }),
})
export type TAccountReviewResponse = z.infer<typeof ZAccountReviewResponse>
