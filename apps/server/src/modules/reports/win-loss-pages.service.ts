import { NATURE_VALUES } from '@parley/shared/rules/win-loss'
import { WIN_LOSS_FILTERS } from '@parley/shared/rules/win-loss-filters'
import { REPORT_EXPORT_MAX_ROWS, type TDistinctResponse } from '@parley/shared/schemas/reports'
import type { TWinLossDealPage, TWinLossDealRow, TWinLossQuery, TWinLossRawPage, TWinLossRawRow } from '@parley/shared/schemas/win-loss'
import type { AppDeps } from '../../platform/deps'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth/authenticate'
import { decodeCursor, encodeCursor } from './report-cursor'
import type { ReportRequest } from './report-request'
import { loadWinLoss, type WinLossLoad } from './win-loss.service'
import {
  countDeals,
  countRaw,
  type DealDbRow,
  findDealPageKeys,
  findDealRows,
  findRawPageKeys,
  findRawRows,
  findWinLossDistinct,
  type PageKey,
  type RawDbRow,
} from './win-loss-pages.repository'
import { toDealRow, toRawRow } from './win-loss-rows'

// Competitive Win-Loss's paged tables ("take (when paged) … after (cursor) … Response data.data with
// data, total, after, total_unique_deals"): the deal-level SWOT table, the lost deals (the export of 'Why We Are
// Loosing?'), the raw insights, and distinct mode. `take` omitted answers every row, up to 100,000.

/** "by call date, newest first" unless the request sorts ascending. */
export const winLossDescending = (r: ReportRequest) => r.sort?.desc ?? true

interface KeysPage {
  keys: PageKey[]
  total: number
  after: string | null
}

async function keysPage(
  deps: AppDeps,
  load: WinLossLoad,
  table: 'raw' | 'deals' | 'lost',
  after: string | null | undefined,
  find: (page: { after: ReturnType<typeof decodeCursor> | null; take: number; desc: boolean }) => Promise<PageKey[]>,
  count: () => Promise<number>,
): Promise<KeysPage> {
  const desc = winLossDescending(load.r)
  if (load.r.page === null) {
    const keys = await find({ after: null, take: REPORT_EXPORT_MAX_ROWS, desc })
    return { keys, total: keys.length, after: null }
  }
  const secret = deps.secrets.jwtSecret
  // A cursor belongs to one table's query: another table's cursor is "of another query".
  const fingerprint = `${load.fingerprint}:${table}`
  const cursor = after ? decodeCursor(secret, fingerprint, after) : null
  const keys = await find({ after: cursor, take: load.r.page.take, desc })
  const total = keys[0]?.total ?? (cursor ? await count() : 0)
  const last = keys[keys.length - 1]
  const next = last && keys.length === load.r.page.take ? encodeCursor(secret, fingerprint, { value: last.at, id: last.id }) : null
  return { keys, total, after: next }
}

function inOrder<T>(ids: number[], rows: T[], idOf: (row: T) => number): T[] {
  const byId = new Map(rows.map((x) => [idOf(x), x]))
  return ids.map((id) => byId.get(id)).filter((x): x is T => x !== undefined)
}

export async function dealRowsOf(tx: Db, load: WinLossLoad, ids: number[]): Promise<TWinLossDealRow[]> {
  return inOrder(ids, await findDealRows(tx, load.r, load.ctx, ids), (x: DealDbRow) => x.deal_id).map(toDealRow)
}

export async function rawRowsOf(tx: Db, load: WinLossLoad, ids: number[]): Promise<TWinLossRawRow[]> {
  return inOrder(ids, await findRawRows(tx, load.ctx, ids), (x: RawDbRow) => x.id).map(toRawRow)
}

/**
 * POST /reports/battleCardFullDealSWOTWinlossNotes ('Deal-Level SWOT Analysis'), and with `lost` the lost deals alone
 * (POST /reports/battleCard-lost-deals-by-individual-deals-with-nature): a page of deals, latest call first.
 */
export async function winLossDealPage(deps: AppDeps, auth: AuthContext, q: TWinLossQuery, lost: boolean): Promise<TWinLossDealPage> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const load = await loadWinLoss(deps, tx, auth, { ...q, distinct: false })
    const page = await keysPage(
      deps,
      load,
      lost ? 'lost' : 'deals',
      q.after,
      (p) => findDealPageKeys(tx, load.r, load.ctx, p, lost),
      () => countDeals(tx, load.r, load.ctx, lost),
    )
    const rows = await dealRowsOf(
      tx,
      load,
      page.keys.map((k) => k.id),
    )
    return { data: { data: rows, total: page.total, after: page.after, total_unique_deals: page.total } }
  })
}

/** "In distinct mode data[0] holds the value lists and data[1].schema the labels." */
async function winLossDistinct(tx: Db, load: WinLossLoad): Promise<TDistinctResponse> {
  const found = await findWinLossDistinct(tx, load.r, load.ctx)
  const lists: Record<string, string[]> = {}
  const stages = [...new Set([...(found.stage ?? []), ...(found.sales_stage ?? [])])].sort((a, b) => a.localeCompare(b))
  for (const f of WIN_LOSS_FILTERS) lists[f.key] = f.values ? [...f.values] : (found[f.key] ?? [])
  for (const key of ['sales_stage', 'previous_deal_stage', 'call_stage']) lists[key] = stages
  lists.nature = [...NATURE_VALUES]
  for (const field of load.ctx.crmFields) lists[field] ??= found[field] ?? []
  return { data: [lists, { schema: load.filterLabels }] }
}

/**
 * POST /reports/battleCardRawData ('Look At Each Decision Driver And Underlying Factor'): a page of insights, newest call
 * first; in distinct mode the filter option lists.
 */
export async function winLossRawPage(deps: AppDeps, auth: AuthContext, q: TWinLossQuery): Promise<TWinLossRawPage | TDistinctResponse> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const load = await loadWinLoss(deps, tx, auth, q)
    if (load.r.distinct) return winLossDistinct(tx, load)
    const page = await keysPage(
      deps,
      load,
      'raw',
      q.after,
      (p) => findRawPageKeys(tx, load.r, load.ctx, p),
      () => countRaw(tx, load.r, load.ctx),
    )
    const rows = await rawRowsOf(
      tx,
      load,
      page.keys.map((k) => k.id),
    )
    const deals = page.total > 0 ? await countDeals(tx, load.r, load.ctx, false) : 0
    return { data: { data: rows, total: page.total, after: page.after, total_unique_deals: deals } }
  })
}
