import { DEAL_FORECAST_LABELS, DEAL_REVIEW_PILOT_STAGE, weightedStageScore } from '@parley/shared/rules/deal-forecast-label'
import { DEAL_REVIEW_MESSAGES, ZDealReviewResponse } from '@parley/shared/schemas/deal-review'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/test-app'

// The deal review dashboard's read: its rows, the deal forecast label and status, who sees which deals, and the
// page size of 15.
const ADMIN = 'avery.admin@northwind.example'
const MANAGER = 'morgan.manager@northwind.example'
const REP = 'sasha.sales@northwind.example'
const SUPER = 'sam.super@northwind.example'
const ACME_ADMIN = 'alex.acme@acme.example'
const GLOBEX_ADMIN = 'gabe.globex@globex.example'

let t: TestApp
let northwind: number
let acme: number
let globex: number
const one = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows[0] as T

const get = async (who: string | null, query = '') => t.app.inject({ method: 'GET', url: `/api/users/dealReview${query}`, headers: who ? await t.as(who) : {} })
const review = async (who: string, query = '') => {
  const res = await get(who, query)
  expect(res.statusCode, res.body).toBe(200)
  return ZDealReviewResponse.parse(res.json()).data
}
const count = async (companyId: number, extra = 'true', params: unknown[] = []) =>
  (await one<{ n: number }>(`select count(*)::int as n from deals where company_id = $1 and deleted_at is null and ${extra}`, [companyId, ...params])).n

beforeAll(async () => {
  t = await buildTestApp()
  const id = async (name: string) => (await one<{ id: number }>('select id from companies where name = $1', [name])).id
  northwind = await id('Northwind Analytics')
  acme = await id('Acme Robotics')
  globex = await id('Globex Health')
})
afterAll(async () => t?.close())

