import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checklistCompletionPercentage } from '@parley/shared/rules/deal-scores'
import { type TSalesInsightsResponse, ZSalesInsightsResponse } from '@parley/shared/schemas/meeting-detail'
import { buildTestApp, type TestApp } from '../../../test/test-app'

let t: TestApp
const rows = async <T>(sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows as T[]
const one = async <T>(sql: string, params: unknown[] = []) => (await rows<T>(sql, params))[0] as T

const REP = 'riley.rep@northwind.example'
const OUTSIDER = 'bailey.bdr@northwind.example'
const ACME = 'remy.rep@acme.example'

let callId: number
let otherCallId: number

beforeAll(async () => {
  t = await buildTestApp()
  const calls = await rows<{ id: number }>(
    `select m.id from meetings m join users u on u.id = m.user_id
     where u.email = $1 and m.processing_status = 2 and m.deleted_at is null
       and exists (select 1 from objections o where o.meeting_id = m.id)
       and exists (select 1 from best_practices b where b.meeting_id = m.id and b.insight_id is not null)
     order by m.id limit 2`,
    [REP],
  )
  callId = calls[0]?.id as number
  otherCallId = calls[1]?.id as number
})
afterAll(async () => t?.close())

const insights = async (email: string, id: number | string = callId) =>
  t.app.inject({ method: 'GET', url: `/api/users/salesInsigtsOfMeeting?id=${id}`, headers: await t.as(email) })
const interact = async (email: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/users/checklistInteraction', payload, headers: await t.as(email) })
const panel = async (id = callId): Promise<TSalesInsightsResponse['data']> => ZSalesInsightsResponse.parse((await insights(REP, id)).json()).data

describe('GET /api/users/salesInsigtsOfMeeting', () => {
  it('reads the stored checklist, objections, best practices, action items and tags', async () => {
    const res = await insights(REP)
    expect(res.statusCode).toBe(200)
    const d = ZSalesInsightsResponse.parse(res.json()).data
    const stored = await one<{ insights: number; objections: number; practices: number }>(
      `select (select count(*)::int from meeting_insights where meeting_id = $1) insights,
              (select count(*)::int from objections where meeting_id = $1) objections,
              (select count(*)::int from best_practices where meeting_id = $1) practices`,
      [callId],
    )
    expect(d.insights).toHaveLength(stored.insights)
    expect(d.objections).toHaveLength(stored.objections)
    expect(d.best_practices).toHaveLength(stored.practices)
    expect(d.insights.flatMap((i) => i.outcomes_meta.best_practices).length).toBeGreaterThan(0)
    expect(d.completion).toBe(
      checklistCompletionPercentage(d.insights.map((i) => ({ uniqueName: i.unique_name, signalType: i.signal_type, status: i.status }))),
    )
    expect(d.completion).not.toBeNull()
    expect(d.processing_message).toBeNull()
    expect(d.action_items.length).toBeGreaterThan(0)
    expect(d.agendaTypes.length).toBeGreaterThan(0)
    expect(d.agendaTypes.map((a) => a.toLowerCase())).not.toContain('all')
    expect(d.callFunctionOnChecklist).toContain('AE')
    // Snippets seek the player: a valid hh:mm:ss gives seconds.
    const snippet = d.insights.flatMap((i) => i.snippets)[0]
    expect(snippet?.time).toBe(
      snippet ? Number(snippet.timestamp.slice(0, 2)) * 3600 + Number(snippet.timestamp.slice(3, 5)) * 60 + Number(snippet.timestamp.slice(6, 8)) : -1,
    )
    const objections = d.insights.find((i) => i.unique_name === 'objections')
    expect(objections?.properties.is_negative).toBe(true)
  })

  it("says 'Checklist getting processed' while the checklist is being made", async () => {
    await t.db.pool.query('update meetings set processing_status = 3 where id = $1', [callId])
    try {
      expect((await panel()).processing_message).toBe('Checklist getting processed')
    } finally {
      await t.db.pool.query('update meetings set processing_status = 2 where id = $1', [callId])
    }
  })

  it('sends how_text only when the company setting allows the How to practice link', async () => {
    const company = await one<{ company_id: number }>('select company_id from users where email = $1', [REP])
    const setting = async (on: boolean) =>
      t.db.pool.query(`update company_settings set settings = settings || jsonb_build_object('checklistLibraryAndClips', $2::boolean) where company_id = $1`, [
        company.company_id,
        on,
      ])
    const original = await one<{ enabled: boolean }>(
      "select coalesce((settings->>'checklistLibraryAndClips')::boolean, false) enabled from company_settings where company_id = $1",
      [company.company_id],
    )
    try {
      await setting(false)
      const off = await panel()
      expect(off.showHowToPractice).toBe(false)
      expect(off.insights.every((i) => i.properties.how_text === null && i.properties.how_video === null)).toBe(true)
      await setting(true)
      const on = await panel()
      expect(on.showHowToPractice).toBe(true)
      expect(on.insights.some((i) => (i.properties.how_text ?? '').length > 20)).toBe(true)
    } finally {
      await setting(original.enabled)
    }
  })

  it('answers the checklist={attribute} option: the item it opens, or a clear message for one that does not exist', async () => {
    const first = (await panel()).insights[0] as { unique_name: string; outcomeId: number }
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/users/salesInsigtsOfMeeting?id=${callId}&checklist=${first.unique_name}`,
      headers: await t.as(REP),
    })
    expect(found.json().data.checklist_focus).toEqual({ attribute: first.unique_name, outcomeId: first.outcomeId, message: null })
    const missing = await t.app.inject({ method: 'GET', url: `/api/users/salesInsigtsOfMeeting?id=${callId}&checklist=nonexistent`, headers: await t.as(REP) })
    expect(missing.statusCode).toBe(200)
    expect(missing.json().data.checklist_focus).toEqual({
      attribute: 'nonexistent',
      outcomeId: null,
      message: "This call has no checklist item 'nonexistent'.",
    })
  })

  it('refuses a colleague outside the call (403), another company (404) and a non-numeric id (400)', async () => {
    const denied = await insights(OUTSIDER)
    expect(denied.statusCode).toBe(403)
    expect(denied.json().error.message).toBe("You don't have access to this call!")
    expect((await insights(ACME)).statusCode).toBe(404)
    const bad = await insights(REP, 'abc')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields[0].field).toBe('id')
  })
})

describe('POST /api/users/updateAgendaType from the call page', () => {
  it('refuses an agenda of 5,000 characters with 400 on agenda_type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/updateAgendaType',
      payload: { call_id: callId, agenda_type: 'x'.repeat(5000) },
      headers: await t.as(REP),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[0].field).toBe('agenda_type')
  })

  it('re-creates the checklist the panel shows', async () => {
    const before = await panel()
    const next = before.agendaTypes.find((a) => a.toLowerCase() !== (before.agenda_type ?? '').toLowerCase()) as string
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/updateAgendaType',
      payload: { call_id: callId, agenda_type: next },
      headers: await t.as(REP),
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe(`Agenda updated to ${next}`)
    const after = await panel()
    expect(after.agenda_type).toBe(next)
    expect(after.processing_message).toBeNull()
    expect(after.insights.length).toBeGreaterThan(0)
    // New rows: the checklist was rebuilt, not left as it was.
    expect(Math.min(...after.insights.map((i) => i.id))).toBeGreaterThan(Math.max(...before.insights.map((i) => i.id)))
  })
})

describe('POST /api/users/checklistInteraction', () => {
  it("copies ('insights copied'), thumbs down and takes it back, per user", async () => {
    const d = await panel()
    const item = d.insights[0] as { id: number }
    const base = { page_url: `/meeting/${callId}`, zoom_recording_analytics_id: callId, source_id: item.id, source_type: 'insight' }
    const copy = await interact(REP, { ...base, action_type: 'copy', ref_body: 'Budget: discussed' })
    expect(copy.statusCode).toBe(200)
    expect(copy.json().message).toBe('insights copied')
    const down = await interact(REP, { ...base, action_type: 'thumbs-down' })
    expect(down.json()).toMatchObject({ message: 'Thank you for your feedback. We will make the required changes.', data: { thumbs_down: true } })
    expect((await panel()).insights.find((i) => i.id === item.id)?.thumbs_down).toBe(true)
    expect((await interact(REP, { ...base, action_type: 'remove-thumbs-down' })).statusCode).toBe(200)
    expect((await panel()).insights.find((i) => i.id === item.id)?.thumbs_down).toBe(false)
    const stored = await rows<{ action_type: string; user_id: number }>(
      'select action_type, user_id from checklist_interactions where meeting_id = $1 and source_id = $2 order by id',
      [callId, String(item.id)],
    )
    expect(stored.map((r) => r.action_type)).toEqual(['copy', 'thumbs-down', 'remove-thumbs-down'])
  })

  it('thumbs down an objection', async () => {
    const objection = (await panel()).objections[0] as { id: number }
    const res = await interact(REP, { action_type: 'thumbs-down', zoom_recording_analytics_id: callId, source_id: objection.id, source_type: 'objection' })
    expect(res.statusCode).toBe(200)
    expect((await panel()).objections.find((o) => o.id === objection.id)?.thumbs_down).toBe(true)
  })

  it('stores a best practice thumbs-down: in the list and under its checklist item, per user', async () => {
    // A practice shown both in the list and under its checklist item.
    const practice = (await panel()).insights.flatMap((i) => i.outcomes_meta.best_practices)[0] as { id: number }
    const base = { zoom_recording_analytics_id: callId, source_id: practice.id, source_type: 'best_practice' }
    const shown = async () => {
      const d = await panel()
      const nested = d.insights.flatMap((i) => i.outcomes_meta.best_practices).filter((b) => b.id === practice.id)
      return [d.best_practices.find((b) => b.id === practice.id)?.thumbs_down, ...nested.map((b) => b.thumbs_down)]
    }
    expect(new Set(await shown())).toEqual(new Set([false]))
    expect((await interact(REP, { ...base, action_type: 'thumbs-down' })).statusCode).toBe(200)
    expect(new Set(await shown())).toEqual(new Set([true]))
    expect((await interact(REP, { ...base, action_type: 'remove-thumbs-down' })).statusCode).toBe(200)
    expect(new Set(await shown())).toEqual(new Set([false]))
  })

  it("raises a bug ('Bug report submitted successfully!') and refuses an empty one", async () => {
    const base = { action_type: 'bug_raise_in_checklist', zoom_recording_analytics_id: callId, source_type: 'checklist' }
    const ok = await interact(REP, { ...base, ref_body: { description: 'Budget was discussed at 00:12:00 but shows pending' } })
    expect(ok.statusCode).toBe(200)
    expect(ok.json().message).toBe('Bug report submitted successfully!')
    const empty = await interact(REP, { ...base, ref_body: { description: '  ' } })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.fields[0].field).toBe('ref_body')
  })

  it.each([
    ['a checklist item that does not exist', () => ({ source_id: 2_000_000_000 }), 404],
    ['an item of another call', async () => ({ source_id: ((await panel(otherCallId)).insights[0] as { id: number }).id }), 404],
    ['an item without its id', () => ({ source_id: undefined }), 400],
    ['an unknown action', () => ({ action_type: 'like' }), 400],
    ['an unknown kind of item', () => ({ source_type: 'deal' }), 400],
    ['a non-numeric call id', () => ({ zoom_recording_analytics_id: 'abc' }), 400],
    ['a call id beyond any integer', () => ({ zoom_recording_analytics_id: 1e12 }), 400],
    ['an item id beyond any integer', () => ({ source_id: '99999999999' }), 400],
  ])('refuses %s', async (_what, change, status) => {
    const payload = { action_type: 'thumbs-down', zoom_recording_analytics_id: callId, source_id: 1, source_type: 'insight', ...(await change()) }
    const res = await interact(REP, payload)
    expect(res.statusCode).toBe(status)
    expect(res.json().error.message).toBeTruthy()
  })

  it("refuses a call the user may not see, and another company's", async () => {
    const item = ((await panel()).insights[0] as { id: number }).id
    const payload = { action_type: 'copy', zoom_recording_analytics_id: callId, source_id: item, source_type: 'insight' }
    expect((await interact(OUTSIDER, payload)).statusCode).toBe(403)
    expect((await interact(ACME, payload)).statusCode).toBe(404)
  })
})

describe('POST /api/exceptions/frontend (Raise a bug)', () => {
  const post = async (payload?: unknown, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/exceptions/frontend',
      headers: { ...(await t.as(REP)), 'content-type': contentType },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    })

  it('stores a bug report', async () => {
    const res = await post({ subject: 'Bug on meeting page', message: 'The notetaker joined late' })
    expect(res.statusCode).toBe(204)
    const stored = await one<{ n: number }>("select count(*)::int n from error_reports where subject = 'Bug on meeting page'")
    expect(stored.n).toBe(1)
  })

  it.each([
    ['no body at all', undefined],
    ['an empty object', {}],
    ['an empty message', { subject: 'Bug', message: '   ' }],
  ])('refuses %s with 400 and a clear message', async (_what, payload) => {
    const res = await post(payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message.length).toBeGreaterThan(10)
    expect(res.json().error.message).not.toMatch(/internal|undefined/i)
  })
})
