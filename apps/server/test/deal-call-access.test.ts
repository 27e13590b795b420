import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from './test-app'

// One rule for call-derived content: a rep who may open some of a deal's calls and not others gets, from every
// deal-level route, nothing of the calls the call page refuses them (no id, no transcript line, no summary).

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

const REP = 'riley.rep@northwind.example'

async function rows<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return (await t.db.pool.query(text, params)).rows as T[]
}

describe('deal-level routes read only the calls the viewer may open', () => {
  it('leak nothing of a forbidden call on any deal route', async () => {
    const rep = await t.as(REP)
    // The call page answers hasAcess false (and no call) to a viewer who may not open it.
    const callPage = async (id: number) => {
      const res = await t.app.inject({ method: 'POST', url: `/api/reports/call-details?id=${id}`, headers: rep, payload: { role: 'user' } })
      return res.statusCode === 200 && res.json().data.hasAcess === false ? 403 : res.statusCode
    }
    // A deal with a call the rep recorded, and a recorded call of the same company the call page refuses them.
    const [own] = await rows<{ meeting_id: number; deal_id: number; account_id: number | null }>(
      `select md.meeting_id, md.deal_id, d.account_id from meeting_deals md join meetings m on m.id = md.meeting_id join deals d on d.id = md.deal_id
       join users u on u.id = m.user_id where lower(u.email) = $1 and md.is_primary and m.deleted_at is null order by md.meeting_id limit 1`,
      [REP],
    )
    expect(own).toBeDefined()
    const others = await rows<{ id: number }>(
      `select m.id from meetings m join users u on u.id = m.user_id join users r on lower(r.email) = $1
       where m.company_id = r.company_id and m.user_id <> r.id and m.deleted_at is null
         and exists (select 1 from transcript_segments s where s.meeting_id = m.id) order by m.id limit 40`,
      [REP],
    )
    let forbidden: number | undefined
    for (const o of others) {
      if ((await callPage(o.id)) === 403) {
        forbidden = o.id
        break
      }
    }
    expect(forbidden, 'a call the rep may not open').toBeDefined()
    expect(await callPage(own?.meeting_id as number)).toBe(200)
    // The forbidden call becomes one of the deal's calls, as a CRM mapping would make it.
    await t.db.pool.query('delete from meeting_deals where meeting_id = $1', [forbidden])
    await t.db.pool.query(
      'insert into meeting_deals (company_id, meeting_id, deal_id, is_primary) select company_id, id, $2, true from meetings where id = $1',
      [forbidden, own?.deal_id],
    )
    // Lines only the forbidden call says; one of them in an answer is a leak.
    const secret = await rows<{ text: string }>(
      `select distinct s.text from transcript_segments s where s.meeting_id = $1 and length(s.text) > 40
         and not exists (select 1 from transcript_segments o where o.meeting_id <> $1 and o.text = s.text) limit 20`,
      [forbidden],
    )
    const [summary] = await rows<{ summary: string | null }>('select summary from analysis_results where meeting_id = $1', [forbidden])
    const secrets = [...secret.map((s) => s.text), ...(summary?.summary && summary.summary.length > 40 ? [summary.summary] : [])]
    expect(secrets.length).toBeGreaterThan(0)
    const question = (secret[0]?.text ?? 'pricing').split(/\s+/).slice(0, 8).join(' ')

    const routes: { name: string; method: 'GET' | 'POST'; url: string; payload?: object }[] = [
      { name: 'deal chat question', method: 'POST', url: '/api/ama/deal/question', payload: { deal_id: own?.deal_id, question } },
      { name: 'deal insights', method: 'POST', url: '/api/users/dealInsights', payload: { deal_id: own?.deal_id, distinct: true } },
      ...(own?.account_id
        ? [
            {
              name: 'account insights',
              method: 'POST' as const,
              url: '/api/users/dealInsights',
              payload: { account_id: own.account_id, account_insights: true },
            },
          ]
        : []),
      { name: 'deal activity tab', method: 'GET', url: `/api/users/dealActivityTab?deal_id=${own?.deal_id}` },
      { name: 'deal forecast', method: 'GET', url: `/api/users/dealForecast?deal_id=${own?.deal_id}` },
      { name: 'deal chat messages', method: 'GET', url: `/api/ama/deal/messages?deal_id=${own?.deal_id}` },
    ]
    const leaks: string[] = []
    for (const r of routes) {
      const res = await t.app.inject({ method: r.method, url: r.url, headers: rep, payload: r.payload })
      expect(res.statusCode, `${r.name}: ${res.body.slice(0, 200)}`).toBeLessThan(400)
      const body = res.body
      if (new RegExp(`"(call_id|callId|zra_id|meeting_id)":\\s*${forbidden}\\b`).test(body)) leaks.push(`${r.name}: names call ${forbidden}`)
      for (const s of secrets) if (body.includes(JSON.stringify(s).slice(1, -1))) leaks.push(`${r.name}: quotes "${s.slice(0, 60)}"`)
    }
    console.log(`call-derived routes covered: ${routes.length}, leaks: ${leaks.length}`)
    expect(leaks).toEqual([])
    // Not vacuous: the call the rep may open is still there.
    const callIds = async (headers: { authorization: string }) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/dealInsights', headers, payload: { deal_id: own?.deal_id } })
      const body = res.json()
      return ((body.data ?? body).calls as { call_id: number }[]).map((c) => c.call_id)
    }
    expect(await callIds(rep)).toContain(own?.meeting_id)
    // And the forbidden call is one of the deal's calls: a company admin, who may open every call, sees it.
    expect(await callIds(await t.as('avery.admin@northwind.example'))).toContain(forbidden)
  })
})
