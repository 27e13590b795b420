import { createServer, type Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeSmtpTransports, createSmtpTransport } from './smtp-mail.client'

// A minimal SMTP server: enough of RFC 5321 for one plain-text message, so the real nodemailer client is exercised.
let server: Server
let port = 0
const received: { from: string; to: string[]; data: string }[] = []

beforeAll(async () => {
  server = createServer((socket) => {
    let buffer = ''
    let inData = false
    let current = { from: '', to: [] as string[], data: '' }
    socket.write('220 fake.smtp ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString()
      let index = buffer.indexOf('\r\n')
      while (index >= 0) {
        const line = buffer.slice(0, index)
        buffer = buffer.slice(index + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            received.push(current)
            current = { from: '', to: [], data: '' }
            socket.write('250 OK queued\r\n')
          } else current.data += `${line}\n`
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250-fake.smtp\r\n250 8BITMIME\r\n')
        else if (/^MAIL FROM:/i.test(line)) {
          current.from = line.slice(10)
          socket.write('250 OK\r\n')
        } else if (/^RCPT TO:/i.test(line)) {
          current.to.push(line.slice(8))
          socket.write('250 OK\r\n')
        } else if (/^DATA/i.test(line)) {
          inData = true
          socket.write('354 go ahead\r\n')
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n')
        else socket.write('250 OK\r\n')
        index = buffer.indexOf('\r\n')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as { port: number }).port
})
afterAll(async () => {
  closeSmtpTransports()
  await new Promise((resolve) => server.close(resolve))
})

describe('SMTP transport (nodemailer over SMTP_URL)', () => {
  it('delivers a message to the SMTP server', async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}?ignoreTLS=true`)
    await transport.deliver({ from: 'Parley <no-reply@parley.example>', to: 'rae@northwind.example', subject: 'Welcome', text: 'Sign in at x' })
    expect(received).toHaveLength(1)
    expect(received[0]?.to[0]).toContain('rae@northwind.example')
    expect(received[0]?.data).toContain('Subject: Welcome')
    expect(received[0]?.data).toContain('Sign in at x')
  })

  it('fails when nothing listens, so the outbox can record it', async () => {
    const transport = createSmtpTransport('smtp://127.0.0.1:1?ignoreTLS=true')
    await expect(transport.deliver({ from: 'a@parley.example', to: 'b@parley.example', subject: 's', text: 't' })).rejects.toThrow()
  })
})
