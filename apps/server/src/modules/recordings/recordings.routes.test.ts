import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/test-app'

let t: TestApp
const MANAGER = 'morgan.manager@northwind.example'
const REP = 'riley.rep@northwind.example'
const ADMIN = 'avery.admin@northwind.example'
const URL = '/api/reports/activity-dashboard?take=10&skip=0'
const one = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows[0] as T

async function post(email: string, payload: Record<string, unknown>, url = URL) {
  return t.app.inject({ method: 'POST', url, headers: await t.as(email), payload })
}

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

describe('POST /reports/activity-dashboard', () => {
  it("gives a rep only their own recordings, newest first, 10 a page, with the row's details", async () => {
    const rep = await one<{ id: number; company_id: number }>('select id, company_id from users where email = $1', [REP])
    const own = await one<{ n: number }>('select count(*)::int n from meetings where user_id = $1 and deleted_at is null', [rep.id])
    const res = await post(REP, { only_recorded_calls: true })
    expect(res.statusCode).toBe(200)
    const body = res.json().data
    expect(body.total).toBe(own.n)
    expect(body.data.length).toBe(Math.min(10, own.n))
    expect(body.data.every((r: { owner: { id: number } }) => r.owner.id === rep.id)).toBe(true)
    const starts = body.data.map((r: { start_time: string }) => r.start_time)
    expect([...starts].sort().reverse()).toEqual(starts)
    expect(body.salesReps).toEqual([expect.objectContaining({ email: REP })])
    const row = body.data[0]
    expect(row).toHaveProperty('calendarEventDetails')
    expect(row).toHaveProperty('crmDealDetails')
    expect(Array.isArray(row.outcome_tags)).toBe(true)
    expect(['CONFIRMED', 'CANCELLED']).toContain(row.status)
  })

  it('pages with skip and keeps the total', async () => {
    const first = (await post(MANAGER, { role: 'org' })).json().data
    const second = (await post(MANAGER, { role: 'org' }, '/api/reports/activity-dashboard?take=10&skip=10')).json().data
    expect(second.total).toBe(first.total)
    if (first.total > 10) expect(second.data[0].id).not.toBe(first.data[0].id)
  })

  it("lets an admin see the company's calls and narrow by rep, and refuses people filters to a rep", async () => {
    const all = (await post(ADMIN, { role: 'company_admin' })).json().data
    const byRep = (await post(ADMIN, { role: 'company_admin', reps: [REP] })).json().data
    expect(all.total).toBeGreaterThan(byRep.total)
    expect(byRep.data.every((r: { owner: { email: string } }) => r.owner.email === REP)).toBe(true)
    const refused = await post(REP, { reps: [MANAGER] })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toMatch(/managers and admins/)
  })

  it('finds titles with a phrase, OR and exclusion', async () => {
    const m = await one<{ title: string }>(
      "select m.title from meetings m join companies c on c.id = m.company_id where c.name ilike 'northwind%' and m.title like '% %' and m.deleted_at is null order by m.id limit 1",
    )
    const phrase = `"${m.title}"`
    const hit = (await post(ADMIN, { role: 'company_admin', title: phrase })).json().data
    expect(hit.total).toBeGreaterThan(0)
    expect(hit.data.every((r: { title: string }) => r.title.toLowerCase().includes(m.title.toLowerCase()))).toBe(true)
    const excluded = (await post(ADMIN, { role: 'company_admin', title: `-${phrase}` })).json().data
    const all = (await post(ADMIN, { role: 'company_admin' })).json().data
    expect(excluded.total).toBe(all.total - hit.total)
    const either = (await post(ADMIN, { role: 'company_admin', title: `${phrase} OR zzqqxx` })).json().data
    expect(either.total).toBe(hit.total)
  })

  it('searches transcripts by phrase and prefix with 2 highlighted hits, timestamps and the +N count', async () => {
    const seg = await one<{ meeting_id: number; text: string }>(
      "select s.meeting_id, s.text from transcript_segments s join users u on u.company_id = s.company_id where u.email = $1 and s.text ~ '[A-Za-z]{4,} [A-Za-z]{4,}' order by s.id limit 1",
      [ADMIN],
    )
    const words = seg.text.match(/\b([A-Za-z]{4,}) ([A-Za-z]{4,})\b/)?.slice(1) ?? []
    expect(words.length).toBe(2)
    const res = await post(ADMIN, { role: 'company_admin', transcript: `"${words[0]} ${words[1]}"` })
    expect(res.statusCode).toBe(200)
    const body = res.json().data
    expect(body.total).toBeGreaterThan(0)
    expect(body.data.map((r: { id: number }) => r.id)).toContain(seg.meeting_id)
    for (const row of body.data) {
      expect(row.searched_transcript.length).toBeGreaterThan(0)
      expect(row.searched_transcript.length).toBeLessThanOrEqual(2)
      expect(row.searched_transcript_total).toBeGreaterThanOrEqual(row.searched_transcript.length)
      expect(row.searched_transcript[0].highlight).toContain('<mark>')
      expect(Number.isInteger(row.searched_transcript[0].timestamp)).toBe(true)
    }
    const prefix = (await post(ADMIN, { role: 'company_admin', transcript: words[0]?.slice(0, 4) })).json().data
    expect(prefix.total).toBeGreaterThanOrEqual(body.total)
    const rep = (await post(ADMIN, { role: 'company_admin', transcript: words[0], spokenBy: 'Rep' })).json().data
    for (const row of rep.data) expect(row.searched_transcript.every((h: { speakerType: string }) => h.speakerType === 'rep')).toBe(true)
  })

  it('answers bad search input with a 400 reason or a safe literal search, never a 500', async () => {
    const long = await post(ADMIN, { transcript: 'x'.repeat(10_000) })
    expect(long.statusCode).toBe(400)
    expect(long.json().error.message).toMatch(/too long/)
    for (const text of ['"unbalanced quote', "a:* & !(b | ') ; drop table meetings; --", '<->', '!!', '"', "'; select 1; --"]) {
      // Operator characters are literal text: a safe search, not a tsquery or SQL error.
      const res = await post(ADMIN, { transcript: text, title: text })
      expect(res.statusCode, `${text}: ${res.body}`).toBe(200)
    }
    const onlyExcl = await post(ADMIN, { transcript: '-pricing' })
    expect(onlyExcl.statusCode).toBe(400)
  })

  it('rejects an end before the start and a range in the future', async () => {
    const back = await post(ADMIN, { startTime: '2026-06-01T00:00:00Z', endTime: '2026-05-01T00:00:00Z' })
    expect(back.statusCode).toBe(400)
    expect(back.json().error.message).toMatch(/before its start/)
    const future = await post(ADMIN, { startTime: '2099-01-01T00:00:00Z' })
    expect(future.statusCode).toBe(400)
    const preset = await post(ADMIN, { role: 'company_admin', datePreset: 'last_month' })
    expect(preset.statusCode).toBe(200)
  })

  it('applies duration buckets and the short-calls toggle', async () => {
    const short = (await post(ADMIN, { role: 'company_admin', videoDuration: ['<5'] })).json().data
    const noShort = (await post(ADMIN, { role: 'company_admin', videoDuration: ['<5'], exclude: { duration: true } })).json().data
    expect(noShort.total).toBe(0)
    for (const r of short.data) expect(r.video_duration).toBeLessThan(300)
  })

  it('lists unrecorded past calls with a reason per row', async () => {
    const res = await post(ADMIN, { role: 'company_admin', only_recorded_calls: false })
    expect(res.statusCode).toBe(200)
    const body = res.json().data
    expect(body.data.every((r: { id: number | null }) => r.id === null)).toBe(true)
    expect(body.messages.length).toBe(body.data.length)
    const expected = await one<{ n: number }>(
      `select count(*)::int n from calendar_events ce join users u on u.company_id = ce.company_id and u.email = $1
       where ce.deleted_at is null and ce.start_at <= $2 and not exists (select 1 from meetings m where m.calendar_event_id = ce.id and m.deleted_at is null)`,
      [ADMIN, '2100-01-01'],
    )
    expect(body.total).toBeLessThanOrEqual(expected.n)
  })

  it('offers Dialer Calls only where the company setting is on, narrowing to dialer sources', async () => {
    const setting = await one<{ enabled: boolean | null }>(
      "select (cs.settings ->> 'dialerFilter')::boolean as enabled from company_settings cs join users u on u.company_id = cs.company_id where u.email = $1",
      [ADMIN],
    )
    const res = await post(ADMIN, { role: 'company_admin', dialer_calls: true })
    if (setting?.enabled) {
      expect(res.statusCode).toBe(200)
      for (const r of res.json().data.data) expect(['orum', 'avoma', 'MYT']).toContain(r.source)
    } else expect(res.statusCode).toBe(403)
  })
})

