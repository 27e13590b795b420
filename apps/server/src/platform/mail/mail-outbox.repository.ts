import { eq, sql } from 'drizzle-orm'
import type { Database, Db } from '../../db/client'
import { mailOutbox } from '../../db/schema/mail'
import type { MailMessage, MailOutbox } from './mail'

/** One mail_outbox row in the caller's transaction: 'queued' when a transport will deliver it, else 'stored'. */
export async function recordMail(tx: Db, m: MailMessage, status: 'queued' | 'stored'): Promise<number> {
  const rows = await tx
    .insert(mailOutbox)
    .values({
      companyId: m.companyId,
      userId: m.userId ?? null,
      toAddress: m.to,
      subject: m.subject,
      bodyText: m.text,
      bodyHtml: m.html ?? null,
      template: m.template,
      status,
    })
    .returning({ id: mailOutbox.id })
  return rows[0]?.id as number
}

/** mail_outbox rows, written inside the recipient company's tenant. */
export function databaseOutbox(db: Database, now: () => Date = () => new Date()): MailOutbox {
  return {
    async add(m, status) {
      return db.withTenant(m.companyId, (tx) => recordMail(tx, m, status))
    },
    async settle(m, outboxId, status, error) {
      await db.withTenant(m.companyId, (tx) =>
        tx
          .update(mailOutbox)
          .set({ status, error: error ?? null, attempts: sql`${mailOutbox.attempts} + 1`, sentAt: status === 'sent' ? now() : null })
          .where(eq(mailOutbox.id, outboxId)),
      )
    },
  }
}
