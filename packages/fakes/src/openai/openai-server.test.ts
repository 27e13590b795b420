import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type FakeOpenAI, startFakeOpenAI } from './openai-server'

const KEY = 'sk-test-0123456789'
const SCHEMA = {
  type: 'object',
  properties: {
    summary: { type: 'string' },
    score: { type: 'integer', minimum: 0, maximum: 100 },
    severity: { type: 'string', enum: ['High', 'Medium', 'Low'] },
    timestamp: { type: 'string' },
    signalId: { type: 'integer' },
    owner: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    items: { type: 'array', items: { $ref: '#/$defs/item' } },
  },
  required: ['summary', 'score', 'severity', 'timestamp', 'signalId', 'owner', 'items'],
  additionalProperties: false,
  $defs: { item: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'], additionalProperties: false } },
}
const PROMPT = 'Checklist: - id 42 · Pain\n[00:03:15] Pat Prospect (prospect): Our onboarding takes three weeks and that hurts.'

let fake: FakeOpenAI
beforeAll(async () => {
  fake = await startFakeOpenAI({ apiKey: KEY })
})
afterAll(() => fake.stop())
beforeEach(() => fake.reset())

const chat = (body: Record<string, unknown>, key = KEY) =>
  fetch(`${fake.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: PROMPT }], ...body }),
  })

/** Reads an SSE body the way any client would: `data:` lines separated by blank lines. */
async function sseEvents(res: Response): Promise<string[]> {
  const text = await res.text()
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      expect(block.startsWith('data: ')).toBe(true)
      return block.slice('data: '.length)
    })
}

describe('fake OpenAI-compatible server', () => {
  it('answers a chat completion in OpenAI’s shape with usage', async () => {
    const res = await chat({})
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({
      object: 'chat.completion',
      model: 'gpt-4o-mini',
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant' } }],
    })
    expect(body.id).toMatch(/^chatcmpl-/)
    expect(body.choices[0].message.content).toContain('onboarding')
    expect(body.usage.total_tokens).toBe(body.usage.prompt_tokens + body.usage.completion_tokens)
  })

  it('streams SSE chunks with deltas, usage in the last chunk when asked, then [DONE]', async () => {
    const res = await chat({
      stream: true,
      stream_options: { include_usage: true },
      response_format: { type: 'json_schema', json_schema: { name: 'r', schema: SCHEMA, strict: true } },
    })
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const events = await sseEvents(res)
    expect(events.at(-1)).toBe('[DONE]')
    const chunks = events.slice(0, -1).map((e) => JSON.parse(e))
    expect(chunks.every((c) => c.object === 'chat.completion.chunk')).toBe(true)
    expect(chunks[0].choices[0].delta.role).toBe('assistant')
    const content = chunks.map((c) => c.choices[0]?.delta?.content ?? '').join('')
    expect(chunks.length).toBeGreaterThan(4)
    const finish = chunks.find((c) => c.choices[0]?.finish_reason)
    expect(finish.choices[0].finish_reason).toBe('stop')
    const last = chunks.at(-1)
    expect(last.choices).toEqual([])
    expect(last.usage.completion_tokens).toBeGreaterThan(0)
    expect(chunks.slice(0, -1).every((c) => c.usage === null)).toBe(true)
    expect(JSON.parse(content)).toMatchObject({ signalId: 42 })
  })

  it('leaves usage out of the stream unless stream_options.include_usage is set', async () => {
    const events = await sseEvents(await chat({ stream: true }))
    const chunks = events.slice(0, -1).map((e) => JSON.parse(e))
    expect(chunks.some((c) => 'usage' in c)).toBe(false)
  })

  it('answers json_schema with a schema-valid object built from the prompt', async () => {
    const body = await (await chat({ response_format: { type: 'json_schema', json_schema: { name: 'r', schema: SCHEMA, strict: true } } })).json()
    const value = JSON.parse(body.choices[0].message.content)
    expect(Object.keys(value).sort()).toEqual([...SCHEMA.required].sort())
    expect(value.score).toBeGreaterThanOrEqual(0)
    expect(value.score).toBeLessThanOrEqual(100)
    expect(Number.isInteger(value.score)).toBe(true)
    expect(['High', 'Medium', 'Low']).toContain(value.severity)
    expect(value.timestamp).toBe('00:03:15')
    expect(value.signalId).toBe(42)
    expect(typeof value.owner).toBe('string')
    expect(value.items[0].text).toMatch(/onboarding/)
  })

  it('answers json_object with a JSON object', async () => {
    const body = await (await chat({ response_format: { type: 'json_object' } })).json()
    expect(typeof JSON.parse(body.choices[0].message.content)).toBe('object')
  })

  it('uses a scripted responder when given one', async () => {
    fake.respondWith((request) => ({ echoed: request.model }))
    const body = await (await chat({})).json()
    expect(JSON.parse(body.choices[0].message.content)).toEqual({ echoed: 'gpt-4o-mini' })
  })

  it('refuses a missing or wrong key with OpenAI’s 401 bodies', async () => {
    const wrong = await chat({}, 'sk-wrong-key-9999')
    expect(wrong.status).toBe(401)
    expect((await wrong.json()).error).toMatchObject({ code: 'invalid_api_key', type: 'invalid_request_error' })
    const none = await fetch(`${fake.baseUrl}/models`)
    expect(none.status).toBe(401)
  })

  it('fails on demand: 429 with Retry-After, then 500, then recovers', async () => {
    fake.failNext(429, 1, { retryAfterSeconds: 3 })
    fake.failNext(500)
    const limited = await chat({})
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('3')
    expect((await limited.json()).error.code).toBe('rate_limit_exceeded')
    const broken = await chat({})
    expect(broken.status).toBe(500)
    expect((await broken.json()).error.type).toBe('server_error')
    expect((await chat({})).status).toBe(200)
    expect(fake.requests.map((r) => r.status)).toEqual([429, 500, 200])
  })

  it('rejects malformed requests with 400 and unknown paths with 404', async () => {
    const res = await chat({ messages: [] })
    expect(res.status).toBe(400)
    expect((await res.json()).error.message).toMatch(/messages/)
    const bad = await chat({ response_format: { type: 'json_schema', json_schema: { name: 'x' } } })
    expect(bad.status).toBe(400)
    const missing = await fetch(`${fake.baseUrl}/responses`, { method: 'POST', headers: { authorization: `Bearer ${KEY}` }, body: '{}' })
    expect(missing.status).toBe(404)
  })

  it('lists models and logs every request with its body and headers', async () => {
    const res = await fetch(`${fake.baseUrl}/models`, { headers: { authorization: `Bearer ${KEY}` } })
    const body = await res.json()
    expect(body.object).toBe('list')
    expect(body.data.map((m: { id: string }) => m.id)).toContain('gpt-4o-mini')
    await chat({ temperature: 0 })
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/models', 'POST /v1/chat/completions'])
    expect(fake.requests[1]?.body).toMatchObject({ temperature: 0 })
    expect(fake.requests[1]?.headers.authorization).toBe(`Bearer ${KEY}`)
  })

  it('refuses unknown models when a model list is given', async () => {
    const strict = await startFakeOpenAI({ models: ['llama3.1'] })
    try {
      const res = await fetch(`${strict.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] }),
      })
      expect(res.status).toBe(404)
      expect((await res.json()).error.code).toBe('model_not_found')
    } finally {
      await strict.stop()
    }
  })
})
