import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'

// The filters no other test narrows by, each against the same question asked of the
// tables directly; transcript ranking; and the spec's query copies of some filters.

let t: TestApp
const ADMIN = 'avery.admin@northwind.example'
let companyId = 0

async function list(payload: Record<string, unknown>, query = 'take=10&skip=0') {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/reports/activity-dashboard?${query}`,
    headers: await t.as(ADMIN),
    payload: { role: 'company_admin', ...payload },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as { total: number; data: { id: number; title: string; video_duration: number; owner: { email: string } }[] }
}

/** The company's live recordings up to the test's now, with their event, deal and owner: what a filter narrows. */
const CALLS = `
  from meetings m
  left join calendar_events ce on ce.id = m.calendar_event_id
  left join meeting_deals md on md.meeting_id = m.id and md.is_primary
  left join deals d on d.id = coalesce(md.deal_id, ce.primary_deal_id)
  left join users u on u.id = m.user_id
  where m.company_id = $1 and m.deleted_at is null and m.start_time <= $2`

async function count(where: string, value: unknown): Promise<number> {
  const { rows } = await t.db.pool.query<{ n: number }>(`select count(*)::int n ${CALLS} and ${where}`, [companyId, TEST_NOW.toISOString(), value])
  return rows[0]?.n ?? 0
}

/** The most common value of an expression among the company's calls. */
async function common(expr: string): Promise<string> {
  const { rows } = await t.db.pool.query<{ v: string }>(
    `select ${expr} as v ${CALLS} and coalesce(${expr}, '') <> '' group by 1 order by count(*) desc, 1 limit 1`,
    [companyId, TEST_NOW.toISOString()],
  )
  const v = rows[0]?.v
  if (!v) throw new Error(`the demo has no value of ${expr}`)
  return v
}

beforeAll(async () => {
  t = await buildTestApp()
  companyId = (await t.db.pool.query<{ company_id: number }>('select company_id from users where email = $1', [ADMIN])).rows[0]?.company_id ?? 0
})
afterAll(async () => t?.close())

describe('filters', () => {
  it('narrows by manager, deal owner manager, function, agenda type, source and disposition, and their exclusions', async () => {
    const all = (await list({})).total
    const manager = await common(
      '(select mu.email from user_managers um join users mu on mu.id = um.manager_id where um.user_id = m.user_id order by mu.email limit 1)',
    )
    const ownerManager = await common(
      '(select mu.email from user_managers um join users mu on mu.id = um.manager_id where um.user_id = d.owner_id order by mu.email limit 1)',
    )
    const fn = await common('u.function')
    const agenda = await common('coalesce(m.agenda_type, ce.agenda_type)')
    const source = await common('coalesce(ce.source, m.source)')
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { manager: [manager] },
        'exists (select 1 from user_managers um join users mu on mu.id = um.manager_id where um.user_id = m.user_id and lower(mu.email) = lower($3))',
        manager,
      ],
      [
        { dealOwnerManager: [ownerManager] },
        'exists (select 1 from user_managers um join users mu on mu.id = um.manager_id where um.user_id = d.owner_id and lower(mu.email) = lower($3))',
        ownerManager,
      ],
      [{ rep_function: [fn] }, 'u.function = $3', fn],
      [{ agenda_type: [agenda] }, 'coalesce(m.agenda_type, ce.agenda_type) = $3', agenda],
      [{ sources: [source] }, 'coalesce(ce.source, m.source) = $3', source],
      [{ exclude: { activity_meeting_type: [agenda] } }, "coalesce(m.agenda_type, ce.agenda_type, '') <> $3", agenda],
      [{ exclude: { activity_source: [source] } }, "coalesce(ce.source, m.source, '') <> $3", source],
    ]
    for (const [filter, where, value] of cases) {
      const expected = await count(where, value)
      expect((await list(filter)).total, JSON.stringify(filter)).toBe(expected)
      expect(expected, JSON.stringify(filter)).toBeGreaterThan(0)
      expect(expected, JSON.stringify(filter)).toBeLessThan(all)
    }
    // Dispositions: the demo's calendar calls carry none, so give two calls one and find exactly those.
    await t.db.pool.query(
      "update meetings set call_disposition = 'Left voicemail' where id in (select id from meetings where company_id = $1 order by id limit 2)",
      [companyId],
    )
    expect((await list({ call_dispositions: ['Left voicemail'] })).total).toBe(await count('m.call_disposition = $3', 'Left voicemail'))
    expect(await count('m.call_disposition = $3', 'Left voicemail')).toBe(2)
  })

  it('takes startTime, endTime, videoDuration, reps and title from the query too, the body winning', async () => {
    const rep = await common('u.email')
    const start = new Date(TEST_NOW.getTime() - 180 * 86_400_000).toISOString()
    const fromBody = await list({ startTime: start, endTime: TEST_NOW.toISOString(), videoDuration: ['15-30', '30-45'], reps: [rep] })
    expect(fromBody.total).toBeGreaterThan(0)
    const query = new URLSearchParams({ take: '10', skip: '0', startTime: start, endTime: TEST_NOW.toISOString(), videoDuration: '15-30,30-45', reps: rep })
    expect(await list({}, query.toString())).toEqual(fromBody)
    const repeated = `${query.toString().replace('videoDuration=15-30%2C30-45', 'videoDuration=15-30&videoDuration=30-45')}`
    expect(await list({}, repeated)).toEqual(fromBody)
    // The body's own value wins over the query's.
    expect((await list({ videoDuration: ['<5'] }, query.toString())).data.every((r) => r.video_duration < 300)).toBe(true)
    const title = fromBody.data[0]?.title ?? ''
    expect((await list({}, `take=10&skip=0&title=${encodeURIComponent(`"${title}"`)}`)).data.every((r) => r.title === title || r.title.includes(title))).toBe(
      true,
    )
    const bad = await t.app.inject({ method: 'POST', url: '/api/reports/activity-dashboard?videoDuration=2h', headers: await t.as(ADMIN), payload: {} })
    expect(bad.statusCode).toBe(400)
  })
})

describe('transcript ranking', () => {
  const day = (n: number) => new Date(TEST_NOW.getTime() - n * 86_400_000).toISOString()
  const call = async (title: string, start: string, lines: string[]) => {
    const owner = (await t.db.pool.query<{ id: number }>('select id from users where email = $1', [ADMIN])).rows[0]?.id
    const { rows } = await t.db.pool.query<{ id: number }>(
      'insert into meetings (company_id, user_id, title, start_time, video_duration) values ($1, $2, $3, $4, 600) returning id',
      [companyId, owner, title, start],
    )
    const id = rows[0]?.id as number
    for (const [i, text] of lines.entries())
      await t.db.pool.query(
        "insert into transcript_segments (company_id, meeting_id, idx, speaker, side, start_ms, end_ms, text) values ($1, $2, $3, 'Avery Admin', $4, $5, $6, $7)",
        [companyId, id, i, i % 2 ? 'prospect' : 'rep', i * 10_000, i * 10_000 + 8_000, text],
      )
    return id
  }
  const ids = async (transcript: string, extra: Record<string, unknown> = {}) => {
    const found = await list({ transcript, ...extra })
    return { ids: found.data.map((r) => r.id), total: found.total }
  }

  it('puts the calls whose lines say the phrase most often first (tiers 1, 2–3, 4–7, 8+), then newest first', async () => {
    const often = await call('Ranking often, oldest', day(30), [
      'We said zorble quantic.',
      'Zorble quantic again.',
      'The zorble quantic once more.',
      'Nothing else.',
    ])
    const newer = await call('Ranking once, newest', day(2), ['Then the zorble quantic came up, and zorble quantic, and again zorble quantic.'])
    const older = await call('Ranking once, older', day(10), ['A zorble quantic, once.'])
    await call('Ranking words apart', day(1), ['The quantic part, then a zorble.'])
    expect(await ids('"zorble quantic"')).toEqual({ ids: [often, newer, older], total: 3 })
    // The call-level pairs the lone phrase is answered from: each pair once, '#2' for a pair said on 2–3 lines.
    const pairs = async (id: number) =>
      (
        await t.db.pool.query<{ lexeme: string }>('select unnest(tsvector_to_array(pairs)) as lexeme from transcript_call_pairs where meeting_id = $1', [id])
      ).rows.map((r) => r.lexeme)
    expect(await pairs(often)).toEqual(expect.arrayContaining(['zorbl quantic', 'zorbl quantic#2', 'said zorbl']))
    expect(await pairs(often)).not.toContain('zorbl quantic#4')
    expect(await pairs(newer)).toEqual(expect.arrayContaining(['zorbl quantic']))
    expect(await pairs(newer)).not.toContain('zorbl quantic#2')
    // The same question through the segments (an OR leaves the call-level pairs): the same calls in the same order.
    expect(await ids('"zorble quantic" OR "plugh xyzzy"')).toEqual({ ids: [often, newer, older], total: 3 })
    // Stop words around and inside the phrase, as phraseto_tsquery reads them; words apart never match.
    expect((await ids('"the zorble quantics"')).ids).toEqual([often, newer, older])
    expect((await ids('"quantic zorble"')).total).toBe(0)
    // Spoken by: only the prospect's lines count (the second line of each call).
    expect(await ids('"zorble quantic"', { spokenBy: 'Prospect' })).toEqual({ ids: [often], total: 1 })
  })

  it('follows the transcript as it changes: an edited line, a removed line, a new call', async () => {
    const edited = await call('Pairs edited', day(3), ['We talked about flumox grattle.', 'Then lunch.'])
    expect((await ids('"flumox grattle"')).ids).toEqual([edited])
    await t.db.pool.query("update transcript_segments set text = 'We talked about the weather.' where meeting_id = $1 and idx = 0", [edited])
    expect((await ids('"flumox grattle"')).total).toBe(0)
    await t.db.pool.query("update transcript_segments set text = 'Flumox grattle after all.' where meeting_id = $1 and idx = 1", [edited])
    expect((await ids('"flumox grattle"')).ids).toEqual([edited])
    const added = await call('Pairs added', day(1), ['Flumox grattle, flumox grattle.', 'Flumox grattle!'])
    expect((await ids('"flumox grattle"')).ids).toEqual([added, edited])
    await t.db.pool.query('delete from transcript_segments where meeting_id = $1', [added])
    expect((await ids('"flumox grattle"')).ids).toEqual([edited])
  })
})
