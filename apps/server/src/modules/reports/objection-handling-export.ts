import { objectionCallLink } from '@parley/shared/rules/objection-handling'
import { REPORT_EXPORT_MAX_ROWS } from '@parley/shared/schemas/reports'
import type { TObjectionQuery, TObjectionRow } from '@parley/shared/schemas/objection-handling'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { batchedRows } from '../../platform/export/batched-rows'
import { type ExportColumn, exportTimeZone } from '../../platform/export/export'
import { findUserTimeZone } from '../../platform/time-zone'
import { objectionsDescending } from './objection-handling-sql'
import { findObjectionKeys, findObjectionRows } from './objection-handling.repository'
import { toObjectionRow } from './objection-handling-rows'
import { loadObjections } from './objection-handling.service'

// Objection Handling's export ("The export variant sends no paging"): every row with the same filters, scope and sort,
// streamed; the table's columns in its order, then the rep, handling and the objection's timestamp ('No snippet' when
// it is not hh:mm:ss), with the call link as a full address.

export function objectionExportColumns(tz: string, publicUrl: string): ExportColumn<TObjectionRow>[] {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' })
  return [
    { header: 'Deal name', value: (r) => r.deal_name ?? 'No deal found', width: 36 },
    { header: 'Call date', value: (r) => day.format(new Date(r.call_date)), width: 12 },
    { header: 'Deal stage during call', value: (r) => r.call_stage, width: 24 },
    { header: 'Deal owner', value: (r) => r.owner_name, width: 22 },
    { header: 'Category', value: (r) => r.category, width: 18 },
    { header: 'Sub category', value: (r) => r.tag, width: 24 },
    { header: 'Evidence', value: (r) => r.evidence, width: 60 },
    { header: 'Severity', value: (r) => r.grade, width: 10 },
    { header: 'Call', value: (r) => r.title ?? '(no title)', width: 36 },
    { header: 'Call link', value: (r) => `${publicUrl}${objectionCallLink(r.zra_id, r.timestamp)}`, width: 40 },
    { header: 'Timestamp', value: (r) => r.timestamp, width: 12 },
    { header: 'Rep', value: (r) => r.rep_name, width: 22 },
    { header: 'Handling', value: (r) => r.handling_grade, width: 18 },
    { header: 'How the rep answered', value: (r) => r.handling, width: 60 },
  ]
}

export interface ObjectionExport {
  count: number
  tz: string
  today: string
  rows: AsyncIterable<TObjectionRow>
}

/** The ids in table order in one transaction, then rows EXPORT_BATCH at a time (platform/export/batched-rows). */
export async function prepareObjectionExport(deps: AppDeps, auth: AuthContext, q: TObjectionQuery, askedTz: string | undefined): Promise<ObjectionExport> {
  const companyId = auth.user.companyId
  const { load, keys, userTz } = await deps.db.withTenant(companyId, async (tx) => {
    const load = await loadObjections(deps, tx, auth, { ...q, distinct: false, take: null, after: null })
    return {
      load,
      keys: await findObjectionKeys(tx, load.r, load.ctx, objectionsDescending(load.r), REPORT_EXPORT_MAX_ROWS),
      userTz: askedTz ? null : await findUserTimeZone(tx, auth.user.id),
    }
  })
  const tz = exportTimeZone(askedTz, userTz)
  const db = batchedRows(
    deps.db,
    companyId,
    keys,
    (tx, batch) => findObjectionRows(tx, load.ctx, batch),
    (r) => r.o_id,
  )
  async function* rows(): AsyncGenerator<TObjectionRow> {
    for await (const r of db) yield toObjectionRow(r, load.signalCategory)
  }
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(load.r.now)
  return { count: keys.length, tz, today, rows: rows() }
}
