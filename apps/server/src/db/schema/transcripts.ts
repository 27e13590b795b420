import { sql } from 'drizzle-orm'
import { customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { pk, tenantId } from './columns'
import { speakerSide } from './enums'
import { meetings } from './meetings'

/** PostgreSQL tsvector; drizzle has no built-in type for it. */
const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
})

/**
 * One normalized transcript line (speaker, rep or prospect, start, end, text): the analyzer's input and the
 * full-text search corpus (≈ 8 million rows at benchmark size). `search` is generated and GIN-indexed so
 * queries never call to_tsvector at query time (DESIGN budgets).
 */
export const transcriptSegments = pgTable(
  'transcript_segments',
  {
    id: pk(),
    companyId: tenantId(),
    meetingId: integer()
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    /** Order within the meeting. */
    idx: integer().notNull(),
    speaker: text(),
    side: speakerSide().notNull().default('unknown'),
    startMs: integer().notNull(),
    endMs: integer().notNull(),
    text: text().notNull(),
    search: tsvector().generatedAlwaysAs(sql`to_tsvector('english', "text")`),
  },
  (t) => [
    index('transcript_segments_company_idx').on(t.companyId),
    index('transcript_segments_meeting_start_idx').on(t.meetingId, t.startMs),
    index('transcript_segments_search_gin').using('gin', t.search),
  ],
)
