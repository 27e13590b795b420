import { type FakeChatRequest, type FakeOpenAI, startFakeOpenAI } from '@parley/fakes/openai/openai-server'
import { AMA_QUESTION_REQUIRED_MESSAGE } from '@parley/shared/rules/ama-retrieval'
import { type TDealEndLine, type TDealStreamLine, ZDealMessagesResponse, ZDealStreamLine } from '@parley/shared/schemas/deal-insights'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/test-app'
import { AMA_DEAL_SYSTEM_PROMPT } from './ama-deal-llm.prompt'

// A company admin may open every call of a deal, so answers may cite any of them (others see only the calls they may open).
const ADMIN = 'avery.admin@northwind.example'
const REP = 'sasha.sales@northwind.example'
const PRICING = 'What did they say about pricing or budget?'

let t: TestApp
let dealId: number
let otherDealId: number
let callIds: number[]
let acmeDealId: number
const one = async <T>(app: TestApp, q: string, params: unknown[] = []) => (await app.db.pool.query(q, params)).rows[0] as T

/** The Northwind deal with the most recorded calls that talk about pricing, and another deal. */
async function pricingDeal(app: TestApp): Promise<{ dealId: number; ids: number[] }> {
  const row = await one<{ deal_id: number; ids: number[] }>(
    app,
    `select md.deal_id, array_agg(m.id order by m.id) ids from meeting_deals md join meetings m on m.id = md.meeting_id
     join companies c on c.id = m.company_id
     where c.name ilike 'northwind%' and md.is_primary and m.deleted_at is null
     group by md.deal_id
     having count(*) >= 2 and sum((select count(*) from transcript_segments s where s.meeting_id = m.id and s.search @@ to_tsquery('english', 'price | pricing'))) > 0
     order by count(*) desc, md.deal_id limit 1`,
  )
  return { dealId: row.deal_id, ids: row.ids }
}

const ask = async (app: TestApp, who: string, payload: object) =>
  app.app.inject({ method: 'POST', url: '/api/ama/deal/question', headers: await app.as(who), payload })
const messages = async (app: TestApp, who: string, query: string) =>
  app.app.inject({ method: 'GET', url: `/api/ama/deal/messages?${query}`, headers: await app.as(who) })
const linesOf = (body: string): TDealStreamLine[] =>
  body
    .trim()
    .split('\n')
    .map((l) => ZDealStreamLine.parse(JSON.parse(l)))
const endOf = (lines: TDealStreamLine[]) => lines.at(-1) as TDealEndLine

beforeAll(async () => {
  t = await buildTestApp()
  const deal = await pricingDeal(t)
  dealId = deal.dealId
  callIds = deal.ids
  otherDealId = (
    await one<{ id: number }>(t, 'select id from deals where company_id = (select company_id from deals where id = $1) and id <> $1 order by id limit 1', [
      dealId,
    ])
  ).id
  acmeDealId = (
    await one<{ id: number }>(t, `select d.id from deals d join companies c on c.id = d.company_id where c.name ilike 'acme%' order by d.id limit 1`)
  ).id
})
afterAll(async () => t?.close())

