import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/test-app'

// Every dashboard endpoint answers bad input with a clear 400/403/404 and its reason, never a
// 500, and never shows another company's rows.
let t: TestApp
const ADMIN = 'avery.admin@northwind.example'
const REP = 'riley.rep@northwind.example'
const MANAGER = 'morgan.manager@northwind.example'
const ENDPOINTS = ['/api/reports/activity-dashboard?take=10&skip=0', '/api/reports/activity-trend', '/api/reports/activity-dashboard/export?format=csv']
const one = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows[0] as T

async function post(email: string, url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url, headers: await t.as(email), payload: payload as object })
}

/** Posts to the list, the trend and the export; each must answer `status` with a message matching `reason`. */
async function refusedEverywhere(body: Record<string, unknown>, status: number, reason: RegExp) {
  for (const url of ENDPOINTS) {
    const res = await post(ADMIN, url, { role: 'company_admin', ...body })
    expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 80)}: ${res.body.slice(0, 200)}`).toBe(status)
    expect(res.json().error.message).toMatch(reason)
  }
}

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

describe('bad input on the dashboard, trend and export', () => {
  it('refuses a 10,000-character search in any search box as too long', async () => {
    for (const field of ['title', 'transcript', 'deal_name']) await refusedEverywhere({ [field]: 'pricing '.repeat(1250) }, 400, /too long/)
    const res = await post(ADMIN, ENDPOINTS[0] as string, { stages: ['x'.repeat(10_000)] })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[0].field).toBe('stages.0')
  })

  it('treats unbalanced quotes, SQL and tsquery syntax as literal text: an answer, only from the own company', async () => {
    const nasty = ['"unbalanced', 'pricing" OR "', "'); delete from meetings; --", "x' or '1'='1", 'a & b | !c <-> d:*', '(((', '\\" OR 1=1 --', '%_%']
    for (const text of nasty) {
      for (const field of ['title', 'transcript', 'deal_name']) {
        for (const url of ENDPOINTS) {
          const res = await post(ADMIN, url, { role: 'company_admin', [field]: text })
          // A search that finds nothing may be an empty export (400); anything else must succeed.
          const empty = url.includes('export') && res.statusCode === 400 && res.json().error.message === 'No data found to export'
          if (!empty) expect(res.statusCode, `${field} ${text} ${url}: ${res.body.slice(0, 200)}`).toBe(200)
          if (url.includes('take=')) {
            for (const row of res.json().data.data) expect(row.owner.email).toMatch(/@northwind\.example$/)
          }
        }
      }
    }
    const still = await one<{ n: number }>('select count(*)::int n from meetings')
    expect(still.n).toBeGreaterThan(0)
  })

  it('refuses a custom range whose end is before its start, a start in the future and a start that is not a date', async () => {
    await refusedEverywhere({ startTime: '2026-06-01T00:00:00Z', endTime: '2026-05-01T00:00:00Z' }, 400, /before its start/)
    await refusedEverywhere({ startTime: '2099-01-01T00:00:00Z' }, 400, /future/)
    await refusedEverywhere({ startTime: 'yesterday-ish' }, 400, /not a date/)
  })

  it('refuses an unknown deal stage or current deal stage, and accepts a known one', async () => {
    await refusedEverywhere({ stages: ['Teleportation'] }, 400, /Unknown deal stage: Teleportation/)
    await refusedEverywhere({ currentStages: ['Teleportation', "'; drop table deals; --"] }, 400, /Unknown deal stage/)
    const known = await one<{ stage: string }>(
      `select ce.sales_stage as stage from calendar_events ce join users u on u.company_id = ce.company_id
       where u.email = $1 and ce.sales_stage is not null limit 1`,
      [ADMIN],
    )
    const ok = await post(ADMIN, ENDPOINTS[0] as string, { role: 'company_admin', stages: [known.stage] })
    expect(ok.statusCode).toBe(200)
    // A stage only another company uses is unknown here.
    const foreign = await one<{ name: string }>(
      `insert into deal_stages (company_id, name, display_order) select u.company_id, 'Only Elsewhere', 99 from users u
       join users me on me.email = $1 where u.company_id <> me.company_id limit 1 returning name`,
      [ADMIN],
    )
    await refusedEverywhere({ currentStages: [foreign.name] }, 400, /Unknown deal stage/)
  })

  it('refuses bad paging, enums and shapes with the field', async () => {
    for (const url of ['/api/reports/activity-dashboard?take=-1', '/api/reports/activity-dashboard?take=abc', '/api/reports/activity-dashboard?skip=1.5']) {
      const res = await post(ADMIN, url, {})
      expect(res.statusCode, url).toBe(400)
    }
    for (const body of [
      { videoDuration: ['forever'] },
      { datePreset: 'last_century' },
      { spokenBy: 'Robot' },
      { crm_custom_field: { ['k'.repeat(101)]: ['x'] } },
    ]) {
      const res = await post(ADMIN, ENDPOINTS[0] as string, body)
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400)
      expect(res.json().error.fields.length).toBeGreaterThan(0)
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS[0] as string,
      headers: { ...(await t.as(ADMIN)), 'content-type': 'application/json' },
      payload: '{"title": ',
    })
    expect(notJson.statusCode).toBe(400)
    expect((await post(REP, ENDPOINTS[0] as string, { manager: [MANAGER] })).statusCode).toBe(403)
  })
})

describe('bad input on saved views', () => {
  const view = async (email: string, url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/users/${url}`, headers: await t.as(email), ...(payload ? { payload } : {}) })

  it('refuses an empty or 500-character name on create and update, and a colleague changing a view', async () => {
    const mine = (await view(MANAGER, 'createCustomView', { view_name: 'Stage and rep', visibility: 'team' })).json().data
    for (const name of ['', '    ', 'x'.repeat(500)]) {
      for (const url of ['createCustomView', `updateCustomView?id=${mine.id}`]) {
        const res = await view(MANAGER, url, { view_name: name })
        expect(res.statusCode, `${url} ${name.length}`).toBe(400)
        expect(res.json().error.message).toMatch(/View name (is required|must be at most 100)/)
      }
    }
    const colleague = await view(REP, `updateCustomView?id=${mine.id}`, { view_name: 'Taken over' })
    expect(colleague.statusCode).toBe(403)
    expect(colleague.json().error.message).toMatch(/Only the creator/)
    for (const id of ['abc', '-3', '0']) expect((await view(MANAGER, `deleteCustomView?id=${id}`)).statusCode).toBe(400)
    expect((await view(MANAGER, 'deleteCustomView?id=2000000000')).statusCode).toBe(404)
  })
})
