import { readFileSync } from 'node:fs'
import { type FakeChatRequest, type FakeOpenAI, startFakeOpenAI } from '@parley/fakes/openai/openai-server'
import { type AnalysisOutcome, type TAnalysisResult, type TSegment, ZAnalysisResult } from '@parley/shared/schemas/analysis'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DISCOVERY_CONTEXT, DISCOVERY_SEGMENTS } from './fixtures/discovery-call'
import { createOpenAICompatibleAnalyzer, type OpenAICompatibleAnalyzerOptions } from './openai-compatible.analyzer'
import { createLlmClient } from './openai-compatible.client'
import { groundResult } from '../../result-grounding'
import { mapChunkAnalysis } from './openai-compatible.mapper'
import { ZLlmChunkAnalysis } from './openai-compatible.schema'

const KEY = 'sk-parley-test-key-0001'
const STRICT_ANSWER: unknown = JSON.parse(readFileSync(new URL('./fixtures/chunk-answer.strict.json', import.meta.url), 'utf8'))

const BUILT_IN: TAnalysisResult = { ...mapChunkAnalysis({}, { context: DISCOVERY_CONTEXT, segments: DISCOVERY_SEGMENTS }), summary: 'Built-in summary.' }
const embedded = async (): Promise<AnalysisOutcome> => ({ result: BUILT_IN, engine: 'embedded', model: null })

let fake: FakeOpenAI
let delays: number[]
beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: KEY })
})
afterAll(() => fake.stop())
beforeEach(() => {
  fake.reset()
  delays = []
})

const analyzer = (options: OpenAICompatibleAnalyzerOptions & { apiKey?: string; timeoutMs?: number } = {}) =>
  createOpenAICompatibleAnalyzer(
    { baseUrl: fake.baseUrl, apiKey: options.apiKey ?? KEY, model: 'gpt-4o-mini', timeoutMs: options.timeoutMs ?? 10_000 },
    embedded,
    {
      ...options,
      retry: { sleep: async (ms) => void delays.push(ms), ...options.retry },
    },
  )
const chatRequests = () => fake.requests.filter((r) => r.path === '/v1/chat/completions')
const bodyOf = (i: number) => chatRequests()[i]?.body as FakeChatRequest
const userPrompt = (request: FakeChatRequest) => String(request.messages.find((m) => m.role === 'user')?.content)

/** A long call: the discovery call repeated, 40 minutes apart each time. */
function longCall(times: number): TSegment[] {
  return Array.from({ length: times }, (_, i) =>
    DISCOVERY_SEGMENTS.map((s) => ({ ...s, startMs: s.startMs + i * 400_000, endMs: s.endMs + i * 400_000 })),
  ).flat()
}

