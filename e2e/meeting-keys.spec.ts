import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { callState, demoToken, recordedCalls } from './meeting-fixtures'
import { checkScreen, launchBrowser, signInAs } from './support/browser'

// The call page's number keys and the `tab` query option: keys 1–8 open the spec's tabs, the
// URL follows with replace (reload and links keep the tab, Back leaves the call), and typing never switches tabs.

let browser: Browser
const base = () => inject('e2eBaseUrl')
const MORGAN = 'morgan.manager@northwind.example'
let callId = 0

const activeTab = (page: Page) => page.locator('[role="tab"][aria-selected="true"]').innerText()
const query = (page: Page) => new URL(page.url()).searchParams
const historyLength = (page: Page) => page.evaluate(() => window.history.length)
/** Focus on the page itself, so keys are not typed into anything. */
const focusPage = (page: Page) => page.locator('h1').click()

beforeAll(async () => {
  browser = await launchBrowser()
  const token = await demoToken(base(), MORGAN)
  const calls = await recordedCalls(base(), token, 'user')
  console.log(`Morgan's recorded calls: ${calls.length}`)
  // The newest call with a transcript: which call is newest depends on the time of day the demo was seeded, and a
  // call still 'In process' or without a transcript has no search box.
  for (const c of calls) {
    const state = await callState(base(), token, c.id)
    if (state?.transcriptStatus === 'done' && state.lines >= 10) {
      callId = c.id
      break
    }
  }
  expect(callId).toBeGreaterThan(0)
})
afterAll(async () => browser?.close())

describe('Call page keys', () => {
  it('opens tabs with 1–8, keeps the tab in the URL without history entries, and ignores digits typed in fields', async () => {
    const { page } = await signInAs(browser, base(), MORGAN, '/meetings')
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await page.goto(`${base()}/meeting/${callId}`)
    await page.getByRole('tablist', { name: 'Call' }).waitFor()
    expect(await activeTab(page)).toBe('Call Actions')
    expect(query(page).has('tab')).toBe(false)
    const entries = await historyLength(page)

    await focusPage(page)
    const expected: [string, string, string][] = [
      ['1', 'Transcript', 'transcript'],
      ['3', 'Call Checklist', 'insights'],
      ['4', 'Ask Me Anything', 'eureka'],
      ['5', 'Deal Activity', 'dealactivity'],
      ['6', 'Transcript (second view)', '6'],
      ['7', 'CRM Info', '7'],
      ['8', 'Deal Insights', 'dealinsights'],
      ['2', 'Call Actions', 'summary'],
      ['1', 'Transcript', 'transcript'],
    ]
    for (const [key, name, value] of expected) {
      await page.keyboard.press(key)
      await expect.poll(() => activeTab(page)).toBe(name)
      await expect.poll(() => query(page).get('tab')).toBe(value)
    }
    // The live region tells a screen reader what the key did, as focus did not move.
    expect((await page.locator('.meeting-tabs > [aria-live="polite"]').innerText()).trim()).toBe('Transcript tab')
    // With a modifier the key is the browser's, not the page's.
    await page.keyboard.press('Alt+3')
    expect(await activeTab(page)).toBe('Transcript')
    // Switching replaced the entry: the history did not grow, and Back leaves the call.
    expect(await historyLength(page)).toBe(entries)

    // Reload and a shared link open the same tab.
    await page.reload()
    await page.getByRole('tablist', { name: 'Call' }).waitFor()
    expect(await activeTab(page)).toBe('Transcript')
    expect(query(page).get('tab')).toBe('transcript')

    // Digits typed in the transcript search stay in the search.
    const search = page.getByRole('searchbox', { name: 'Search transcript' })
    await search.click()
    await page.keyboard.type('2 38')
    expect(await search.inputValue()).toBe('2 38')
    expect(await activeTab(page)).toBe('Transcript')
    expect(query(page).get('tab')).toBe('transcript')
    await checkScreen(page, 'meeting-keys-transcript-search')

    await page.goBack()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/meetings')
  })

  it('drops the snippet options once the tab changes, and the bug-report box keeps its digits and spaces', async () => {
    const { page } = await signInAs(browser, base(), MORGAN, `/meeting/${callId}?start=30&end=45`)
    await page.getByRole('tablist', { name: 'Call' }).waitFor()
    // A snippet link opens the Transcript at its moment; the options stay until the user moves on.
    expect(await activeTab(page)).toBe('Transcript')
    expect(query(page).get('start')).toBe('30')
    await focusPage(page)
    await page.keyboard.press('2')
    await expect.poll(() => activeTab(page)).toBe('Call Actions')
    expect(query(page).toString()).toBe('tab=summary')

    const media = page.locator('[data-testid="meeting-media"]')
    const paused = async () => ((await media.count()) ? media.evaluate((el: HTMLMediaElement) => el.paused) : true)
    // The snippet link started playback; stop it so a space reaching the player would show as playing.
    if (await media.count()) await media.evaluate((el: HTMLMediaElement) => el.pause())
    await page.getByRole('button', { name: 'Raise a bug' }).first().click()
    const box = page.getByRole('dialog').getByLabel('What went wrong?')
    await box.click()
    // Five spaces: one reaching the player would leave it playing.
    await page.keyboard.type('Joined at 1 3 and 8')
    expect(await box.inputValue()).toBe('Joined at 1 3 and 8')
    expect(await paused()).toBe(true)
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
    expect(await activeTab(page)).toBe('Call Actions')
    expect(query(page).get('tab')).toBe('summary')
  })
})
