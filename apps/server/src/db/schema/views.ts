import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, pk, tenantId, updatedAt } from './columns'
import { viewVisibility } from './enums'
import { users } from './users'

/** Saved filter sets ("views") of the recordings dashboard and every report, visible to the creator or team. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: pk(),
    companyId: tenantId(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which screen the view belongs to: 'meetings', or a report key such as 'pipeline_review'. */
    page: text().notNull(),
    viewName: text().notNull(),
    filters: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    visibility: viewVisibility().notNull().default('only_me'),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('saved_views_company_page_idx').on(t.companyId, t.page),
    index('saved_views_user_page_idx').on(t.userId, t.page),
    // At most one default view per user and screen.
    uniqueIndex('saved_views_one_default_uq').on(t.userId, t.page).where(sql`is_default`),
  ],
)
