import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { callState, demoToken, recordedCalls, talksPrice } from './meeting-fixtures'
import { checkScreen, launchBrowser, signInAs } from './support/browser'

// Ask Me Anything, tab 4 of the call page: a rep asks "what did they say about pricing?",
// the answer streams in with the cited moments, and a click on a moment seeks the player there.

let browser: Browser
const base = () => inject('e2eBaseUrl')
const SASHA = 'sasha.sales@northwind.example'
const AVERY = 'avery.admin@northwind.example'
const PRICING = 'What did they say about pricing?'
let callId = 0

const media = (page: Page) => page.locator('[data-testid="meeting-media"]')
const mediaTime = (page: Page) => media(page).evaluate((el: HTMLMediaElement) => el.currentTime)

/**
 * Sasha's first analysed call with media whose transcript talks about pricing (its suggestions say so). The suggestion
 * also comes from words like 'discount' or 'budget', which the question's answer does not search: the transcript must
 * say 'price' itself, or the answer is 'NA' with no moment to cite.
 */
async function pricingCall(token: string): Promise<number> {
  for (const c of await recordedCalls(base(), token, 'user')) {
    const state = await callState(base(), token, c.id)
    if (!state?.has_media || state.processing_status !== 2) continue
    const res = await fetch(`${base()}/api/users/parleyEurekaGetMessages?meetingId=${c.id}`, { headers: { authorization: `Bearer ${token}` } })
    const body = (await res.json()) as { data: { eurekaQuestions: string[]; messages: unknown[] } }
    if (body.data.eurekaQuestions.includes(PRICING) && body.data.messages.length === 0 && (await talksPrice(base(), token, c.id))) return c.id
  }
  return 0
}

beforeAll(async () => {
  browser = await launchBrowser()
  callId = await pricingCall(await demoToken(base(), SASHA))
  expect(callId).toBeGreaterThan(0)
})
afterAll(async () => browser?.close())

describe('Ask Me Anything', () => {
  it('a rep asks about pricing, the answer cites the moment, and the cited moment seeks the player', async () => {
    const { page } = await signInAs(browser, base(), SASHA, `/meeting/${callId}?ama=true`)
    expect(await page.getByRole('tab', { name: 'Ask Me Anything', exact: true }).getAttribute('aria-selected')).toBe('true')
    // Suggested questions: the spec's follow-up e-mail first, then ones from the call.
    const suggestions = page.getByRole('group', { name: 'Suggested questions' })
    await suggestions.getByRole('button', { name: 'Draft a follow-up email to the prospect' }).waitFor()
    await suggestions.getByRole('button', { name: PRICING }).waitFor()
    await checkScreen(page, 'ama-empty')
    // The chat settings are an admin's (company setting on): a rep has none.
    expect(await page.getByRole('button', { name: 'Chat settings' }).count()).toBe(0)

    const box = page.getByLabel('Your question')
    await box.fill('what did they say about pricing?')
    await page.getByRole('button', { name: 'Ask', exact: true }).click()
    const moment = page.getByRole('button', { name: /^Play from \d{2}:\d{2}:\d{2}/ }).first()
    await moment.waitFor({ timeout: 30_000 })
    // Answered and stored: the question box is enabled again, the history shows the question and its answer.
    await expect.poll(() => box.isEnabled(), { timeout: 20_000 }).toBe(true)
    await page.getByText('what did they say about pricing?', { exact: true }).waitFor()
    const answer = page.locator('.ama .chat-message--answer .chat-message__text').first()
    expect(await answer.textContent()).toMatch(/ at \d{2}:\d{2}:\d{2}: “/)
    await checkScreen(page, 'ama-answer')

    const label = (await moment.textContent()) ?? ''
    const [h, m, s] = label.split(':').map(Number)
    const seconds = (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0)
    console.log(`cited moment ${label} (${seconds} s)`)
    await moment.click()
    await expect.poll(() => mediaTime(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(seconds)
    expect(await mediaTime(page)).toBeLessThan(seconds + 10)

    // The history survives a reload.
    await page.reload()
    await page
      .getByRole('button', { name: label ? `Play from ${label}` : /Play from/ })
      .first()
      .waitFor({ timeout: 30_000 })
  })

  it('keeps the conversation scrolled to the newest answer as questions pile up (a phone)', async () => {
    const { page } = await signInAs(browser, base(), SASHA, `/meeting/${callId}?ama=true`, 375)
    const list = page.getByRole('list', { name: 'Conversation' })
    const box = page.getByLabel('Your question')
    await list.waitFor()
    const atEnd = () => list.evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop <= 4)
    for (const q of ['What is the next step?', 'Who decides?', 'What did they say about pricing?', 'What is the timeline?']) {
      await expect.poll(() => box.isEnabled(), { timeout: 30_000 }).toBe(true)
      await box.fill(q)
      await page.getByRole('button', { name: 'Ask', exact: true }).click()
      await expect.poll(() => box.isEnabled(), { timeout: 30_000 }).toBe(true)
      await expect.poll(atEnd, { timeout: 5_000 }).toBe(true)
    }
    // Long enough to scroll: the check above means something.
    expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true)
    const newest = list.locator('.chat-message--answer').last()
    expect(
      await newest.evaluate((el) => {
        const box = el.parentElement?.getBoundingClientRect()
        const r = el.getBoundingClientRect()
        return Boolean(box && r.bottom <= box.bottom + 2 && r.bottom > box.top)
      }),
    ).toBe(true)
    await page.context().close()
  })

  it('an admin of a company with the AI chat options sets the records to fetch and asks with them', async () => {
    const { page } = await signInAs(browser, base(), AVERY, `/meeting/${callId}?ama=true`)
    await page.getByRole('button', { name: 'Chat settings' }).click()
    const records = page.getByLabel('Records to fetch')
    await records.fill('50')
    await page.getByLabel('Index size').waitFor()
    // Off the button (its hover colour is not the resting one) and once the popover has finished appearing.
    await page.mouse.move(0, 0)
    await expect.poll(() => page.locator('.ant-popover').evaluate((el) => getComputedStyle(el).opacity), { timeout: 10_000 }).toBe('1')
    await checkScreen(page, 'ama-settings')
    await page.getByLabel('Your question').fill('What is the next step?')
    await page.getByRole('button', { name: 'Ask', exact: true }).click()
    await page.locator('.ama .chat-message--answer:not(.chat-message--pending)').first().waitFor({ timeout: 30_000 })
    await expect.poll(() => page.getByLabel('Your question').isEnabled(), { timeout: 20_000 }).toBe(true)
  })
})
