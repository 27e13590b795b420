import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, pk, tenantId, updatedAt } from './columns'
import { clipStatus } from './enums'
import { meetings } from './meetings'
import { users } from './users'

/** A clip cut from a recording by ffmpeg (status Created → In Progress → Completed | Failed). */
export const clips = pgTable(
  'clips',
  {
    id: pk(),
    companyId: tenantId(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    title: text().notNull(),
    startMs: integer().notNull(),
    endMs: integer().notNull(),
    status: clipStatus().notNull().default('Created'),
    storageKey: text(),
    thumbnailKey: text(),
    error: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('clips_company_created_idx').on(t.companyId, t.createdAt), index('clips_meeting_idx').on(t.meetingId), index('clips_user_idx').on(t.userId)],
)
