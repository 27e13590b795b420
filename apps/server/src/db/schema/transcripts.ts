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
 * queries never call to_tsvector at query time.
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

/**
 * Each recorded call's adjacent-word pairs, for the ranked search of a two-word phrase (docs/decisions.md
 * "Transcript search"): one row per call whose `pairs` holds every pair of lexemes said next to each other in one of
 * its lines ('next step'), plus 'next step#2', '#4' and '#8' when that many of its lines say it. A phrase's calls and
 * their rank tier are then a few GIN look-ups over one row per call instead of one heap page per matching line.
 * Written only by the statement-level triggers on transcript_segments (migration 0017), in the writing transaction.
 */
export const transcriptCallPairs = pgTable(
  'transcript_call_pairs',
  {
    meetingId: integer()
      .primaryKey()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    companyId: tenantId(),
    pairs: tsvector().notNull(),
  },
  (t) => [index('transcript_call_pairs_company_idx').on(t.companyId), index('transcript_call_pairs_gin').using('gin', t.pairs)],
)
