import { type FakeChatRequest, type FakeOpenAI, startFakeOpenAI } from '@parley/fakes/openai/openai-server'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { callState, demoToken, recordedCalls, talksPrice } from './meeting-fixtures'
import { checkScreen, launchBrowser, signInAs } from './support/browser'
import { type RunningParley, startParley } from './support/parley'

// Ask Me Anything with an LLM configured, on a server of this file's own pointed at the
// OpenAI-compatible fake with a second, better model: the question box is disabled while an answer is pending, an
// 'NA' offers 'Try a better (but slower) model', which asks that model the same question, and a failed answer says
// so and reloads the history.

const SASHA = 'sasha.sales@northwind.example'
let browser: Browser
let server: RunningParley
let fake: FakeOpenAI
let callId = 0

const chats = () => fake.requests.filter((r) => r.path.endsWith('/chat/completions')).map((r) => r.body as FakeChatRequest)
/** The first passage time the answerer was given. */
const firstPassageTime = (request: FakeChatRequest) =>
  String(request.messages.find((m) => m.role === 'user')?.content).match(/\[(\d{2}:\d{2}:\d{2})\]/)?.[1] ?? ''

beforeAll(async () => {
  fake = await startFakeOpenAI()
  ;[browser, server] = await Promise.all([
    launchBrowser(),
    startParley({ templateDir: inject('e2eTemplateDir'), env: { LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'gpt-4o-mini', AMA_BETTER_MODEL: 'gpt-4o' } }),
  ])
  const token = await demoToken(server.url, SASHA)
  for (const c of await recordedCalls(server.url, token, 'user')) {
    const state = await callState(server.url, token, c.id)
    if (!state?.has_media || state.processing_status !== 2 || state.lines < 20) continue
    // Which calls are recent depends on today's date: pick one whose transcript the question finds passages in.
    if (await talksPrice(server.url, token, c.id)) {
      callId = c.id
      break
    }
  }
  expect(callId).toBeGreaterThan(0)
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await fake?.stop()
})

describe('Ask Me Anything with an LLM', () => {
  it("disables the box while pending, offers the better model after 'NA', and reloads the history after a failure", async () => {
    const { page } = await signInAs(browser, server.url, SASHA, `/meeting/${callId}?ama=true`)
    const box = page.getByLabel('Your question')
    await box.waitFor({ timeout: 30_000 })

    // The model takes a while and finds nothing in the passages.
    fake.stallNext(2500)
    fake.respondWith(() => ({ reasoning: 'The passages do not say.', answer: 'NA', citedTimes: [] }))
    await box.fill('What did they say about pricing?')
    await page.getByRole('button', { name: 'Ask', exact: true }).click()
    await expect.poll(() => box.isDisabled(), { timeout: 5000 }).toBe(true)
    // The answer being made updates in place with a status text.
    await page.locator('.ama .chat-message--pending .chat-message__status').filter({ hasText: /\S/ }).waitFor({ timeout: 5000 })
    const better = page.getByRole('button', { name: 'Try a better (but slower) model' })
    await better.waitFor({ timeout: 30_000 })
    await expect.poll(() => box.isEnabled(), { timeout: 20_000 }).toBe(true)
    expect(chats().at(-1)?.model).toBe('gpt-4o-mini')
    await page.mouse.move(0, 0)
    await checkScreen(page, 'ama-better-model')

    // The better model answers from the passages, citing a moment they hold.
    fake.respondWith((request) => {
      const at = firstPassageTime(request)
      return { reasoning: 'The prospect spoke about price.', answer: `They said the price was high (${at}).`, citedTimes: [at] }
    })
    await better.click()
    await page.getByText(/^They said the price was high/).waitFor({ timeout: 30_000 })
    expect(chats().at(-1)?.model).toBe('gpt-4o')
    await page
      .getByRole('button', { name: /^Play from \d{2}:\d{2}:\d{2}/ })
      .first()
      .waitFor()
    // Asked again, not stored twice: one question, two answers.
    await expect.poll(() => page.locator('.ama .chat-message--question').count(), { timeout: 20_000 }).toBe(1)
    expect(await page.getByRole('button', { name: 'Try a better (but slower) model' }).count()).toBe(0)

    // The model fails: the page says so and shows the stored history, the failed answer included. The question is
    // about price again, as the call was chosen for: one the transcript holds no passages for is answered 'NA'
    // without asking the model at all.
    fake.respondWith(undefined)
    fake.failNext(500, 5)
    await box.fill('Was the price too expensive for them?')
    await page.getByRole('button', { name: 'Ask', exact: true }).click()
    await page.getByText('Something went wrong while answering. Please try again.').first().waitFor({ timeout: 30_000 })
    await expect.poll(() => page.locator('.ama .chat-message--question').count(), { timeout: 20_000 }).toBe(2)
    await expect.poll(() => box.isEnabled(), { timeout: 20_000 }).toBe(true)
    await page.context().close()
  })
})
