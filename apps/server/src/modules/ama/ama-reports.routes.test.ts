import { AMA_REPORT_MESSAGES, type TAmaReportResponse, type TAmaSummaryResponse } from '@parley/shared/schemas/ama-reports'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/test-app'

// The AI chat reports: their rows, who may read them and their exports.
const REP = 'sasha.sales@northwind.example'
const ADMIN = 'avery.admin@northwind.example'
const SUPER = 'sam.super@northwind.example'
const ACME_ADMIN = 'alex.acme@acme.example'
const ACME_REP = 'remy.rep@acme.example'

let t: TestApp
let northwind: number
let acme: number
let sashaId: number
const one = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows[0] as T

async function firstCall(email: string): Promise<number> {
  return (
    await one<{ id: number }>(
      'select m.id from meetings m join users u on u.id = m.user_id where u.email = $1 and m.deleted_at is null order by m.id limit 1',
      [email],
    )
  ).id
}

const ask = async (who: string, meetingId: number, question: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/users/parleyEurekaMessage', headers: await t.as(who), payload: { meetingId, question } })
  expect(res.statusCode, res.body).toBe(200)
}

const get = async (who: string, url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: await t.as(who) })
const report = async (who: string, query = '') => {
  const res = await get(who, `/users/parleyEurekaReport${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as TAmaReportResponse).data
}
const summary = async (who: string, query = '') => {
  const res = await get(who, `/users/parleyEurekaSummaryReport${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as TAmaSummaryResponse).data.summaryReport
}

beforeAll(async () => {
  t = await buildTestApp()
  northwind = (await one<{ id: number }>("select id from companies where name = 'Northwind Analytics'")).id
  acme = (await one<{ id: number }>("select id from companies where name = 'Acme Robotics'")).id
  sashaId = (await one<{ id: number }>('select id from users where email = $1', [REP])).id
  const sashaCall = await firstCall(REP)
  await ask(REP, sashaCall, 'What did they say about pricing?')
  await ask(REP, sashaCall, 'Did anyone mention the xylophone quartet?')
  await ask(ACME_REP, await firstCall(ACME_REP), 'What is the next step?')
  // A failed answer, as the chat stores one when generation fails.
  await t.db.pool.query(
    `update chat_messages set error = 'model timed out' where id = (
    select m.id from chat_messages m join users u on u.id = m.user_id where u.email = $1 and m.message_type = 'answer' order by m.id limit 1)`,
    [REP],
  )
})
afterAll(async () => t?.close())

describe('access', () => {
  it('refuses reps on every report route', async () => {
    for (const url of ['/users/parleyEurekaReport', '/users/parleyEurekaSummaryReport']) expect((await get(REP, url)).statusCode).toBe(403)
    const res = await t.app.inject({ method: 'POST', url: '/api/users/parleyEurekaReport/export?format=csv', headers: await t.as(REP), payload: {} })
    expect(res.statusCode).toBe(403)
  })

  it('shows a company admin only their company, and refuses a filter naming another', async () => {
    const data = await report(ADMIN)
    expect(data.data.length).toBeGreaterThanOrEqual(4)
    expect(new Set(data.data.map((r) => r.company_id))).toEqual(new Set([northwind]))
    expect(data.users.every((u) => u.company_id === northwind)).toBe(true)
    expect((await get(ADMIN, `/users/parleyEurekaReport?company_id=${acme}`)).statusCode).toBe(403)
    const acmeRep = (await one<{ id: number }>('select id from users where email = $1', [ACME_REP])).id
    const res = await get(ADMIN, `/users/parleyEurekaSummaryReport?user_id=${acmeRep}`)
    expect(res.statusCode).toBe(404)
    expect(res.json().error.fields[0].field).toBe('user_id')
    expect((await summary(ACME_ADMIN)).every((r) => r.company_id === acme)).toBe(true)
  })

  it('shows a super admin every company, or the one chosen', async () => {
    const all = await report(SUPER)
    expect(new Set(all.data.map((r) => r.company_id))).toEqual(new Set([northwind, acme]))
    const onlyAcme = await report(SUPER, `?company_id=${acme}`)
    expect(onlyAcme.data.length).toBeGreaterThan(0)
    expect(onlyAcme.data.every((r) => r.company_id === acme && r.company_name === 'Acme Robotics')).toBe(true)
  })
})

describe('GET /api/users/parleyEurekaReport', () => {
  it('lists every message newest first with the spec row fields, filtered by user', async () => {
    const data = await report(ADMIN, `?user_id=${sashaId}`)
    expect(data.total).toBe(data.data.length)
    const times = data.data.map((r) => r.created_at)
    expect([...times].sort().reverse()).toEqual(times)
    const question = data.data.find((r) => r.message === 'What did they say about pricing?')
    expect(question).toMatchObject({ message_type: 'question', user_name: 'Sasha Sales', email: REP, company_name: 'Northwind Analytics' })
    expect(question?.meeting_title).toBeTruthy()
    const answers = data.data.filter((r) => r.message_type === 'answer')
    expect(answers.length).toBe(2)
    expect(answers.some((a) => a.error === 'model timed out')).toBe(true)
    expect(answers.every((a) => a.question_id !== null)).toBe(true)
  })

  it('pages by take and skip and refuses a page beyond the last', async () => {
    const all = await report(SUPER)
    const second = await report(SUPER, '?take=2&skip=2')
    expect(second.total).toBe(all.total)
    expect(second.data.map((r) => r.id)).toEqual(all.data.slice(2, 4).map((r) => r.id))
    const res = await get(SUPER, `/users/parleyEurekaReport?skip=${all.total}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[0]).toEqual({ field: 'skip', message: AMA_REPORT_MESSAGES.pageBeyondRange })
  })

  it('answers bad input with a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['?startTime=yesterday', 'startTime'],
      ['?startTime=2000&endTime=1000', 'endTime'],
      ['?take=500', 'take'],
      ['?company_id=abc', 'company_id'],
      ['?colour=red', ''],
    ]
    for (const [query, field] of cases) {
      const res = await get(SUPER, `/users/parleyEurekaReport${query}`)
      expect(res.statusCode, query).toBe(400)
      if (field) expect(JSON.stringify(res.json().error.fields), query).toContain(field)
    }
    const unknown = await get(SUPER, '/users/parleyEurekaReport?company_id=1999999999')
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error.fields[0]).toEqual({ field: 'company_id', message: AMA_REPORT_MESSAGES.unknownCompany })
  })
})

describe('GET /api/users/parleyEurekaSummaryReport', () => {
  it('counts questions, errors and no-answers per company and user within the dates', async () => {
    const rows = await summary(ADMIN)
    const sasha = rows.find((r) => r.user_id === sashaId)
    expect(sasha).toMatchObject({ company_name: 'Northwind Analytics', user_name: 'Sasha Sales', question_count: 2, error_count: 1 })
    expect(sasha?.no_answer_count).toBeGreaterThanOrEqual(0)
    expect(Date.parse(sasha?.first_at ?? '')).toBeLessThanOrEqual(Date.parse(sasha?.last_at ?? ''))
    const future = Date.now() + 86_400_000
    expect(await summary(ADMIN, `?startTime=${future}&endTime=${future + 1000}`)).toEqual([])
    const bad = await get(ADMIN, '/users/parleyEurekaSummaryReport?startTime=5&endTime=1')
    expect(bad.statusCode).toBe(400)
  })
})

describe('exports', () => {
  const exportAs = async (who: string, path: string, format: 'csv' | 'xlsx', body: object = {}) =>
    t.app.inject({ method: 'POST', url: `/api/users/${path}/export?format=${format}`, headers: await t.as(who), payload: body })

  it('writes the filtered chat report as .csv', async () => {
    const res = await exportAs(ADMIN, 'parleyEurekaReport', 'csv', { user_id: sashaId })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-disposition']).toContain('ai-chat-report.csv')
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    expect(lines[0]).toBe('Date,Company,User,Email,Meeting,Meeting id,Type,Message,Question id,Model,Status')
    expect(lines.length).toBe(5)
    expect(res.body).toContain('What did they say about pricing?')
    expect(res.body).toContain('Error: model timed out')
    expect(res.body).not.toContain('Acme')
  })

  it('writes the summary as .xlsx', async () => {
    const res = await exportAs(SUPER, 'parleyEurekaSummaryReport', 'xlsx')
    expect(res.statusCode).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Company', 'User', 'Questions', 'Errors', 'No answers', 'First question', 'Last question'])
    const companies = new Set<string>()
    sheet?.eachRow((row, n) => {
      if (n > 1) companies.add(String(row.getCell(1).value))
    })
    expect(companies).toEqual(new Set(['Acme Robotics', 'Northwind Analytics']))
  })

  it("answers 'No data found to export' when nothing matches", async () => {
    const future = Date.now() + 86_400_000
    const res = await exportAs(ADMIN, 'parleyEurekaReport', 'csv', { startTime: future })
    expect(res.statusCode).toBe(422)
    expect(res.json().error.message).toBe(AMA_REPORT_MESSAGES.noExportData)
  })
})
