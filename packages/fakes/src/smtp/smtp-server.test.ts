import { connect } from 'node:net'
import nodemailer from 'nodemailer'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type FakeSmtpServer, startFakeSmtp } from './smtp-server'

let smtp: FakeSmtpServer
beforeAll(async () => {
  smtp = await startFakeSmtp()
})
afterAll(() => smtp.stop())
beforeEach(() => smtp.reset())

/** Speaks raw SMTP: each step (one command, or a whole DATA body) is written, then its one reply awaited. */
async function converse(steps: string[]): Promise<string[]> {
  const socket = connect(smtp.port, '127.0.0.1')
  let received = ''
  socket.on('data', (c) => {
    received += c.toString()
  })
  const replies = () => received.split('\r\n').filter((l) => /^\d{3} /.test(l))
  const waitFor = async (n: number) => {
    while (replies().length < n) await new Promise((r) => setTimeout(r, 5))
  }
  await waitFor(1)
  for (const [i, step] of steps.entries()) {
    socket.write(`${step}\r\n`)
    await waitFor(i + 2)
  }
  socket.destroy()
  return replies()
}

describe('fake SMTP server', () => {
  it('accepts a message from the real nodemailer client and decodes its text, HTML and UTF-8 subject', async () => {
    const transport = nodemailer.createTransport({ url: smtp.url })
    await transport.sendMail({
      from: 'Parley <no-reply@parley.example>',
      to: 'rae@northwind.example',
      subject: 'Prep notes: Café review',
      text: `Hello Rae\n.leading dot\n${'long line '.repeat(20)}`,
      html: '<p>Hello <b>Rae</b></p>',
    })
    transport.close()
    expect(smtp.messages).toHaveLength(1)
    const m = smtp.messages[0]
    expect(m).toMatchObject({ from: 'no-reply@parley.example', to: ['rae@northwind.example'], subject: 'Prep notes: Café review' })
    expect(m?.text).toContain('Hello Rae\n.leading dot\n')
    expect(m?.text).toContain('long line long line')
    expect(m?.html).toBe('<p>Hello <b>Rae</b></p>')
  })

  it('refuses commands out of order and unknown verbs', async () => {
    const replies = await converse(['MAIL FROM:<a@x.example>', 'EHLO me', 'RCPT TO:<b@x.example>', 'DATA', 'HELP', 'QUIT'])
    expect(replies.map((r) => r.slice(0, 3))).toEqual(['220', '503', '250', '503', '503', '502', '221'])
    expect(smtp.messages).toHaveLength(0)
  })

  it('undoes dot-stuffing and refuses the next message when told to', async () => {
    smtp.failNextMessage(451)
    const session = ['EHLO me', 'MAIL FROM:<a@x.example>', 'RCPT TO:<b@x.example>', 'DATA', 'Subject: hi\r\n\r\nbody\r\n..dot\r\n.']
    expect((await converse([...session, 'QUIT'])).slice(-2).map((r) => r.slice(0, 3))).toEqual(['451', '221'])
    expect(smtp.messages).toHaveLength(0)
    await converse([...session, 'QUIT'])
    expect(smtp.messages[0]).toMatchObject({ from: 'a@x.example', to: ['b@x.example'], subject: 'hi', text: 'body\n.dot' })
  })
})
