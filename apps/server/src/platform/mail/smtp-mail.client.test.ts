import { type FakeSmtpServer, startFakeSmtp } from '@parley/fakes/smtp/smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeSmtpTransports, createSmtpTransport } from './smtp-mail.client'

// The real nodemailer client against the SMTP fake of packages/fakes (plain SMTP over TCP).
let smtp: FakeSmtpServer

beforeAll(async () => {
  smtp = await startFakeSmtp()
})
afterAll(async () => {
  closeSmtpTransports()
  await smtp.stop()
})

describe('SMTP transport (nodemailer over SMTP_URL)', () => {
  it('delivers a message to the SMTP server', async () => {
    const transport = createSmtpTransport(smtp.url)
    await transport.deliver({ from: 'Parley <no-reply@parley.example>', to: 'rae@northwind.example', subject: 'Welcome', text: 'Sign in at x' })
    expect(smtp.messages).toHaveLength(1)
    expect(smtp.messages[0]).toMatchObject({ to: ['rae@northwind.example'], subject: 'Welcome' })
    expect(smtp.messages[0]?.text).toContain('Sign in at x')
  })

  it('fails when the server refuses the message, so the outbox can record it', async () => {
    smtp.failNextMessage(554, 'Transaction failed')
    const transport = createSmtpTransport(smtp.url)
    await expect(transport.deliver({ from: 'a@parley.example', to: 'b@parley.example', subject: 's', text: 't' })).rejects.toThrow(/554/)
  })

  it('fails when nothing listens', async () => {
    const transport = createSmtpTransport('smtp://127.0.0.1:1?ignoreTLS=true')
    await expect(transport.deliver({ from: 'a@parley.example', to: 'b@parley.example', subject: 's', text: 't' })).rejects.toThrow()
  })
})