describe('POST /api/ama/deal/question (embedded answerer)', () => {
  let threadId = 0

  it("streams status, reasoning, answer and end lines, citing a moment of one of the deal's calls", async () => {
    const res = await ask(t, ADMIN, { deal_id: dealId, question: PRICING })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/x-ndjson')
    const lines = linesOf(res.body)
    expect(lines[0]).toEqual({ status: "Searching the deal's calls and e-mails…" })
    expect(lines.some((l) => 'reasoning' in l)).toBe(true)
    expect(lines.find((l): l is { answer: string } => 'answer' in l)?.answer).toMatch(/: “.+”$/)
    const end = endOf(lines)
    expect(end).toMatchObject({ end: true, no_answer: false, error: null })
    threadId = end.thread_id
    const cited = end.citations.find((c) => c.kind === 'call')
    if (cited?.kind !== 'call') throw new Error('no call cited')
    expect(callIds).toContain(cited.call_id)
    // The cited moment is a real line of that call, said at that second.
    const segment = await one<{ n: number }>(
      t,
      'select count(*)::int n from transcript_segments where meeting_id = $1 and start_ms / 1000 = $2 and text = $3',
      [cited.call_id, cited.seconds, cited.text],
    )
    expect(segment.n).toBe(1)
  })

  it("searches the deal's e-mails too, and cites the e-mail", async () => {
    await t.db.pool.query(
      `insert into emails (company_id, deal_id, subject, from_email, direction, received_at, body)
       select company_id, id, 'Procurement', 'cfo@buyer.example', 'INCOMING_EMAIL', now(), 'Our procurement team needs the zeppelin clause signed before Friday.' from deals where id = $1`,
      [dealId],
    )
    const end = endOf(linesOf((await ask(t, ADMIN, { deal_id: dealId, thread_id: threadId, question: 'What about the zeppelin clause?' })).body))
    expect(end.thread_id).toBe(threadId)
    expect(end.citations[0]).toMatchObject({ kind: 'email', subject: 'Procurement', speaker: 'cfo@buyer.example' })
  })

  it("answers 'NA' when nothing of the deal matches", async () => {
    const end = endOf(linesOf((await ask(t, ADMIN, { deal_id: dealId, thread_id: threadId, question: 'xylophone quasar?' })).body))
    expect(end).toMatchObject({ no_answer: true, citations: [] })
  })

  it("answers 'Why was this deal lost?' from its calls' analyses: the unanswered concerns, each cited", async () => {
    const deal = await one<{ deal_id: number }>(
      t,
      `select md.deal_id from meeting_deals md join meetings m on m.id = md.meeting_id join analysis_results r on r.meeting_id = m.id
       join companies c on c.id = m.company_id
       where c.name ilike 'northwind%' and md.is_primary and m.deleted_at is null
         and exists (select 1 from jsonb_array_elements(r.raw -> 'objections') o where o ->> 'handlingGrade' <> 'Handled')
       limit 1`,
    )
    const lines = linesOf((await ask(t, ADMIN, { deal_id: deal.deal_id, question: 'Why was this deal lost?' })).body)
    const answer = lines.find((l): l is { answer: string } => 'answer' in l)?.answer ?? ''
    expect(answer).toMatch(/^From the deal's calls: concerns about .+ were raised and never fully answered/)
    const end = endOf(lines)
    expect(end.no_answer).toBe(false)
    expect(end.citations.length).toBeGreaterThan(0)
    const calls = await t.db.pool.query<{ meeting_id: number }>('select meeting_id from meeting_deals where deal_id = $1 and is_primary', [deal.deal_id])
    for (const c of end.citations) if (c.kind === 'call') expect(calls.rows.map((r) => r.meeting_id)).toContain(c.call_id)
  })

  it('keeps threads per user and deal: the list by deal, the history by thread, oldest first', async () => {
    const list = ZDealMessagesResponse.parse((await messages(t, ADMIN, `deal_id=${dealId}`)).json()).data
    expect(list.threads.map((th) => th.id)).toEqual([threadId])
    expect(list.threads[0]?.title).toBe(PRICING)
    expect(list.messages).toEqual([])
    expect(list.suggestions).toContain(PRICING)
    const history = ZDealMessagesResponse.parse((await messages(t, ADMIN, `thread_id=${threadId}`)).json()).data
    expect(history.thread?.deal_id).toBe(dealId)
    expect(history.messages.map((m) => m.message_type)).toEqual(['question', 'answer', 'question', 'answer', 'question', 'answer'])
    expect(history.messages[1]?.question_id).toBe(history.messages[0]?.id)
    expect(history.messages[1]?.citations.length).toBeGreaterThan(0)
    // A new question without thread_id starts a second thread.
    const second = endOf(linesOf((await ask(t, ADMIN, { deal_id: dealId, question: 'Who signs the order form?' })).body))
    expect(second.thread_id).not.toBe(threadId)
    // Another user has threads of their own.
    expect(ZDealMessagesResponse.parse((await messages(t, REP, `deal_id=${dealId}`)).json()).data.threads).toEqual([])
  })

  it("does not find another user's thread, a thread of another deal, or another company's deal (404), storing nothing", async () => {
    const before = await one<{ n: number }>(t, 'select count(*)::int n from chat_messages')
    expect((await ask(t, REP, { deal_id: dealId, thread_id: threadId, question: 'pricing?' })).statusCode).toBe(404)
    expect((await ask(t, ADMIN, { deal_id: otherDealId, thread_id: threadId, question: 'pricing?' })).statusCode).toBe(404)
    expect((await ask(t, ADMIN, { deal_id: acmeDealId, question: 'pricing?' })).statusCode).toBe(404)
    expect((await messages(t, REP, `thread_id=${threadId}`)).statusCode).toBe(404)
    expect((await messages(t, ADMIN, `deal_id=${acmeDealId}`)).statusCode).toBe(404)
    expect((await messages(t, ADMIN, `deal_id=${otherDealId}&thread_id=${threadId}`)).statusCode).toBe(404)
    expect((await one<{ n: number }>(t, 'select count(*)::int n from chat_messages')).n).toBe(before.n)
  })

  it('refuses bad input with field messages', async () => {
    const empty = await ask(t, ADMIN, { deal_id: dealId, question: '  ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.fields).toEqual([{ field: 'question', message: AMA_QUESTION_REQUIRED_MESSAGE }])
    expect((await ask(t, ADMIN, { question: 'pricing?' })).json().error.fields[0].field).toBe('deal_id')
    const none = await messages(t, ADMIN, '')
    expect(none.statusCode).toBe(400)
    expect(none.json().error.fields[0]).toEqual({ field: 'deal_id', message: 'Choose a deal or a thread.' })
  })

  it('needs a sign-in', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/ama/deal/question', payload: { deal_id: dealId, question: 'pricing?' } })).statusCode).toBe(401)
  })
})

describe('with an LLM configured', () => {
  let fake: FakeOpenAI
  let llm: TestApp
  let llmDeal: { dealId: number; ids: number[] }

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    llm = await buildTestApp({ LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'gpt-4o-mini' })
    llmDeal = await pricingDeal(llm)
  })
  afterAll(async () => {
    await llm?.close()
    await fake?.stop()
  })

  const chats = () => fake.requests.filter((r) => r.path.endsWith('/chat/completions')).map((r) => r.body as FakeChatRequest)

  it("sends only the deal's passages as data and keeps only citations of retrieved moments", async () => {
    let given = ''
    fake.respondWith((request) => {
      given = String(request.messages.find((m) => m.role === 'user')?.content).match(/\[(C\d+@\d{2}:\d{2}:\d{2})\]/)?.[1] ?? ''
      return { reasoning: 'They spoke about price.', answer: 'The price is high.', cited: [given, 'C999999@09:59:59'] }
    })
    const end = endOf(linesOf((await ask(llm, ADMIN, { deal_id: llmDeal.dealId, question: PRICING })).body))
    expect(end.error).toBeNull()
    expect(end.citations).toHaveLength(1)
    const cited = end.citations[0]
    if (cited?.kind !== 'call') throw new Error('no call cited')
    expect(`C${cited.call_id}@${cited.timestamp}`).toBe(given)
    expect(llmDeal.ids).toContain(cited.call_id)
    const request = chats().at(-1)
    expect(request?.messages.find((m) => m.role === 'system')?.content).toBe(AMA_DEAL_SYSTEM_PROMPT)
    const user = String(request?.messages.find((m) => m.role === 'user')?.content)
    const ids = [...user.matchAll(/\[C(\d+)@/g)].map((m) => Number(m[1]))
    for (const id of ids) expect(llmDeal.ids).toContain(id)
  })

  it('ends with an error line when the model fails, and stores the failure', async () => {
    fake.respondWith(undefined)
    fake.failNext(500, 5)
    const end = endOf(linesOf((await ask(llm, ADMIN, { deal_id: llmDeal.dealId, question: PRICING })).body))
    expect(end.error).toBe('Something went wrong while answering. Please try again.')
    expect((await one<{ error: string | null }>(llm, 'select error from chat_messages where id = $1', [end.answer_id])).error).toBeTruthy()
    fake.reset()
  })
})
