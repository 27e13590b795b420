import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rewriteWinLossFacts } from '../src/modules/reports/win-loss-facts.repository'
import { refreshCompanyCallFacts } from '../src/modules/reports/call-facts.service'
import { TEST_NOW } from './constants'
import { type ForbiddenCallSetup, leaksIn, placeForbiddenCall } from './forbidden-call'
import { buildTestApp, type TestApp } from './test-app'

// One rule for call-derived content, account and report side: every report route, the account's views, search and
// the call-level routes give a rep who may open some of a deal's (and its account's) calls nothing of the others.

const REP = 'riley.rep@northwind.example'
const ADMIN = 'avery.admin@northwind.example'
let t: TestApp
let setup: ForbiddenCallSetup

beforeAll(async () => {
  t = await buildTestApp()
  setup = await placeForbiddenCall(t, REP, ADMIN)
  const { rows } = await t.db.pool.query<{ company_id: number }>('select company_id from meetings where id = $1', [setup.forbidden])
  const companyId = rows[0]?.company_id as number
  // Every report on the rep's menu: a manager's full menu, with the company's optional reports on.
  await t.db.pool.query('update users set is_manager = true, function = null where lower(email) = $1', [REP])
  await t.db.pool.query(
    `update company_settings set settings = settings || '{"conversionDashboards": true, "winLoss": true, "accountReview": true}'::jsonb where company_id = $1`,
    [companyId],
  )
  // The summary tables reports read, as their jobs would rewrite them after the mapping changed.
  await t.db.withTenant(companyId, (tx) => rewriteWinLossFacts(tx, companyId, 'all'))
  await refreshCompanyCallFacts({ db: t.db }, companyId)
}, 300_000)
afterAll(async () => t?.close())

type Route = { name: string; method: 'GET' | 'POST'; url: string; payload?: object }

const seconds = (d: Date) => Math.floor(d.getTime() / 1000)
// The widest range every report takes (some allow six months back).
const RANGE = { startTime: seconds(TEST_NOW) - 175 * 86400, endTime: seconds(TEST_NOW) }

/** Every POST report route of the OpenAPI document, asked for the widest range the rep may see. */
function reportRoutes(): Route[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> }
  return Object.entries(doc.paths)
    .filter(([path, ops]) => ops.post && /^\/api\/(reports\/|users\/.*(Report|pipelineReview|activityReview))/.test(path) && !path.includes('{'))
    .filter(([path]) => !/call-details$/.test(path))
    .map(([path]) => {
      const query = [path.endsWith('/export') ? 'format=csv' : '', path.includes('deal-review-metrics') ? 'metricType=record_more' : ''].filter(Boolean)
      return { name: path, method: 'POST' as const, url: query.length ? `${path}?${query.join('&')}` : path, payload: { role: 'user', ...RANGE } }
    })
}

describe('report, account and search routes quote only the calls the viewer may open', () => {
  it('leak nothing of a forbidden call', async () => {
    const rep = await t.as(REP)
    expect(setup.secrets.length).toBeGreaterThan(0)
    const phrase = (setup.secrets.find((s) => s.split(/\s+/).length >= 4) ?? setup.secrets[0] ?? '').split(/\s+/).slice(0, 4).join(' ')
    const routes: Route[] = [
      ...reportRoutes(),
      { name: 'account review row', method: 'POST', url: '/api/reports/account-review', payload: { role: 'user', ...RANGE, take: 100 } },
      { name: 'account insights', method: 'POST', url: '/api/users/dealInsights', payload: { account_id: setup.own.account_id, account_insights: true } },
      {
        name: 'transcript search',
        method: 'POST',
        url: '/api/reports/activity-dashboard',
        payload: { role: 'user', transcript: `"${phrase}"`, datePreset: '1_year' },
      },
      { name: 'AMA report', method: 'GET', url: '/api/users/parleyEurekaReport' },
      { name: 'AMA summary report', method: 'GET', url: '/api/users/parleyEurekaSummaryReport' },
      { name: 'call chat on the call', method: 'POST', url: '/api/users/parleyEurekaMessage', payload: { meetingId: setup.forbidden, question: phrase } },
      { name: 'call chat history', method: 'GET', url: `/api/users/parleyEurekaGetMessages?meetingId=${setup.forbidden}` },
      { name: 'call page', method: 'POST', url: `/api/reports/call-details?id=${setup.forbidden}`, payload: { role: 'user' } },
      { name: 'call insights', method: 'GET', url: `/api/users/salesInsigtsOfMeeting?id=${setup.forbidden}` },
      { name: 'share the call', method: 'POST', url: `/api/users/getMeetingShareURLWithSettings?id=${setup.forbidden}`, payload: { shareType: 'anyone' } },
      { name: 'clip of the call', method: 'POST', url: '/api/users/createClip', payload: { id: setup.forbidden, startTime: 0, duration: 10, title: 'x' } },
    ]
    const leaks: string[] = []
    const statuses: Record<string, number> = {}
    for (const r of routes) {
      let res = await t.app.inject({ method: r.method, url: r.url, headers: rep, payload: r.payload })
      // A report whose body takes other fields is asked with its defaults.
      if (res.statusCode === 400 && r.method === 'POST' && r.payload && 'role' in r.payload)
        res = await t.app.inject({ method: r.method, url: r.url, headers: rep, payload: r.url.startsWith('/api/reports/') ? { role: 'user' } : {} })
      statuses[r.name] = res.statusCode
      if (process.env.DEBUG_ROUTES) console.log(r.name, res.statusCode, res.statusCode >= 400 ? res.body.slice(0, 160) : '')
      expect(res.statusCode, `${r.name}: ${res.body.slice(0, 300)}`).toBeLessThan(500)
      leaks.push(...leaksIn(r.name, res.body, setup))
    }
    const answered = Object.values(statuses).filter((s) => s < 400).length
    // Not vacuous: a company admin, who may open the forbidden call, finds its content in these answers.
    const admin = await t.as(ADMIN)
    const seenByAdmin: string[] = []
    for (const r of routes) {
      const payload = r.payload && 'role' in r.payload ? { ...r.payload, role: 'company_admin' } : r.payload
      const res = await t.app.inject({ method: r.method, url: r.url, headers: admin, payload })
      if (leaksIn(r.name, res.body, setup).length > 0) seenByAdmin.push(r.name)
    }
    console.log(
      `call-quoting routes covered: ${routes.length} (${answered} answered, the rest refused), leaks: ${leaks.length}; ` +
        `the forbidden call's content is in an admin's answer on ${seenByAdmin.length}: ${seenByAdmin.join(', ')}`,
    )
    expect(leaks).toEqual([])
    expect(seenByAdmin.length).toBeGreaterThan(0)
    // Not vacuous: most report routes answer the rep.
    expect(answered).toBeGreaterThan(routes.length / 2)
  })
})
