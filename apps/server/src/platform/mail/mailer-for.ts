import type { AppDeps } from '../../platform/deps'
import { createMailer, type Mailer } from './mail'
import { databaseOutbox } from './mail-outbox.repository'
import { createSmtpTransport } from './smtp-mail.client'

/** The app's mailer: SMTP when SMTP_URL is set, else the outbox table only. */
export function mailerFor(deps: Pick<AppDeps, 'config' | 'db' | 'now'>): Mailer {
  const smtpUrl = deps.config.mail.smtpUrl
  return createMailer({
    from: deps.config.mail.from,
    transport: smtpUrl ? createSmtpTransport(smtpUrl) : null,
    outbox: databaseOutbox(deps.db, deps.now),
  })
}
