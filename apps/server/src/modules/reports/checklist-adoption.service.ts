import {
  adoptionPercentOf,
  CHECKLIST_ADOPTION_FILTERS,
  CHECKLIST_ADOPTION_SORT_FIELDS,
  CHECKLIST_CELLS,
  orderChecklistSignals,
} from '@parley/shared/rules/checklist-adoption'
import { checklistFilterKey } from '@parley/shared/rules/pipeline-review'
import type { TChecklistAdoptionResponse, TChecklistAdoptionRow } from '@parley/shared/schemas/checklist-adoption'
import type { TDistinctResponse, TReportField, TReportQuery } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../platform/deps'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth/authenticate'
import type { ChecklistContext } from './checklist-adoption-sql'
import { knowsChecklistFilter } from './checklist-adoption-sql'
import {
  countChecklistCalls,
  findChecklistCompany,
  findChecklistDistinct,
  findChecklistPageKeys,
  findChecklistRows,
  type ChecklistDbRow,
} from './checklist-adoption.repository'
import { toChecklistRow } from './checklist-adoption-rows'
import { parseReportRequest, type ReportRequest, rowLimit } from './report-request'

// Checklist Adoption's use cases (POST /reports/checklist-adoption-call): the page of calls (or
// every call), and distinct mode. The charts are in checklist-adoption-charts.service.ts. Every read runs in the
// caller's tenant transaction, through scopeOf.

export interface ChecklistLoad {
  r: ReportRequest
  ctx: ChecklistContext
  /** Every checklist signal's name (old calls may carry inactive ones). */
  signalNames: Map<number, string>
  /** The table's signal columns: the active signals in the fixed order. */
  columns: { id: number; name: string }[]
  filterLabels: Record<string, TReportField>
}

/** The request checked against the report's filters (fixed, the company's signals and CRM fields) and sort map. */
export async function loadChecklist(deps: AppDeps, tx: Db, auth: AuthContext, q: TReportQuery): Promise<ChecklistLoad> {
  const companyId = auth.user.companyId
  const company = await findChecklistCompany(tx, companyId)
  const crmFields = new Map<string, 'crm_deals' | 'calendar_events'>()
  for (const f of company.crmFields)
    if (!crmFields.has(f.db_field)) crmFields.set(f.db_field, f.table_name === 'calendar_events' ? 'calendar_events' : 'crm_deals')
  const active = company.signals.filter((s) => s.active)
  const ctx: ChecklistContext = { companyId, crmFields, signalIds: active.map((s) => s.id) }
  const filterLabels: Record<string, TReportField> = {}
  for (const f of CHECKLIST_ADOPTION_FILTERS) filterLabels[f.key] = { label: f.label, info: '', category: f.category }
  for (const s of orderChecklistSignals(active)) filterLabels[checklistFilterKey(s.id)] = { label: s.name, info: '', category: 'Checklist' }
  for (const f of company.crmFields) filterLabels[f.db_field] ??= { label: f.label, info: '', category: 'CRM' }
  const fixed = new Set(CHECKLIST_ADOPTION_FILTERS.map((f) => f.key))
  const r = await parseReportRequest(
    deps,
    tx,
    auth,
    { key: 'checklist_adoption', knowsFilter: (k) => knowsChecklistFilter(k, fixed, ctx), sortFields: CHECKLIST_ADOPTION_SORT_FIELDS },
    q,
  )
  return {
    r,
    ctx,
    signalNames: new Map(company.signals.map((s) => [s.id, s.name])),
    columns: orderChecklistSignals(active).map(({ id, name }) => ({ id, name })),
    filterLabels,
  }
}

/** The page's call ids and total first (narrow), then the columns of those calls only. */
export async function checklistRows(tx: Db, load: ChecklistLoad): Promise<{ rows: TChecklistAdoptionRow[]; total: number }> {
  const limit = rowLimit(load.r)
  const keys = await findChecklistPageKeys(tx, load.r, load.ctx, limit)
  const total = keys[0]?.total ?? (limit.skip > 0 ? await countChecklistCalls(tx, load.r, load.ctx) : 0)
  const found = new Map(
    (
      await findChecklistRows(
        tx,
        load.ctx.companyId,
        keys.map((k) => k.id),
      )
    ).map((x) => [x.meeting_id, x]),
  )
  const rows = keys.map((k) => found.get(k.id)).filter((x): x is ChecklistDbRow => x !== undefined)
  return { rows: rows.map((x) => toChecklistRow(x, load.signalNames)), total }
}

/** POST /reports/checklist-adoption-call: "rows per call with checklist scores" and the total; distinct mode's lists. */
export async function checklistAdoptionCalls(deps: AppDeps, auth: AuthContext, q: TReportQuery): Promise<TChecklistAdoptionResponse | TDistinctResponse> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const load = await loadChecklist(deps, tx, auth, q)
    if (load.r.distinct) return checklistDistinct(tx, load)
    const { rows, total } = await checklistRows(tx, load)
    return { data: { result: rows, total, signals: load.columns } }
  })
}

/** "In distinct mode data[0] holds the value lists and data[1].schema the labels." */
async function checklistDistinct(tx: Db, load: ChecklistLoad): Promise<TDistinctResponse> {
  const found = await findChecklistDistinct(tx, load.r, load.ctx)
  const lists: Record<string, string[]> = {}
  for (const f of CHECKLIST_ADOPTION_FILTERS) lists[f.key] = f.values ? [...f.values] : (found[f.key] ?? [])
  for (const id of load.ctx.signalIds) lists[checklistFilterKey(id)] = [...CHECKLIST_CELLS]
  for (const field of load.ctx.crmFields.keys()) lists[field] ??= found[field] ?? []
  return { data: [lists, { schema: load.filterLabels }] }
}

/** An average adoption fraction as the whole percent shown. */
export const percentOf = (fraction: number | null | undefined): number => adoptionPercentOf(fraction) ?? 0
