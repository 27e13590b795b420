import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/test-app'

// One switch to make the analysis fail once, to see what an agenda change does when the checklist cannot be rebuilt.
const failNextAnalysis = vi.hoisted(() => ({ on: false }))
vi.mock('../analysis/analysis.service', async (importOriginal) => {
  const real = await importOriginal<typeof import('../analysis/analysis.service')>()
  return {
    ...real,
    processCall: async (...args: Parameters<typeof real.processCall>) => {
      if (failNextAnalysis.on) {
        failNextAnalysis.on = false
        throw new Error('analysis of meeting failed: model unavailable')
      }
      return real.processCall(...args)
    },
  }
})

let t: TestApp
const rows = async <T>(sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows as T[]
const one = async <T>(sql: string, params: unknown[] = []) => (await rows<T>(sql, params))[0] as T

const NORTHWIND_REP = 'riley.rep@northwind.example'
const NORTHWIND_ADMIN = 'avery.admin@northwind.example'
const ACME_REP = 'remy.rep@acme.example'

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

describe('GET /api/checklist-library', () => {
  it('lists the company signals with why/how material and the deal stages to filter by, in funnel order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/checklist-library', headers: await t.as(NORTHWIND_REP) })
    expect(res.statusCode).toBe(200)
    const { signals, dealStages } = res.json().data
    const expected = await one<{ n: number }>(
      'select count(*)::int n from checklist_definitions d join users u on u.company_id = d.company_id where u.email = $1 and d.is_active',
      [NORTHWIND_REP],
    )
    expect(signals).toHaveLength(expected.n)
    expect(signals[0].signal_label).toBe('Pain or priority')
    for (const s of signals) {
      expect(s.properties.why_text?.length).toBeGreaterThan(20)
      expect(s.properties.how_text?.length).toBeGreaterThan(20)
      expect(s.deal_stage.length).toBeGreaterThan(0)
      expect(s).not.toHaveProperty('properties.model')
    }
    expect(signals.some((s: { properties: { why_video: string | null } }) => s.properties.why_video?.startsWith('https://'))).toBe(true)
    expect(signals.find((s: { unique_name: string }) => s.unique_name === 'objections')).toMatchObject({ signal_type: 'insight', is_negative: true })
    const stages = dealStages.map((d: { deal_stage: string }) => d.deal_stage)
    expect(stages[0]).toBe('MQL/Prospecting')
    expect(stages).not.toContain('Closed-Lost')
  })

  it('filters by deal stage', async () => {
    const headers = await t.as(NORTHWIND_REP)
    const all = (await t.app.inject({ method: 'GET', url: '/api/checklist-library', headers })).json().data.signals
    const res = await t.app.inject({ method: 'GET', url: `/api/checklist-library?dealStage=${encodeURIComponent('POC/Pilot')}`, headers })
    expect(res.statusCode).toBe(200)
    const { signals, dealStages } = res.json().data
    expect(signals.length).toBeGreaterThan(0)
    expect(signals.length).toBeLessThan(all.length)
    for (const s of signals) expect(s.deal_stage).toContain('POC/Pilot')
    // The filter list stays whole, so the screen can switch stage.
    expect(dealStages.length).toBeGreaterThan(1)
    const none = await t.app.inject({ method: 'GET', url: '/api/checklist-library?dealStage=No%20such%20stage', headers })
    expect(none.json().data.signals).toEqual([])
  })

  it('is refused (403) in a company without the checklist library setting', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/checklist-library', headers: await t.as(ACME_REP) })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.message).toBe('The checklist library is not available for your company.')
  })

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/checklist-library' })).statusCode).toBe(401)
  })
})

