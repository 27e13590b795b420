import {
  CRM_IMPORT_COLUMNS,
  CRM_IMPORT_CUSTOM_PREFIX,
  type CrmImportKind,
  crmImportHeaderProblems,
  normaliseImportHeader,
} from '@parley/shared/rules/crm-import'
import { z } from 'zod'
import type { CsvTable } from './crm-import.csv'
import type { CrmAccount, CrmContact, CrmDeal, CrmFieldDef } from './providers/crm-provider'

// The rows of a built-in CRM import turned into the CRM mirror's own records (the same ones HubSpot and Salesforce
// sync into), each with its line for messages. Pure: references to accounts, contacts and owners are checked by the
// service against the database.

export interface ImportProblem {
  line: number
  message: string
}

export type ImportRecords = {
  accounts: (CrmAccount & { line: number })[]
  contacts: (CrmContact & { line: number })[]
  deals: (CrmDeal & { line: number; ownerEmail: string | null })[]
}

export interface ReadRows<K extends CrmImportKind> {
  records: ImportRecords[K]
  problems: ImportProblem[]
  /** What is wrong with the header (nothing else is read then). */
  headerProblems: string[]
  /** Deal custom fields (`custom:<field>` columns), labelled as the header wrote them. */
  customFields: CrmFieldDef[]
}

const text = (max: number) =>
  z
    .string()
    .max(max, { error: `is longer than ${max} characters` })
    .transform((s) => (s === '' ? null : s))
const required = (max: number) =>
  z
    .string()
    .min(1, { error: 'is empty' })
    .max(max, { error: `is longer than ${max} characters` })
const email = z
  .string()
  .transform((s) => s.toLowerCase())
  .pipe(z.union([z.literal(''), z.email({ error: 'is not an e-mail address' })]))
  .transform((s) => (s === '' ? null : s))

/** '$12,000.50' → 12000.5; empty → null. */
const amount = z.string().transform((s, ctx) => {
  if (s === '') return null
  const n = Number(s.replace(/[$,\s]/g, ''))
  if (!Number.isFinite(n)) {
    ctx.addIssue({ code: 'custom', message: 'is not a number' })
    return z.NEVER
  }
  return n
})

/** A day (YYYY-MM-DD, or the day of an ISO date-time). */
const day = z.string().transform((s, ctx) => {
  if (s === '') return null
  const m = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/.exec(s)
  if (!m?.[1] || Number.isNaN(Date.parse(`${m[1]}T00:00:00Z`))) {
    ctx.addIssue({ code: 'custom', message: 'is not a date (YYYY-MM-DD)' })
    return z.NEVER
  }
  return m[1]
})

/** An instant (ISO date or date-time, UTC unless the value says otherwise). */
const instant = z.string().transform((s, ctx) => {
  if (s === '') return null
  const t = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(s) ? `${s}T00:00:00Z` : s)
  if (!/^\d{4}-\d{2}-\d{2}/.test(s) || Number.isNaN(t)) {
    ctx.addIssue({ code: 'custom', message: 'is not an ISO date (YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ)' })
    return z.NEVER
  }
  return new Date(t)
})

const bool = z.string().transform((s, ctx) => {
  const v = s.toLowerCase()
  if (v === '') return null
  if (['true', 'yes', 'y', '1', 'closed'].includes(v)) return true
  if (['false', 'no', 'n', '0', 'open'].includes(v)) return false
  ctx.addIssue({ code: 'custom', message: 'is not true or false' })
  return z.NEVER
})

