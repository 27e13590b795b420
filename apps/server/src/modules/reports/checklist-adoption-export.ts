import { checklistCell, checklistExportMark } from '@parley/shared/rules/checklist-adoption'
import { pipelineAmount } from '@parley/shared/rules/pipeline-review'
import type { TChecklistAdoptionRow } from '@parley/shared/schemas/checklist-adoption'
import { REPORT_EXPORT_MAX_ROWS, type TReportQuery } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { batchedRows } from '../../platform/export/batched-rows'
import { type ExportColumn, exportTimeZone } from '../../platform/export/export'
import { findUserTimeZone } from '../../platform/time-zone'
import { findChecklistKeys, findChecklistRows } from './checklist-adoption.repository'
import { toChecklistRow } from './checklist-adoption-rows'
import { loadChecklist, percentOf } from './checklist-adoption.service'

// Checklist Adoption's export ("Checklist adoption cell … In exports: check mark if score is
// 80 or more; N/A if missing; cross if below 80 and any best practice score is 30 or lower; otherwise a circle"): every
// call with the same filters, scope and sort, streamed; one mark column per signal, in the table's order.

export function checklistExportColumns(signals: { id: number; name: string }[], tz: string, publicUrl: string): ExportColumn<TChecklistAdoptionRow>[] {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' })
  const time = new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  const date = (v: string | null) => (v ? day.format(new Date(v)) : '')
  const score = (r: TChecklistAdoptionRow, id: number) => r.checklist.find((c) => c.id === id)
  return [
    { header: 'Call date', value: (r) => time.format(new Date(r.start_at)), width: 18 },
    { header: 'Call', value: (r) => r.title, width: 36 },
    { header: 'Rep', value: (r) => r.owner_name, width: 22 },
    { header: 'Manager', value: (r) => r.deal_owner_manager, width: 22 },
    { header: 'Deal', value: (r) => r.deal_name, width: 32 },
    { header: 'Deal stage', value: (r) => r.sales_stage, width: 20 },
    { header: 'Account', value: (r) => r.account_name, width: 24 },
    { header: 'Expected revenue', value: (r) => pipelineAmount(r.expected_revenue) ?? '', width: 16 },
    { header: 'Deal created', value: (r) => date(r.created_date) },
    { header: 'Deal close date', value: (r) => r.close_date ?? '' },
    { header: 'Duration (min)', value: (r) => (r.video_duration === null ? null : Math.round(r.video_duration / 6) / 10) },
    { header: 'Deal stage during call', value: (r) => r.call_stage, width: 22 },
    { header: 'Agenda', value: (r) => r.agenda_type, width: 16 },
    ...signals.map(
      (s): ExportColumn<TChecklistAdoptionRow> => ({
        header: s.name,
        value: (r) => {
          const c = score(r, s.id)
          return checklistExportMark(c?.score, c?.bp_min === null || c?.bp_min === undefined ? [] : [c.bp_min])
        },
        width: Math.max(10, s.name.length + 2),
      }),
    ),
    { header: 'Completed signals', value: (r) => r.checklist.filter((c) => checklistCell(c.score) === 'Yes').length },
    { header: 'Checklist adoption (%)', value: (r) => (r.checklist_adoption === null ? null : percentOf(r.checklist_adoption)) },
    { header: 'Call link', value: (r) => `${publicUrl}/meeting/${r.zra_id}`, width: 40 },
  ]
}

export interface ChecklistExport {
  count: number
  tz: string
  today: string
  columns: { id: number; name: string }[]
  rows: AsyncIterable<TChecklistAdoptionRow>
}

/** The keys in table order in one transaction, then rows EXPORT_BATCH at a time (platform/export/batched-rows). */
export async function prepareChecklistExport(deps: AppDeps, auth: AuthContext, q: TReportQuery, askedTz: string | undefined): Promise<ChecklistExport> {
  const companyId = auth.user.companyId
  const { load, keys, userTz } = await deps.db.withTenant(companyId, async (tx) => {
    const load = await loadChecklist(deps, tx, auth, { ...q, distinct: false, take: null, skip: null })
    return {
      load,
      keys: await findChecklistKeys(tx, load.r, load.ctx, REPORT_EXPORT_MAX_ROWS),
      userTz: askedTz ? null : await findUserTimeZone(tx, auth.user.id),
    }
  })
  const tz = exportTimeZone(askedTz, userTz)
  const db = batchedRows(
    deps.db,
    companyId,
    keys,
    (tx, batch) => findChecklistRows(tx, companyId, batch),
    (r) => r.meeting_id,
  )
  async function* rows(): AsyncGenerator<TChecklistAdoptionRow> {
    for await (const r of db) yield toChecklistRow(r, load.signalNames)
  }
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(load.r.now)
  return { count: keys.length, tz, today, columns: load.columns, rows: rows() }
}
