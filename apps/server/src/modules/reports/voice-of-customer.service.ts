import { VOC_FILTERS, VOC_SORT_FIELDS } from '@parley/shared/rules/voice-of-customer'
import { REPORT_EXPORT_MAX_ROWS, type TDistinctResponse, type TReportField, type TReportQuery } from '@parley/shared/schemas/reports'
import type { TVoiceOfCustomerQuery, TVoiceOfCustomerResponse, TVoiceOfCustomerRow } from '@parley/shared/schemas/voice-of-customer'
import type { AppDeps } from '../../platform/deps'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth/authenticate'
import { decodeCursor, encodeCursor, queryFingerprint } from './report-cursor'
import { parseReportRequest, type ReportRequest } from './report-request'
import { vocDescending } from './voice-of-customer-sql'
import { countVoc, findVocDistinct, findVocKeys, findVocPage, findVocRows, type VocDbRow } from './voice-of-customer.repository'
import { toVocRow } from './voice-of-customer-rows'

// Voice of Customer's use cases (POST /reports/voice-of-customer: cursor pagination with after and take; the answer
// carries result, total, after): a page after a cursor (or every row) and distinct mode. Every read runs in
// the caller's tenant transaction, through scopeOf.

export interface VocLoad {
  r: ReportRequest
  companyId: number
  filterLabels: Record<string, TReportField>
  /** The query's fingerprint, which its cursors carry (report-cursor.ts). */
  fingerprint: string
}

const FIXED = new Set<string>(VOC_FILTERS.map((f) => f.key))

export async function loadVoc(deps: AppDeps, tx: Db, auth: AuthContext, q: TVoiceOfCustomerQuery): Promise<VocLoad> {
  const filterLabels: Record<string, TReportField> = {}
  for (const f of VOC_FILTERS) filterLabels[f.key] = { label: f.label, info: '', category: f.category }
  // The common request without the cursor (report-request does not know it).
  const { after: _after, ...rest } = q
  const common: TReportQuery = rest
  const r = await parseReportRequest(deps, tx, auth, { key: 'voice_of_customer', knowsFilter: (k) => FIXED.has(k), sortFields: VOC_SORT_FIELDS }, common)
  return { r, companyId: auth.user.companyId, filterLabels, fingerprint: queryFingerprint('voice_of_customer', auth.user.id, r, q) }
}

export async function vocRowsOf(tx: Db, companyId: number, ids: number[]): Promise<TVoiceOfCustomerRow[]> {
  const found = new Map((await findVocRows(tx, companyId, ids)).map((x) => [x.id, x]))
  return ids
    .map((id) => found.get(id))
    .filter((x): x is VocDbRow => x !== undefined)
    .map(toVocRow)
}

/** One page after the request's cursor, or (take omitted) every row up to the export maximum. */
async function vocPage(deps: AppDeps, tx: Db, load: VocLoad, after: string | null | undefined): Promise<TVoiceOfCustomerResponse['data']> {
  const { r, companyId } = load
  const desc = vocDescending(r)
  if (r.page === null) {
    const ids = await findVocKeys(tx, r, companyId, desc, REPORT_EXPORT_MAX_ROWS)
    return { result: await vocRowsOf(tx, companyId, ids), total: ids.length, after: null }
  }
  const secret = deps.secrets.jwtSecret
  const cursor = after ? decodeCursor(secret, load.fingerprint, after) : null
  const keys = await findVocPage(tx, r, companyId, { after: cursor, take: r.page.take, desc })
  const shown = keys.slice(0, r.page.take)
  const total = keys[0]?.total ?? (cursor ? await countVoc(tx, r, companyId) : 0)
  const last = shown[shown.length - 1]
  return {
    result: await vocRowsOf(
      tx,
      companyId,
      shown.map((k) => k.id),
    ),
    total,
    after: last && keys.length > r.page.take ? encodeCursor(secret, load.fingerprint, { value: last.at, id: last.id }) : null,
  }
}

async function vocDistinct(tx: Db, load: VocLoad): Promise<TDistinctResponse> {
  const found = await findVocDistinct(tx, load.r, load.companyId)
  const lists: Record<string, string[]> = {}
  for (const f of VOC_FILTERS) lists[f.key] = 'values' in f ? [...f.values] : (found[f.key] ?? [])
  return { data: [lists, { schema: load.filterLabels }] }
}

/** POST /reports/voice-of-customer (and the older meetingsAdvancedOutcomesReport): a page, every row, or the option lists. */
export async function voiceOfCustomer(deps: AppDeps, auth: AuthContext, q: TVoiceOfCustomerQuery): Promise<TVoiceOfCustomerResponse | TDistinctResponse> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const load = await loadVoc(deps, tx, auth, q)
    if (load.r.distinct) return vocDistinct(tx, load)
    return { data: await vocPage(deps, tx, load, q.after) }
  })
}
