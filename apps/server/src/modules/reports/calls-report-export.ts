import { yesNo } from '@parley/shared/rules/call-report'
import { callColumns } from '@parley/shared/rules/call-report'
import type { TCallReportRow } from '@parley/shared/schemas/call-reports'
import type { TCompanySettings } from '@parley/shared/schemas/company-settings'
import { REPORT_EXPORT_MAX_ROWS, type TReportQuery } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { batchedRows } from '../../platform/export/batched-rows'
import { type CellValue, type ExportColumn, exportTimeZone } from '../../platform/export/export'
import { findCallKeys, findCallRows } from './calls-report.repository'
import { toCallRow } from './calls-report-rows'
import { type CallsReportKey, loadCalls } from './calls-report.service'

// The call reports' export: every call with the same filters, scope and sort, streamed, with
// every field of the call report row in words a person reads; times in the asked zone, else the user's, else UTC.

const VALUE: Record<string, (r: TCallReportRow, time: (iso: string) => string) => CellValue> = {
  start_at: (r, time) => time(r.start_at),
  title: (r) => r.title,
  zra_id: (r) => r.zra_id,
  rep: (r) => r.rep,
  deal_name: (r) => r.deal_name,
  sales_stage: (r) => r.sales_stage,
  owner_name: (r) => r.owner_name,
  first_meeting_score: (r) => r.first_meeting_score,
  note_taker_allowed: (r) => yesNo(r.note_taker_allowed),
  is_meeting_recorded: (r) => yesNo(r.is_meeting_recorded),
  not_recorded_reason: (r) => r.not_recorded_reason,
  note_taker_message: (r) => r.note_taker_message,
  call_source: (r) => r.call_source,
  is_eligible: (r) => yesNo(r.is_eligible),
  recording_status: (r) => r.recording_status,
}

export function callExportColumns(settings: TCompanySettings, tz: string): ExportColumn<TCallReportRow>[] {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  const time = (iso: string) => format.format(new Date(iso)).replace(',', '')
  return callColumns(settings, true).map((c) => ({
    header: c.label,
    value: (r: TCallReportRow) => VALUE[c.field]?.(r, time) ?? null,
    width: c.field === 'title' || c.field.endsWith('reason') || c.field === 'note_taker_message' ? 40 : c.field === 'start_at' ? 18 : 22,
  }))
}

export interface CallsExport {
  count: number
  tz: string
  today: string
  rows: AsyncIterable<TCallReportRow>
}

/** The keys in table order in one transaction, then rows EXPORT_BATCH at a time (platform/export/batched-rows). */
export async function prepareCallsExport(
  deps: AppDeps,
  auth: AuthContext,
  key: CallsReportKey,
  q: TReportQuery,
  askedTz: string | undefined,
): Promise<CallsExport> {
  const companyId = auth.user.companyId
  const { load, keys } = await deps.db.withTenantRead(companyId, async (tx) => {
    const load = await loadCalls(deps, tx, auth, key, { ...q, distinct: false, take: null, skip: null })
    return { load, keys: await findCallKeys(tx, load.r, load.ctx, REPORT_EXPORT_MAX_ROWS) }
  })
  const tz = exportTimeZone(askedTz, load.ctx.tz)
  const db = batchedRows(
    deps.db,
    companyId,
    keys,
    (tx, batch) => findCallRows(tx, load.ctx, batch),
    (r) => r.call_key,
  )
  async function* rows(): AsyncGenerator<TCallReportRow> {
    for await (const r of db) yield toCallRow(r)
  }
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(load.r.now)
  return { count: keys.length, tz, today, rows: rows() }
}
