import { callMomentLink, timestampCell } from '@parley/shared/rules/voice-of-customer'
import { REPORT_EXPORT_MAX_ROWS } from '@parley/shared/schemas/reports'
import type { TVoiceOfCustomerQuery, TVoiceOfCustomerRow } from '@parley/shared/schemas/voice-of-customer'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { batchedRows } from '../../platform/export/batched-rows'
import { type ExportColumn, exportTimeZone } from '../../platform/export/export'
import { findUserTimeZone } from '../../platform/time-zone'
import { vocDescending } from './voice-of-customer-sql'
import { findVocKeys, findVocRows } from './voice-of-customer.repository'
import { toVocRow } from './voice-of-customer-rows'
import { loadVoc } from './voice-of-customer.service'

// Voice of Customer's export (timestamp cells, on screen and in exports, must match an hh:mm:ss pattern, otherwise
// 'No snippet'): every statement with the same filters, scope and sort, streamed, with
// the timestamp cell and the link that opens the call at that moment.

export function vocExportColumns(tz: string, publicUrl: string): ExportColumn<TVoiceOfCustomerRow>[] {
  const time = new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  return [
    { header: 'Call date', value: (r) => time.format(new Date(r.call_date)), width: 18 },
    { header: 'Call', value: (r) => r.title, width: 36 },
    { header: 'Rep', value: (r) => r.owner_name, width: 22 },
    { header: 'Deal', value: (r) => r.deal_name, width: 30 },
    { header: 'Deal stage', value: (r) => r.sales_stage, width: 20 },
    { header: 'Deal stage during call', value: (r) => r.call_stage, width: 22 },
    { header: 'Agenda', value: (r) => r.agenda_type, width: 16 },
    { header: 'Insight', value: (r) => r.checklist, width: 12 },
    { header: 'Category', value: (r) => r.category, width: 16 },
    { header: 'Heading', value: (r) => r.heading, width: 32 },
    { header: 'What the customer said', value: (r) => r.detail ?? r.call_summary, width: 60 },
    { header: 'Sentiment', value: (r) => r.grade, width: 12 },
    { header: 'Competitor', value: (r) => r.competitor_name, width: 16 },
    { header: 'Timestamp', value: (r) => timestampCell(r.timestamp), width: 12 },
    { header: 'Call link', value: (r) => `${publicUrl}${callMomentLink(r.zra_id, r.timestamp)}`, width: 50 },
  ]
}

export interface VocExport {
  count: number
  tz: string
  today: string
  rows: AsyncIterable<TVoiceOfCustomerRow>
}

/** The keys in table order in one transaction, then rows EXPORT_BATCH at a time (platform/export/batched-rows). */
export async function prepareVocExport(deps: AppDeps, auth: AuthContext, q: TVoiceOfCustomerQuery, askedTz: string | undefined): Promise<VocExport> {
  const companyId = auth.user.companyId
  const { load, keys, userTz } = await deps.db.withTenant(companyId, async (tx) => {
    const load = await loadVoc(deps, tx, auth, { ...q, distinct: false, take: null, after: null })
    return {
      load,
      keys: await findVocKeys(tx, load.r, companyId, vocDescending(load.r), REPORT_EXPORT_MAX_ROWS),
      userTz: askedTz ? null : await findUserTimeZone(tx, auth.user.id),
    }
  })
  const tz = exportTimeZone(askedTz, userTz)
  const db = batchedRows(
    deps.db,
    companyId,
    keys,
    (tx, batch) => findVocRows(tx, companyId, batch),
    (r) => r.id,
  )
  async function* rows(): AsyncGenerator<TVoiceOfCustomerRow> {
    for await (const r of db) yield toVocRow(r)
  }
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(load.r.now)
  return { count: keys.length, tz, today, rows: rows() }
}