describe('GET /api/checklist/:id', () => {
  it('returns one signal with its why and how', async () => {
    const headers = await t.as(NORTHWIND_REP)
    const pain = await one<{ id: number }>(
      "select d.id from checklist_definitions d join users u on u.company_id = d.company_id where u.email = $1 and d.unique_name = 'pain_or_priority'",
      [NORTHWIND_REP],
    )
    const res = await t.app.inject({ method: 'GET', url: `/api/checklist/${pain.id}`, headers })
    expect(res.statusCode).toBe(200)
    const { data } = res.json()
    expect(data).toMatchObject({ id: pain.id, signal_label: 'Pain or priority', signal_type: 'checklist', weight: 1 })
    expect(data.properties.how_text).toMatch(/open questions/)
    expect(data.properties.how_video).toMatch(/pain_or_priority-how\.mp4$/)
    expect(data.properties.tags).toBe('discovery, qualification')
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const headers = await t.as(NORTHWIND_REP)
    expect((await t.app.inject({ method: 'GET', url: '/api/checklist/999999', headers })).statusCode).toBe(404)
    const bad = await t.app.inject({ method: 'GET', url: '/api/checklist/abc', headers })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields[0].field).toBe('id')
  })

  it("does not show another company's signal", async () => {
    const acmeSignal = await one<{ id: number }>(
      'select d.id from checklist_definitions d join users u on u.company_id = d.company_id where u.email = $1 order by d.id limit 1',
      [ACME_REP],
    )
    const res = await t.app.inject({ method: 'GET', url: `/api/checklist/${acmeSignal.id}`, headers: await t.as(NORTHWIND_REP) })
    expect(res.statusCode).toBe(404)
  })

  it('is refused (403) in a company without the setting, even for its own signal', async () => {
    const own = await one<{ id: number }>(
      'select d.id from checklist_definitions d join users u on u.company_id = d.company_id where u.email = $1 order by d.id limit 1',
      [ACME_REP],
    )
    expect((await t.app.inject({ method: 'GET', url: `/api/checklist/${own.id}`, headers: await t.as(ACME_REP) })).statusCode).toBe(403)
  })
})