describe('openai-compatible analyzer against the fake endpoint', () => {
  it('sends one strict json_schema chat completion built from the context and returns a validated result', async () => {
    const outcome = await analyzer().analyze(DISCOVERY_SEGMENTS, DISCOVERY_CONTEXT)
    expect(outcome.engine).toBe('openai-compatible')
    expect(outcome.note).toBeUndefined()
    expect(outcome.model).toBe('gpt-4o-mini')
    expect(outcome.usage?.inputTokens).toBeGreaterThan(100)
    expect(outcome.usage?.outputTokens).toBeGreaterThan(10)
    expect(ZAnalysisResult.safeParse(outcome.result).success).toBe(true)
    // The fake fills the schema from the prompt: its signal ids come from our checklist lines.
    expect(outcome.result.checklist.map((c) => c.signalId)).toEqual([11, 12, 13, 14])

    expect(chatRequests()).toHaveLength(1)
    const request = chatRequests()[0]
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`)
    const body = bodyOf(0)
    expect(body.model).toBe('gpt-4o-mini')
    expect(body.stream).toBeFalsy()
    expect(body.response_format?.type).toBe('json_schema')
    expect(body.response_format?.json_schema).toMatchObject({ name: 'call_analysis', strict: true })
    expect(body.response_format?.json_schema?.schema).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: expect.arrayContaining(['summary', 'checklist', 'forecast']),
    })
    expect(body.messages[0]?.role).toBe('system')
    const prompt = userPrompt(body)
    expect(prompt).toContain('[00:00:21] Pat Prospect (prospect): Sure. Honestly onboarding new reps takes us about three weeks')
    expect(prompt).toContain('- id 11 · Pain or priority [checklist]: A deal without pain stalls. (listen for: "biggest pain", "struggl")')
    expect(prompt).toContain('Objection categories (sub-categories), use these names: Pricing (Budget, Price too high); Competitor')
    expect(prompt).toContain('- id 14 · Objections [insight] (listen for: "too expensive")')
    expect(prompt).toContain('- Riley Rep (rep) <riley.rep@northwind.example>')
    expect(prompt).toContain('Competitors to watch for: Gong, Chorus')
    expect(prompt).toContain('Deal stage: Qualification')
  })

  it('maps what the model answered', async () => {
    fake.respondWith(() => STRICT_ANSWER)
    const outcome = await analyzer().analyze(DISCOVERY_SEGMENTS, DISCOVERY_CONTEXT)
    // The mapped answer, held to the transcript and to itself (the model listed an objection but left its signal pending).
    const mapped = mapChunkAnalysis(STRICT_ANSWER, { context: DISCOVERY_CONTEXT, segments: DISCOVERY_SEGMENTS })
    expect(outcome.result).toEqual(groundResult(mapped, DISCOVERY_SEGMENTS, DISCOVERY_CONTEXT).result)
    expect(outcome.result.summary).toMatch(/^Pat described a three-week rep onboarding/)
    expect(outcome.result.checklist.find((c) => c.uniqueName === 'objections')?.status).toBe(mapped.objections.length > 0 ? 'done' : 'pending')
  })

  it('rejects an invented quote and keeps the real ones, placed on the line they come from', async () => {
    fake.respondWith(() => {
      const answer = structuredClone(STRICT_ANSWER) as {
        checklist: { signalId: number; status: string; score: number; snippets: { text: string; timestamp: string; speaker: string | null }[] }[]
        objections: { evidence: string; timestamp: string }[]
        competitorMentions: { competitor: string; count: number; snippets: unknown[] }[]
      }
      // A real quote with the wrong time and speaker, and an invented one, on the pain signal.
      answer.checklist[0] = {
        ...answer.checklist[0],
        status: 'done',
        score: 80,
        snippets: [
          { text: 'onboarding new reps takes us about three weeks', timestamp: '00:09:00', speaker: 'Someone' },
          { text: 'We are losing two million a year to churn', timestamp: '00:01:00', speaker: 'Pat Prospect' },
        ],
      }
      // Only an invented quote on the timeline signal: it is not shown as covered.
      const timeline = answer.checklist.find((c) => c.signalId === 12)
      if (timeline)
        Object.assign(timeline, { status: 'done', score: 90, snippets: [{ text: 'We must go live by June first', timestamp: '00:01:30', speaker: null }] })
      // An objection nobody raised, and a competitor nobody named.
      answer.objections.push({ ...answer.objections[0], evidence: 'Your security is a joke and legal will never approve it', timestamp: '00:03:00' } as never)
      answer.competitorMentions.push({ competitor: 'Chorus', count: 1, snippets: [] })
      return answer
    })
    const outcome = await analyzer().analyze(DISCOVERY_SEGMENTS, DISCOVERY_CONTEXT)
    const pain = outcome.result.checklist.find((c) => c.signalId === 11)
    expect(pain?.snippets).toEqual([{ text: 'onboarding new reps takes us about three weeks', timestamp: '00:00:21', speaker: 'Pat Prospect' }])
    expect(outcome.result.checklist.find((c) => c.signalId === 12)).toMatchObject({ status: 'pending', snippets: [] })
    expect(outcome.result.objections.some((o) => o.evidence.includes('joke'))).toBe(false)
    expect(outcome.result.competitorMentions.map((m) => m.competitor)).not.toContain('Chorus')
    expect(outcome.note).toMatch(/not found in the transcript were left out/)
  })

  it('chunks a long call, analyses each part, unions the lists and asks once more for the whole-call fields', async () => {
    fake.respondWith((request) => {
      if (request.response_format?.json_schema?.name === 'call_merge') {
        return {
          summary: 'The whole call, merged.',
          nextSteps: ['Pilot by Friday'],
          teamNextSteps: [],
          forecast: 'High Likely',
          followUpEmail: { subject: 'Recap', body: 'Hi Pat' },
        }
      }
      const part = Number(/part (\d+) of/.exec(userPrompt(request))?.[1])
      const answer = structuredClone(STRICT_ANSWER) as { checklist: { score: number }[]; summary: string }
      // Each part scores the pain signal differently; the merge keeps the best.
      if (answer.checklist[0]) answer.checklist[0].score = 50 + part
      answer.summary = `Part ${part}.`
      return answer
    })
    const segments = longCall(12)
    const outcome = await analyzer({ maxTokens: 800, overlapTokens: 100 }).analyze(segments, DISCOVERY_CONTEXT)
    const parts = chatRequests().length - 1
    expect(parts).toBeGreaterThanOrEqual(3)
    expect(bodyOf(parts).response_format?.json_schema?.name).toBe('call_merge')
    expect(userPrompt(bodyOf(parts))).toContain(`analysed in ${parts} consecutive parts`)
    expect(userPrompt(bodyOf(1))).toContain(`Transcript, part 2 of ${parts}`)
    // Every segment went to the model at least once.
    const sent = chatRequests()
      .slice(0, parts)
      .map((_, i) => userPrompt(bodyOf(i)))
      .join('\n')
    for (const s of segments) expect(sent).toContain(`${s.speaker} (${s.side}): ${s.text}`)

    expect(outcome.engine).toBe('openai-compatible')
    expect(outcome.result.summary).toBe('The whole call, merged.')
    expect(outcome.result.forecast).toBe('High Likely')
    expect(outcome.result.checklist.find((c) => c.signalId === 11)?.score).toBe(50 + parts)
    // The same objection and action items in every part: reported once.
    expect(outcome.result.objections).toHaveLength(1)
    expect(outcome.result.actionItems).toHaveLength(2)
    expect(outcome.usage?.inputTokens).toBeGreaterThan(parts * 800)
  })

  it('waits out a 429 as long as Retry-After says, then succeeds', async () => {
    fake.failNext(429, 1, { retryAfterSeconds: 2 })
    const outcome = await analyzer().analyze(DISCOVERY_SEGMENTS, DISCOVERY_CONTEXT)
    expect(outcome.engine).toBe('openai-compatible')
    expect(chatRequests().map((r) => r.status)).toEqual([429, 200])
    expect(delays).toEqual([2000])
  })

  it('backs off exponentially on 500s and then keeps the built-in analysis with a note', async () => {
    fake.failNext(500, 10)
    const outcome = await analyzer().analyze(DISCOVERY_SEGMENTS, DISCOVERY_CONTEXT)
    expect(outcome.engine).toBe('embedded')
    expect(outcome.result.summary).toBe('Built-in summary.')
    expect(outcome.note).toMatch(/^LLM analysis failed \(server error 500: The server had an error.*, after 4 attempts\); showing the built-in analysis$/)
    expect(chatRequests()).toHaveLength(4)
    expect(delays).toHaveLength(3)
    const [a, b, c] = delays as [number, number, number]
    expect(a).toBeGreaterThanOrEqual(800)
    expect(a).toBeLessThanOrEqual(1200)
    expect(b).toBeGreaterThanOrEqual(1600)
    expect(c).toBeGreaterThanOrEqual(3200)
    expect(c).toBeLessThanOrEqual(4800)
  })

  it('does not retry a refused key: auth-revoked, and the built-in analysis is kept', async () => {
    const outcome = await analyzer({ apiKey: 'sk-wrong-key-0002' }).analyze(DISCOVERY_SEGMENTS, DISCOVERY_CONTEXT)
    expect(outcome.engine).toBe('embedded')
    expect(outcome.note).toMatch(/^LLM analysis failed \(the endpoint refused the API key \(401: Incorrect API key provided/)
    expect(outcome.note).not.toContain('0002')
    expect(chatRequests().map((r) => r.status)).toEqual([401])
    expect(delays).toEqual([])

    const client = createLlmClient({ baseUrl: fake.baseUrl, apiKey: 'sk-wrong-key-0002', model: 'gpt-4o-mini', timeoutMs: 5000 })
    await expect(client.generateStructured({ system: 's', prompt: 'p', schema: ZLlmChunkAnalysis, name: 'x' })).rejects.toMatchObject({
      name: 'LlmCallError',
      kind: 'auth-revoked',
      status: 401,
      attempts: 1,
    })
  })

  it('does not retry an answer that is not JSON, and says so', async () => {
    fake.respondWith(() => 'Sure! Here is the analysis you asked for: the call went well.')
    const outcome = await analyzer().analyze(DISCOVERY_SEGMENTS, DISCOVERY_CONTEXT)
    expect(outcome.engine).toBe('embedded')
    expect(outcome.note).toBe("LLM analysis failed (the model's answer was not valid JSON of the requested shape); showing the built-in analysis")
    expect(chatRequests()).toHaveLength(1)
  })

  it('retries a request that times out', async () => {
    fake.stallNext(1500)
    const outcome = await analyzer({ timeoutMs: 300 }).analyze(DISCOVERY_SEGMENTS, DISCOVERY_CONTEXT)
    expect(outcome.engine).toBe('openai-compatible')
    expect(chatRequests()).toHaveLength(2)
    expect(delays).toHaveLength(1)
  })

  it('falls back with a note when the endpoint cannot be reached', async () => {
    const closed = await startFakeOpenAI()
    await closed.stop()
    const offline = createOpenAICompatibleAnalyzer({ baseUrl: closed.baseUrl, apiKey: KEY, model: 'm' }, embedded, {
      retry: { maxAttempts: 2, sleep: async (ms) => void delays.push(ms) },
    })
    const outcome = await offline.analyze(DISCOVERY_SEGMENTS, DISCOVERY_CONTEXT)
    expect(outcome.note).toMatch(/^LLM analysis failed \(could not reach the endpoint \(ECONNREFUSED\), after 2 attempts\)/)
  })

  it('sends nothing without an endpoint or without words, and returns the built-in result as is', async () => {
    const none = await createOpenAICompatibleAnalyzer(null, embedded).analyze(DISCOVERY_SEGMENTS, DISCOVERY_CONTEXT)
    const silent = await analyzer().analyze([{ speaker: 'A', side: 'rep', startMs: 0, endMs: 1000, text: ' ' }], DISCOVERY_CONTEXT)
    expect([none.note, silent.note]).toEqual([undefined, undefined])
    expect(none.engine).toBe('embedded')
    expect(chatRequests()).toHaveLength(0)
  })
})

describe('registered in the analyzer family', () => {
  it('is chosen when an endpoint is configured and falls back to the real embedded analysis', async () => {
    const { createAnalyzer } = await import('../../analyzer')
    const llm = createAnalyzer({ llm: { baseUrl: fake.baseUrl, apiKey: KEY, model: 'gpt-4o-mini' } })
    expect(llm.id).toBe('openai-compatible')
    expect((await llm.analyze(DISCOVERY_SEGMENTS, DISCOVERY_CONTEXT)).engine).toBe('openai-compatible')

    const refused = await createAnalyzer({ llm: { baseUrl: fake.baseUrl, apiKey: 'sk-revoked', model: null } }).analyze(DISCOVERY_SEGMENTS, DISCOVERY_CONTEXT)
    const builtIn = await createAnalyzer({ llm: null }).analyze(DISCOVERY_SEGMENTS, DISCOVERY_CONTEXT)
    expect(refused.engine).toBe('embedded')
    expect(refused.note).toMatch(/^LLM analysis failed \(the endpoint refused the API key \(401/)
    expect(refused.result).toEqual(builtIn.result)
  })
})
