import { activityCounts, type ActivityKind } from '@parley/shared/rules/deal-activity'
import type { TDealActivity } from '@parley/shared/schemas/deal-activity'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { listAccountDeals } from './account-activity.repository'
import { dealActivity } from './deal-activity.service'

/** The most deals of one account whose activity the Account Activity tab merges. */
const MAX_ACCOUNT_DEALS = 50

/**
 * GET /api/users/dealActivityTab?deal_id=&account_activities=true ("tabs 1 and 6 load it (6 asks for
 * account activities)"): the calls and e-mails of every live deal of the deal's account, each tagged with its deal,
 * newest first, with the account's deals in `deals`. Each deal's activity is read by the Deal Activity use case, so the
 * call access rule applies to every call the same way.
 */
export async function accountActivity(deps: AppDeps, auth: AuthContext, dealId: number): Promise<TDealActivity> {
  // Another company's deal (or none) is 404 here, before any other read.
  const own = await dealActivity(deps, auth, dealId)
  const deals = await deps.db.withTenant(auth.user.companyId, (tx) => listAccountDeals(tx, dealId, MAX_ACCOUNT_DEALS))
  const others = await Promise.all(deals.filter((d) => d.id !== dealId).map((d) => dealActivity(deps, auth, d.id)))
  const all = [own, ...others]
  const calls = all.flatMap((a) => a.calls.map((c) => ({ ...c, primary_deal_id: a.deal.id }))).sort((x, y) => y.start_at.localeCompare(x.start_at))
  const emails = all.flatMap((a) => a.emails.map((e) => ({ ...e, primary_deal_id: a.deal.id }))).sort((x, y) => y.received_at.localeCompare(x.received_at))
  const counts = activityCounts([
    ...calls.map((c): ActivityKind => (c.is_meeting_recorded ? 'recorded' : 'unrecorded')),
    ...emails.map((): ActivityKind => 'email'),
  ])
  return {
    deal: own.deal,
    calls,
    emails,
    deals: deals.map((d) => ({
      id: d.id,
      crm_deal_id: d.crm_deal_id,
      deal_name: d.name,
      created_date_timestamp: d.created_date === null ? null : new Date(d.created_date).getTime(),
    })),
    ...counts,
  }
}
