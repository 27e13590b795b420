import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACTIVITY_EVENTS } from '@parley/shared/rules/activity-review'
import { presetRange } from '@parley/shared/rules/report-ranges'
import type { TActivityReviewRow } from '@parley/shared/schemas/activity-review'
import { TEST_NOW } from '../../../test/constants'
import { buildTestApp, type TestApp } from '../../../test/test-app'

// Activity Review through the API on the seeded demo: a Manager / Team toggle, rows per manager or rep with counts,
// a default range of one week and at most 3 months back. The
// expected rows are built here in plain code from the base tables — calendar events and recordings, checklist scores
// with their recordings, CRM write-backs, chat messages, users and their managers — never from the summary tables'
// reading of them (docs/decisions.md "Activity Review").

let t: TestApp
const ADMIN = 'avery.admin@northwind.example'
const MANAGER = 'morgan.manager@northwind.example'
const REP = 'riley.rep@northwind.example'
const BDR = 'bailey.bdr@northwind.example'
const DAY = 86_400
const NOW_S = Math.floor(TEST_NOW.getTime() / 1000)
const MONTH = { startTime: NOW_S - 30 * DAY, endTime: NOW_S }

type Group = 'manager' | 'rep'
type Page = { group: Group; result: TActivityReviewRow[]; total: number }

const rows = async <T>(q: string, params: unknown[] = []) => (await t.db.pool.query(q, params)).rows as T[]
const at = (secondsAgo: number) => new Date(TEST_NOW.getTime() - secondsAgo * 1000)

async function post(email: string, url: string, payload: unknown) {
  return t.app.inject({ method: 'POST', url: `/api/${url}`, headers: await t.as(email), payload: payload as Record<string, unknown> })
}

