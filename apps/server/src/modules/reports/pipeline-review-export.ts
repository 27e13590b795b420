import { hasLikeliness } from '@parley/shared/rules/deal-scores'
import { pipelineAmount } from '@parley/shared/rules/pipeline-review'
import { REPORT_EXPORT_MAX_ROWS, type TReportQuery } from '@parley/shared/schemas/reports'
import type { TPipelineRow } from '@parley/shared/schemas/pipeline-review'
import type { TCompanySettings } from '@parley/shared/schemas/company-settings'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { batchedRows } from '../../platform/export/batched-rows'
import { type ExportColumn, exportTimeZone } from '../../platform/export/export'
import { findUserTimeZone } from '../../platform/time-zone'
import { findPipelineKeys, findPipelineRows } from './pipeline-review.repository'
import { toPipelineRow } from './pipeline-review-rows'
import { loadPipeline } from './pipeline-review.service'

// Pipeline Review's export: every row with the same filters, scope and sort, streamed; the
// table's columns plus the export-only ones ("Forecast export adds a 'Forecast info' column of key: level pairs;
// amounts are formatted with a dollar sign").

export function pipelineExportColumns(settings: TCompanySettings, tz: string): ExportColumn<TPipelineRow>[] {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' })
  const date = (v: string | null) => (v ? day.format(new Date(v)) : '')
  const columns: (ExportColumn<TPipelineRow> | false)[] = [
    { header: 'Deal', value: (r) => r.deal_name, width: 40 },
    { header: 'Account', value: (r) => r.account_name, width: 28 },
    { header: 'Activity in range', value: (r) => r.activity_count },
    { header: 'Qualification Score', value: (r) => r.qualification_score },
    { header: 'Forecast', value: (r) => r.forecast, width: 14 },
    { header: 'Forecast info', value: (r) => r.forecast_info.map((f) => `${f.key}: ${f.level}`).join('; '), width: 50 },
    {
      header: 'Likeliness Score',
      value: (r) => (hasLikeliness(r.likeliness_score, settings.pipelineLayout) ? r.likeliness_score : ''),
    },
    { header: 'Days in Stage', value: (r) => r.days_in_current_stage },
    { header: 'Engagement', value: (r) => r.engagement },
    { header: 'Prospect activity', value: (r) => r.prospect_engagement },
    { header: 'Rep activity', value: (r) => r.rep_engagement },
    { header: 'Follow-ups', value: (r) => r.deal_followup_email_count },
    { header: 'Next Meeting', value: (r) => date(r.deal_next_meeting_date) },
    settings.productsDiscussed && { header: 'Products Discussed', value: (r) => r.product_discussed.join(', '), width: 30 },
    { header: 'Amount', value: (r) => pipelineAmount(r.amount) ?? '', width: 14 },
    { header: 'Deal Close Date', value: (r) => r.close_date ?? '' },
    { header: 'Stage', value: (r) => r.sales_stage, width: 22 },
    { header: 'Deal Type', value: (r) => r.deal_type, width: 14 },
    { header: 'Owner', value: (r) => r.owner_name, width: 22 },
    { header: 'Severe Objections', value: (r) => r.deal_severe_objections_count },
    { header: 'Last Recorded Call', value: (r) => date(r.deal_last_recorded_call_date) },
    { header: 'Last Call', value: (r) => date(r.deal_last_call_date) },
    { header: 'Days Since Last Call', value: (r) => r.deal_days_since_last_call },
    { header: 'Last Email', value: (r) => date(r.deal_last_email_date) },
    { header: 'Deal ID', value: (r) => r.crm_deal_id, width: 20 },
    { header: 'Owner Manager', value: (r) => r.deal_owner_manager, width: 22 },
    { header: 'Deal Next Steps', value: (r) => r.crm_next_steps, width: 40 },
    { header: 'Deal Notes', value: (r) => r.crm_notes, width: 40 },
    settings.firstMeetingScore && { header: 'First Meeting Score', value: (r) => r.first_meeting_score, width: 18 },
    settings.regionFilter && { header: 'Region', value: (r) => r.region, width: 14 },
    { header: 'Deal Created Date', value: (r) => date(r.deal_created_date) },
    { header: 'Deal Link', value: (r) => r.deal_link, width: 40 },
  ]
  return columns.filter((c): c is ExportColumn<TPipelineRow> => c !== false)
}

export interface PipelineExport {
  count: number
  tz: string
  today: string
  rows: AsyncIterable<TPipelineRow>
}

/** The keys in table order in one transaction, then rows EXPORT_BATCH at a time (platform/export/batched-rows). */
export async function preparePipelineExport(deps: AppDeps, auth: AuthContext, q: TReportQuery, askedTz: string | undefined): Promise<PipelineExport> {
  const companyId = auth.user.companyId
  const { load, keys, userTz } = await deps.db.withTenant(companyId, async (tx) => {
    const load = await loadPipeline(deps, tx, auth, { ...q, distinct: false, take: null, skip: null })
    return {
      load,
      keys: await findPipelineKeys(tx, load.r, load.ctx, REPORT_EXPORT_MAX_ROWS),
      userTz: askedTz ? null : await findUserTimeZone(tx, auth.user.id),
    }
  })
  const tz = exportTimeZone(askedTz, userTz)
  const db = batchedRows(
    deps.db,
    companyId,
    keys,
    (tx, batch) => findPipelineRows(tx, load.r, load.ctx, batch),
    (r) => r.deal_id,
  )
  async function* rows(): AsyncGenerator<TPipelineRow> {
    for await (const r of db) yield toPipelineRow(r, load.r.now)
  }
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(load.r.now)
  return { count: keys.length, tz, today, rows: rows() }
}
