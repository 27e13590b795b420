import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/test-app'

let t: TestApp
const MANAGER = 'morgan.manager@northwind.example'
const REP = 'riley.rep@northwind.example'
const one = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows[0] as T

async function call(email: string, url: string, payload?: Record<string, unknown>) {
  const method = url.includes('readCustomViews') ? 'GET' : 'POST'
  return t.app.inject({ method, url: `/api/users/${url}`, headers: await t.as(email), ...(payload ? { payload } : {}) })
}

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

describe('saved views', () => {
  it('shares a Team view with the team, read-only, and keeps an Only me view private', async () => {
    const team = await call(MANAGER, 'createCustomView', { view_name: 'Pricing calls', filters: { transcript: '"pricing"' }, visibility: 'team' })
    expect(team.statusCode).toBe(200)
    const teamView = team.json().data
    expect(teamView).toMatchObject({ view_name: 'Pricing calls', visibility: 'team', is_owner: true, page: 'meetings' })
    const mine = (await call(MANAGER, 'createCustomView', { view_name: 'Private', visibility: 'only_me' })).json().data

    const link = await one<{ n: number }>(
      'select count(*)::int n from user_managers um join users r on r.id = um.user_id join users m on m.id = um.manager_id where r.email = $1 and m.email = $2',
      [REP, MANAGER],
    )
    expect(link.n).toBe(1)
    const repViews = (await call(REP, 'readCustomViews')).json().data
    expect(repViews.map((v: { id: number }) => v.id)).toContain(teamView.id)
    expect(repViews.map((v: { id: number }) => v.id)).not.toContain(mine.id)
    expect(repViews.find((v: { id: number }) => v.id === teamView.id).is_owner).toBe(false)

    const edit = await call(REP, `updateCustomView?id=${teamView.id}`, { view_name: 'Hijacked' })
    expect(edit.statusCode).toBe(403)
    expect((await call(REP, `deleteCustomView?id=${teamView.id}`)).statusCode).toBe(403)
    expect((await call(REP, `deleteCustomView?id=${mine.id}`)).statusCode).toBe(403)
  })

  it("shares a company admin's Team view with their whole company, and with nobody in another", async () => {
    const view = (await call('avery.admin@northwind.example', 'createCustomView', { view_name: 'Admin picks', visibility: 'team' })).json().data
    for (const email of [REP, MANAGER, 'vic.viewer@northwind.example']) {
      const ids = (await call(email, 'readCustomViews')).json().data.map((v: { id: number }) => v.id)
      expect(ids, email).toContain(view.id)
    }
    const acme = (await call('alex.acme@acme.example', 'readCustomViews')).json().data.map((v: { id: number }) => v.id)
    expect(acme).not.toContain(view.id)
  })

  it('keeps one default view per user', async () => {
    const a = (await call(REP, 'createCustomView', { view_name: 'A', is_default: true })).json().data
    const b = (await call(REP, 'createCustomView', { view_name: 'B', is_default: true })).json().data
    const views = (await call(REP, 'readCustomViews')).json().data.filter((v: { is_owner: boolean }) => v.is_owner)
    expect(views.filter((v: { is_default: boolean }) => v.is_default).map((v: { id: number }) => v.id)).toEqual([b.id])
    const back = await call(REP, `updateCustomView?id=${a.id}`, { view_name: 'A again', is_default: true })
    expect(back.json().data).toMatchObject({ view_name: 'A again', is_default: true })
    const after = (await call(REP, 'readCustomViews')).json().data.filter((v: { is_default: boolean; is_owner: boolean }) => v.is_default && v.is_owner)
    expect(after.map((v: { id: number }) => v.id)).toEqual([a.id])
  })

  it('refuses an empty or 500-character name with the reason', async () => {
    const empty = await call(REP, 'createCustomView', { view_name: '   ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.body).toMatch(/View name is required/)
    const long = await call(REP, 'createCustomView', { view_name: 'x'.repeat(500) })
    expect(long.statusCode).toBe(400)
    expect(long.body).toMatch(/at most 100/)
  })

  it("answers 404 for another company's view and for a missing id", async () => {
    const other = await one<{ id: number; company_id: number }>(
      'select u.id, u.company_id from users u join users r on r.email = $1 where u.company_id <> r.company_id order by u.id limit 1',
      [REP],
    )
    const view = await one<{ id: number }>(
      "insert into saved_views (company_id, user_id, page, view_name, visibility) values ($1, $2, 'meetings', 'Theirs', 'team') returning id",
      [other.company_id, other.id],
    )
    for (const url of [`updateCustomView?id=${view.id}`, `deleteCustomView?id=${view.id}`, 'deleteCustomView?id=99999999']) {
      const res = await call(REP, url, url.startsWith('update') ? { view_name: 'Mine now' } : undefined)
      expect(res.statusCode).toBe(404)
    }
    const list = (await call(REP, 'readCustomViews')).json().data
    expect(list.map((v: { id: number }) => v.id)).not.toContain(view.id)
    const still = await one<{ view_name: string }>('select view_name from saved_views where id = $1', [view.id])
    expect(still.view_name).toBe('Theirs')
  })

  it('lets the creator delete their view', async () => {
    const v = (await call(REP, 'createCustomView', { view_name: 'Temp' })).json().data
    expect((await call(REP, `deleteCustomView?id=${v.id}`)).json()).toEqual({ data: { id: v.id } })
    const list = (await call(REP, 'readCustomViews')).json().data
    expect(list.map((x: { id: number }) => x.id)).not.toContain(v.id)
  })
})
