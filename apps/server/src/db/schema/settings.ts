import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core'
import type { TCompanySettings } from '@parley/shared/schemas/company-settings'
import { companies } from './companies'
import { users } from './users'

/**
 * One settings document per company (company features are data). Validated on read and
 * write by ZCompanySettings; a missing key takes its zod default, so the column defaults to '{}'.
 * The primary key is company_id, which also serves as its tenant index.
 */
export const companySettings = pgTable('company_settings', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  settings: jsonb().$type<Partial<TCompanySettings>>().notNull().default({}),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
})
