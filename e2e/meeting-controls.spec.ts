import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { callState, demoToken, recordedCalls, uploadCall, waitForCall } from './meeting-fixtures'
import { checkScreen, launchBrowser, signInAs } from './support/browser'

// The call page's remaining controls: the `checklist` option opens its item, a signal
// marker on the progress bar seeks the player, the transcript follows playback while autoscroll is on, the follow-up
// draft copies, and talk time lists the top three speakers with Show More.

let browser: Browser
const base = () => inject('e2eBaseUrl')
const SASHA = 'sasha.sales@northwind.example'
const RILEY = 'riley.rep@northwind.example'
let callId = 0
let sashaToken = ''

const media = (page: Page) => page.locator('[data-testid="meeting-media"]')
const mediaTime = (page: Page) => media(page).evaluate((el: HTMLMediaElement) => el.currentTime)

beforeAll(async () => {
  browser = await launchBrowser()
  sashaToken = await demoToken(base(), SASHA)
  // An analysed demo call with media, a follow-up draft and a checklist (a sales call, not an internal one).
  for (const c of await recordedCalls(base(), sashaToken, 'user')) {
    const state = await callState(base(), sashaToken, c.id)
    if (!state?.has_media || state.processing_status !== 2 || state.lines < 40) continue
    const res = await fetch(`${base()}/api/reports/call-details?id=${c.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sashaToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'user' }),
    })
    const detail = ((await res.json()) as { data: { data: { followUpEmail: string | null }[] } }).data.data[0]
    if (detail?.followUpEmail) {
      callId = c.id
      break
    }
  }
  expect(callId).toBeGreaterThan(0)
})
afterAll(async () => browser?.close())

describe('Call page controls', () => {
  it('opens the checklist item named by ?checklist=, seeks from a signal marker, and the transcript follows playback', async () => {
    const res = await fetch(`${base()}/api/users/salesInsigtsOfMeeting?id=${callId}`, { headers: { authorization: `Bearer ${sashaToken}` } })
    const insights = ((await res.json()) as { data: { insights: { unique_name: string; signal_type: string }[] } }).data.insights
    const item = insights.find((i) => i.signal_type === 'checklist')
    if (!item) throw new Error('the demo call has no checklist item')

    const { page } = await signInAs(browser, base(), SASHA, `/meeting/${callId}?checklist=${item.unique_name}`)
    await page.getByTestId('checklist-completion').waitFor({ timeout: 30_000 })
    expect(await page.getByRole('tab', { name: 'Call Checklist', exact: true }).getAttribute('aria-selected')).toBe('true')
    await expect.poll(() => page.locator('.checklist-item--highlighted').getAttribute('data-unique-name')).toBe(item.unique_name)

    // The latest marker on the progress bar seeks the player to its moment.
    const markers = page.locator('.player-marker')
    await markers.first().waitFor()
    const labels = await markers.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))
    const seconds = labels.map((l) => {
      const [h = 0, m = 0, s = 0] = (l.match(/(\d{2}):(\d{2}):(\d{2})$/)?.slice(1) ?? []).map(Number)
      return h * 3600 + m * 60 + s
    })
    const last = seconds.indexOf(Math.max(...seconds))
    const target = seconds[last] ?? 0
    expect(target).toBeGreaterThan(60)
    await markers.nth(last).click()
    await expect.poll(() => mediaTime(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(target)
    await page.getByRole('button', { name: 'Pause', exact: true }).click()

    // With autoscroll on, the transcript opens on the playing line and keeps it in view as playback moves.
    await page.getByRole('tab', { name: 'Transcript', exact: true }).click()
    const active = page.locator('.transcript-line[aria-current="time"]')
    await active.waitFor()
    const inView = () =>
      active.evaluate((line) => {
        const box = line.getBoundingClientRect()
        const scroller = (document.querySelector('[data-testid="transcript-scroller"]') as HTMLElement).getBoundingClientRect()
        return box.top >= scroller.top - 1 && box.bottom <= scroller.bottom + 1
      })
    // The tab draws its lines first and scrolls once they are laid out; a line near the call's end takes longest.
    await expect.poll(inView, { timeout: 15_000 }).toBe(true)
    const before = await active.locator('.transcript-line__time').innerText()
    // A minute back, by the seek bar's keys (5 s a press).
    await page.getByRole('slider', { name: 'Seek' }).focus()
    for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowLeft')
    await expect.poll(() => active.locator('.transcript-line__time').innerText(), { timeout: 5000 }).not.toBe(before)
    await expect.poll(inView, { timeout: 5000 }).toBe(true)
    await page.context().close()
  })

  it('copies the follow-up draft, and lists the top three speakers with Show More', async () => {
    const { page } = await signInAs(browser, base(), SASHA, `/meeting/${callId}`)
    const draft = page.locator('.meeting-card').filter({ has: page.getByRole('heading', { name: 'Follow-up e-mail draft' }) })
    await draft.getByRole('button', { name: 'Copy' }).click({ timeout: 30_000 })
    await page.getByText('Follow-up e-mail copied', { exact: true }).waitFor()
    await page.context().close()

    // A call with four speakers (Show More appears past the top three).
    const token = await demoToken(base(), RILEY)
    const voices = ['Riley Rep', 'Jane Buyer', 'Omar Ops', 'Priya Finance']
    let vtt = 'WEBVTT\n\n'
    for (let i = 0; i < 12; i++) {
      const clock = (s: number) => new Date(s * 1000).toISOString().slice(11, 23)
      // Each speaker talks a different share of the time, so the order is known.
      const length = 4 - (i % 4) * 0.8
      vtt += `${i + 1}\n${clock(i * 5)} --> ${clock(i * 5 + length)}\n${voices[i % 4]}: Line ${i + 1} of the call.\n\n`
    }
    const id = await uploadCall(
      base(),
      token,
      { transcript: { name: 'four.vtt', data: vtt } },
      { title: 'Four speakers', attendees: `${RILEY}, jane.buyer@bluefin.example` },
    )
    await waitForCall(base(), token, id, (c) => c.talkers === 4)
    const riley = await signInAs(browser, base(), RILEY, `/meeting/${id}`)
    const rows = riley.page.locator('.talk-time__row')
    await rows.first().waitFor({ timeout: 30_000 })
    expect(await rows.count()).toBe(3)
    expect(await riley.page.locator('.talk-time__name').allInnerTexts()).toEqual(voices.slice(0, 3))
    await riley.page.getByRole('button', { name: 'Show More (1)' }).click()
    expect(await rows.count()).toBe(4)
    await riley.page.getByRole('button', { name: 'Show Less' }).waitFor()
    await checkScreen(riley.page, 'meeting-talk-time')
    await riley.page.context().close()
  })
})
