import { REPORT_EXPORT_MAX_ROWS, type TReportQuery } from '@parley/shared/schemas/reports'
import type { TAccountRow } from '@parley/shared/schemas/account-review'
import { pipelineAmount } from '@parley/shared/rules/pipeline-review'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { type ExportColumn, exportTimeZone } from '../../platform/export/export'
import { EXPORT_BATCH } from '../../platform/export/batched-rows'
import { findUserTimeZone } from '../../platform/time-zone'
import { findAccountKeys } from './account-review.repository'
import { accountRows, loadAccounts } from './account-review.service'

// Account Review's export: every account with the same filters, scope and sort, streamed; the table's columns in its
// order (counts and dollar amounts apart, the popovers' deals listed), then the engagement's dates.

const dollars = (n: number) => pipelineAmount(n) ?? '$0'

export function accountExportColumns(tz: string): ExportColumn<TAccountRow>[] {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' })
  const date = (v: string | null) => (v ? day.format(new Date(v)) : '')
  return [
    { header: 'Account Name', value: (r) => r.account_name, width: 32 },
    { header: 'Activity in range', value: (r) => r.activity_count },
    { header: 'Account Owner', value: (r) => r.account_owner, width: 22 },
    { header: 'Partner Tier', value: (r) => r.account_tier, width: 14 },
    { header: 'Deals Won (Last 4 Qtrs)', value: (r) => r.last_4_qtrs_won_deals_count },
    { header: 'Won Amount (Last 4 Qtrs)', value: (r) => dollars(r.last_4_qtrs_won_deals_amount), width: 16 },
    { header: 'Won Deals (Last 4 Qtrs)', value: (r) => r.deals.won_deals.map((d) => d.deal_name).join('; '), width: 40 },
    { header: 'Open Deals', value: (r) => r.open_deals_count },
    { header: 'Open Amount', value: (r) => dollars(r.open_deals_amount), width: 16 },
    { header: 'Open Deal Names', value: (r) => r.deals.open_deals.map((d) => d.deal_name).join('; '), width: 40 },
    { header: 'Deals Created (Current Qtr)', value: (r) => r.current_quarter_deals_count },
    { header: 'New Deal Registration Score', value: (r) => r.deal_confidence_score, width: 14 },
    { header: 'Objection Count', value: (r) => r.objection_count },
    { header: 'Account Engagement', value: (r) => r.account_engagement, width: 14 },
    { header: 'Last Call', value: (r) => date(r.account_last_call_date) },
    { header: 'Last Email', value: (r) => date(r.account_last_email_date) },
    { header: 'Products Discussed', value: (r) => r.product_discussed.join(', '), width: 30 },
    { header: 'Account ID', value: (r) => r.crm_account_id, width: 20 },
  ]
}

export interface AccountExport {
  count: number
  tz: string
  today: string
  rows: AsyncIterable<TAccountRow>
}

/** The keys in table order in one transaction, then rows EXPORT_BATCH at a time, each batch in its own transaction. */
export async function prepareAccountExport(deps: AppDeps, auth: AuthContext, q: TReportQuery, askedTz: string | undefined): Promise<AccountExport> {
  const companyId = auth.user.companyId
  const { load, keys, userTz } = await deps.db.withTenant(companyId, async (tx) => {
    const load = await loadAccounts(deps, tx, auth, { ...q, distinct: false, take: null, skip: null })
    return {
      load,
      keys: await findAccountKeys(tx, load.r, load.ctx, REPORT_EXPORT_MAX_ROWS),
      userTz: askedTz ? null : await findUserTimeZone(tx, auth.user.id),
    }
  })
  const tz = exportTimeZone(askedTz, userTz)
  async function* rows(): AsyncGenerator<TAccountRow> {
    for (let i = 0; i < keys.length; i += EXPORT_BATCH) {
      const batch = keys.slice(i, i + EXPORT_BATCH)
      yield* await deps.db.withTenant(companyId, (tx) => accountRows(tx, load, batch))
    }
  }
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(load.r.now)
  return { count: keys.length, tz, today, rows: rows() }
}
