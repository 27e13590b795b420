import nodemailer, { type Transporter } from 'nodemailer'
import type { MailTransport } from './mail'

// The only file that imports nodemailer. One pooled transporter per SMTP_URL for the life of the process.
const transporters = new Map<string, Transporter>()

/** An SMTP transport for a connection URL (smtp://user:pass@host:587, smtps://… for implicit TLS). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  let transporter = transporters.get(smtpUrl)
  if (!transporter) {
    transporter = nodemailer.createTransport({ url: smtpUrl, pool: true, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
    transporters.set(smtpUrl, transporter)
  }
  const t = transporter
  return {
    async deliver(envelope) {
      await t.sendMail({ from: envelope.from, to: envelope.to, subject: envelope.subject, text: envelope.text, html: envelope.html })
    },
  }
}

/** Closes every pooled SMTP connection (tests and shutdown). */
export function closeSmtpTransports(): void {
  for (const t of transporters.values()) t.close()
  transporters.clear()
}
