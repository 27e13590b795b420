import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZReanalysisResponse } from '@parley/shared/schemas/admin'
import { buildTestApp, type TestApp } from '../../../test/test-app'
import { ANALYSIS_VERSION } from './analysis-rows'

let t: TestApp
const AVERY = 'avery.admin@northwind.example'
const RILEY = 'riley.rep@northwind.example'
const one = async <T>(query: string, params: unknown[] = []) => (await t.db.pool.query(query, params)).rows[0] as T

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t.close()
})

describe('re-analysis of stored calls', () => {
  it('shows how many calls the current analyzer wrote, and moves the rest to it when an admin asks', async () => {
    const northwind = (await one<{ id: number }>("select id from companies where name = 'Northwind Analytics'")).id
    // Three calls as an older analyzer left them: an old version and a summary it wrote.
    const stale = await t.db.pool.query<{ meeting_id: number }>(
      `update analysis_results set version = '1', summary = 'old summary'
       where id in (select id from analysis_results where company_id = $1 order by meeting_id limit 3) returning meeting_id`,
      [northwind],
    )
    expect(stale.rows).toHaveLength(3)
    const before = ZReanalysisResponse.parse((await t.app.inject({ method: 'GET', url: '/api/admin/reanalysis', headers: await t.as(AVERY) })).json())
    expect(before.data.total - before.data.current).toBe(3)

    const run = await t.app.inject({ method: 'POST', url: '/api/admin/reanalysis', headers: await t.as(AVERY) })
    expect(run.statusCode, run.body).toBe(200)
    const after = ZReanalysisResponse.parse(run.json()).data
    expect(after).toMatchObject({ total: before.data.total, current: before.data.total, queued: false })
    for (const { meeting_id } of stale.rows) {
      const row = await one<{ version: string; summary: string }>('select version, summary from analysis_results where meeting_id = $1', [meeting_id])
      expect(row.version).toBe(ANALYSIS_VERSION)
      expect(row.summary).not.toBe('old summary')
    }
  })

  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/reanalysis', headers: await t.as(RILEY) })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reanalysis', headers: await t.as(RILEY) })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reanalysis' })).statusCode).toBe(401)
  })
})
