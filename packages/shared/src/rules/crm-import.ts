// The built-in CRM's CSV import ("The built-in CRM (demo data, CSV import of
// accounts/deals/contacts for teams without a CRM) uses the same tables."). The columns each file may carry, and the
// header check the server runs and the Settings card explains.

export const CRM_IMPORT_KINDS = ['accounts', 'contacts', 'deals'] as const
export type CrmImportKind = (typeof CRM_IMPORT_KINDS)[number]

export const CRM_IMPORT_LABELS: Record<CrmImportKind, string> = { accounts: 'Accounts', contacts: 'Contacts', deals: 'Deals' }

export interface CrmImportColumn {
  name: string
  required: boolean
  /** What the column holds, as the Settings card says it. */
  hint: string
}

const col = (name: string, hint: string, required = false): CrmImportColumn => ({ name, required, hint })

/** The columns of each file, in the order the template lists them. `id` is the team's own key: importing again updates. */
export const CRM_IMPORT_COLUMNS: Record<CrmImportKind, readonly CrmImportColumn[]> = {
  accounts: [
    col('id', 'your key for the account', true),
    col('name', 'account name', true),
    col('domain', 'web domain, e.g. acme.com (calls are matched to accounts by it)'),
    col('industry', 'industry'),
    col('owner_email', "the owner's Parley e-mail"),
    col('updated_at', 'last change (ISO date); older rows than the stored ones are skipped'),
  ],
  contacts: [
    col('id', 'your key for the contact', true),
    col('name', 'full name'),
    col('email', 'e-mail (calls are matched to accounts by it)'),
    col('title', 'job title'),
    col('phone', 'phone'),
    col('account_id', 'the id of an imported account'),
  ],
  deals: [
    col('id', 'your key for the deal', true),
    col('name', 'deal name', true),
    col('account_id', 'the id of an imported account'),
    col('owner_email', "the owner's Parley e-mail (only owners write insights into a deal)"),
    col('stage', 'deal stage, e.g. Discovery'),
    col('amount', 'amount in dollars'),
    col('close_date', 'expected close date (YYYY-MM-DD)'),
    col('is_closed', 'true or false (else taken from the stage)'),
    col('type', 'deal type, e.g. New Logo'),
    col('next_step', 'next step'),
    col('notes', 'notes'),
    col('lead_source', 'lead source'),
    col('contact_ids', 'ids of imported contacts, separated by ;'),
    col('created_at', 'when the deal was created (ISO date)'),
    col('updated_at', 'last change (ISO date); older rows than the stored ones are skipped'),
  ],
}

/** Deal columns named `custom:<field>` become custom fields (CRM Info tab, dashboard filters). */
export const CRM_IMPORT_CUSTOM_PREFIX = 'custom:'

/** One file: at most this many rows and bytes (a larger CRM belongs in HubSpot or Salesforce, synced). */
export const CRM_IMPORT_MAX_ROWS = 50_000
export const CRM_IMPORT_MAX_BYTES = 20 * 1024 * 1024
/** Problems listed in one answer; the rest are counted. */
export const CRM_IMPORT_MAX_PROBLEMS = 20

/** 'Owner E-mail ' → 'owner_e_mail'; 'Custom: Sales play' → 'custom:sales_play'. Headers match whatever their case and spacing. */
export function normaliseImportHeader(raw: string): string {
  const h = raw.trim().toLowerCase()
  const custom = h.startsWith(CRM_IMPORT_CUSTOM_PREFIX)
  const body = (custom ? h.slice(CRM_IMPORT_CUSTOM_PREFIX.length) : h)
    .trim()
    .replace(/[\s-]+/g, '_')
    .replace(/[^a-z0-9_]/g, '')
  return custom ? `${CRM_IMPORT_CUSTOM_PREFIX}${body}` : body
}

/**
 * What is wrong with a file's header: a column appearing twice, one the kind does not know (named, with the known
 * ones), a required one missing. Empty when the header is fine. Custom columns are for deals only.
 */
export function crmImportHeaderProblems(kind: CrmImportKind, rawHeader: readonly string[]): string[] {
  const known = new Set(CRM_IMPORT_COLUMNS[kind].map((c) => c.name))
  const seen = new Set<string>()
  const problems: string[] = []
  const unknown: string[] = []
  for (const raw of rawHeader) {
    const h = normaliseImportHeader(raw)
    if (h === '' || h === CRM_IMPORT_CUSTOM_PREFIX) {
      problems.push('A column has no name.')
      continue
    }
    if (seen.has(h)) problems.push(`The column '${raw.trim()}' appears twice.`)
    seen.add(h)
    const custom = kind === 'deals' && h.startsWith(CRM_IMPORT_CUSTOM_PREFIX)
    if (!known.has(h) && !custom) unknown.push(raw.trim())
  }
  if (unknown.length > 0) {
    const names = CRM_IMPORT_COLUMNS[kind].map((c) => c.name).join(', ')
    const extra = kind === 'deals' ? `, or custom:<field> for a custom field` : ''
    problems.push(`Unknown column${unknown.length > 1 ? 's' : ''} ${unknown.map((u) => `'${u}'`).join(', ')}: ${kind} files take ${names}${extra}.`)
  }
  for (const c of CRM_IMPORT_COLUMNS[kind]) if (c.required && !seen.has(c.name)) problems.push(`The column '${c.name}' is required.`)
  return problems
}

/** The first line of a template file for the kind (every column, in order). */
export function crmImportTemplateHeader(kind: CrmImportKind): string {
  return CRM_IMPORT_COLUMNS[kind].map((c) => c.name).join(',')
}
