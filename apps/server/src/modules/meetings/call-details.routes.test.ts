import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZCallDetailsResponse, type TMeetingDetail } from '@parley/shared/schemas/meeting-detail'
import { buildTestApp, type TestApp } from '../../../test/test-app'

let t: TestApp
const rows = async <T>(sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows as T[]
const one = async <T>(sql: string, params: unknown[] = []) => (await rows<T>(sql, params))[0] as T

const REP = 'riley.rep@northwind.example'
const OUTSIDER = 'bailey.bdr@northwind.example'
const SUPER = 'sam.super@northwind.example'
const ACME = 'remy.rep@acme.example'

/** riley's analysed call with a deal of a known account and the most transcript lines. */
let callId: number
let acmeCallId: number

beforeAll(async () => {
  t = await buildTestApp()
  const call = await one<{ id: number }>(
    `select m.id from meetings m join users u on u.id = m.user_id
       join meeting_deals md on md.meeting_id = m.id and md.is_primary join deals d on d.id = md.deal_id
     where u.email = $1 and m.processing_status = 2 and d.account_id is not null and m.deleted_at is null
     order by (select count(*) from transcript_segments s where s.meeting_id = m.id) desc limit 1`,
    [REP],
  )
  callId = call.id
  acmeCallId = (await one<{ id: number }>(`select m.id from meetings m join companies c on c.id = m.company_id where c.name ilike 'acme%' limit 1`)).id
})
afterAll(async () => t?.close())

const details = async (email: string | null, url: string, payload: unknown = { role: 'user' }) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: email ? await t.as(email) : {} })

