import { accountEngagement } from '@parley/shared/rules/account-review'
import { productsDiscussed } from '@parley/shared/rules/pipeline-review'
import type { TAccountDeal, TAccountRow } from '@parley/shared/schemas/account-review'
import type { AccountActivityDbRow, AccountDbRow, AccountDealDbRow } from './account-review.repository'

// Database rows of Account Review → the spec's "Account row". Pure, so the page and the export shape an account
// the same way.

const iso = (v: string | Date | null | undefined): string | null => (v === null || v === undefined ? null : new Date(v).toISOString())
const num = (v: string | number | null | undefined): number => (v === null || v === undefined || v === '' ? 0 : Number(v))

export function toAccountDeal(d: AccountDealDbRow): TAccountDeal {
  return {
    deal_id: d.deal_id,
    deal_name: d.deal_name,
    deal_created_date: iso(d.deal_created_date),
    deal_amount: d.deal_amount === null ? null : Number(d.deal_amount),
    deal_current_stage: d.deal_current_stage,
    deal_type: d.deal_type,
  }
}

export function toAccountRow(r: AccountDbRow, activities: AccountActivityDbRow[] = [], deals: AccountDealDbRow[] = []): TAccountRow {
  const shown = activities.map((a) => ({
    kind: a.kind,
    at: new Date(a.at).toISOString(),
    id: a.id,
    duration: a.duration === null ? null : Number(a.duration),
    direction: a.direction,
  }))
  return {
    account_id: r.account_id,
    crm_account_id: r.crm_account_id,
    account_name: r.account_name,
    account_owner: r.account_owner,
    owner_id: r.owner_id,
    account_tier: r.account_tier,
    last_4_qtrs_won_deals_count: Number(r.won_count),
    last_4_qtrs_won_deals_amount: num(r.won_amount),
    open_deals_count: Number(r.open_count),
    open_deals_amount: num(r.open_amount),
    current_quarter_deals_count: Number(r.quarter_count),
    deal_confidence_score: accountEngagement(r.deal_confidence_score),
    objection_count: Number(r.objection_count),
    account_engagement: accountEngagement(r.account_engagement),
    product_discussed: productsDiscussed(r.products ?? []),
    account_last_call_date: iso(r.last_call_at),
    account_last_email_date: iso(r.last_email_at),
    deals: { won_deals: deals.filter((d) => d.won).map(toAccountDeal), open_deals: deals.filter((d) => !d.won).map(toAccountDeal) },
    calls: shown.filter((a) => a.kind !== 'email'),
    emails: shown.filter((a) => a.kind === 'email'),
    activity_count: Number(r.activity_count),
    primary_deal_id: r.primary_deal_id,
  }
}