async function page(email: string, body: Record<string, unknown> = {}): Promise<Page> {
  const res = await post(email, 'reports/activity-review', { take: 100, skip: 0, ...body })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

async function badRequest(body: Record<string, unknown>, email = ADMIN) {
  const res = await post(email, 'reports/activity-review', body)
  expect(res.statusCode, res.body).toBe(400)
  return res.json().error as { code: string; message: string; fields?: { field: string; message: string }[] }
}

const userId = async (email: string) => (await rows<{ id: number }>('select id from users where email = $1', [email]))[0]?.id as number

// ---- The independent expectation ------------------------------------------------------------------------------------

type Person = { id: number; name: string; email: string; live: boolean; fn: string | null; managers: string[] }
type Tally = { eligible: number; recorded: number; calls: number; adoption: number[]; crm: number; questions: number; last: Record<string, number> }

const percent = (part: number, whole: number) => (whole > 0 ? Math.floor(Math.round(((part * 100) / whole) * 1e9) / 1e9 + 0.5) : 0)

/** Each Northwind person's calls, checklist scores, CRM write-backs and questions between the two instants. */
async function tallies(from: Date, to: Date): Promise<{ people: Person[]; reports: Map<number, number[]>; tally: Map<number, Tally> }> {
  const company = "(select id from companies where name = 'Northwind Analytics')"
  const people = await rows<Person>(
    `select u.id, u.name, u.email, u.status = 'active' and u.deleted_at is null as live, u.function as fn,
       coalesce((select array_agg(mu.name order by mu.name) from user_managers um join users mu on mu.id = um.manager_id where um.user_id = u.id), '{}') as managers
     from users u where u.company_id = ${company}`,
  )
  const links = await rows<{ manager_id: number; user_id: number }>(
    `select manager_id, user_id from user_managers where manager_id in (select id from users where company_id = ${company})`,
  )
  const reports = new Map<number, number[]>()
  for (const l of links) reports.set(l.manager_id, [...(reports.get(l.manager_id) ?? []), l.user_id])
  // Calls as Notetaker Adoption counts them (rules/call-measures): scheduled events eligible with an external link or
  // a recording, every other call eligible; recorded = a live recording of the event or of a copy.
  const calls = await rows<{ user_id: number; start_at: Date; kind: string; eligible: boolean; recorded: boolean }>(
    `with calls as (
       select e.user_id, e.start_at,
         case when e.source in ('google_calendar', 'outlook_calendar') then 'scheduled' when e.source = 'Instant' then 'instant' else 'external' end as kind,
         coalesce(e.meeting_url, '') <> '' and not e.is_internal as link_external,
         exists (select 1 from meetings m join calendar_events o on o.id = m.calendar_event_id
                 where m.deleted_at is null and (o.id = e.id or (o.start_at = e.start_at and o.meeting_link_base = e.meeting_link_base
                   and coalesce(e.meeting_link_base, '') <> '' and o.deleted_at is null and o.company_id = e.company_id))) as recorded
       from calendar_events e
       where e.company_id = ${company} and e.deleted_at is null and e.status <> 'cancelled' and e.start_at between $1 and $2
       union all
       select m.user_id, m.start_time, case when coalesce(m.source, 'upload') = 'Instant' then 'instant' else 'external' end, false, true
       from meetings m where m.company_id = ${company} and m.deleted_at is null and m.calendar_event_id is null and m.start_time between $1 and $2
     )
     select user_id, start_at, kind, (kind = 'scheduled' and (link_external or recorded)) or kind <> 'scheduled' as eligible, recorded from calls where user_id is not null`,
    [from, to],
  )
  const scores = await rows<{ user_id: number; adoption: number }>(
    `select m.user_id, s.adoption::float8 as adoption from checklist_call_scores s join meetings m on m.id = s.meeting_id
     where m.company_id = ${company} and m.deleted_at is null and s.applicable > 0 and m.start_time between $1 and $2 and m.user_id is not null`,
    [from, to],
  )
  const writes = await rows<{ user_id: number; created_at: Date }>(
    `select user_id, created_at from crm_writes where company_id = ${company} and status = 'done' and user_id is not null and created_at between $1 and $2`,
    [from, to],
  )
  const questions = await rows<{ user_id: number; created_at: Date }>(
    `select user_id, created_at from chat_messages where company_id = ${company} and message_type = 'question' and user_id is not null and created_at between $1 and $2`,
    [from, to],
  )
  const tally = new Map<number, Tally>()
  const of = (id: number) => {
    const x = tally.get(id) ?? { eligible: 0, recorded: 0, calls: 0, adoption: [], crm: 0, questions: 0, last: {} }
    tally.set(id, x)
    return x
  }
  const latest = (x: Tally, kind: string, d: Date) => {
    x.last[kind] = Math.max(x.last[kind] ?? 0, d.getTime())
  }
  for (const c of calls) {
    const x = of(c.user_id)
    if (c.eligible) x.eligible++
    if (c.eligible && c.recorded) x.recorded++
    if (c.recorded) {
      x.calls++
      latest(x, 'call', c.start_at)
    }
  }
  for (const s of scores) of(s.user_id).adoption.push(s.adoption)
  for (const w of writes) {
    of(w.user_id).crm++
    latest(of(w.user_id), 'crm', w.created_at)
  }
  for (const q of questions) {
    of(q.user_id).questions++
    latest(of(q.user_id), 'question', q.created_at)
  }
  return { people, reports, tally }
}

function rowOf(
  base: { id: number; name: string; email: string },
  members: { p: Person; x: Tally }[],
  extra: Pick<TActivityReviewRow, 'team_members' | 'manager_name'>,
): TActivityReviewRow {
  const sum = (f: (x: Tally) => number) => members.reduce((n, m) => n + f(m.x), 0)
  const adoption = members.flatMap((m) => m.x.adoption)
  const last = { call: 0, question: 0, crm: 0 }
  for (const m of members) for (const k of ['call', 'question', 'crm'] as const) last[k] = Math.max(last[k], m.x.last[k] ?? 0)
  const top = Math.max(last.call, last.question, last.crm)
  const event = top === 0 ? null : last.call === top ? 'call' : last.question === top ? 'question' : 'crm'
  return {
    id: base.id,
    name: base.name,
    email: base.email,
    ...extra,
    activity: event ? { datetime: new Date(top).toISOString(), event: ACTIVITY_EVENTS[event] } : null,
    notetaker_adoption: percent(
      sum((x) => x.recorded),
      sum((x) => x.eligible),
    ),
    recorded: sum((x) => x.recorded),
    eligible: sum((x) => x.eligible),
    checklist_adoption: adoption.length
      ? percent(
          adoption.reduce((a, b) => a + b, 0),
          adoption.length,
        )
      : null,
    analysed_calls: adoption.length,
    crm_updates: sum((x) => x.crm),
    ama_questions: sum((x) => x.questions),
    calls: sum((x) => x.calls),
  }
}

const byName = (a: { name: string; id: number }, b: { name: string; id: number }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id)

/** The rows of a view for a set of people in scope ('all' = the company), by name. */
async function expected(group: Group, scope: number[] | 'all', range = MONTH): Promise<TActivityReviewRow[]> {
  const { people, reports, tally } = await tallies(new Date(range.startTime * 1000), new Date(Math.min(range.endTime * 1000, TEST_NOW.getTime())))
  const empty: Tally = { eligible: 0, recorded: 0, calls: 0, adoption: [], crm: 0, questions: 0, last: {} }
  const inScope = (id: number) => scope === 'all' || scope.includes(id)
  // Listed: active accounts, and anyone else who did something in the range.
  const listed = new Map(people.filter((p) => inScope(p.id) && (p.live || tally.has(p.id))).map((p) => [p.id, { p, x: tally.get(p.id) ?? empty }]))
  if (group === 'rep') {
    return [...listed.values()]
      .map((m) => rowOf(m.p, [m], { team_members: [], manager_name: m.p.managers.length ? m.p.managers.join(', ') : null }))
      .sort(byName)
  }
  return people
    .filter((m) => inScope(m.id) && reports.has(m.id))
    .flatMap((m) => {
      const members = [m.id, ...(reports.get(m.id) ?? [])].flatMap((id) => listed.get(id) ?? [])
      if (!members.length) return []
      const team = members.filter((x) => x.p.id !== m.id).sort((a, b) => byName(a.p, b.p))
      return [rowOf(m, members, { team_members: team.map((x) => x.p.name), manager_name: null })]
    })
    .sort(byName)
}

// ---- Fixtures: questions and CRM write-backs (the demo seeds neither) --------------------------------------------------

async function seedActivity() {
  const riley = await userId(REP)
  const sasha = await userId('sasha.sales@northwind.example')
  const morgan = await userId(MANAGER)
  const [north] = await rows<{ id: number }>("select id from companies where name = 'Northwind Analytics'")
  const [meeting] = await rows<{ id: number }>('select id from meetings where user_id = $1 and deleted_at is null order by start_time desc limit 1', [riley])
  const [deal] = await rows<{ id: number }>('select id from deals where company_id = $1 order by id limit 1', [north?.id])
  const thread = async (user: number, kind: 'meeting' | 'deal') =>
    (
      await rows<{ id: number }>(
        `insert into chat_threads (company_id, user_id, kind, meeting_id, deal_id, title) values ($1, $2, $3, $4, $5, 'Fixture') returning id`,
        [north?.id, user, kind, kind === 'meeting' ? meeting?.id : null, kind === 'deal' ? deal?.id : null],
      )
    )[0]?.id
  const message = async (thread: number | undefined, user: number, type: 'question' | 'answer', secondsAgo: number) =>
    rows(`insert into chat_messages (company_id, thread_id, user_id, message_type, message, created_at) values ($1, $2, $3, $4, 'Fixture', $5)`, [
      north?.id,
      thread,
      user,
      type,
      at(secondsAgo),
    ])
  const write = async (user: number, status: string, secondsAgo: number) =>
    rows(`insert into crm_writes (company_id, meeting_id, user_id, content, status, created_at) values ($1, $2, $3, 'Fixture note', $4, $5)`, [
      north?.id,
      meeting?.id,
      user,
      status,
      at(secondsAgo),
    ])
  const rileyThread = await thread(riley, 'meeting')
  for (const ago of [60, 3 * 3600, 2 * DAY]) await message(rileyThread, riley, 'question', ago)
  await message(rileyThread, riley, 'answer', 59)
  await message(rileyThread, riley, 'question', 40 * DAY) // outside the month
  await message(await thread(sasha, 'deal'), sasha, 'question', 5 * DAY)
  for (const ago of [2 * DAY, 10 * DAY]) await write(riley, 'done', ago)
  await write(riley, 'failed', DAY)
  await write(riley, 'pending', DAY)
  await write(riley, 'done', 50 * DAY) // outside the month
  await write(morgan, 'done', 30)
  // Another company's activity never shows.
  const [acme] = await rows<{ id: number; user_id: number }>(
    "select c.id, u.id as user_id from companies c join users u on u.company_id = c.id where c.name <> 'Northwind Analytics' order by c.id, u.id limit 1",
  )
  await rows(`insert into crm_writes (company_id, user_id, content, status, created_at) values ($1, $2, 'Other company', 'done', $3)`, [
    acme?.id,
    acme?.user_id,
    at(60),
  ])
}

beforeAll(async () => {
  t = await buildTestApp()
  await seedActivity()
  // Every demo manager and rep has a short-menu function (AE, Sales, CSM, Marketing, BDR), whose menu lacks Activity
  // Review. In this copy Morgan has no function and Riley is 'Tech', a function the company lists for Reports, so
  // both get the full menu and their scopes can be tested.
  await t.db.pool.query('update users set function = null where email = $1', [MANAGER])
  await t.db.pool.query("update users set function = 'Tech' where email = $1", [REP])
  await t.db.pool.query(
    `update company_settings set settings = jsonb_set(settings, '{reportsMenuFunctions}', '["AE", "BDR", "Tech"]')
     where company_id = (select id from companies where name = 'Northwind Analytics')`,
  )
})
afterAll(async () => t?.close())

describe('POST /api/reports/activity-review — the Team view (group rep)', () => {
  it('answers one row per person of the scope with the counts the tables give', async () => {
    const want = await expected('rep', 'all')
    const data = await page(ADMIN, { role: 'company_admin', group: 'rep', ...MONTH })
    expect(data.group).toBe('rep')
    expect(data.total).toBe(want.length)
    expect(data.result).toEqual(want)
    // The fixtures: three questions and two accepted notes in the month (the answer, the failed and pending writes, and
    // the older ones do not count); the latest activity is the question a minute ago.
    const riley = data.result.find((r) => r.email === REP)
    expect(riley).toMatchObject({ ama_questions: 3, crm_updates: 2, manager_name: 'Morgan Manager' })
    expect(riley?.activity).toEqual({ datetime: at(60).toISOString(), event: 'Asked a question' })
    expect(riley?.calls).toBeGreaterThan(0)
    expect(data.result.find((r) => r.email === 'sasha.sales@northwind.example')?.ama_questions).toBe(1)
    // Some analysed calls and some eligible ones: the percents are exercised, not all zero.
    expect(data.result.some((r) => r.checklist_adoption !== null && r.checklist_adoption > 0)).toBe(true)
    expect(data.result.some((r) => r.notetaker_adoption > 0)).toBe(true)
    // A cancelled account without activity is not listed.
    const cancelled = await rows<{ name: string; id: number }>(
      "select name, id from users where status <> 'active' and company_id = (select company_id from users where email = $1)",
      [ADMIN],
    )
    for (const c of cancelled) if (!want.some((w) => w.id === c.id)) expect(data.result.map((r) => r.name)).not.toContain(c.name)
  })

  it('the spec path /users/activityReview answers the same', async () => {
    const res = await post(ADMIN, 'users/activityReview', { role: 'company_admin', group: 'rep', take: 100, ...MONTH })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual(await page(ADMIN, { role: 'company_admin', group: 'rep', ...MONTH }))
  })
})

describe('POST /api/reports/activity-review — the Manager view (group manager)', () => {
  it('answers one row per manager over the manager and their direct reports', async () => {
    const want = await expected('manager', 'all')
    const data = await page(ADMIN, { role: 'company_admin', group: 'manager', ...MONTH })
    expect(data.group).toBe('manager')
    expect(data.result).toEqual(want)
    expect(data.total).toBe(want.length)
    const morgan = data.result.find((r) => r.email === MANAGER)
    expect(morgan?.team_members).toEqual(expect.arrayContaining(['Riley Rep', 'Sasha Sales']))
    // Morgan's own note half a minute ago is the team's latest activity; the team's counts add up the members'.
    expect(morgan?.activity).toEqual({ datetime: at(30).toISOString(), event: 'Updated the CRM' })
    expect(morgan).toMatchObject({ ama_questions: 4, crm_updates: 3 })
    const team = await page(ADMIN, { role: 'company_admin', group: 'rep', ...MONTH, filter: { rep: ['Morgan Manager', ...(morgan?.team_members ?? [])] } })
    expect(team.result.reduce((n, r) => n + r.calls, 0)).toBe(morgan?.calls)
    expect(team.result.reduce((n, r) => n + r.eligible, 0)).toBe(morgan?.eligible)
  })

  it('opens on the Manager view for wider scopes and on the Team view for Myself; default range one week', async () => {
    const week = presetRange('lastWeek', TEST_NOW)
    const admin = await page(ADMIN, { role: 'company_admin' })
    expect(admin.group).toBe('manager')
    expect(admin).toEqual(await page(ADMIN, { role: 'company_admin', group: 'manager', ...week }))
    expect(admin.result).toEqual(await expected('manager', 'all', week ?? MONTH))
    const rep = await page(REP, {})
    expect(rep.group).toBe('rep')
    expect(rep.result.map((r) => r.email)).toEqual([REP])
    // Riley's questions of the last week: a minute, three hours and two days ago (not the one 40 days ago).
    expect(rep.result[0]?.ama_questions).toBe(3)
  })
})

describe('sorting, filters, paging, distinct mode', () => {
  const value = (field: string) => (r: TActivityReviewRow) =>
    field === 'activity' ? (r.activity?.datetime ?? null) : (r[field as keyof TActivityReviewRow] as number | string | null)

  it.each(['name', 'activity', 'notetaker_adoption', 'checklist_adoption', 'crm_updates', 'ama_questions', 'calls'])(
    'sorts by %s both ways (nulls last)',
    async (field) => {
      for (const group of ['rep', 'manager'] as const) {
        for (const type of ['asc', 'desc'] as const) {
          const values = (await page(ADMIN, { role: 'company_admin', group, ...MONTH, sort: { field, type } })).result.map(value(field))
          const present = values.filter((v) => v !== null)
          expect(values.slice(present.length).every((v) => v === null)).toBe(true)
          const sorted = [...present].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
          expect(present).toEqual(type === 'asc' ? sorted : sorted.reverse())
        }
      }
    },
  )

  it('Rep and Function pick the people; Manager picks reps in the Team view and the rows in the Manager view', async () => {
    const all = await expected('rep', 'all')
    const riley = await page(ADMIN, { role: 'company_admin', group: 'rep', ...MONTH, filter: { rep: ['Riley Rep'] } })
    expect(riley.result).toEqual(all.filter((r) => r.name === 'Riley Rep'))
    const functions = await rows<{ id: number }>("select id from users where function = 'BDR'")
    const bdrs = await page(ADMIN, { role: 'company_admin', group: 'rep', ...MONTH, filter: { function: ['BDR'] } })
    expect(bdrs.result).toEqual(all.filter((r) => functions.some((f) => f.id === r.id)))
    const morganReps = await page(ADMIN, { role: 'company_admin', group: 'rep', ...MONTH, filter: { manager: ['Morgan Manager'] } })
    expect(morganReps.result).toEqual(all.filter((r) => r.manager_name?.split(', ').includes('Morgan Manager')))

    const managers = await expected('manager', 'all')
    const morgan = await page(ADMIN, { role: 'company_admin', group: 'manager', ...MONTH, filter: { manager: ['Morgan Manager'] } })
    expect(morgan.result).toEqual(managers.filter((r) => r.name === 'Morgan Manager'))
    // The Rep filter in the Manager view: Morgan's row counts Riley alone.
    const onlyRiley = await page(ADMIN, { role: 'company_admin', group: 'manager', ...MONTH, filter: { rep: ['Riley Rep'] } })
    const rileyRow = all.find((r) => r.name === 'Riley Rep') as TActivityReviewRow
    expect(onlyRiley.result.map((r) => r.name)).toEqual(['Morgan Manager'])
    expect(onlyRiley.result[0]).toMatchObject({
      team_members: ['Riley Rep'],
      calls: rileyRow.calls,
      ama_questions: rileyRow.ama_questions,
      crm_updates: rileyRow.crm_updates,
      notetaker_adoption: rileyRow.notetaker_adoption,
      checklist_adoption: rileyRow.checklist_adoption,
    })
  })

  it('pages of take/skip with the total of every row; 100 values in one filter are fine', async () => {
    const all = await page(ADMIN, { role: 'company_admin', group: 'rep', ...MONTH })
    const second = await page(ADMIN, { role: 'company_admin', group: 'rep', ...MONTH, take: 3, skip: 3 })
    expect(second.total).toBe(all.total)
    expect(second.result).toEqual(all.result.slice(3, 6))
    const many = Array.from({ length: 99 }, (_, i) => `Nobody ${i}`)
    const hundred = await page(ADMIN, { role: 'company_admin', group: 'rep', ...MONTH, filter: { rep: [...many, 'Riley Rep'] } })
    expect(hundred.result.map((r) => r.name)).toEqual(['Riley Rep'])
  })

  it('distinct mode lists the people, managers and functions of the scope', async () => {
    const res = await post(ADMIN, 'reports/activity-review', { role: 'company_admin', distinct: true })
    expect(res.statusCode, res.body).toBe(200)
    const [lists, labels] = res.json().data
    expect(lists.rep).toContain('Riley Rep')
    expect(lists.manager).toEqual(expect.arrayContaining(['Drew Director', 'Morgan Manager']))
    expect(lists.manager).not.toContain('Riley Rep')
    expect(lists.function).toEqual(expect.arrayContaining(['AE', 'BDR']))
    expect(labels.schema.function).toMatchObject({ label: 'Function', category: 'Rep' })
    const mine = (await post(REP, 'reports/activity-review', { role: 'company_admin', distinct: true })).json().data[0]
    expect(mine).toEqual({ rep: ['Riley Rep'], manager: [], function: ['Tech'] })
  })
})

describe('scope — the first role counts; a scope the user may not use falls back, never widens', () => {
  it('a rep asking for Admin (or a list led by it) sees only their own row, no manager rows, and exports only it', async () => {
    const riley = await userId(REP)
    const mine = await page(REP, { role: 'company_admin', group: 'rep', ...MONTH })
    expect(mine.result).toEqual(await expected('rep', [riley]))
    expect(mine.result.map((r) => r.email)).toEqual([REP])
    expect((await page(REP, { role: ['company_admin', 'org'], group: 'manager', ...MONTH })).result).toEqual([])
    const filtered = await page(REP, { role: 'company_admin', group: 'rep', ...MONTH, filter: { rep: ['Sasha Sales'] } })
    expect(filtered.total).toBe(0)
    const exported = await post(REP, 'reports/activity-review/export?format=csv', { role: 'company_admin', group: 'rep', ...MONTH })
    expect(exported.body.trim().split('\n').length).toBe(2)
  })

  it('a manager on Myself sees their own row in the Manager view, without their team', async () => {
    const mine = await page(MANAGER, { role: 'user', group: 'manager', ...MONTH })
    const own = (await expected('rep', [await userId(MANAGER)]))[0] as TActivityReviewRow
    expect(mine.result).toEqual([{ ...own, team_members: [], manager_name: null }])
  })

  it("a manager's My team is them and their direct reports; Admin falls back to My org", async () => {
    const morgan = await userId(MANAGER)
    const reports = (await rows<{ user_id: number }>('select user_id from user_managers where manager_id = $1', [morgan])).map((r) => r.user_id)
    const team = await page(MANAGER, { role: 'team', group: 'rep', ...MONTH })
    expect(team.result).toEqual(await expected('rep', [morgan, ...reports]))
    const org = await page(MANAGER, { role: 'org', group: 'manager', ...MONTH })
    expect(await page(MANAGER, { role: 'company_admin', group: 'manager', ...MONTH })).toEqual(org)
    expect(org.total).toBeLessThan((await page(ADMIN, { role: 'company_admin', group: 'manager', ...MONTH })).total)
  })

  it('a user whose menu lacks the report (a BDR, an AE rep) gets 403 on every call', async () => {
    for (const email of [BDR, 'sasha.sales@northwind.example']) {
      for (const url of ['reports/activity-review', 'users/activityReview', 'reports/activity-review/export?format=csv']) {
        expect((await post(email, url, {})).statusCode).toBe(403)
      }
    }
  })
})

describe('bad input', () => {
  it('"Activity review: 3 months back": a longer range is a 400 saying so', async () => {
    const error = await badRequest({ startTime: NOW_S - 100 * DAY, endTime: NOW_S })
    expect(error.message).toBe('Date range can start at most 3 months ago.')
    expect(error.fields).toEqual([{ field: 'startTime', message: 'Date range can start at most 3 months ago.' }])
    expect((await post(ADMIN, 'reports/activity-review', { take: 5, startTime: NOW_S - 85 * DAY, endTime: NOW_S })).statusCode).toBe(200)
    expect((await badRequest({ startTime: NOW_S - DAY, endTime: NOW_S + 5 * DAY })).fields?.[0]?.field).toBe('endTime')
    expect((await badRequest({ startTime: NOW_S - DAY })).fields?.[0]?.field).toBe('endTime')
  })

  it.each([
    ['a group other than manager or rep', { group: 'month' }, 'group', "group must be 'manager' or 'rep'."],
    ['a filter this report does not have', { filter: { call_source: ['orum'] } }, 'filter.call_source', 'Not a filter of this report.'],
    ['a sort field outside the map', { sort: { field: 'team_members', type: 'asc' } }, 'sort.field', null],
    ['an unknown body key', { colour: 'red' }, '', null],
    ['1,001 values in one filter', { filter: { rep: Array.from({ length: 1001 }, (_, i) => `R${i}`) } }, 'filter', null],
    ['a time that is not a number', { startTime: 'yesterday', endTime: NOW_S }, 'startTime', null],
    ['take over 100', { take: 500 }, 'take', null],
  ])('refuses %s', async (_what, body, field, message) => {
    const error = await badRequest(body)
    expect(error.message.length).toBeGreaterThan(0)
    if (field) expect(error.fields?.map((f) => f.field).join(',')).toContain(field)
    if (message) expect(error.fields?.find((f) => f.field === field)?.message).toBe(message)
  })
})

describe('POST /api/reports/activity-review/export', () => {
  it('streams every row of the view as CSV in the table order, formulas neutralised', async () => {
    const view = await page(ADMIN, { role: 'company_admin', group: 'rep', ...MONTH, sort: { field: 'calls', type: 'desc' } })
    const res = await post(ADMIN, 'reports/activity-review/export?format=csv&tz=UTC', {
      role: 'company_admin',
      group: 'rep',
      ...MONTH,
      sort: { field: 'calls', type: 'desc' },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-disposition']).toMatch(/activity-review-team-2026-11-02\.csv/)
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n')
    expect(lines[0]).toBe(
      'Name,Email,Manager,Last activity,Activity,Notetaker adoption (%),Recorded,Eligible,Checklist adoption (%),Analysed calls,CRM updates,Questions asked,Calls',
    )
    expect(lines.length - 1).toBe(view.total)
    const riley = view.result.find((r) => r.email === REP) as TActivityReviewRow
    const line = lines.find((l) => l.includes(REP))
    expect(line).toBe(
      [
        'Riley Rep',
        REP,
        'Morgan Manager',
        '2026-11-02 08:59',
        'Asked a question',
        riley.notetaker_adoption,
        riley.recorded,
        riley.eligible,
        riley.checklist_adoption ?? '',
        riley.analysed_calls,
        riley.crm_updates,
        riley.ama_questions,
        riley.calls,
      ].join(','),
    )
    expect(lines.slice(1).map((l) => Number(l.split(',').at(-1)))).toEqual(view.result.map((r) => r.calls))

    await t.db.pool.query("update users set name = '=HYPERLINK(\"http://evil.example\")' where email = 'sasha.sales@northwind.example'")
    const evil = await post(ADMIN, 'reports/activity-review/export?format=csv&tz=UTC', { role: 'company_admin', group: 'rep', ...MONTH })
    expect(evil.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    await t.db.pool.query("update users set name = 'Sasha Sales' where email = 'sasha.sales@northwind.example'")
  })

  it('answers .xlsx of the Manager view with the team lists, and 400 no_data when nothing matches', async () => {
    const view = await page(ADMIN, { role: 'company_admin', group: 'manager', ...MONTH })
    const xlsx = await post(ADMIN, 'reports/activity-review/export?format=xlsx&tz=UTC', { role: 'company_admin', group: 'manager', ...MONTH })
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.headers['content-disposition']).toMatch(/activity-review-managers-2026-11-02\.xlsx/)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer)
    const sheet = book.getWorksheet('Activity Review - Manager')
    expect(((sheet?.getRow(1).values ?? []) as unknown[]).slice(1, 4)).toEqual(['Name', 'Email', 'Team members'])
    expect((sheet?.actualRowCount ?? 0) - 1).toBe(view.total)
    const morgan = view.result.find((r) => r.email === MANAGER) as TActivityReviewRow
    for (let i = 2; i <= (sheet?.actualRowCount ?? 1); i++) {
      const row = sheet?.getRow(i)
      if (row?.getCell(2).value !== MANAGER) continue
      expect(row.getCell(3).value).toBe(morgan.team_members.join(', '))
      expect(row.getCell(11).value).toBe(morgan.crm_updates)
      expect(row.getCell(13).value).toBe(morgan.calls)
    }
    const none = await post(ADMIN, 'reports/activity-review/export?format=csv', { filter: { rep: ['Nobody at all'] } })
    expect(none.statusCode).toBe(400)
    expect(none.json().error).toMatchObject({ code: 'no_data', message: 'No data available to export.' })
  })
})
