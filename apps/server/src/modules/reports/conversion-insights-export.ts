import { pipelineAmount } from '@parley/shared/rules/pipeline-review'
import type { TConversionRow } from '@parley/shared/schemas/conversion-insights'
import { REPORT_EXPORT_MAX_ROWS, type TReportQuery } from '@parley/shared/schemas/reports'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { type ExportColumn, exportTimeZone } from '../../platform/export/export'
import { findUserTimeZone } from '../../platform/time-zone'
import { findConversionPage } from './conversion-insights.repository'
import { loadConversion, toConversionRow } from './conversion-insights.service'

// Conversion Insights' export: every deal with the same filters, scope and sort; the table's columns, the checklist item
// by item, amounts as dollars (as Pipeline Review's). One row per deal with calls in the range: read in one statement
// (bounded by the deals of the range, at most 100,000), written streamed.

export function conversionExportColumns(tz: string): ExportColumn<TConversionRow>[] {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' })
  return [
    { header: 'Deal', value: (r) => r.deal_name, width: 40 },
    { header: 'Account', value: (r) => r.account_name, width: 28 },
    { header: 'Owner', value: (r) => r.owner_name, width: 22 },
    { header: 'Deal Type', value: (r) => r.deal_type, width: 14 },
    { header: 'Stage at Start', value: (r) => r.previous_deal_stage, width: 26 },
    { header: 'Stage at End', value: (r) => r.sales_stage, width: 26 },
    { header: 'Movement', value: (r) => r.movement, width: 16 },
    { header: 'Calls', value: (r) => r.calls },
    { header: 'Recorded Calls', value: (r) => r.recorded_calls },
    { header: 'Last Call', value: (r) => (r.last_call_date ? day.format(new Date(r.last_call_date)) : '') },
    { header: 'Checklist %', value: (r) => Math.round(r.checklist_adoption * 100) },
    { header: 'Checklist', value: (r) => r.checklist.map((c) => `${c.name}: ${c.score ?? 'N/A'}`).join('; '), width: 60 },
    { header: 'Amount', value: (r) => pipelineAmount(r.amount) ?? '', width: 14 },
    { header: 'Deal Close Date', value: (r) => r.close_date ?? '' },
    { header: 'Deal ID', value: (r) => r.crm_deal_id, width: 20 },
  ]
}

export async function prepareConversionExport(deps: AppDeps, auth: AuthContext, q: TReportQuery, askedTz: string | undefined) {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const load = await loadConversion(deps, tx, auth, { ...q, distinct: false, take: null, skip: null })
    const found = await findConversionPage(tx, load.r, load.ctx, { skip: 0, take: REPORT_EXPORT_MAX_ROWS })
    const tz = exportTimeZone(askedTz, askedTz ? null : await findUserTimeZone(tx, auth.user.id))
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(load.r.now)
    return { rows: found.map((r) => toConversionRow(r, load.ctx.signalCount)), tz, today }
  })
}
