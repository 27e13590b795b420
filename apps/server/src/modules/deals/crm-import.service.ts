import { CRM_IMPORT_LABELS, CRM_IMPORT_MAX_PROBLEMS, CRM_IMPORT_MAX_ROWS, type CrmImportKind } from '@parley/shared/rules/crm-import'
import type { TCrmImportResponse } from '@parley/shared/schemas/crm-import'
import type { AppDeps } from '../../platform/deps'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth/authenticate'
import { AppError, badRequest } from '../../platform/errors'
import { audit } from '../../platform/audit'
import { listCompanyCrmConnections } from './crm-connection.repository'
import { upsertDeals } from './crm-deals.repository'
import { CsvSyntaxError, parseCsv } from './crm-import.csv'
import { markBuiltInCrm, stagesByName } from './crm-import.repository'
import { type ImportProblem, type ImportRecords, readImportRows } from './crm-import.rows'
import { accountIdsByCrmId, contactIdsByCrmId, upsertAccounts, upsertContacts, upsertDealCustomFields, userIdsByEmail } from './crm-records.repository'

export interface CrmImportDeps extends Pick<AppDeps, 'db' | 'now'> {
  /** Deal roll-ups of the deals an import changed (queued, or inline without a queue). */
  onDealsChanged?: (companyId: number, dealIds: number[]) => Promise<void>
}

/** Rows stored per statement. */
const BATCH = 1000

const lineFields = (problems: readonly ImportProblem[]) =>
  problems.slice(0, CRM_IMPORT_MAX_PROBLEMS).map((p) => ({ field: `line ${p.line}`, message: `Line ${p.line}: ${p.message}` }))

function refused(problems: readonly ImportProblem[], rows: number): AppError {
  const n = new Set(problems.map((p) => p.line)).size
  const first = problems[0]
  const message = `${n} of ${rows} row${rows === 1 ? '' : 's'} could not be read, so nothing was imported. Fix the file and import it again${first ? ` (line ${first.line}: ${first.message})` : ''}.`
  return new AppError(400, 'invalid_rows', message, lineFields(problems))
}

function chunks<T>(list: readonly T[]): T[][] {
  const out: T[][] = []
  for (let i = 0; i < list.length; i += BATCH) out.push(list.slice(i, i + BATCH))
  return out
}

/** Account and contact ids the file refers to must be in the company (imported earlier, or by the CRM mirror). */
async function checkReferences(tx: Db, kind: CrmImportKind, records: ImportRecords[CrmImportKind]): Promise<ImportProblem[]> {
  if (kind === 'accounts') return []
  const withAccount = records as { line: number; accountCrmId: string | null }[]
  const accounts = await accountIdsByCrmId(
    tx,
    withAccount.map((r) => r.accountCrmId),
  )
  const problems: ImportProblem[] = withAccount.flatMap((r) =>
    r.accountCrmId && !accounts.has(r.accountCrmId)
      ? [{ line: r.line, message: `account_id '${r.accountCrmId}' is not an account of your company (import the accounts first).` }]
      : [],
  )
  if (kind === 'deals') {
    const deals = records as ImportRecords['deals']
    const contacts = await contactIdsByCrmId(
      tx,
      deals.flatMap((d) => d.contactCrmIds),
    )
    for (const d of deals) {
      for (const c of d.contactCrmIds) {
        if (!contacts.has(c))
          problems.push({ line: d.line, message: `contact '${c}' in contact_ids is not a contact of your company (import the contacts first).` })
      }
    }
  }
  return problems.sort((a, b) => a.line - b.line)
}

/** Stores the checked records; answers the ids of deals written (for roll-ups) and how many rows were written. */
async function store(
  tx: Db,
  companyId: number,
  kind: CrmImportKind,
  records: ImportRecords[CrmImportKind],
  warnings: ImportProblem[],
): Promise<{ written: number; dealIds: number[] }> {
  const owned = records as { line: number; ownerCrmId?: string | null }[]
  const ownerEmails = [...new Set(owned.flatMap((r) => (r.ownerCrmId ? [r.ownerCrmId] : [])))]
  const owners = await userIdsByEmail(tx, ownerEmails)
  for (const r of owned) {
    if (r.ownerCrmId && !owners.has(r.ownerCrmId))
      warnings.push({ line: r.line, message: `owner_email '${r.ownerCrmId}' is nobody in Parley; imported without an owner.` })
  }
  if (kind === 'accounts') {
    let written = 0
    for (const batch of chunks(records as ImportRecords['accounts'])) written += await upsertAccounts(tx, companyId, batch, owners)
    return { written, dealIds: [] }
  }
  if (kind === 'contacts') {
    let written = 0
    for (const batch of chunks(records as ImportRecords['contacts'])) written += await upsertContacts(tx, companyId, batch)
    return { written, dealIds: [] }
  }
  const { stages, groups } = await stagesByName(tx)
  const deals = (records as ImportRecords['deals']).map((d) => {
    const group = d.stageCrmId ? groups.get(d.stageCrmId) : undefined
    if (d.stageName && !group) warnings.push({ line: d.line, message: `stage '${d.stageName}' is not one of your company's deal stages; kept as written.` })
    return { ...d, isClosed: d.isClosed ?? (group ? group !== 'open' : false) }
  })
  const dealIds: number[] = []
  for (const batch of chunks(deals)) dealIds.push(...(await upsertDeals(tx, companyId, batch, { owners, stages }, 'import')))
  return { written: dealIds.length, dealIds }
}

