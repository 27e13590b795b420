import { callInsightsLink, dealInsightsLink, UNKNOWN_LOST_STAGE } from '@parley/shared/rules/win-loss'
import type { THeadingGroup, TWinLossDealRow, TWinLossQuery, TWinLossRawRow } from '@parley/shared/schemas/win-loss'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { batchedRows } from '../../platform/export/batched-rows'
import { type ExportColumn, exportTimeZone } from '../../platform/export/export'
import { findUserTimeZone } from '../../platform/time-zone'
import { loadWinLoss, type WinLossLoad } from './win-loss.service'
import { findDealPageKeys, findDealRows, findRawPageKeys, findRawRows } from './win-loss-pages.repository'
import { winLossDescending } from './win-loss-pages.service'
import { toDealRow, toRawRow } from './win-loss-rows'
import { REPORT_EXPORT_MAX_ROWS } from '@parley/shared/schemas/reports'

// Competitive Win-Loss's three exports (raw data, full-deal SWOT win/loss notes, lost-deal data): every row with the same filters, scope and order, streamed; the tables' columns in words a person
// reads, each SWOT cell as "driver: heading; heading" lines, proposed actions as "TEAM: step; step" lines.

export type WinLossExportKind = 'raw' | 'deals' | 'lost'

export const WIN_LOSS_EXPORTS: Record<WinLossExportKind, { file: string; sheet: string }> = {
  raw: { file: 'win-loss-raw-data', sheet: 'Decision Drivers' },
  deals: { file: 'win-loss-deal-swot', sheet: 'Deal-Level SWOT' },
  lost: { file: 'win-loss-lost-deals', sheet: 'Lost Deals' },
}

const swotCell = (groups: THeadingGroup[]) => groups.map((g) => `${g.category}: ${g.headings.join('; ')}`).join('\n')
const actionsCell = (row: TWinLossDealRow) => row.team_next_steps.map((t) => `${t.team}: ${t.next_steps.join('; ')}`).join('\n')
const dayFormat = (tz: string) => new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' })

export function rawExportColumns(tz: string, publicUrl: string): ExportColumn<TWinLossRawRow>[] {
  const day = dayFormat(tz)
  return [
    { header: 'Deal Name', value: (r) => r.deal_name, width: 36 },
    { header: 'Call', value: (r) => r.activity_title ?? '(no title)', width: 36 },
    { header: 'Call Date', value: (r) => day.format(new Date(r.activity_date)), width: 12 },
    { header: 'Deal Stage During Call', value: (r) => r.deal_stage_during_Call, width: 24 },
    { header: 'Current Deal Stage', value: (r) => r.current_deal_stage, width: 24 },
    { header: 'Competitor', value: (r) => r.competitor_name, width: 18 },
    { header: 'Funnel By Product', value: (r) => r.funnel_by_product, width: 22 },
    { header: 'Deal Owner', value: (r) => r.deal_owner_name, width: 22 },
    { header: 'Rep', value: (r) => r.rep_name, width: 22 },
    { header: 'Nature', value: (r) => r.Nature, width: 12 },
    { header: 'Decision Driver', value: (r) => r.objection_category, width: 20 },
    { header: 'Underlying Factor', value: (r) => r.category, width: 30 },
    { header: 'Heading', value: (r) => r.Heading, width: 36 },
    { header: 'Details', value: (r) => r.details, width: 60 },
    { header: 'Timestamp', value: (r) => r.timeStamp, width: 12 },
    { header: 'Call link', value: (r) => `${publicUrl}${callInsightsLink(r.activity_id, r.timeStamp)}`, width: 40 },
  ]
}