describe('POST /api/users/updateAgendaType', () => {
  const post = async (email: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/users/updateAgendaType', headers: await t.as(email), payload: payload as object })

  /** A Northwind call long enough for insights, with a transcript. */
  async function analysableCall(): Promise<{ id: number; agenda: string | null; event_id: number | null }> {
    return one(
      `select m.id, m.agenda_type as agenda, m.calendar_event_id as event_id from meetings m
       join companies c on c.id = m.company_id
       where c.name = 'Northwind Analytics' and m.video_duration >= 900 and m.deleted_at is null and m.calendar_event_id is not null
         and exists (select 1 from transcript_segments s where s.meeting_id = m.id)
       order by m.id limit 1`,
    )
  }

  it('answers 404 for an unknown call', async () => {
    const res = await post(NORTHWIND_ADMIN, { call_id: 99999999, agenda_type: 'Demo' })
    expect(res.statusCode).toBe(404)
    expect(res.json().error.message).toBe('Meeting not found.')
  })

  it("answers 404 for another company's call", async () => {
    const acmeCall = await one<{ id: number }>(
      "select m.id from meetings m join companies c on c.id = m.company_id where c.name = 'Acme Robotics' order by m.id limit 1",
    )
    expect((await post(NORTHWIND_ADMIN, { call_id: acmeCall.id, agenda_type: 'Demo' })).statusCode).toBe(404)
  })

  it.each([
    ['an empty agenda', ''],
    ["'nil'", 'nil'],
    ["'all'", 'all'],
    ['an agenda over 100 characters', 'x'.repeat(101)],
  ])('refuses %s with the field named', async (_what, agenda) => {
    const call = await analysableCall()
    const res = await post(NORTHWIND_ADMIN, { call_id: call.id, agenda_type: agenda })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[0].field).toBe('agenda_type')
  })

  it('refuses a missing call id and unknown fields', async () => {
    const missing = await post(NORTHWIND_ADMIN, { agenda_type: 'Demo' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.fields[0].field).toBe('call_id')
    const extra = await post(NORTHWIND_ADMIN, { call_id: 1, agenda_type: 'Demo', role: 'admin' })
    expect(extra.statusCode).toBe(400)
    expect(extra.json().error.fields[0].field).toBe('role')
  })

  it("refuses someone who cannot see the call: 'You don't have access to this call!'", async () => {
    const stranger = await one<{ id: number }>(
      `select m.id from meetings m
       join users owner on owner.id = m.user_id
       join calendar_events e on e.id = m.calendar_event_id
       where owner.email <> $1 and not ($1 = any(e.attendee_emails))
         and m.company_id = (select company_id from users where email = $1)
         and not exists (select 1 from meeting_participants p where p.meeting_id = m.id and lower(p.email) = $1)
       order by m.id limit 1`,
      [NORTHWIND_REP],
    )
    const res = await post(NORTHWIND_REP, { call_id: stranger.id, agenda_type: 'Demo' })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.message).toBe("You don't have access to this call!")
  })

  it('stores the agenda on the call and its event and re-creates the checklist for that agenda', async () => {
    const call = await analysableCall()
    const agenda = call.agenda === 'Pricing' ? 'Intro' : 'Pricing'
    const res = await post(NORTHWIND_ADMIN, { call_id: call.id, agenda_type: agenda })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: `Agenda updated to ${agenda}`, data: { call_id: call.id, agenda_type: agenda, processing_status: 2 } })
    const stored = await one<{ m: string; e: string }>(
      'select m.agenda_type m, e.agenda_type e from meetings m join calendar_events e on e.id = m.calendar_event_id where m.id = $1',
      [call.id],
    )
    expect(stored).toEqual({ m: agenda, e: agenda })
    // Only the signals whose agenda types list the new agenda are on the call's checklist.
    const names = (await rows<{ unique_name: string }>('select unique_name from meeting_insights where meeting_id = $1', [call.id])).map((r) => r.unique_name)
    const applicable = (
      await rows<{ unique_name: string }>(
        `select unique_name from checklist_definitions where company_id = (select company_id from meetings where id = $1)
           and (cardinality(agenda_types) = 0 or $2 = any(agenda_types))`,
        [call.id, agenda],
      )
    ).map((r) => r.unique_name)
    expect(names.length).toBeGreaterThan(0)
    for (const n of names) expect(applicable).toContain(n)
    expect(names).not.toContain(agenda === 'Pricing' ? 'pain_or_priority' : 'budget')
    expect((await one<{ n: number }>('select count(*)::int n from analysis_results where meeting_id = $1', [call.id])).n).toBe(1)
  })

  it("refuses the same agenda again with the spec's warning", async () => {
    const call = await analysableCall()
    const first = await post(NORTHWIND_ADMIN, { call_id: call.id, agenda_type: 'Technical' })
    expect(first.statusCode).toBe(200)
    const again = await post(NORTHWIND_ADMIN, { call_id: call.id, agenda_type: ' technical ' })
    expect(again.statusCode).toBe(400)
    expect(again.json().error).toMatchObject({ code: 'same_agenda', message: 'Please select a different agenda than the previous one.' })
    expect(again.json().error.fields[0].field).toBe('agenda_type')
  })

  it("takes 'No Agenda' as null and free text as 'Other Agenda'", async () => {
    const call = await analysableCall()
    const none = await post(NORTHWIND_ADMIN, { call_id: call.id, agenda_type: null })
    expect(none.statusCode).toBe(200)
    expect(none.json().message).toBe('Agenda updated to No Agenda')
    expect((await one<{ a: string | null }>('select agenda_type a from meetings where id = $1', [call.id])).a).toBeNull()
    const other = await post(NORTHWIND_ADMIN, { call_id: call.id, agenda_type: 'Weekly sync' })
    expect(other.statusCode).toBe(200)
    expect(other.json().data.agenda_type).toBe('Weekly sync')
  })

  it('keeps the agenda and says so when the checklist cannot be re-created', async () => {
    const call = await analysableCall()
    await t.db.pool.query('update meetings set processing_status = 2 where id = $1', [call.id])
    failNextAnalysis.on = true
    const res = await post(NORTHWIND_ADMIN, { call_id: call.id, agenda_type: 'Renewal' })
    expect(res.statusCode).toBe(502)
    expect(res.json().error.message).toBe('The agenda was saved, but the checklist could not be re-created. Please try again.')
    const after = await one<{ a: string; s: number }>('select agenda_type a, processing_status s from meetings where id = $1', [call.id])
    // The call is not left 'being re-created' (3) for ever.
    expect(after).toEqual({ a: 'Renewal', s: 2 })
  })
})
