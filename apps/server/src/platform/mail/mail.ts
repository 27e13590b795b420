// Outgoing e-mail (nodemailer over SMTP when SMTP_URL is set; without it, messages stay in the outbox
// table admins can read). Every message is written to mail_outbox first, so there is one record of what was
// sent, stored or failed, whichever way it went.

export interface MailMessage {
  companyId: number
  /** The recipient when it is a user. */
  userId?: number | null
  to: string
  subject: string
  text: string
  html?: string
  /** invite | prep_note | post_call_summary … */
  template: string
}

export type MailStatus = 'sent' | 'stored' | 'failed'

export interface MailResult {
  outboxId: number
  status: MailStatus
  error?: string
}

/** The envelope a transport delivers; the only shape provider code sees. */
export interface MailEnvelope {
  from: string
  to: string
  subject: string
  text: string
  html?: string
}

export interface MailTransport {
  deliver(envelope: MailEnvelope): Promise<void>
}

/** Where messages are recorded (mail_outbox in production; memory in unit tests). */
export interface MailOutbox {
  add(message: MailMessage, status: 'queued' | 'stored'): Promise<number>
  settle(message: MailMessage, outboxId: number, status: 'sent' | 'failed', error?: string): Promise<void>
}

export interface Mailer {
  send(message: MailMessage): Promise<MailResult>
  /**
   * Delivers a message the caller already wrote to the outbox in its own transaction (recordMail), so the record and
   * the change that caused it commit together: a crash can neither lose it nor record it twice.
   */
  deliverRecorded(message: MailMessage, outboxId: number): Promise<MailResult>
  /** True when messages leave the building (SMTP configured). */
  readonly delivers: boolean
}

/** A mailer over a transport (or none: store only) and an outbox. Delivery failures are recorded, never thrown. */
export function createMailer(opts: { from: string; transport: MailTransport | null; outbox: MailOutbox }): Mailer {
  const { from, transport, outbox } = opts
  const deliverRecorded = async (message: MailMessage, outboxId: number): Promise<MailResult> => {
    if (!transport) return { outboxId, status: 'stored' }
    try {
      await transport.deliver({ from, to: message.to, subject: message.subject, text: message.text, html: message.html })
      await outbox.settle(message, outboxId, 'sent')
      return { outboxId, status: 'sent' }
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err)
      await outbox.settle(message, outboxId, 'failed', error.slice(0, 1000))
      return { outboxId, status: 'failed', error }
    }
  }
  return {
    delivers: transport !== null,
    async send(message) {
      if (!transport) return { outboxId: await outbox.add(message, 'stored'), status: 'stored' }
      return deliverRecorded(message, await outbox.add(message, 'queued'))
    },
    deliverRecorded,
  }
}