/**
 * POST /crm/import (admins; the route checks): reads the CSV, checks every row and reference, then stores all of it
 * in one transaction through the CRM mirror's upserts (so stage history, last-modified-wins and roll-ups behave as for
 * a synced CRM), or nothing when any row is wrong. Companies with a connected CRM sync instead (409).
 */
export async function importCrmCsv(deps: CrmImportDeps, auth: AuthContext, kind: CrmImportKind, csv: string): Promise<TCrmImportResponse> {
  const now = deps.now?.() ?? new Date()
  let table: ReturnType<typeof parseCsv>
  try {
    table = parseCsv(csv)
  } catch (err) {
    if (err instanceof CsvSyntaxError) throw badRequest(`The file is not a readable CSV file: ${err.message}`, [{ field: 'file', message: err.message }])
    throw err
  }
  if (table.header.length === 0) throw badRequest('The file is empty.', [{ field: 'file', message: 'The file is empty.' }])
  if (table.records.length > CRM_IMPORT_MAX_ROWS) {
    const message = `The file has ${table.records.length.toLocaleString('en-US')} rows; import at most ${CRM_IMPORT_MAX_ROWS.toLocaleString('en-US')} at a time.`
    throw new AppError(413, 'too_many_rows', message, [{ field: 'file', message }])
  }
  const read = readImportRows(kind, table, now)
  if (read.headerProblems.length > 0) {
    throw badRequest(
      read.headerProblems.join(' '),
      read.headerProblems.map((message) => ({ field: 'header', message })),
    )
  }
  if (read.problems.length > 0) throw refused(read.problems, read.records.length + new Set(read.problems.map((p) => p.line)).size)
  if (read.records.length === 0) throw badRequest('The file has a header but no rows to import.', [{ field: 'file', message: 'No rows.' }])

  const companyId = auth.user.companyId
  const warnings: ImportProblem[] = []
  const result = await deps.db.withTenant(companyId, async (tx) => {
    const synced = (await listCompanyCrmConnections(tx)).find((c) => c.status === 'connected')
    if (synced) {
      const label = synced.provider === 'hubspot' ? 'HubSpot' : 'Salesforce'
      throw new AppError(409, 'crm_connected', `Your company's deals sync from ${label}; CSV import is for companies without a connected CRM.`)
    }
    const problems = await checkReferences(tx, kind, read.records)
    if (problems.length > 0) throw refused(problems, read.records.length)
    await upsertDealCustomFields(tx, companyId, read.customFields)
    const stored = await store(tx, companyId, kind, read.records, warnings)
    await markBuiltInCrm(tx, companyId)
    await audit(tx, {
      companyId,
      actorUserId: auth.user.id,
      impersonatorUserId: auth.impersonatorId,
      action: 'crm.import',
      targetType: 'company',
      targetId: companyId,
      details: { kind, rows: read.records.length, imported: stored.written, warnings: warnings.length },
    })
    return stored
  })
  if (result.dealIds.length > 0) await deps.onDealsChanged?.(companyId, result.dealIds)
  const unchanged = read.records.length - result.written
  const plural = CRM_IMPORT_LABELS[kind].toLowerCase()
  const label = result.written === 1 ? plural.slice(0, -1) : plural
  warnings.sort((a, b) => a.line - b.line)
  return {
    message: `Imported ${result.written.toLocaleString('en-US')} ${label}${unchanged > 0 ? ` (${unchanged.toLocaleString('en-US')} unchanged)` : ''}.`,
    data: {
      kind,
      rows: read.records.length,
      imported: result.written,
      unchanged,
      warnings: warnings.slice(0, CRM_IMPORT_MAX_PROBLEMS),
      warning_count: warnings.length,
    },
  }
}
