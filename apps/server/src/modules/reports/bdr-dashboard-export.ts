import { BDR_MARK_TEXT, type BdrSection, bdrChecklistMark } from '@parley/shared/rules/bdr-dashboard'
import type { TBdrCallRow, TBdrColumn } from '@parley/shared/schemas/bdr-dashboard'
import { REPORT_EXPORT_MAX_ROWS, type TReportQuery } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { batchedRows } from '../../platform/export/batched-rows'
import { type ExportColumn, exportTimeZone } from '../../platform/export/export'
import { findUserTimeZone } from '../../platform/time-zone'
import { findBdrSectionRows } from './bdr-dashboard.repository'
import { loadBdr, withChecklists } from './bdr-dashboard.service'

// A section's call table as a file ("Export (.xlsx/.csv)", "for exports take 100000, skip 0"): the table's columns,
// one per checklist signal in the fixed order with the cell's mark (✓, ✗, empty, N/A), streamed.

export function bdrExportColumns(columns: readonly TBdrColumn[], tz: string): ExportColumn<TBdrCallRow>[] {
  const when = new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  const date = (v: string | null) => (v ? when.format(new Date(v)).replace(',', '') : '')
  return [
    { header: 'Call Date', value: (r) => date(r.start_at), width: 18 },
    { header: 'Call', value: (r) => r.title, width: 40 },
    { header: 'Rep', value: (r) => r.rep.join(', '), width: 22 },
    { header: 'Duration (s)', value: (r) => r.video_duration },
    { header: 'Prospect Talk (s)', value: (r) => r.prospect_talk_seconds },
    { header: 'Deal Stage During Call', value: (r) => r.sales_stage, width: 24 },
    { header: 'Deal', value: (r) => r.deal_name, width: 30 },
    { header: 'Call Disposition', value: (r) => r.call_disposition, width: 18 },
    { header: 'Call Source', value: (r) => r.call_source, width: 16 },
    {
      header: 'Meeting Set By',
      value: (r) => (r.meeting_set_by === 'disposition' ? 'Disposition' : r.meeting_set_by === 'calendar' ? 'Calendar' : ''),
      width: 16,
    },
    { header: 'Next Meeting', value: (r) => date(r.next_meeting_at), width: 18 },
    ...columns.map(
      (c, i): ExportColumn<TBdrCallRow> => ({
        header: c.name,
        value: (r) => BDR_MARK_TEXT[bdrChecklistMark(r.checklist[i])],
        width: Math.max(10, c.name.length + 2),
      }),
    ),
    { header: 'Call ID', value: (r) => r.zra_id },
  ]
}

export interface BdrExport {
  count: number
  tz: string
  today: string
  columns: TBdrColumn[]
  rows: AsyncIterable<TBdrCallRow>
}

/** The section's calls in table order in one transaction, then their checklists EXPORT_BATCH calls at a time. */
export async function prepareBdrExport(
  deps: AppDeps,
  auth: AuthContext,
  q: TReportQuery,
  section: BdrSection,
  askedTz: string | undefined,
): Promise<BdrExport> {
  const companyId = auth.user.companyId
  const { load, calls, userTz } = await deps.db.withTenant(companyId, async (tx) => {
    const load = await loadBdr(deps, tx, auth, { ...q, distinct: false, take: null, skip: null })
    return {
      load,
      calls: await findBdrSectionRows(tx, load.r, load.ctx, section, { skip: 0, take: REPORT_EXPORT_MAX_ROWS }),
      userTz: askedTz ? null : await findUserTimeZone(tx, auth.user.id),
    }
  })
  const tz = exportTimeZone(askedTz, userTz)
  const byId = new Map(calls.map((c) => [c.id, c]))
  const rows = batchedRows(
    deps.db,
    companyId,
    calls.map((c) => c.id),
    (tx, ids) =>
      withChecklists(
        tx,
        load,
        ids.flatMap((id) => byId.get(id) ?? []),
      ),
    (r) => r.id,
  )
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(load.r.now)
  return { count: calls.length, tz, today, columns: load.columns, rows }
}
