import { REPORT_EXPORT_MAX_ROWS, type TReportQuery } from '@parley/shared/schemas/reports'
import type { TAdoptionRow } from '@parley/shared/schemas/notetaker-adoption'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import type { ExportColumn } from '../../platform/export/export'
import { findAdoptionPage } from './notetaker-adoption.repository'
import { loadAdoption, toAdoptionRow } from './notetaker-adoption.service'

// Notetaker Adoption's export: every rep with the same filters, scope and sort; the table's columns plus the parts of
// eligible and recorded (eligible = eligibleNotetaker + eligibleExternal, recorded = recordedExternal +
// recordedNotetaker; rules/call-measures: scheduled meetings and calls without a schedule). One row per rep is at most a few thousand rows: read in one statement, written streamed.

export const ADOPTION_EXPORT_COLUMNS: ExportColumn<TAdoptionRow>[] = [
  { header: 'Rep', value: (r) => r.rep_name, width: 24 },
  { header: 'Rep Email', value: (r) => r.rep_email, width: 32 },
  { header: 'Manager', value: (r) => r.manager, width: 24 },
  { header: 'Scheduled', value: (r) => r.scheduled },
  { header: 'Eligible', value: (r) => r.eligible },
  { header: 'Recorded', value: (r) => r.recorded },
  { header: 'Instant', value: (r) => r.instant },
  { header: 'Adoption %', value: (r) => r.notetakerAdoptionRate },
  { header: 'Eligible (scheduled)', value: (r) => r.eligibleNotetaker },
  { header: 'Eligible without a schedule', value: (r) => r.eligibleExternal },
  { header: 'Recorded (scheduled)', value: (r) => r.recordedNotetaker },
  { header: 'Recorded without a schedule', value: (r) => r.recordedExternal },
]

export async function prepareAdoptionExport(deps: AppDeps, auth: AuthContext, q: TReportQuery): Promise<{ rows: TAdoptionRow[]; now: Date; tz: string }> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const load = await loadAdoption(deps, tx, auth, { ...q, distinct: false, take: null, skip: null })
    const found = await findAdoptionPage(tx, load.r, load.ctx, { skip: 0, take: REPORT_EXPORT_MAX_ROWS })
    return { rows: found.map(toAdoptionRow), now: load.r.now, tz: load.ctx.tz }
  })
}