describe('POST /api/reports/call-details', () => {
  it('gives an attendee the whole call page: header, transcript, summary, talk time, past calls, tabs and menu', async () => {
    const res = await details(REP, `/api/reports/call-details?id=${callId}`)
    expect(res.statusCode).toBe(200)
    const body = ZCallDetailsResponse.parse(res.json())
    expect(body.data).toMatchObject({ total: 1, hasAcess: true, superAdmin: false })
    const m = body.data.data[0] as TMeetingDetail
    const stored = await one<{ title: string; n: number; first: string }>(
      `select m.title, (select count(*)::int from transcript_segments s where s.meeting_id = m.id) n,
              (select text from transcript_segments s where s.meeting_id = m.id order by idx limit 1) first
       from meetings m where m.id = $1`,
      [callId],
    )
    expect(m.title).toBe(stored.title)
    expect(m.transcript).toHaveLength(stored.n)
    expect(m.transcript[0]).toMatchObject({ text: stored.first, timestamp: expect.stringMatching(/^\d\d:\d\d:\d\d --> \d\d:\d\d:\d\d$/) })
    expect(m.transcript.every((l, i, all) => i === 0 || l.start >= (all[i - 1] as { start: number }).start)).toBe(true)
    expect(m.transcriptStatus).toBe('done')
    expect(m.Summary?.length).toBeGreaterThan(20)
    expect(m.gptRes?.['Action Items By User'].length).toBeGreaterThan(0)
    expect(m.salesRepAndProspects.some((a) => a.email?.toLowerCase() === REP)).toBe(true)
    expect(m.companies.length).toBeGreaterThan(0)
    expect(m.crmDealDetails?.deal_name).toBeTruthy()
    expect(m.calendarEventDetails?.calendar_event_id).toBeNull()
    // Talk time: most first, 0.1 s resolution, shares adding up to about 100 %.
    expect(m.talkTime.length).toBeGreaterThan(1)
    expect(m.talkTime.every((s, i, all) => i === 0 || s.talk_time <= (all[i - 1] as { talk_time: number }).talk_time)).toBe(true)
    expect(m.talkTime.every((s) => Math.abs(s.talk_time * 10 - Math.round(s.talk_time * 10)) < 1e-9)).toBe(true)
    expect(m.talkTime.reduce((sum, s) => sum + s.percentage, 0)).toBeCloseTo(100, 0)
    // Past calls: earlier, same account, never this call.
    for (const p of m.pastCalls) {
      expect(p.id).not.toBe(callId)
      expect(new Date(p.start_time).getTime()).toBeLessThan(new Date(m.start_time).getTime())
    }
    const sameAccount = await one<{ n: number }>(
      `select count(distinct m2.id)::int n from meeting_deals md join deals d on d.id = md.deal_id
         join deals d2 on d2.account_id = d.account_id join meeting_deals md2 on md2.deal_id = d2.id
         join meetings m2 on m2.id = md2.meeting_id
       where md.meeting_id = $1 and md.is_primary and m2.id <> $1 and m2.deleted_at is null and m2.start_time < (select start_time from meetings where id = $1)`,
      [callId],
    )
    expect(m.pastCalls).toHaveLength(Math.min(10, sameAccount.n))
    // A new install disables no tab; the demo call has no media file.
    expect(m.tabs.map((tab) => tab.key)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8'])
    expect(m.tabs.every((tab) => !tab.disabled)).toBe(true)
    expect(m.media).toEqual({ has_media: false, stored: false, audio_only: false, media_type: null })
    expect(m.video_url).toBeNull()
  })

  it('shows the calendar event id to super admins only', async () => {
    const res = await details(SUPER, `/api/reports/call-details?id=${callId}`, { role: 'super_admin' })
    expect(res.statusCode).toBe(200)
    const gce = await one<{ gce_id: string | null }>(
      'select ce.gce_id from meetings m join calendar_events ce on ce.id = m.calendar_event_id where m.id = $1',
      [callId],
    )
    expect(res.json().data).toMatchObject({ total: 1, superAdmin: true })
    expect(res.json().data.data[0].calendarEventDetails.calendar_event_id).toBe(gce.gce_id)
    expect(res.json().data.data[0].menu).toMatchObject({ superAdminDelete: true, canDownload: true })
  })

  it('answers total 0 to a colleague who was not in the call (the page goes to /error/unauthorized/{id})', async () => {
    const res = await details(OUTSIDER, `/api/reports/call-details?id=${callId}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ data: { total: 0, hasAcess: false, superAdmin: false, data: [] } })
  })

  // Access is decided on the server, whatever role the page sends.
  it.each([
    ["the owner's manager", 'morgan.manager@northwind.example', 'user'],
    ["a manager further up the owner's line", 'drew.director@northwind.example', 'user'],
    ['a company admin', 'avery.admin@northwind.example', 'company_admin'],
    ['a super admin of the company', SUPER, 'user'],
  ])('opens the call for %s', async (_who, email, role) => {
    const res = await details(email, `/api/reports/call-details?id=${callId}`, { role })
    expect(res.json().data).toMatchObject({ total: 1, hasAcess: true })
    expect(res.json().data.data[0].id).toBe(callId)
  })

  it.each([
    ['a manager of another line', 'taylor.teamlead@northwind.example', 'user'],
    ['a rep who was not in the call, even asking with an admin scope', OUTSIDER, 'company_admin'],
    ['a rep asking with the super-admin scope', OUTSIDER, 'super_admin'],
  ])('answers total 0 to %s', async (_who, email, role) => {
    const res = await details(email, `/api/reports/call-details?id=${callId}`, { role })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ total: 0, hasAcess: false, data: [] })
  })

  it('opens the call for a View Only – All Company Calls nominee', async () => {
    const nominee = await one<{ id: number; company_id: number }>('select id, company_id from users where email = $1', [OUTSIDER])
    const license = await one<{ id: number }>("select id from licenses where company_id = $1 and kind = 'view_only_all_calls' limit 1", [nominee.company_id])
    const granted = await one<{ id: number }>('insert into user_licenses (company_id, user_id, license_id) values ($1, $2, $3) returning id', [
      nominee.company_id,
      nominee.id,
      license.id,
    ])
    try {
      expect((await details(OUTSIDER, `/api/reports/call-details?id=${callId}`)).json().data.total).toBe(1)
    } finally {
      await t.db.pool.query('delete from user_licenses where id = $1', [granted.id])
    }
  })

  it("finds nothing of another company's call: 404, no leak", async () => {
    const res = await details(ACME, `/api/reports/call-details?id=${callId}`)
    expect(res.statusCode).toBe(404)
    expect(JSON.stringify(res.json())).not.toContain('northwind')
    expect((await details(REP, `/api/reports/call-details?id=${acmeCallId}`)).statusCode).toBe(404)
  })

  it.each([
    ['a non-numeric id', '/api/reports/call-details?id=abc', { role: 'user' }, 'id'],
    ['a missing id', '/api/reports/call-details', { role: 'user' }, 'id'],
    ['a negative id', '/api/reports/call-details?id=-4', { role: 'user' }, 'id'],
    ['an id beyond any integer', '/api/reports/call-details?id=99999999999', { role: 'user' }, 'id'],
    ['a missing role', '/api/reports/call-details?id=1', {}, 'role'],
  ])('refuses %s with 400 naming the field', async (_what, url, payload, field) => {
    const res = await details(REP, url, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.map((f: { field: string }) => f.field)).toContain(field)
  })

  it('checks the snippet options against the call: a start beyond its length is refused clearly, not with a 500', async () => {
    const beyond = await details(REP, `/api/reports/call-details?id=${callId}&start=999999`)
    expect(beyond.statusCode).toBe(200)
    expect(beyond.json().data.data[0].snippet).toEqual({ ok: false, message: 'The snippet starts after the end of the call.' })
    const inside = await details(REP, `/api/reports/call-details?id=${callId}&start=60&end=90`)
    expect(inside.json().data.data[0].snippet).toEqual({ ok: true, start: 60, end: 90 })
    expect((await details(REP, `/api/reports/call-details?id=${callId}`)).json().data.data[0]).not.toHaveProperty('snippet')
    const bad = await details(REP, `/api/reports/call-details?id=${callId}&start=abc`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields[0].field).toBe('start')
  })

  it('needs a signed-in user', async () => {
    expect((await details(null, `/api/reports/call-details?id=${callId}`)).statusCode).toBe(401)
  })

  it("disables tabs below the installation's thresholds", async () => {
    const legacy = await buildTestApp({ CHECKLIST_MIN_MEETING_ID: String(callId + 1), AMA_MIN_MEETING_ID: String(callId), DEAL_INSIGHTS_MIN_MEETING_ID: '0' })
    try {
      const res = await legacy.app.inject({
        method: 'POST',
        url: `/api/reports/call-details?id=${callId}`,
        payload: { role: 'user' },
        headers: await legacy.as(REP),
      })
      const tabs = res.json().data.data[0].tabs as { key: string; disabled: boolean; tooltip: string | null }[]
      expect(tabs.find((x) => x.key === '3')).toMatchObject({ disabled: true, tooltip: 'This feature not avilable for this meeting' })
      expect(tabs.find((x) => x.key === '4')?.disabled).toBe(false)
      expect(tabs.find((x) => x.key === '8')?.disabled).toBe(false)
    } finally {
      await legacy.close()
    }
  })

  it("marks Call Actions and Ask Me Anything 'Transcription is in progress…' while the transcript is being made", async () => {
    await t.db.pool.query(`update meetings set transcript_status = 'created' where id = $1`, [callId])
    try {
      const m = (await details(REP, `/api/reports/call-details?id=${callId}`)).json().data.data[0]
      expect(m.transcriptStatus).toBe('created')
      expect(m.transcript).toEqual([])
      const tooltip = (key: string) => m.tabs.find((x: { key: string }) => x.key === key).tooltip
      expect([tooltip('2'), tooltip('4'), tooltip('1')]).toEqual(['Transcription is in progress…', 'Transcription is in progress…', null])
    } finally {
      await t.db.pool.query(`update meetings set transcript_status = 'done' where id = $1`, [callId])
    }
  })
})

describe('OpenAPI', () => {
  it('documents the call page routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/reports/call-details',
        '/api/users/salesInsigtsOfMeeting',
        '/api/users/checklistInteraction',
        '/api/users/deleteMeeting',
        '/api/admin/deleteMeeting',
        '/api/meetings/{id}/download-url',
        '/api/meetings/{id}/download',
      ]),
    )
  })
})