export function dealExportColumns(tz: string, publicUrl: string, kind: 'deals' | 'lost'): ExportColumn<TWinLossDealRow>[] {
  const day = dayFormat(tz)
  const lostStage: ExportColumn<TWinLossDealRow>[] =
    kind === 'lost' ? [{ header: 'Lost Stage', value: (r) => r.previous_deal_stage ?? UNKNOWN_LOST_STAGE, width: 28 }] : []
  return [
    ...lostStage,
    { header: 'Deal Name', value: (r) => r.deal_name, width: 36 },
    { header: 'Current Deal Stage', value: (r) => r.current_deal_stage, width: 24 },
    { header: 'Previous Deal Stage', value: (r) => r.previous_deal_stage, width: 24 },
    { header: 'Weakness', value: (r) => swotCell(r.weakness_insights), width: 50 },
    { header: 'Threat', value: (r) => swotCell(r.threat_insights), width: 50 },
    { header: 'Proposed Actions', value: actionsCell, width: 60 },
    { header: 'Strength', value: (r) => swotCell(r.strength_insights), width: 50 },
    { header: 'Opportunity', value: (r) => swotCell(r.opportunity_insights), width: 50 },
    { header: 'Win Loss Notes', value: (r) => r.win_loss_notes, width: 50 },
    { header: 'Deal Owner', value: (r) => r.deal_owner_name, width: 22 },
    { header: 'Competitor', value: (r) => r.competitor_name, width: 18 },
    { header: 'Funnel By Product', value: (r) => r.funnel_by_product, width: 22 },
    { header: 'Latest Call Date', value: (r) => day.format(new Date(r.call_date)), width: 14 },
    { header: 'Deal insights link', value: (r) => `${publicUrl}${dealInsightsLink(r.latest_activity_id)}`, width: 40 },
  ]
}

export interface WinLossExport<T> {
  count: number
  tz: string
  today: string
  rows: AsyncIterable<T>
}

async function keysOf(deps: AppDeps, auth: AuthContext, q: TWinLossQuery, askedTz: string | undefined, kind: WinLossExportKind) {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const load = await loadWinLoss(deps, tx, auth, { ...q, distinct: false, take: null, after: null })
    const page = { after: null, take: REPORT_EXPORT_MAX_ROWS, desc: winLossDescending(load.r) }
    const keys = kind === 'raw' ? await findRawPageKeys(tx, load.r, load.ctx, page) : await findDealPageKeys(tx, load.r, load.ctx, page, kind === 'lost')
    return { load, ids: keys.map((k) => k.id), userTz: askedTz ? null : await findUserTimeZone(tx, auth.user.id) }
  })
}

const todayIn = (tz: string, load: WinLossLoad) => dayFormat(tz).format(load.r.now)

/** The raw insights: keys in order in one transaction, then rows EXPORT_BATCH at a time. */
export async function prepareRawExport(
  deps: AppDeps,
  auth: AuthContext,
  q: TWinLossQuery,
  askedTz: string | undefined,
): Promise<WinLossExport<TWinLossRawRow>> {
  const { load, ids, userTz } = await keysOf(deps, auth, q, askedTz, 'raw')
  const tz = exportTimeZone(askedTz, userTz)
  const db = batchedRows(
    deps.db,
    auth.user.companyId,
    ids,
    (tx, batch) => findRawRows(tx, load.ctx, batch),
    (r) => r.id,
  )
  async function* rows(): AsyncGenerator<TWinLossRawRow> {
    for await (const r of db) yield toRawRow(r)
  }
  return { count: ids.length, tz, today: todayIn(tz, load), rows: rows() }
}

/** The deals (Deal-Level SWOT) or the lost deals ('Why We Are Loosing?'), latest call first. */
export async function prepareDealExport(
  deps: AppDeps,
  auth: AuthContext,
  q: TWinLossQuery,
  askedTz: string | undefined,
  kind: 'deals' | 'lost',
): Promise<WinLossExport<TWinLossDealRow>> {
  const { load, ids, userTz } = await keysOf(deps, auth, q, askedTz, kind)
  const tz = exportTimeZone(askedTz, userTz)
  const db = batchedRows(
    deps.db,
    auth.user.companyId,
    ids,
    (tx, batch) => findDealRows(tx, load.r, load.ctx, batch),
    (r) => r.deal_id,
  )
  async function* rows(): AsyncGenerator<TWinLossDealRow> {
    for await (const r of db) yield toDealRow(r)
  }
  return { count: ids.length, tz, today: todayIn(tz, load), rows: rows() }
}
