import { sql } from 'drizzle-orm'
import { type AnyPgColumn, boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, pk, tenantId } from './columns'
import { accounts, deals } from './deals'
import { chatMessageType } from './enums'
import { meetings } from './meetings'
import { users } from './users'

/** A user's Ask-Me-Anything conversation about one call or one deal (or account). */
export const chatThreads = pgTable(
  'chat_threads',
  {
    id: pk(),
    companyId: tenantId(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** meeting | deal | account */
    kind: text().notNull(),
    meetingId: integer().references(() => meetings.id, { onDelete: 'cascade' }),
    dealId: integer().references(() => deals.id, { onDelete: 'cascade' }),
    accountId: integer().references(() => accounts.id, { onDelete: 'cascade' }),
    title: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('chat_threads_one_subject_ck', sql`num_nonnulls(meeting_id, deal_id, account_id) = 1`),
    index('chat_threads_company_idx').on(t.companyId),
    index('chat_threads_meeting_user_idx').on(t.meetingId, t.userId),
    index('chat_threads_deal_user_idx').on(t.dealId, t.userId),
  ],
)

/** Questions and answers; the AI chat report lists every row, the summary report counts them. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: pk(),
    companyId: tenantId(),
    threadId: integer()
      .notNull()
      .references(() => chatThreads.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    messageType: chatMessageType().notNull(),
    /** The answer's question (question_id in the chat report). */
    questionId: integer().references((): AnyPgColumn => chatMessages.id, { onDelete: 'cascade' }),
    message: text().notNull(),
    reasoning: text(),
    citations: jsonb().$type<unknown[]>().notNull().default([]),
    suggestedQuestions: text().array().notNull().default([]),
    gptModelName: text(),
    /** The answer was 'NA' (no_answer_count). */
    noAnswer: boolean().notNull().default(false),
    /** Set when generation failed (error_count). */
    error: text(),
    /** Chat settings used: records to fetch, index size, deal level, model. */
    settings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_company_created_idx').on(t.companyId, t.createdAt), index('chat_messages_thread_created_idx').on(t.threadId, t.createdAt)],
)
