import { describe, expect, it } from 'vitest'
import { createMailer, type MailEnvelope, type MailMessage, type MailOutbox } from './mail'

function memoryOutbox() {
  const rows: { id: number; to: string; status: string; error?: string }[] = []
  const outbox: MailOutbox = {
    async add(m, status) {
      rows.push({ id: rows.length + 1, to: m.to, status })
      return rows.length
    },
    async settle(_m, id, status, error) {
      Object.assign(rows[id - 1] as object, { status, error })
    },
  }
  return { rows, outbox }
}

const message: MailMessage = { companyId: 1, to: 'rae@northwind.example', subject: 'Hi', text: 'Hello', template: 'invite' }

describe('mailer', () => {
  it('without SMTP keeps the message in the outbox as stored', async () => {
    const { rows, outbox } = memoryOutbox()
    const mailer = createMailer({ from: 'Parley <no-reply@parley.example>', transport: null, outbox })
    expect(mailer.delivers).toBe(false)
    expect(await mailer.send(message)).toEqual({ outboxId: 1, status: 'stored' })
    expect(rows).toEqual([{ id: 1, to: 'rae@northwind.example', status: 'stored' }])
  })

  it('with a transport delivers from MAIL_FROM and records the message as sent', async () => {
    const { rows, outbox } = memoryOutbox()
    const delivered: MailEnvelope[] = []
    const mailer = createMailer({ from: 'Parley <no-reply@parley.example>', transport: { deliver: async (e) => void delivered.push(e) }, outbox })
    expect(await mailer.send(message)).toEqual({ outboxId: 1, status: 'sent' })
    expect(delivered[0]).toMatchObject({ from: 'Parley <no-reply@parley.example>', to: 'rae@northwind.example', subject: 'Hi' })
    expect(rows[0]?.status).toBe('sent')
  })

  it('records a delivery failure instead of throwing', async () => {
    const { rows, outbox } = memoryOutbox()
    const transport = {
      deliver: async () => {
        throw new Error('421 try later')
      },
    }
    const result = await createMailer({ from: 'x@parley.example', transport, outbox }).send(message)
    expect(result).toMatchObject({ status: 'failed', error: '421 try later' })
    expect(rows[0]).toMatchObject({ status: 'failed', error: '421 try later' })
  })
})
