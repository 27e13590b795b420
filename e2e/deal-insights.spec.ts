import { ALL_STAGES, itemsForStage } from '@parley/shared/rules/deal-insights'
import type { TDealInsights } from '@parley/shared/schemas/deal-insights'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoToken, recordedCalls, talksPrice } from './meeting-fixtures'
import { checkScreen, launchBrowser, signInAs } from './support/browser'

// Deal Insights, tab 8 of the call page: a manager opens a call mapped to a deal with several
// calls, reads the deal checklist and forecast, asks the deal chat about pricing or budget and follows a cited moment.

let browser: Browser
const base = () => inject('e2eBaseUrl')
const MORGAN = 'morgan.manager@northwind.example'
const QUESTION = 'What did they say about pricing or budget?'

interface Candidate {
  callId: number
  dealId: number
  calls: number
}

async function callDeal(token: string, id: number): Promise<number | null> {
  const res = await fetch(`${base()}/api/reports/call-details?id=${id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'org' }),
  })
  const m = ((await res.json()) as { data: { data: { crmDealDetails: { deal_id: number } | null }[] } }).data.data[0]
  return m?.crmDealDetails?.deal_id ?? null
}

async function dealInsights(token: string, dealId: number): Promise<TDealInsights> {
  const res = await fetch(`${base()}/api/users/dealInsights`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ deal_id: dealId }),
  })
  return ((await res.json()) as { data: TDealInsights }).data
}

async function dealTalksPrice(token: string, calls: TDealInsights['calls']): Promise<boolean> {
  for (const c of calls) if (await talksPrice(base(), token, c.call_id, 'org')) return true
  return false
}

/** Among the manager's recent calls: the one whose deal has the most calls, with signals in the deal's current stage. */
async function dealCall(token: string): Promise<Candidate | null> {
  let best: Candidate | null = null
  for (const c of await recordedCalls(base(), token, 'org')) {
    const dealId = await callDeal(token, c.id)
    if (dealId === null) {
      noDealCallId ||= c.id
      continue
    }
    const data = await dealInsights(token, dealId)
    const stage = data.deal?.sales_stage || ALL_STAGES
    // The tables open on the deal's current stage: the opened call must be one of that stage's calls to be 'This call'.
    const shown = itemsForStage(data.all_checklist, stage).flatMap((item) => item.calls.map((x) => x.call_id))
    if (data.calls.length < 2 || shown.length === 0) continue
    if (best && data.calls.length <= best.calls) continue
    // Which calls are recent depends on today's date: the chat must find passages on pricing in one of the deal's calls.
    if (await dealTalksPrice(token, data.calls)) best = { callId: shown.includes(c.id) ? c.id : shown[0], dealId, calls: data.calls.length }
  }
  return best
}

const media = (page: Page) => page.locator('[data-testid="meeting-media"]')
const mediaTime = (page: Page) => media(page).evaluate((el: HTMLMediaElement) => el.currentTime)
const seconds = (hms: string) => hms.split(':').reduce((s, part) => s * 60 + Number(part), 0)

let call: Candidate | null = null
/** One of the manager's calls without a deal, when there is one. */
let noDealCallId = 0

beforeAll(async () => {
  browser = await launchBrowser()
  call = await dealCall(await demoToken(base(), MORGAN))
  expect(call).not.toBeNull()
  console.log(`deal ${call?.dealId} with ${call?.calls} calls, opened from call ${call?.callId}`)
})
afterAll(async () => browser?.close())

describe('Deal Insights', () => {
  it('a manager reads the deal checklist and forecast, asks the deal chat about pricing and follows the cited moment', async () => {
    if (!call) throw new Error('no call')
    const { page } = await signInAs(browser, base(), MORGAN, `/meeting/${call.callId}?tab=dealinsights`)
    expect(await page.getByRole('tab', { name: 'Deal Insights', exact: true }).getAttribute('aria-selected')).toBe('true')
    await page.getByRole('heading', { name: /^Deal checklist/ }).waitFor({ timeout: 30_000 })
    const forecast = page.getByRole('definition').filter({ hasText: /High Likely|Likely|Less Likely|No forecast/ })
    await forecast.first().waitFor()
    await page
      .getByText(/^(Set|Not set)$/)
      .first()
      .waitFor()
    // The opened call is named 'This call' in the per-call rows.
    await page.getByText('This call', { exact: true }).first().waitFor()
    await checkScreen(page, 'deal-insights')

    // All stages: every call of the deal is in the tables.
    await page.getByRole('combobox', { name: 'Stage' }).click()
    await page.getByTitle('All stages').click()
    await page.getByText(`${call.calls} recorded calls`).waitFor()

    await page.getByText('Ask about this deal', { exact: true }).click()
    const box = page.getByLabel('Your question about the deal')
    await box.fill(QUESTION)
    await page.getByRole('button', { name: 'Ask', exact: true }).click()
    const anyMoment = page.locator('.deal-chat__citations .deal-moment').first()
    await anyMoment.waitFor({ timeout: 30_000 })
    await expect.poll(() => box.isEnabled(), { timeout: 20_000 }).toBe(true)
    expect(await page.locator('.deal-chat .chat-message--answer .chat-message__text').first().textContent()).toMatch(/: “/)
    await page.getByRole('combobox', { name: 'Conversation' }).waitFor()
    await checkScreen(page, 'deal-insights-chat')

    // Follow a cited moment: another call's opens that call at the second; this call's seeks the player.
    const other = page.locator('.deal-chat__citations a.deal-moment').first()
    if ((await other.count()) > 0) {
      const href = (await other.getAttribute('href')) ?? ''
      const label = ((await other.textContent()) ?? '').replace('↗', '').trim()
      const [, id, start] = href.match(/^\/meeting\/(\d+)\?tab=transcript&start=(\d+)$/) ?? []
      expect(Number(start)).toBe(seconds(label))
      console.log(`following ${href}`)
      await other.click()
      await page.waitForURL(new RegExp(`/meeting/${id}\\?`))
      // The URL changes before the other call's page has drawn its tabs.
      await expect.poll(() => page.getByRole('tab', { name: 'Transcript', exact: true }).getAttribute('aria-selected'), { timeout: 15_000 }).toBe('true')
      await expect.poll(() => mediaTime(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(Number(start))
      expect(await mediaTime(page)).toBeLessThan(Number(start) + 10)
    } else {
      const here = page.locator('.deal-chat__citations button.deal-moment').first()
      const s = seconds(((await here.textContent()) ?? '').replace('▶', '').trim())
      console.log(`seeking this call to ${s} s`)
      await here.click()
      await expect.poll(() => mediaTime(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(s)
      expect(await mediaTime(page)).toBeLessThan(s + 10)
    }

    // Back on the deal: the conversation is kept and can be reopened.
    await page.goto(`${base()}/meeting/${call.callId}?tab=dealinsights`)
    await page.getByText('Ask about this deal', { exact: true }).click()
    await page.getByRole('combobox', { name: 'Conversation' }).click()
    await page.getByTitle(new RegExp(`^${QUESTION.replace('?', '\\?')}`)).click()
    await page.locator('.deal-chat__citations .deal-moment').first().waitFor({ timeout: 15_000 })
  })

  it("a call without a deal says 'Map a deal to this call, to update insights.'", async () => {
    if (!noDealCallId) return
    const { page } = await signInAs(browser, base(), MORGAN, `/meeting/${noDealCallId}?tab=dealinsights`)
    await page.getByRole('heading', { name: 'Map a deal to this call, to update insights.' }).waitFor({ timeout: 30_000 })
  })
})
