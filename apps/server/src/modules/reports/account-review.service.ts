import { ACCOUNT_COLUMNS, ACCOUNT_FILTERS, ACCOUNT_SORT_FIELDS } from '@parley/shared/rules/account-review'
import { engagementInfo } from '@parley/shared/rules/pipeline-columns'
import type { TAccountReviewResponse, TAccountRow } from '@parley/shared/schemas/account-review'
import type { TDistinctResponse, TReportField, TReportQuery } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../platform/deps'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth/authenticate'
import { type AccountContext, knowsAccountFilter } from './account-review-sql'
import {
  type AccountActivityDbRow,
  type AccountDbRow,
  type AccountDealDbRow,
  countAccounts,
  findAccountActivities,
  findAccountDeals,
  findAccountDistinct,
  findAccountPageKeys,
  findAccountRows,
} from './account-review.repository'
import { toAccountRow } from './account-review-rows'
import { findPipelineContext } from './pipeline-review.repository'
import { parseReportRequest, type ReportRequest, rowLimit } from './report-request'

// Channel Partner Account Review's use cases: the page (or every row) and the
// distinct filter options. Counts come from the account roll-up (account_metrics); the shown accounts' timelines and
// popover deals are read for those accounts only. Every read runs in the caller's tenant transaction, through scopeOf.

export interface AccountLoad {
  r: ReportRequest
  ctx: AccountContext
  filterLabels: Record<string, TReportField>
}

export async function loadAccounts(deps: AppDeps, tx: Db, auth: AuthContext, q: TReportQuery): Promise<AccountLoad> {
  const companyId = auth.user.companyId
  const company = await findPipelineContext(tx, companyId)
  const ctx: AccountContext = { companyId, engagementMode: auth.settings.engagementMode, crmFields: company.crmFields.map((f) => f.db_field) }
  const filterLabels: Record<string, TReportField> = {}
  for (const f of ACCOUNT_FILTERS) filterLabels[f.key] = { label: f.label, info: '', category: f.category }
  for (const f of company.crmFields) filterLabels[f.db_field] ??= { label: f.label, info: '', category: 'CRM' }
  const fixed = new Set(ACCOUNT_FILTERS.map((f) => f.key))
  const r = await parseReportRequest(
    deps,
    tx,
    auth,
    { key: 'account_review', knowsFilter: (k) => knowsAccountFilter(k, fixed, ctx), sortFields: ACCOUNT_SORT_FIELDS },
    q,
  )
  return { r, ctx, filterLabels }
}

/** Column labels and tooltips; the engagement tooltip follows the company's engagement mode. */
export function accountSchema(auth: AuthContext): Record<string, TReportField> {
  const info = engagementInfo(auth.settings.engagementMode)
  return Object.fromEntries(ACCOUNT_COLUMNS.map((c) => [c.field, { label: c.label, info: c.field === 'account_engagement' ? info : c.info }]))
}

const groupBy = <T>(items: T[], key: (x: T) => number) => {
  const out = new Map<number, T[]>()
  for (const x of items) out.set(key(x), [...(out.get(key(x)) ?? []), x])
  return out
}

/** Some accounts' rows in the given order, with their timelines and popover deals. */
export async function accountRows(tx: Db, load: AccountLoad, ids: number[]): Promise<TAccountRow[]> {
  // One transaction is one connection: its queries run one after the other.
  const rows = await findAccountRows(tx, load.r, load.ctx, ids)
  const activities = await findAccountActivities(tx, load.r, load.ctx, ids)
  const deals = await findAccountDeals(tx, load.ctx, ids, load.r.now)
  const byId = new Map(rows.map((x) => [x.account_id, x]))
  const acts = groupBy<AccountActivityDbRow>(activities, (a) => a.account_id)
  const dealsOf = groupBy<AccountDealDbRow>(deals, (d) => d.account_id)
  return ids
    .map((id) => byId.get(id))
    .filter((x): x is AccountDbRow => x !== undefined)
    .map((x) => toAccountRow(x, acts.get(x.account_id) ?? [], dealsOf.get(x.account_id) ?? []))
}

/** POST /reports/account-review: "Response data.data: for distinct, a list of filter options; otherwise accounts and total." */
export async function accountReview(deps: AppDeps, auth: AuthContext, q: TReportQuery): Promise<TAccountReviewResponse | TDistinctResponse> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const load = await loadAccounts(deps, tx, auth, q)
    if (load.r.distinct) return accountDistinct(tx, load)
    const limit = rowLimit(load.r)
    const keys = await findAccountPageKeys(tx, load.r, load.ctx, limit)
    const total = keys[0]?.total ?? (limit.skip > 0 ? await countAccounts(tx, load.r, load.ctx) : 0)
    const accounts = await accountRows(
      tx,
      load,
      keys.map((k) => k.id),
    )
    return { data: { data: { accounts, total, schema: accountSchema(auth) } } }
  })
}

async function accountDistinct(tx: Db, load: AccountLoad): Promise<TDistinctResponse> {
  const found = await findAccountDistinct(tx, load.r, load.ctx)
  const lists: Record<string, string[]> = {}
  for (const f of ACCOUNT_FILTERS) lists[f.key] = f.values ? [...f.values] : (found[f.key] ?? [])
  for (const field of load.ctx.crmFields) lists[field] ??= found[field] ?? []
  return { data: [lists, { schema: load.filterLabels }] }
}
