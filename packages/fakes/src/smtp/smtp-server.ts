import { createServer, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { type ParsedMail, parseMail } from './smtp-mime'

// A local SMTP server speaking enough of RFC 5321 for a real client (nodemailer): EHLO/HELO, MAIL FROM, RCPT TO,
// DATA with dot-stuffing, RSET, NOOP, QUIT, and 503 for commands out of order. It captures each accepted message.

export interface CapturedMail extends ParsedMail {
  /** The envelope sender and recipients (MAIL FROM / RCPT TO), without angle brackets. */
  from: string
  to: string[]
  /** The DATA as received, dot-stuffing undone. */
  raw: string
}

export interface FakeSmtpServer {
  host: string
  port: number
  /** SMTP_URL for the app (no TLS: the fake speaks plain SMTP on 127.0.0.1). */
  url: string
  messages: CapturedMail[]
  /** The next message's DATA is refused with this reply (e.g. 451 or 554), once. */
  failNextMessage(code: number, text?: string): void
  reset(): void
  stop(): Promise<void>
}

const angle = (s: string) => s.trim().replace(/^<(.*)>.*$/, '$1')

export interface FakeSmtpOptions {
  port?: number
  hostname?: string
  /** Called with each accepted message (the sandbox prints them). */
  onMessage?: (message: CapturedMail) => void
}

export async function startFakeSmtp(options: FakeSmtpOptions = {}): Promise<FakeSmtpServer> {
  const hostname = options.hostname ?? 'fake.smtp.local'
  const messages: CapturedMail[] = []
  let failure: { code: number; text: string } | null = null
  const sockets = new Set<Socket>()

  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
    let buffer = ''
    let greeted = false
    let envelope: { from: string | null; to: string[] } = { from: null, to: [] }
    let data: string[] | null = null
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply(`220 ${hostname} ESMTP Parley fake`)

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase()
      if (verb === 'EHLO') {
        greeted = true
        return reply(`250-${hostname}\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250 SIZE 26214400`)
      }
      if (verb === 'HELO') {
        greeted = true
        return reply(`250 ${hostname}`)
      }
      if (verb === 'QUIT') return socket.end(`221 ${hostname} closing\r\n`)
      if (verb === 'NOOP') return reply('250 OK')
      if (verb === 'RSET') {
        envelope = { from: null, to: [] }
        return reply('250 OK')
      }
      if (!greeted) return reply('503 5.5.1 EHLO first')
      if (/^MAIL FROM:/i.test(line)) {
        envelope = { from: angle(line.slice(10)), to: [] }
        return reply('250 2.1.0 OK')
      }
      if (/^RCPT TO:/i.test(line)) {
        if (envelope.from === null) return reply('503 5.5.1 MAIL first')
        envelope.to.push(angle(line.slice(8)))
        return reply('250 2.1.5 OK')
      }
      if (verb === 'DATA') {
        if (envelope.from === null || envelope.to.length === 0) return reply('503 5.5.1 RCPT first')
        data = []
        return reply('354 End data with <CR><LF>.<CR><LF>')
      }
      return reply('502 5.5.2 Command not recognised')
    }

    const endOfData = (lines: string[]) => {
      const raw = lines.join('\r\n')
      const from = envelope.from ?? ''
      const to = envelope.to
      envelope = { from: null, to: [] }
      if (failure) {
        const { code, text } = failure
        failure = null
        return reply(`${code} ${text}`)
      }
      const message = { from, to, raw, ...parseMail(raw) }
      messages.push(message)
      options.onMessage?.(message)
      return reply(`250 2.0.0 OK queued as ${messages.length}`)
    }

    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (data === null) command(line)
        else if (line === '.') {
          const lines = data
          data = null
          endOfData(lines)
        } else data.push(line.startsWith('..') ? line.slice(1) : line)
      }
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', resolve)
  })
  const port = (server.address() as AddressInfo).port
  return {
    host: '127.0.0.1',
    port,
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    messages,
    failNextMessage(code, text = 'Requested action aborted: try again later') {
      failure = { code, text }
    },
    reset() {
      messages.length = 0
      failure = null
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}
