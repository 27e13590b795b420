import { presetRange, REPORT_RANGES } from '@parley/shared/rules/report-ranges'
import {
  callsRangeEnd,
  lostStageComparator,
  PROPOSED_ACTION_TEAMS,
  stageGroupValues,
  TOP_SHOWN,
  UNKNOWN_LOST_STAGE,
  type WinLossGrouping,
} from '@parley/shared/rules/win-loss'
import { WIN_LOSS_FILTERS, WIN_LOSS_SORT_FIELDS } from '@parley/shared/rules/win-loss-filters'
import { quadrantBubbles } from '@parley/shared/rules/win-loss-quadrant'
import type { TReportField, TReportQuery } from '@parley/shared/schemas/reports'
import type { TLostFactorPoint, TLostStageRow, TWinLossGraph, TWinLossGroupTable, TWinLossQuadrant, TWinLossQuery } from '@parley/shared/schemas/win-loss'
import type { AppDeps } from '../../platform/deps'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth/authenticate'
import { queryFingerprint } from './report-cursor'
import { parseReportRequest, type ReportRequest } from './report-request'
import { findCompanyStages, findGroupRows, findLostCounts, findLostStages, findQuadrant, findWinLossCrmFields, type GroupDbRow } from './win-loss.repository'
import { headingGroups, LISTED_MAX, toGroupRow } from './win-loss-rows'
import { knowsWinLossFilter, type WinLossContext } from './win-loss-sql'

// Competitive Win-Loss's use cases: the request, the selector tables and
// graphs, the SWOT quadrant with top threats and weaknesses, and the lost-deal views. Every read runs in the caller's
// tenant transaction, through scopeOf.

export interface WinLossLoad {
  r: ReportRequest
  ctx: WinLossContext
  filterLabels: Record<string, TReportField>
  /** The query's fingerprint, which its cursors carry. */
  fingerprint: string
}

/** Charts list this many drivers or factors at most. */
export const LOST_CHART_MAX = 10

/** The request checked against the company's filter keys (fixed and its CRM deal fields) and the sort map. */
export async function loadWinLoss(deps: AppDeps, tx: Db, auth: AuthContext, q: TWinLossQuery): Promise<WinLossLoad> {
  const companyId = auth.user.companyId
  const crm = await findWinLossCrmFields(tx, companyId)
  const ctx: WinLossContext = { companyId, crmFields: crm.map((f) => f.db_field) }
  const filterLabels: Record<string, TReportField> = {}
  for (const f of WIN_LOSS_FILTERS) filterLabels[f.key] = { label: f.label, info: '', category: f.category }
  for (const f of crm) filterLabels[f.db_field] ??= { label: f.label, info: '', category: 'CRM' }
  const fixed = new Set(WIN_LOSS_FILTERS.map((f) => f.key))
  const { after: _after, group_by: _group, ...common } = q
  const r = await parseReportRequest(
    deps,
    tx,
    auth,
    { key: 'win_loss', knowsFilter: (k) => knowsWinLossFilter(k, fixed, ctx), sortFields: WIN_LOSS_SORT_FIELDS },
    common as TReportQuery,
  )
  if (q.startTime === null || q.startTime === undefined) {
    // No range sent: the default Last 6 Months, ending two hours before now as the page sends it.
    const preset = presetRange(REPORT_RANGES.win_loss.activity.defaultPreset, r.now)
    if (preset) r.range = { start: new Date(preset.startTime * 1000), end: new Date(callsRangeEnd(preset.startTime, preset.endTime, r.now) * 1000) }
  }
  return { r, ctx, filterLabels, fingerprint: queryFingerprint('win_loss', auth.user.id, r, q) }
}

const named = (rows: GroupDbRow[]) => rows.filter((g): g is GroupDbRow & { name: string } => g.name !== null)

async function groups(deps: AppDeps, auth: AuthContext, q: TWinLossQuery, grouping: WinLossGrouping, withStages = false) {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const load = await loadWinLoss(deps, tx, auth, { ...q, distinct: false, after: null, take: null })
    const rows = await findGroupRows(tx, load.r, load.ctx, grouping)
    const stages = withStages ? await findCompanyStages(tx, auth.user.companyId) : []
    return { unique: rows[0]?.unique_deals ?? 0, rows: named(rows).map(toGroupRow), stages }
  })
}

/**
 * POST /reports/battleCard-{competitor|funnelByProduct|dealOwner|objectionCategory}-table: one row per value of the
 * grouping ("Decision Driver default Total Deals descending"), the unique deals for the title, and the sales_stage
 * values of each stage group a count click sets.
 */
export async function winLossGroupTable(deps: AppDeps, auth: AuthContext, q: TWinLossQuery, grouping: WinLossGrouping): Promise<TWinLossGroupTable> {
  const { unique, rows, stages } = await groups(deps, auth, q, grouping, true)
  return { data: { data: rows, total: rows.length, after: null, total_unique_deals: unique, stage_groups: stageGroupValues(stages) } }
}

/** POST …-graph: "a scatter graph of Loss Rate vs Total Deals", one point per value of the grouping. */
export async function winLossGroupGraph(deps: AppDeps, auth: AuthContext, q: TWinLossQuery, grouping: WinLossGrouping): Promise<TWinLossGraph> {
  const { unique, rows } = await groups(deps, auth, q, grouping)
  const points = rows.map((g) => ({ name: g.name, total_deals: g.total_deals, loss_rate: g.loss_rate }))
  return { data: { data: points, total: points.length, after: null, total_unique_deals: unique } }
}

