import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/test-app'

let t: TestApp
const MANAGER = 'morgan.manager@northwind.example'
const REP = 'riley.rep@northwind.example'
const ADMIN = 'avery.admin@northwind.example'
const EXPORT = '/api/reports/activity-dashboard/export'
const one = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows[0] as T

async function post(email: string, url: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers: await t.as(email), payload })
}
const list = async (email: string, body: Record<string, unknown>) =>
  (await post(email, '/api/reports/activity-dashboard?take=100&skip=0', body)).json().data as {
    total: number
    data: { id: number | null; title: string; video_duration: number | null; owner: { email: string } }[]
  }

/** CSV lines without the BOM; the export quotes only where needed, and the tests pick values that need none. */
const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\n')

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

describe('POST /reports/activity-dashboard/export', () => {
  it("writes every row of the manager's filtered list as .xlsx, in list order, with people-readable columns", async () => {
    const body = { role: 'team', exclude: { duration: true } }
    const shown = await list(MANAGER, body)
    expect(shown.total).toBeGreaterThan(0)
    const res = await post(MANAGER, `${EXPORT}?format=xlsx&tz=America/New_York`, body)
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    expect(res.headers['content-type']).toContain('spreadsheetml')
    expect(res.headers['content-disposition']).toBe('attachment; filename="recordings-2026-11-02.xlsx"')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.getWorksheet('Recorded calls')
    const header = ((sheet?.getRow(1).values ?? []) as string[]).slice(1)
    expect(header).toEqual([
      'Title',
      'Date',
      'Start time (America/New_York)',
      'Duration',
      'Rep',
      'Organiser',
      'Attendees',
      'Companies',
      'Sales stage',
      'Deal',
      'Deal owner',
      'Agenda type',
      'Source',
      'Disposition',
      'Status',
      'Recorded',
      'Link',
    ])
    expect(sheet?.rowCount).toBe(shown.total + 1)
    const first = sheet?.getRow(2).values as string[]
    const top = shown.data[0]
    expect(first[1]).toBe(top?.title)
    expect(first[2]).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(first[3]).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/)
    expect(first[4]).toMatch(/^\d+:\d{2}:\d{2}$/)
    const d = top?.video_duration ?? 0
    expect(first[4]).toBe(`${Math.floor(d / 3600)}:${String(Math.floor((d % 3600) / 60)).padStart(2, '0')}:${String(d % 60).padStart(2, '0')}`)
    expect(first[16]).toBe('Yes')
    expect(first[17]).toBe(`${t.config.publicUrl}/meeting/${top?.id}`)
  })

  it("exports a rep's own calls only, and refuses people filters to a rep as the list does", async () => {
    const own = await list(REP, {})
    const res = await post(REP, `${EXPORT}?format=csv`, {})
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/csv')
    expect(res.headers['content-disposition']).toContain('recordings-2026-11-02.csv')
    const lines = csvLines(res.body)
    expect(lines).toHaveLength(own.total + 1)
    const rep = await one<{ name: string }>('select name from users where email = $1', [REP])
    const repColumn = lines[0]?.split(',').indexOf('Rep') ?? -1
    for (const line of lines.slice(1)) expect(line.split(',')[repColumn]).toBe(rep.name)
    const refused = await post(REP, `${EXPORT}?format=csv`, { reps: [MANAGER] })
    expect(refused.statusCode).toBe(403)
  })

  it("answers 400 'No data found to export' when the filtered list is empty", async () => {
    const res = await post(ADMIN, `${EXPORT}?format=xlsx`, { role: 'company_admin', title: 'zzqqxx-no-such-call' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe('No data found to export')
    expect(res.headers['content-disposition']).toBeUndefined()
  })

  it('neutralises a title a spreadsheet would run as a formula', async () => {
    const m = await one<{ id: number }>(
      'select m.id from meetings m join users u on u.id = m.user_id where u.email = $1 and m.deleted_at is null order by m.start_time desc limit 1',
      [REP],
    )
    await t.db.pool.query(`update meetings set title = '=HYPERLINK("https://evil.example","x")' where id = $1`, [m.id])
    const res = await post(REP, `${EXPORT}?format=xlsx`, { title: 'HYPERLINK' })
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const cell = workbook.getWorksheet('Recorded calls')?.getRow(2).getCell(1)
    expect(cell?.value).toBe(`'=HYPERLINK("https://evil.example","x")`)
    expect(cell?.formula).toBeUndefined()
  })

  it('exports the Unrecorded tab with the reason per row and no link', async () => {
    const body = { role: 'company_admin', only_recorded_calls: false, datePreset: '3_months' }
    const shown = await list(ADMIN, body)
    const res = await post(ADMIN, `${EXPORT}?format=csv`, body)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toContain('unrecorded-calls-2026-11-02.csv')
    const lines = csvLines(res.body)
    expect(lines[0]).toContain('Why not recorded')
    expect(lines[0]).not.toContain('Link')
    expect(lines.filter((l) => l.includes(',No,')).length).toBe(shown.total)
  })

  it('refuses an unknown time zone and format with the field', async () => {
    const tz = await post(ADMIN, `${EXPORT}?format=csv&tz=Mars/Olympus`, {})
    expect(tz.statusCode).toBe(400)
    expect(tz.json().error.message).toMatch(/time zone/)
    const format = await post(ADMIN, `${EXPORT}?format=pdf`, {})
    expect(format.statusCode).toBe(400)
  })
})
