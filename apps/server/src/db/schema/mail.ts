import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core'
import { createdAt, pk, tenantId, tstz } from './columns'
import { users } from './users'

/**
 * Outgoing e-mail (invites, prep notes, post-call summaries). Sent over SMTP when configured; otherwise kept
 * here with status 'stored' for admins to read.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: pk(),
    companyId: tenantId(),
    /** The recipient when it is a user. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    toAddress: text().notNull(),
    subject: text().notNull(),
    bodyText: text(),
    bodyHtml: text(),
    /** invite | prep_note | post_call_summary … */
    template: text(),
    /** queued | sent | failed | stored */
    status: text().notNull().default('queued'),
    attempts: smallint().notNull().default(0),
    error: text(),
    sentAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_company_created_idx').on(t.companyId, t.createdAt), index('mail_outbox_status_idx').on(t.status, t.createdAt)],
)
