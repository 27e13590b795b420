import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

// The tenant root. The only table without company_id; its RLS policy filters on `id` instead.
// (Column helpers live in columns.ts, which imports this file, so this one spells its columns out.)
export const companies = pgTable(
  'companies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /** The company's sub-domain of the product ("{product}_domain" in the spec's User). */
    parleyDomain: text(),
    /** 'hubspot' | 'salesforce' | null: which CRM the company uses (User.crm_name). */
    crmName: text(),
    /** Free-form extras from the original data (company_meta_data); switches belong in company_settings. */
    metaData: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [uniqueIndex('companies_parley_domain_uq').on(sql`lower(${t.parleyDomain})`), index('companies_name_idx').on(t.name)],
)
