import type { Config } from '../../config'
import type { Database } from '../../db/client'
import type { Mailer, MailResult } from '../../platform/mail/mail'
import { buildPrepNote } from './prep-note.content'
import { claimPrepNote, findDealAndAccount, findLastCall, findRecipient } from './notifications.repository'

export interface NotificationDeps {
  db: Database
  config: Pick<Config, 'publicUrl'>
  mailer: Mailer
  now?: () => Date
}

/**
 * Sends one event's prep note, at most once: the claim (prep_note_sent_at) and the facts are read in one tenant
 * transaction, so a failure before delivery releases the claim for the next sweep; once claimed, the message is
 * handed to the mailer, which records it as sent, stored or failed. Answers null when there was nothing to send.
 */
export async function sendPrepNote(deps: NotificationDeps, input: { companyId: number; eventId: number }): Promise<MailResult | null> {
  const now = deps.now?.() ?? new Date()
  const prepared = await deps.db.withTenant(input.companyId, async (tx) => {
    const event = await claimPrepNote(tx, input.eventId, now)
    if (!event?.userId) return null
    const recipient = await findRecipient(tx, event.userId)
    if (!recipient) return null
    const { deal, account, outsideCompanies } = await findDealAndAccount(tx, event.primaryDealId, event.attendees)
    const lastCall = await findLastCall(tx, { recipient, before: event.startAt, accountId: account?.id ?? null, companies: outsideCompanies })
    const content = buildPrepNote({
      appUrl: deps.config.publicUrl,
      recipient,
      meeting: event,
      attendees: event.attendees.map((a) => ({ email: a.email, name: a.name ?? null, company: a.company ?? null })),
      account: account ?? null,
      deal,
      lastCall: lastCall ?? null,
    })
    return { recipient, content }
  })
  if (!prepared) return null
  const { recipient, content } = prepared
  return deps.mailer.send({ companyId: input.companyId, userId: recipient.id, to: recipient.email, template: 'prep_note', ...content })
}
