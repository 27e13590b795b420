import { index, integer, pgTable } from 'drizzle-orm/pg-core'
import { tenantId, tstz } from './columns'
import { users } from './users'

/**
 * The admin table's meeting counts per calendar owner (heavy aggregates are refreshed into
 * summary tables, never computed over every event on read). Refreshed by the admin-meeting-counts job and, when
 * older than its freshness window, by the admin table itself (modules/admin).
 */
export const userMeetingCounts = pgTable(
  'user_meeting_counts',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: tenantId(),
    internalMeeting: integer().notNull().default(0),
    externalMeetingExternalHost: integer().notNull().default(0),
    externalMeetingInternalHost: integer().notNull().default(0),
    refreshedAt: tstz().notNull().defaultNow(),
  },
  (t) => [index('user_meeting_counts_company_idx').on(t.companyId, t.refreshedAt)],
)
