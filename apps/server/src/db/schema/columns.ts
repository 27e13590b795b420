import { integer, timestamp } from 'drizzle-orm/pg-core'
import { companies } from './companies'

// Column helpers shared by the schema files. Not re-exported from index.ts: they are not tables.

/** Numeric identity key (the spec's ids are numbers, e.g. company 28). */
export const pk = () => integer().primaryKey().generatedAlwaysAsIdentity()

/**
 * The tenant key. Every table except `companies` carries it, indexed, and the row-level-security policy
 * `tenant_isolation` filters on it. Deleting a company purges its tenant, hence the cascade.
 */
export const tenantId = () =>
  integer()
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' })

export const tstz = () => timestamp({ withTimezone: true })
export const createdAt = () => tstz().notNull().defaultNow()
export const updatedAt = () =>
  tstz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())
