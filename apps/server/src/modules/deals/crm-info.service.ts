import type { TCrmDealInfo } from '@parley/shared/schemas/deal-activity'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { notFound } from '../../platform/errors'
import { findCrmDeal } from './crm-info.repository'
import { DEAL_NOT_FOUND_MESSAGE } from './deal-activity.service'

/**
 * GET /api/users/deal_crm_info?crm_deal_id=: the deal as the CRM holds it, for any user
 * of its company. Another company's deal, or no such deal, is 404. `in_crm` is false for a deal deleted in the CRM
 * (calls keep pointing at it and keep their history).
 */
export async function dealCrmInfo(deps: AppDeps, auth: AuthContext, crmDealId: string): Promise<TCrmDealInfo> {
  const row = await deps.db.withTenant(auth.user.companyId, (tx) => findCrmDeal(tx, crmDealId))
  if (!row) throw notFound(DEAL_NOT_FOUND_MESSAGE)
  const amount = row.amount === null ? null : Number(row.amount)
  return {
    deal_id: row.id,
    crm_deal_id: row.crm_deal_id,
    deal_name: row.name,
    amount: amount !== null && Number.isFinite(amount) && amount >= 0 ? amount : null,
    owner_name: row.owner_name,
    account_name: row.account_name,
    sales_stage: row.stage_name,
    crm_custom_field: row.custom_fields ?? {},
    crm_notes: row.notes,
    next_step: row.next_step,
    close_date: row.close_date === null ? null : String(row.close_date).slice(0, 10),
    crm_name: row.crm_name,
    crm_url: row.crm_url,
    in_crm: row.deleted_at === null,
  }
}