/** 'https://www.Acme.com/about' → 'acme.com'. */
const domain = z.string().transform((s, ctx) => {
  if (s === '') return null
  const host = s
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .split(/[/?#]/)[0] as string
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) {
    ctx.addIssue({ code: 'custom', message: 'is not a web domain' })
    return z.NEVER
  }
  return host
})

const ids = z.string().transform((s) =>
  s
    .split(';')
    .map((x) => x.trim())
    .filter((x) => x !== ''),
)

const ZRow = {
  accounts: z.object({
    id: required(200),
    name: required(500),
    domain: domain.optional(),
    industry: text(200).optional(),
    owner_email: email.optional(),
    updated_at: instant.optional(),
  }),
  contacts: z.object({
    id: required(200),
    name: text(500).optional(),
    email: email.optional(),
    title: text(200).optional(),
    phone: text(100).optional(),
    account_id: text(200).optional(),
  }),
  deals: z.object({
    id: required(200),
    name: required(500),
    account_id: text(200).optional(),
    owner_email: email.optional(),
    stage: text(200).optional(),
    amount: amount.optional(),
    close_date: day.optional(),
    is_closed: bool.optional(),
    type: text(200).optional(),
    next_step: text(2000).optional(),
    notes: text(20_000).optional(),
    lead_source: text(200).optional(),
    contact_ids: ids.optional(),
    created_at: instant.optional(),
    updated_at: instant.optional(),
  }),
} as const

type Row<K extends CrmImportKind> = z.output<(typeof ZRow)[K]>

function toRecord<K extends CrmImportKind>(kind: K, row: Row<K>, custom: Record<string, string>, line: number, now: Date): ImportRecords[K][number] {
  if (kind === 'accounts') {
    const r = row as Row<'accounts'>
    const account: ImportRecords['accounts'][number] = {
      line,
      crmId: r.id,
      name: r.name,
      domain: r.domain ?? null,
      industry: r.industry ?? null,
      ownerCrmId: r.owner_email ?? null,
      updatedAt: r.updated_at ?? now,
    }
    return account as ImportRecords[K][number]
  }
  if (kind === 'contacts') {
    const r = row as Row<'contacts'>
    const contact: ImportRecords['contacts'][number] = {
      line,
      crmId: r.id,
      name: r.name ?? null,
      email: r.email ?? null,
      title: r.title ?? null,
      phone: r.phone ?? null,
      accountCrmId: r.account_id ?? null,
      updatedAt: now,
    }
    return contact as ImportRecords[K][number]
  }
  const r = row as Row<'deals'>
  const deal: ImportRecords['deals'][number] = {
    line,
    ownerEmail: r.owner_email ?? null,
    crmId: r.id,
    name: r.name,
    amount: r.amount ?? null,
    closeDate: r.close_date ?? null,
    createdAt: r.created_at ?? null,
    // Stages of the built-in CRM are matched by name (the service fills stage id and group).
    pipeline: 'default',
    stageCrmId: r.stage ? r.stage.toLowerCase() : null,
    stageName: r.stage ?? null,
    type: r.type ?? null,
    nextStep: r.next_step ?? null,
    notes: r.notes ?? null,
    leadSource: r.lead_source ?? null,
    isClosed: r.is_closed ?? null,
    ownerCrmId: r.owner_email ?? null,
    accountCrmId: r.account_id ?? null,
    contactCrmIds: r.contact_ids ?? [],
    customFields: custom,
    crmUrl: null,
    updatedAt: r.updated_at ?? now,
  }
  return deal as ImportRecords[K][number]
}

/**
 * Checks the header, then reads each record: cells trimmed, blank rows skipped, a row with more or fewer values than
 * the header, or a value that does not read, is a problem naming its line and column. `now` stamps rows without
 * updated_at (an import is a change made now).
 */
export function readImportRows<K extends CrmImportKind>(kind: K, table: CsvTable, now: Date): ReadRows<K> {
  const headerProblems = crmImportHeaderProblems(kind, table.header)
  if (headerProblems.length > 0) return { records: [] as ImportRecords[K], problems: [], headerProblems, customFields: [] }
  const names = table.header.map(normaliseImportHeader)
  const customFields: CrmFieldDef[] = names.flatMap((n, i) =>
    n.startsWith(CRM_IMPORT_CUSTOM_PREFIX)
      ? [
          {
            name: n.slice(CRM_IMPORT_CUSTOM_PREFIX.length),
            label: (table.header[i] as string).trim().slice(CRM_IMPORT_CUSTOM_PREFIX.length).trim(),
            type: 'text' as const,
          },
        ]
      : [],
  )
  const known = new Set(CRM_IMPORT_COLUMNS[kind].map((c) => c.name))
  const records: ImportRecords[K][number][] = []
  const problems: ImportProblem[] = []
  for (const rec of table.records) {
    const cells = rec.cells.map((c) => c.trim())
    if (cells.every((c) => c === '')) continue
    if (cells.length !== names.length) {
      problems.push({ line: rec.line, message: `has ${cells.length} values; the header has ${names.length} columns.` })
      continue
    }
    const fields: Record<string, string> = {}
    const custom: Record<string, string> = {}
    names.forEach((n, i) => {
      const v = cells[i] as string
      if (known.has(n)) fields[n] = v
      else if (n.startsWith(CRM_IMPORT_CUSTOM_PREFIX) && v !== '') custom[n.slice(CRM_IMPORT_CUSTOM_PREFIX.length)] = v
    })
    const parsed = ZRow[kind].safeParse(fields)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push({ line: rec.line, message: `${String(issue.path[0] ?? 'row')} ${issue.message}.` })
      continue
    }
    records.push(toRecord(kind, parsed.data as Row<K>, custom, rec.line, now))
  }
  // The same id twice in one file is a mistake to fix, not a row to guess between.
  const seen = new Map<string, number>()
  for (const r of records) {
    const before = seen.get(r.crmId)
    if (before !== undefined) problems.push({ line: r.line, message: `id '${r.crmId}' is also on line ${before}.` })
    seen.set(r.crmId, r.line)
  }
  return { records: records as ImportRecords[K], problems, headerProblems, customFields }
}
