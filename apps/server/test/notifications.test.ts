import { type FakeSmtpServer, startFakeSmtp } from '@parley/fakes/smtp/smtp-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { processCall } from '../src/modules/analysis/analysis.service'
import { POST_CALL_EMAIL, PREP_NOTE, PREP_NOTES_SWEEP, notificationJobs } from '../src/modules/notifications/notifications.job'
import type { Jobs } from '../src/platform/jobs/jobs'
import { mailerFor } from '../src/platform/mail/mailer-for'
import { closeSmtpTransports } from '../src/platform/mail/smtp-mail.client'
import { TEST_NOW } from './constants'
import { buildTestApp, type TestApp } from './test-app'

// Prep notes and post-call summaries on the real (seeded) database, delivered over SMTP to the fake in packages/fakes.

let t: TestApp
let smtp: FakeSmtpServer
const rows = async <T>(sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows as T[]
const one = async <T>(sql: string, params: unknown[] = []) => (await rows<T>(sql, params))[0] as T
const inMinutes = (m: number) => new Date(TEST_NOW.getTime() + m * 60_000)
const SASHA = 'sasha.sales@northwind.example'

type Handlers = Record<string, (data: object) => Promise<void>>
const handlersOf = (mail: 'smtp' | 'outbox', jobs?: Jobs): Handlers => {
  const config = { ...t.config, publicUrl: 'https://parley.test', mail: { ...t.config.mail, smtpUrl: mail === 'smtp' ? smtp.url : undefined } }
  const mailer = mailerFor({ config, db: t.db, now: () => TEST_NOW })
  return Object.fromEntries(notificationJobs({ db: t.db, config, jobs, now: () => TEST_NOW }, mailer).map((j) => [j.name, j.handler]))
}
const sweep = (mail: 'smtp' | 'outbox' = 'smtp') => handlersOf(mail)[PREP_NOTES_SWEEP]?.({}) as Promise<void>

let sasha: { id: number; company_id: number }
/** Sasha's latest processed call with a deal that has an account: the prep note's "last call". */
let lastCall: { id: number; deal_id: number; account: string; deal: string; summary: string }

async function addEvent(opts: { startInMinutes: number; internal?: boolean; userId?: number; dealId?: number | null; title?: string }) {
  const start = inMinutes(opts.startInMinutes)
  return one<{ id: number }>(
    `insert into calendar_events (company_id, user_id, gce_id, title, start_at, end_at, organizer_email, meeting_url, attendees, attendee_emails,
       attendee_companies, is_internal, source, primary_deal_id)
     values ($1, $2, $3, $4, $5, $6, $7, 'https://meet.google.com/prep-note-test', $8, $9, $10, $11, 'google_calendar', $12) returning id`,
    [
      sasha.company_id,
      opts.userId ?? sasha.id,
      `prep-${Math.random()}`,
      opts.title ?? 'Renewal check-in',
      start,
      new Date(start.getTime() + 30 * 60_000),
      SASHA,
      JSON.stringify([
        { email: SASHA, name: 'Sasha Sales', company: 'Northwind Analytics', isInternal: true },
        { email: 'buyer@customer.example', name: 'Bea Buyer', company: lastCall.account, isInternal: false },
      ]),
      [SASHA, 'buyer@customer.example'],
      ['Northwind Analytics', lastCall.account],
      opts.internal ?? false,
      opts.dealId === undefined ? lastCall.deal_id : opts.dealId,
    ],
  )
}

beforeAll(async () => {
  t = await buildTestApp()
  smtp = await startFakeSmtp()
  sasha = await one('select id, company_id from users where email = $1', [SASHA])
  lastCall = await one(
    `select m.id, d.id deal_id, a.name account, d.name deal, r.summary
       from meetings m join meeting_deals md on md.meeting_id = m.id join deals d on d.id = md.deal_id join accounts a on a.id = d.account_id
       join analysis_results r on r.meeting_id = m.id
      where m.user_id = $1 and m.processing_status = 2 and m.deleted_at is null and m.start_time < $2
      order by m.start_time desc limit 1`,
    [sasha.id, TEST_NOW],
  )
  // The last call with that account, whichever deal of it the call was mapped to.
  lastCall = {
    ...lastCall,
    ...(await one<{ id: number; summary: string }>(
      `select m.id, r.summary from meetings m join meeting_deals md on md.meeting_id = m.id join deals d on d.id = md.deal_id
         join analysis_results r on r.meeting_id = m.id
        where d.account_id = (select account_id from deals where id = $2) and m.processing_status = 2 and m.deleted_at is null
          and m.start_time < $3 and (m.user_id = $1 or exists (select 1 from calendar_events ce where ce.id = m.calendar_event_id and $4 = any(ce.attendee_emails)))
        order by m.start_time desc limit 1`,
      [sasha.id, lastCall.deal_id, TEST_NOW, SASHA],
    )),
  }
  await t.db.pool.query('update users set prep_notes_enabled = true, prep_note_interval = 30, post_meeting_email = true where id = $1', [sasha.id])
  // Nothing else of the demo is due at TEST_NOW: only this file's events send prep notes.
  await t.db.pool.query('update calendar_events set prep_note_sent_at = $1 where start_at > $1', [TEST_NOW])
})
afterAll(async () => {
  closeSmtpTransports()
  await smtp?.stop()
  await t?.close()
})
beforeEach(() => smtp.reset())

describe('prep notes', () => {
  it('sends a due external meeting’s prep note over SMTP once: attendees, account, deal, last call and its open objections', async () => {
    const event = await addEvent({ startInMinutes: 20 })
    await sweep()
    expect(smtp.messages).toHaveLength(1)
    const mail = smtp.messages[0]
    expect(mail).toMatchObject({ to: [SASHA], subject: 'Prep notes: Renewal check-in' })
    expect(mail?.text).toContain('- Bea Buyer <buyer@customer.example>')
    expect(mail?.text).toContain(`Account\n${lastCall.account}`)
    expect(mail?.text).toContain(`Deal\n- ${lastCall.deal}`)
    expect(mail?.text).toContain(lastCall.summary.trim())
    expect(mail?.text).toContain(`https://parley.test/meeting/${lastCall.id}`)
    const open = await rows<{ category: string }>("select category from objections where meeting_id = $1 and coalesce(grade, '') <> 'Handled'", [lastCall.id])
    for (const o of open) expect(mail?.text).toContain(o.category)
    if (open.length === 0) expect(mail?.text).toContain('None left open.')
    const outbox = await rows<{ status: string; template: string; user_id: number }>(
      'select status, template, user_id from mail_outbox where to_address = $1',
      [SASHA],
    )
    expect(outbox).toEqual([{ status: 'sent', template: 'prep_note', user_id: sasha.id }])
    expect((await one<{ at: Date | null }>('select prep_note_sent_at at from calendar_events where id = $1', [event.id])).at).toEqual(TEST_NOW)

    // A second sweep, a retried job and two racing workers send nothing more.
    await sweep()
    const handlers = handlersOf('smtp')
    await Promise.all([
      handlers[PREP_NOTE]?.({ companyId: sasha.company_id, eventId: event.id }),
      handlers[PREP_NOTE]?.({ companyId: sasha.company_id, eventId: event.id }),
    ])
    expect(smtp.messages).toHaveLength(1)
  })

  it('waits for the chosen interval, skips internal meetings, started meetings and users who turned prep notes off', async () => {
    const later = await addEvent({ startInMinutes: 45 })
    await addEvent({ startInMinutes: 10, internal: true })
    await addEvent({ startInMinutes: -5 })
    await sweep()
    expect(smtp.messages).toHaveLength(0)
    await t.db.pool.query('update users set prep_note_interval = 60 where id = $1', [sasha.id])
    await t.db.pool.query('update users set prep_notes_enabled = false where id <> $1', [sasha.id])
    await sweep()
    expect(smtp.messages.map((m) => m.subject)).toEqual(['Prep notes: Renewal check-in'])
    expect((await one<{ at: Date | null }>('select prep_note_sent_at at from calendar_events where id = $1', [later.id])).at).toEqual(TEST_NOW)
    await t.db.pool.query('update users set prep_notes_enabled = false where id = $1', [sasha.id])
    const off = await addEvent({ startInMinutes: 15, title: 'Off' })
    await sweep()
    expect(smtp.messages).toHaveLength(1)
    await t.db.pool.query(`update calendar_events set status = 'cancelled' where id = $1`, [off.id])
    await t.db.pool.query('update users set prep_notes_enabled = true, prep_note_interval = 30 where id = $1', [sasha.id])
  })

  it('without a primary deal finds the account by an outside attendee’s company, or the last call by the companies alone', async () => {
    await addEvent({ startInMinutes: 21, dealId: null, title: 'Account by name' })
    await sweep()
    expect(smtp.messages[0]?.text).toContain(`Account\n${lastCall.account}`)
    expect(smtp.messages[0]?.text).toContain(`https://parley.test/meeting/${lastCall.id}`)
    // A company that is no CRM account: the last call whose attendees came from it.
    const past = await one<{ id: number }>(
      `select m.id from meetings m where m.user_id = $1 and m.processing_status = 2 and m.deleted_at is null and m.start_time < $2
          and m.calendar_event_id is not null order by m.start_time asc limit 1`,
      [sasha.id, TEST_NOW],
    )
    await t.db.pool.query(
      `update calendar_events set attendee_companies = array_append(attendee_companies, 'Globex Unlisted') where id = (select calendar_event_id from meetings where id = $1)`,
      [past.id],
    )
    const byCompany = await addEvent({ startInMinutes: 22, dealId: null, title: 'Companies only' })
    await t.db.pool.query(`update calendar_events set attendees = jsonb_set(attendees, '{1,company}', '"Globex Unlisted"') where id = $1`, [byCompany.id])
    await sweep()
    expect(smtp.messages).toHaveLength(2)
    expect(smtp.messages[1]?.text).toContain('No CRM account matched to this meeting.')
    expect(smtp.messages[1]?.text).toContain(`https://parley.test/meeting/${past.id}`)
  })

  it('without SMTP keeps the note in the outbox; without a deal or account says so', async () => {
    const event = await addEvent({ startInMinutes: 25, dealId: null, title: 'No CRM yet' })
    await t.db.pool.query(`update calendar_events set attendees = '[]', attendee_companies = '{}' where id = $1`, [event.id])
    await sweep('outbox')
    expect(smtp.messages).toHaveLength(0)
    const stored = await one<{ status: string; body_text: string }>("select status, body_text from mail_outbox where subject = 'Prep notes: No CRM yet'")
    expect(stored.status).toBe('stored')
    expect(stored.body_text).toContain('No CRM account matched to this meeting.')
    expect(stored.body_text).toContain('No deal linked to this meeting.')
  })
})

describe('post-call summary e-mail', () => {
  const handle = (meetingId: number, mail: 'smtp' | 'outbox' = 'smtp') =>
    handlersOf(mail)[POST_CALL_EMAIL]?.({ companyId: sasha.company_id, meetingId }) as Promise<void>

  it('sends the processed call’s summary, action items and link once, to an owner who turned it on', async () => {
    await handle(lastCall.id)
    await handle(lastCall.id)
    expect(smtp.messages).toHaveLength(1)
    const mail = smtp.messages[0]
    const call = await one<{ title: string }>('select title from meetings where id = $1', [lastCall.id])
    expect(mail).toMatchObject({ to: [SASHA], subject: `Call summary: ${call.title}` })
    expect(mail?.text).toContain(lastCall.summary.trim())
    expect(mail?.text).toContain('Action items')
    expect(mail?.text).toContain(`Open the call: https://parley.test/meeting/${lastCall.id}`)
  })

  it('sends nothing to an owner who turned it off, and records a refused delivery without retrying it', async () => {
    const [off, refused] = await rows<{ id: number }>(
      'select id from meetings where user_id = $1 and processing_status = 2 and post_call_email_sent_at is null and deleted_at is null order by id limit 2',
      [sasha.id],
    )
    await t.db.pool.query('update users set post_meeting_email = false where id = $1', [sasha.id])
    await handle(off?.id as number)
    expect(smtp.messages).toHaveLength(0)
    await t.db.pool.query('update users set post_meeting_email = true where id = $1', [sasha.id])
    smtp.failNextMessage(554)
    await handle(refused?.id as number)
    await handle(refused?.id as number)
    expect(smtp.messages).toHaveLength(0)
    const outbox = await rows<{ status: string; error: string }>(
      "select status, error from mail_outbox where template = 'post_call_summary' and status = 'failed'",
    )
    expect(outbox).toHaveLength(1)
    expect(outbox[0]?.error).toContain('554')
  })

  it('is queued when a call’s processing finishes (the process-call hook)', async () => {
    const sent: { name: string; data: object; key?: string }[] = []
    const jobs: Jobs = {
      send: async (name, data, opts) => {
        sent.push({ name, data, key: opts?.singletonKey })
        return 'job-1'
      },
      stop: async () => undefined,
    }
    const call = await one<{ id: number }>(
      'select id from meetings where user_id = $1 and processing_status = 2 and deleted_at is null order by id desc limit 1',
      [sasha.id],
    )
    await processCall({ db: t.db, config: t.config, jobs }, { companyId: sasha.company_id, meetingId: call.id })
    expect(sent.find((s) => s.name === POST_CALL_EMAIL)).toEqual({
      name: POST_CALL_EMAIL,
      data: { companyId: sasha.company_id, meetingId: call.id },
      key: `post-call-email-${call.id}`,
    })
  })
})