/**
 * POST /reports/battleCard-ObjectionCategory-graph: the SWOT quadrant bubble chart of the grouping (decision drivers by
 * default), bubbles at one position grouped, sized by deals; with the top 3 threats and weaknesses.
 */
export async function winLossQuadrant(deps: AppDeps, auth: AuthContext, q: TWinLossQuery): Promise<TWinLossQuadrant> {
  const groupBy = q.group_by ?? 'objection_category'
  const { unique, points, top } = await deps.db.withTenant(auth.user.companyId, async (tx) => {
    const load = await loadWinLoss(deps, tx, auth, { ...q, distinct: false, after: null, take: null })
    return findQuadrant(tx, load.r, load.ctx, groupBy, TOP_SHOWN)
  })
  const items = points.map((g) => ({
    name: g.name,
    size: g.deals,
    strength: g.strength,
    weakness: g.weakness,
    opportunity: g.opportunity,
    threat: g.threat,
  }))
  const topOf = (nature: 'threat' | 'weakness') =>
    top.filter((t) => t.nature === nature).map((t) => ({ heading: t.heading, objection_category: t.driver, deals: t.deals, mentions: t.mentions }))
  return {
    data: {
      data: quadrantBubbles(items),
      total: items.length,
      after: null,
      total_unique_deals: unique,
      group_by: groupBy,
      top_threats: topOf('threat'),
      top_weaknesses: topOf('weakness'),
    },
  }
}

/**
 * POST /reports/battleCard-lost-deals-by-stage-with-nature ('Why We Are Loosing?'): per lost stage, "Lost Stage (funnel
 * order ascending), Lost Deals …, Weakness, Threat, Proposed Actions" (TECHNICAL and BUSINESS teams only). Stages the
 * funnel does not name follow it in the company's pipeline order (rules/win-loss lostStageComparator).
 */
export async function winLossLostStages(deps: AppDeps, auth: AuthContext, q: TWinLossQuery) {
  const { found, pipeline } = await deps.db.withTenant(auth.user.companyId, async (tx) => {
    const load = await loadWinLoss(deps, tx, auth, { ...q, distinct: false, after: null, take: null })
    return { found: await findLostStages(tx, load.r, load.ctx, LISTED_MAX), pipeline: await findCompanyStages(tx, auth.user.companyId) }
  })
  const stages = new Map<string, { deals: number; rows: typeof found }>()
  for (const row of found) {
    const stage = row.stage ?? UNKNOWN_LOST_STAGE
    const s = stages.get(stage) ?? { deals: 0, rows: [] }
    if (row.kind === 'deals') s.deals += row.n
    else s.rows.push(row)
    stages.set(stage, s)
  }
  const headings = (rows: typeof found, kind: 'weakness' | 'threat') =>
    headingGroups(rows.filter((x) => x.kind === kind).map((x) => ({ category: x.category ?? '', heading: x.text ?? '', n: x.n })))
  const table: TLostStageRow[] = [...stages.entries()].map(([stage, s]) => {
    const steps = s.rows.filter((x) => x.kind === 'step').sort((a, b) => b.n - a.n || (a.text ?? '').localeCompare(b.text ?? ''))
    return {
      deal_stage: stage,
      unique_deals_lost: s.deals,
      weakness_insights: headings(s.rows, 'weakness'),
      threat_insights: headings(s.rows, 'threat'),
      // The steps come ranked and cut, each team's with how many it proposed in all.
      team_next_steps: PROPOSED_ACTION_TEAMS.flatMap((team) => {
        const mine = steps.filter((x) => x.category === team)
        return mine.length ? [{ team, next_steps: mine.map((x) => x.text ?? ''), steps_count: mine[0]?.total ?? mine.length }] : []
      }),
    }
  })
  const byStage = lostStageComparator(pipeline.map((s) => s.name))
  const sorted = [...table].sort((a, b) => byStage(a.deal_stage, b.deal_stage))
  const lost = sorted.reduce((sum, row) => sum + row.unique_deals_lost, 0)
  return { data: { data: sorted, total: sorted.length, after: null, total_unique_deals: lost } }
}

async function lostCounts(deps: AppDeps, auth: AuthContext, q: TWinLossQuery, by: 'driver' | 'factor') {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const load = await loadWinLoss(deps, tx, auth, { ...q, distinct: false, after: null, take: null })
    return findLostCounts(tx, load.r, load.ctx, by, LOST_CHART_MAX)
  })
}

/** POST /reports/battleCard-lost-deals-objection-category-insights: 'Decision Drivers For Lost Deals'. */
export async function winLossLostDrivers(deps: AppDeps, auth: AuthContext, q: TWinLossQuery) {
  const rows = await lostCounts(deps, auth, q, 'driver')
  const data = rows.map((x) => ({ objection_category: x.key, unique_deals_lost: x.deals, total_insights: x.insights }))
  return { data: { data, total: data.length, after: null, total_unique_deals: rows[0]?.unique_deals ?? 0 } }
}

/** POST /reports/battleCardLostDealSUBCategorySWOT: 'Underlying Factors For Lost Deals', by nature, with their headings. */
export async function winLossLostFactors(deps: AppDeps, auth: AuthContext, q: TWinLossQuery) {
  const rows = await lostCounts(deps, auth, q, 'factor')
  const data: TLostFactorPoint[] = rows.map((x) => ({
    category: x.key,
    unique_deals_lost: x.deals,
    total_headings: x.insights,
    strength: x.strength,
    weakness: x.weakness,
    opportunity: x.opportunity,
    threat: x.threat,
    headings: x.headings ?? [],
  }))
  return { data: { data, total: data.length, after: null, total_unique_deals: rows[0]?.unique_deals ?? 0 } }
}