describe('trend, stages and option lists', () => {
  it('groups a one-year trend by quarter and three months by week, counting the same calls as the list', async () => {
    const year = await post(ADMIN, { role: 'company_admin', datePreset: '1_year' }, '/api/reports/activity-trend')
    expect(year.statusCode).toBe(200)
    expect(year.json().interval).toBe('1q')
    const list = (await post(ADMIN, { role: 'company_admin', datePreset: '1_year' })).json().data
    const sum = year.json().data.reduce((a: number, b: { distinct_count: { value: number } }) => a + b.distinct_count.value, 0)
    expect(sum).toBe(list.total)
    const weeks = (await post(ADMIN, { role: 'company_admin', datePreset: '3_months' }, '/api/reports/activity-trend')).json()
    expect(weeks.interval).toBe('1w')
    expect(weeks.data[0].key_as_string).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('lists call stages and current deal stages of the own company only', async () => {
    const headers = await t.as(REP)
    for (const url of ['/api/users/dealStages', '/api/users/currentDealStages']) {
      const get = await t.app.inject({ method: 'GET', url, headers })
      expect(get.statusCode).toBe(200)
      expect(Array.isArray(get.json().data)).toBe(true)
      const posted = await t.app.inject({ method: 'POST', url, headers, payload: { role: 'user' } })
      expect(posted.json()).toEqual(get.json())
    }
    const stages: string[] = (await t.app.inject({ method: 'GET', url: '/api/users/currentDealStages', headers })).json().data
    const own = await t.db.pool.query<{ name: string }>(
      `select s.name from deal_stages s join users u on u.email = $1 where s.company_id = u.company_id
       union select d.stage_name from deals d join users u on u.email = $1 where d.company_id = u.company_id and d.stage_name is not null`,
      [REP],
    )
    expect(new Set(stages)).toEqual(new Set(own.rows.map((r) => r.name)))
    expect(stages.length).toBeGreaterThan(0)
  })

  it('gives cleaned option lists and refuses an unknown list', async () => {
    const headers = await t.as(MANAGER)
    const res = await t.app.inject({ method: 'POST', url: '/api/reports/distinct-values?select=rep_function,agenda_type,manager', headers })
    expect(res.statusCode, res.body).toBe(200)
    const lists = res.json().data[0]
    for (const v of [...lists.rep_function, ...lists.agenda_type]) expect(['', 'nil', 'all']).not.toContain(v.trim().toLowerCase())
    const lower = lists.agenda_type.map((v: string) => v.toLowerCase())
    expect(new Set(lower).size).toBe(lower.length)
    expect(lists.manager.length).toBeGreaterThan(0)
    expect(lists.call_source).toBeUndefined()
    const bad = await t.app.inject({ method: 'POST', url: '/api/reports/distinct-values?select=passwords', headers })
    expect(bad.statusCode).toBe(400)
  })
})
