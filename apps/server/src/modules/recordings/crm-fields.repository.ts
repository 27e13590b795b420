import { type SQL, sql } from 'drizzle-orm'
import { CRM_FIELD_TABLES, type TCrmFilterField } from '@parley/shared/schemas/recordings'
import type { Db } from '../../db/client'

export type CrmFieldTable = (typeof CRM_FIELD_TABLES)[number]

/** Where each configured table_name keeps its custom_fields; table names never come from a request. */
const SOURCE: Record<CrmFieldTable, SQL> = {
  crm_deals: sql`deals`,
  calendar_events: sql`calendar_events`,
}

export type CrmFieldDefinition = TCrmFilterField & { options: unknown[] }

/** The company's CRM custom fields shown as dashboard filters, in their configured order. */
export async function findCrmFilterFields(tx: Db, companyId: number): Promise<CrmFieldDefinition[]> {
  const { rows } = await tx.execute<CrmFieldDefinition>(sql`
    select label, db_field, table_name, options from crm_custom_fields
    where company_id = ${companyId} and show_in_filters and table_name in (${sql.join(
      CRM_FIELD_TABLES.map((t) => sql`${t}`),
      sql`, `,
    )})
    order by display_order, label`)
  return rows
}

const VALUES_MAX = 1000

/**
 * The distinct non-empty values one custom field holds in the company's rows. The key travels as a parameter of
 * `->>`, and the caller has already matched (table_name, db_field) against the company's definitions.
 */
export async function findCrmFieldValues(tx: Db, companyId: number, table: CrmFieldTable, dbField: string): Promise<string[]> {
  const { rows } = await tx.execute<{ v: string }>(sql`
    select distinct t.custom_fields ->> ${dbField} as v from ${SOURCE[table]} t
    where t.company_id = ${companyId} and t.deleted_at is null and t.custom_fields ? ${dbField} and coalesce(trim(t.custom_fields ->> ${dbField}), '') <> ''
    order by 1 limit ${VALUES_MAX}`)
  return rows.map((r) => r.v)
}
