import type { MailResult } from '../../platform/mail/mail'
import { actionItemsOf, buildPostCallEmail } from './post-call-email.content'
import { claimPostCallEmail, findCallAnalysis, findRecipient } from './notifications.repository'
import type { NotificationDeps } from './prep-notes.service'

/**
 * Sends a processed call's summary to its owner when they turned the post-call e-mail on, at most once
 * (post_call_email_sent_at, claimed in the transaction that reads the facts). Null when there was nothing to send.
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
    return { recipient, content }
  })
  if (!prepared) return null
  const { recipient, content } = prepared
  return deps.mailer.send({ companyId: input.companyId, userId: recipient.id, to: recipient.email, template: 'post_call_summary', ...content })
}
