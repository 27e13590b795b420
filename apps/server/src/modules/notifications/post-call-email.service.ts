import type { MailResult } from '../../platform/mail/mail'
import { recordMail } from '../../platform/mail/mail-outbox.repository'
import { actionItemsOf, buildPostCallEmail } from './post-call-email.content'
import { claimPostCallEmail, findCallAnalysis, findRecipient } from './notifications.repository'
import type { NotificationDeps } from './prep-notes.service'

/**
 * Sends a processed call's summary to its owner when they turned the post-call e-mail on, exactly once: the claim
 * (post_call_email_sent_at) and the outbox row commit in one transaction, so a process killed in between neither
 * loses the e-mail nor records it twice. Null when there was nothing to send.
 */
export async function sendPostCallEmail(deps: NotificationDeps, input: { companyId: number; meetingId: number }): Promise<MailResult | null> {
  const now = deps.now?.() ?? new Date()
  const prepared = await deps.db.withTenant(input.companyId, async (tx) => {
    const call = await claimPostCallEmail(tx, input.meetingId, now)
    if (!call?.userId) return null
    const recipient = await findRecipient(tx, call.userId)
    const analysis = await findCallAnalysis(tx, call.id)
    if (!recipient || !analysis) return null
    const content = buildPostCallEmail({
      appUrl: deps.config.publicUrl,
      recipient,
      meeting: call,
      summary: analysis.summary,
      actionItems: actionItemsOf(analysis.actionItems),
    })
    const message = { companyId: input.companyId, userId: recipient.id, to: recipient.email, template: 'post_call_summary', ...content }
    return { message, outboxId: await recordMail(tx, message, deps.mailer.delivers ? 'queued' : 'stored') }
  })
  if (!prepared) return null
  return deps.mailer.deliverRecorded(prepared.message, prepared.outboxId)
}