describe('GET /api/users/dealReview', () => {
  it('an admin gets 15 open deals of the company by default, with the deal review row and a forecast label', async () => {
    const data = await review(ADMIN)
    expect(data.company).toEqual({ id: northwind, name: 'Northwind Analytics' })
    expect(data.pilotStage).toBeNull()
    expect(data.total).toBe(await count(northwind, 'not is_closed'))
    expect(data.take).toBe(15)
    expect(data.data).toHaveLength(15)
    for (const row of data.data) {
      expect(row.isDealClosed).toBe(false)
      expect(row.status).toBe('Open')
      expect(DEAL_FORECAST_LABELS).toContain(row.forecast.label)
      expect(row.eventDealStages.filter((s) => s.isCurrent).length).toBeLessThanOrEqual(1)
    }
    // Open deals closing soonest first.
    const dates = data.data.map((r) => r.dealCloseDate ?? '9999')
    expect(dates).toEqual([...dates].sort())
    const ids = (await t.db.pool.query<{ id: number }>('select id from deals where company_id = $1', [northwind])).rows.map((r) => r.id)
    expect(data.data.every((r) => ids.includes(r.id))).toBe(true)
  })

  it('every recorded call of a row is a live recording of the deal, and the current stage carries the deal label', async () => {
    const data = await review(ADMIN, '?status=All&take=15')
    const calls = data.data.flatMap((r) => r.meetings.flatMap((m) => (m.call ? [{ deal: r.id, call: m.call.id }] : [])))
    expect(calls.length).toBeGreaterThan(0)
    for (const { deal, call } of calls) {
      const mapped = await one<{ n: number }>(
        'select count(*)::int as n from meeting_deals md join meetings m on m.id = md.meeting_id where md.deal_id = $1 and md.meeting_id = $2 and md.is_primary and m.deleted_at is null',
        [deal, call],
      )
      expect(mapped.n).toBe(1)
    }
    for (const row of data.data) {
      const current = row.eventDealStages.find((s) => s.isCurrent)
      if (current) expect(row.forecast).toEqual(current.forecast)
      for (const stage of row.eventDealStages) {
        if (stage.forecast.score === null) continue
        // The documented formula: Σ w·(best score / 10) / Σ w over the stage's signals.
        expect(stage.forecast.score).toBe(weightedStageScore(stage.signalIds))
        expect(stage.recordingIds.length).toBeGreaterThan(0)
      }
    }
    expect(data.data.some((r) => r.forecast.score !== null)).toBe(true)
  })

  it('filters Closed and All; pages by 15; a page beyond the last is a 400 on skip', async () => {
    const closed = await review(ADMIN, '?status=Closed')
    expect(closed.total).toBe(await count(northwind, 'is_closed'))
    expect(closed.data.every((r) => r.isDealClosed && r.status === 'Closed')).toBe(true)
    const all = await review(ADMIN, '?status=All')
    expect(all.total).toBe(await count(northwind))

    const first = await review(ADMIN, '?status=All&skip=0')
    const second = await review(ADMIN, '?status=All&skip=15')
    expect(second.data.length).toBeGreaterThan(0)
    expect(second.data.some((r) => first.data.some((f) => f.id === r.id))).toBe(false)

    const beyond = await get(ADMIN, `?status=All&skip=${all.total}`)
    expect(beyond.statusCode).toBe(400)
    expect(beyond.json().error.fields).toEqual([{ field: 'skip', message: DEAL_REVIEW_MESSAGES.pageBeyondRange }])
  })

  it('a rep sees their own deals, a manager their org', async () => {
    const sasha = await one<{ id: number; name: string }>('select id, name from users where email = $1', [REP])
    const own = await review(REP, '?status=All')
    expect(own.total).toBe(await count(northwind, 'owner_id = $2', [sasha.id]))
    expect(own.data.every((r) => r.dealRep === sasha.name)).toBe(true)
    const org = await review(MANAGER, '?status=All')
    expect(org.total).toBeLessThanOrEqual(await count(northwind))
    expect(org.total).toBeGreaterThanOrEqual(0)
  })

  it('the single-stage pilot: only the MQL/Prospecting stage; deals elsewhere are Not in pilot', async () => {
    const data = await review(ACME_ADMIN, '?status=All')
    expect(data.pilotStage).toBe(DEAL_REVIEW_PILOT_STAGE)
    expect(data.company.id).toBe(acme)
    for (const row of data.data) {
      expect(row.eventDealStages.map((s) => s.stage)).toEqual([DEAL_REVIEW_PILOT_STAGE])
      if (row.currentDealStage !== DEAL_REVIEW_PILOT_STAGE) expect(row.forecast).toEqual({ label: 'Not in pilot', score: null })
      else expect(row.forecast.label).not.toBe('Not in pilot')
    }
    expect(data.data.some((r) => r.forecast.label === 'Not in pilot')).toBe(true)
  })

  it('a company without the setting gets 403, in the API as in the menu', async () => {
    const res = await get(GLOBEX_ADMIN)
    expect(res.statusCode).toBe(403)
    expect(res.json().error.message).toBe(DEAL_REVIEW_MESSAGES.notEnabled)
  })

  it("company_id: one's own is fine, another company's is 403 — except for a super admin, who is audited", async () => {
    expect((await review(ADMIN, `?company_id=${northwind}`)).company.id).toBe(northwind)
    const other = await get(ADMIN, `?company_id=${acme}`)
    expect(other.statusCode).toBe(403)
    expect(other.json().error.message).toBe(DEAL_REVIEW_MESSAGES.otherCompany)
    expect((await get(GLOBEX_ADMIN, `?company_id=${northwind}`)).statusCode).toBe(403)

    const chosen = await review(SUPER, `?company_id=${acme}&status=All`)
    expect(chosen.company).toEqual({ id: acme, name: 'Acme Robotics' })
    expect(chosen.total).toBe(await count(acme))
    const audited = await one<{ n: number }>("select count(*)::int as n from audit_log where action = 'deal_review.other_company' and target_id = $1", [
      String(acme),
    ])
    expect(audited.n).toBeGreaterThan(0)

    const off = await get(SUPER, `?company_id=${globex}`)
    expect(off.statusCode).toBe(403)
    expect(off.json().error.message).toBe(DEAL_REVIEW_MESSAGES.notEnabledForCompany)
    const unknown = await get(SUPER, '?company_id=1999999999')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.fields).toEqual([{ field: 'company_id', message: DEAL_REVIEW_MESSAGES.unknownCompany }])
  })

  it.each([
    ['?status=Pending', 'status'],
    ['?take=16', 'take'],
    ['?take=0', 'take'],
    ['?skip=-1', 'skip'],
    ['?company_id=abc', 'company_id'],
    ['?company_id=0', 'company_id'],
    ['?deal=1', 'deal'],
  ])('bad input %s → 400 naming %s', async (query, field) => {
    const res = await get(ADMIN, query)
    expect(res.statusCode, res.body).toBe(400)
    const body = res.json() as { error: { message: string; fields: { field: string; message: string }[] } }
    expect(body.error.fields[0]?.field).toBe(field)
    expect(body.error.fields[0]?.message).toBeTruthy()
  })

  it('needs a signed-in user', async () => {
    expect((await get(null)).statusCode).toBe(401)
  })
})
