import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { callState, callTranscript, conversationVtt, demoToken, recordedCalls, uploadCall, waitForCall } from './meeting-fixtures'
import { checkScreen, launchBrowser, signInAs } from './support/browser'

// The call page /meeting/{id}. A rep's demo call carries the demo's synthetic audio track (no speech), so
// the player is tried on seeded data; transcript-only uploads give the no-media state and the call to delete.

let browser: Browser
const base = () => inject('e2eBaseUrl')
const RILEY = 'riley.rep@northwind.example'
const SASHA = 'sasha.sales@northwind.example'
const AVERY = 'avery.admin@northwind.example'
let rileyToken = ''
let sashaToken = ''
/** Sasha's demo call the player tests use. */
let call = { id: 0, title: '' }

const media = (page: Page) => page.locator('[data-testid="meeting-media"]')
const mediaState = (page: Page) => media(page).evaluate((el: HTMLMediaElement) => ({ time: el.currentTime, rate: el.playbackRate, paused: el.paused }))
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true })
const counter = (page: Page) => page.locator('.transcript-toolbar__count')

/** The most frequent long word of a transcript: a search term with several hits. */
function frequentWord(lines: { text: string }[]): string {
  const counts = new Map<string, number>()
  for (const line of lines) for (const word of line.text.toLowerCase().match(/[a-z]{6,}/g) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? ''
}

beforeAll(async () => {
  browser = await launchBrowser()
  rileyToken = await demoToken(base(), RILEY)
  sashaToken = await demoToken(base(), SASHA)
  // Sasha's newest analysed demo call with media and a real transcript.
  for (const c of await recordedCalls(base(), sashaToken, 'user')) {
    const state = await callState(base(), sashaToken, c.id)
    if (state?.has_media && state.processing_status === 2 && state.lines >= 20) {
      call = { id: c.id, title: c.title }
      break
    }
  }
  expect(call.id).toBeGreaterThan(0)
})
afterAll(async () => browser?.close())

describe('Call page: a rep', () => {
  it('plays a demo call at 1.5×, lands on a checklist moment, searches the transcript and changes the agenda', async () => {
    const { page } = await signInAs(browser, base(), SASHA, `/meeting/${call.id}`)
    await page.getByRole('heading', { level: 1, name: call.title }).waitFor()
    // Call Actions is the default tab; the summary is collapsed to three lines.
    expect(await tab(page, 'Call Actions').getAttribute('aria-selected')).toBe('true')
    await page.getByRole('button', { name: 'See More' }).click()
    await page.getByRole('button', { name: 'See Less' }).waitFor()
    await checkScreen(page, 'meeting-call-actions')
    // 'Raise a bug' on the notetaker log goes to exceptions/frontend; an empty report is not sent.
    await page.getByRole('button', { name: 'Raise a bug' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click()
    await page.getByText('Please describe the problem.').waitFor()
    await page.getByLabel('What went wrong?').fill('The notetaker joined two minutes late.')
    await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click()
    await page.getByText('Bug report submitted successfully!').waitFor()

    // The demo's synthetic track is audio-only: a waveform bar instead of a black box; play at 1.5×.
    await page.getByText('Audio recording').waitFor()
    await page.getByText('1.5×', { exact: true }).click()
    await page.getByRole('button', { name: 'Play', exact: true }).click()
    await expect.poll(async () => (await mediaState(page)).time, { timeout: 10_000 }).toBeGreaterThan(1)
    const playing = await mediaState(page)
    expect(playing.rate).toBe(1.5)
    expect(playing.paused).toBe(false)
    await page.getByRole('button', { name: 'Pause', exact: true }).click()

    // A checklist snippet seeks the player to its moment.
    await tab(page, 'Call Checklist').click()
    await page.getByTestId('checklist-completion').waitFor()
    await checkScreen(page, 'meeting-checklist')
    // The first checklist item with a moment past the call's first ten seconds.
    const snippets = page.locator('[data-unique-name] .snippet-link[data-seconds]')
    const moments = await snippets.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-seconds'))))
    const pick = moments.findIndex((t) => t > 10)
    expect(pick).toBeGreaterThanOrEqual(0)
    const snippet = snippets.nth(pick)
    const item = await snippet.locator('xpath=ancestor::*[@data-unique-name][1]').getAttribute('data-unique-name')
    // Thumbs-down and un-thumbs-down through checklistInteraction; copy says 'insights copied'.
    const thumbs = page.locator(`[data-unique-name="${item}"] .thumbs-button`)
    await thumbs.click()
    await page.getByText('Thank you for your feedback. We will make the required changes.').waitFor()
    await expect.poll(() => thumbs.getAttribute('aria-pressed')).toBe('true')
    await thumbs.click()
    await expect.poll(() => thumbs.getAttribute('aria-pressed')).toBe('false')
    // A best practice's thumbs-down is stored too: it is still pressed after a reload, and can be taken back.
    const practiceThumbs = page.getByRole('region', { name: 'Best practices' }).locator('.thumbs-button').first()
    await practiceThumbs.click()
    await expect.poll(() => practiceThumbs.getAttribute('aria-pressed')).toBe('true')
    await page.reload()
    await page.getByTestId('checklist-completion').waitFor()
    await expect.poll(() => practiceThumbs.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true')
    await practiceThumbs.click()
    await expect.poll(() => practiceThumbs.getAttribute('aria-pressed')).toBe('false')
    await page.locator('.checklist-header__actions').getByRole('button', { name: 'Copy' }).click()
    await page.getByText('insights copied', { exact: true }).waitFor()
    const seconds = moments[pick] ?? 0
    await snippet.click()
    await expect.poll(async () => (await mediaState(page)).time, { timeout: 5000 }).toBeGreaterThanOrEqual(seconds)
    expect((await mediaState(page)).time).toBeLessThan(seconds + 3)
    await page.getByRole('button', { name: 'Pause', exact: true }).click()

    // The transcript opens on that moment; search with next/previous hits and Ctrl+F.
    await tab(page, 'Transcript').click()
    const active = page.locator('.transcript-line[aria-current="time"] .transcript-line__time')
    await active.waitFor()
    const [h = 0, m = 0, s = 0] = (await active.innerText()).split(':').map(Number)
    expect(Math.abs(h * 3600 + m * 60 + s - seconds)).toBeLessThanOrEqual(12)
    await page.locator('body').click({ position: { x: 5, y: 5 } })
    await page.keyboard.press('Control+f')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Search transcript')
    const term = frequentWord(await callTranscript(base(), sashaToken, call.id))
    expect(term.length).toBeGreaterThanOrEqual(6)
    await page.keyboard.type(term)
    await expect.poll(() => counter(page).innerText(), { timeout: 5000 }).toMatch(/^1 of \d+$/)
    const total = Number((await counter(page).innerText()).split(' of ')[1])
    expect(total).toBeGreaterThan(1)
    await page.keyboard.press('Enter')
    await expect.poll(() => counter(page).innerText()).toBe(`2 of ${total}`)
    await page.getByRole('button', { name: 'Previous match' }).click()
    await expect.poll(() => counter(page).innerText()).toBe(`1 of ${total}`)
    expect((await page.locator('mark.transcript-hit--current').innerText()).toLowerCase()).toBe(term)
    await checkScreen(page, 'meeting-transcript-search')
    await page.locator('.transcript-toolbar').getByRole('button', { name: 'Copy' }).click()
    await page.getByText('Transcription copied', { exact: true }).waitFor()

    // Clicking a line seeks to it.
    const line = page.locator('.transcript-line').nth(3)
    const lineTime = await line.locator('.transcript-line__time').innerText()
    await line.locator('.transcript-line__text').click()
    await expect.poll(async () => Math.floor((await mediaState(page)).time)).toBe(Number(lineTime.split(':')[2]) + Number(lineTime.split(':')[1]) * 60)

    // Changing the agenda re-creates the checklist.
    await tab(page, 'Call Checklist').click()
    await page.getByTestId('checklist-completion').waitFor()
    // A demo call already has an agenda: pick another one.
    const current = (await page.locator('.agenda-type-select').innerText()).trim()
    await page.getByLabel('Agenda type').click()
    const options = page.locator('.ant-select-item-option').filter({ hasNotText: /Agenda/ })
    await options.first().waitFor()
    const names = (await options.allInnerTexts()).map((t) => t.trim())
    const index = names.findIndex((n) => n !== current)
    const agenda = names[index] ?? ''
    await options.nth(index).click()
    await page.getByText(`Agenda updated to ${agenda}`).waitFor()
    // The server re-creates the checklist for the new agenda; the panel shows it once it is rebuilt.
    await expect.poll(() => page.locator('.agenda-type-select').innerText(), { timeout: 30_000 }).toContain(agenda)
    await expect.poll(() => page.getByTestId('checklist-completion').count(), { timeout: 30_000 }).toBe(1)
    const rebuilt = await (
      await fetch(`${base()}/api/users/salesInsigtsOfMeeting?id=${call.id}`, { headers: { authorization: `Bearer ${sashaToken}` } })
    ).json()
    expect(rebuilt.data.agenda_type).toBe(agenda)
    expect(rebuilt.data.processing_message).toBeNull()
    await checkScreen(page, 'meeting-checklist-agenda-changed')
    // The same agenda again (typed as 'Other Agenda') is refused with the spec's warning.
    await page.getByLabel('Agenda type').click()
    await page.locator('.ant-select-item-option').filter({ hasText: 'Other Agenda' }).click()
    await page.getByLabel('Other agenda').fill(agenda.toLowerCase())
    await page.getByRole('button', { name: 'Save' }).click()
    await page.getByText('Please select a different agenda than the previous one.').waitFor()
    // And so is picking the agenda already shown from the list.
    await page.getByLabel('Other agenda').fill('')
    await page.locator('.ant-message').getByText('Please select a different agenda than the previous one.').waitFor({ state: 'hidden', timeout: 10_000 })
    await page.getByLabel('Agenda type').click()
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${agenda}"]`).click()
    await page.getByText('Please select a different agenda than the previous one.').waitFor()
    await page.context().close()
  })

  it('plays a snippet from the start/end options and says when it has ended', async () => {
    const { page } = await signInAs(browser, base(), SASHA, `/meeting/${call.id}?start=30&end=32`)
    await page.getByRole('heading', { level: 1, name: call.title }).waitFor()
    expect(await tab(page, 'Transcript').getAttribute('aria-selected')).toBe('true')
    await expect.poll(async () => Math.floor((await mediaState(page)).time)).toBeGreaterThanOrEqual(30)
    // Where the browser blocks autoplay, the snippet plays on the first Play.
    await page.waitForTimeout(1000)
    const before = await mediaState(page)
    if (before.paused && before.time < 32) await page.getByRole('button', { name: 'Play', exact: true }).click()
    await page.getByRole('status').filter({ hasText: 'Video snippet has ended!' }).waitFor({ timeout: 10_000 })
    const ended = await mediaState(page)
    expect(ended.paused).toBe(true)
    expect(ended.time).toBeGreaterThanOrEqual(32)
    await checkScreen(page, 'meeting-snippet-ended')
    // Keyboard: → steps 5 s, space plays.
    await page.getByRole('heading', { level: 1 }).click()
    await page.keyboard.press('ArrowRight')
    await expect.poll(async () => (await mediaState(page)).time).toBeGreaterThanOrEqual(ended.time + 4.9)
    await page.keyboard.press(' ')
    await expect.poll(async () => (await mediaState(page)).paused).toBe(false)

    // A start beyond the call's length is refused with a message; the player stays at the beginning.
    await page.goto(`${base()}/meeting/${call.id}?start=999999`)
    await page.getByText('The snippet starts after the end of the call.').waitFor({ timeout: 10_000 })
    expect((await mediaState(page)).time).toBeLessThan(1)
    await page.context().close()
  })

  it('scrolls and searches a 1,500-line transcript smoothly, without media', async () => {
    const id = await uploadCall(
      base(),
      rileyToken,
      { transcript: { name: 'long.vtt', data: conversationVtt(1500, 2, 'Line') } },
      { title: 'Long transcript', attendees: `${RILEY}, jane.buyer@bluefin.example` },
    )
    await waitForCall(base(), rileyToken, id, (c) => c.transcriptStatus === 'done' && c.lines === 1500)
    const { page } = await signInAs(browser, base(), RILEY, `/meeting/${id}?tab=transcript`)
    await page.getByText('No recording for this call').waitFor()
    await page.locator('.transcript-line').first().waitFor()
    await page.waitForLoadState('networkidle')
    const figures = await page.evaluate(async () => {
      const scroller = document.querySelector('[data-testid="transcript-scroller"]') as HTMLElement
      const longTasks: number[] = []
      const observer = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) longTasks.push(e.duration)
      })
      observer.observe({ type: 'longtask', buffered: false })
      const frames: number[] = []
      let last = performance.now()
      await new Promise<void>((done) => {
        let n = 0
        const step = () => {
          const now = performance.now()
          frames.push(now - last)
          last = now
          scroller.scrollTop += 250
          if (++n < 180) requestAnimationFrame(step)
          else done()
        }
        requestAnimationFrame(step)
      })
      observer.disconnect()
      const sorted = [...frames.slice(1)].sort((a, b) => a - b)
      return {
        rendered: document.querySelectorAll('.transcript-line').length,
        frames: sorted.length,
        p50: sorted[Math.floor(sorted.length / 2)] ?? 0,
        p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
        max: sorted[sorted.length - 1] ?? 0,
        over33: sorted.filter((f) => f > 33.4).length,
        longTasks,
        scrolledTo: scroller.scrollTop,
      }
    })
    console.log(`transcript scroll (1,500 lines): ${JSON.stringify(figures)}`)
    expect(figures.rendered).toBeLessThan(120)
    expect(figures.scrolledTo).toBeGreaterThan(40_000)
    // Frame gaps and long tasks are printed, not asserted: timings on a shared CI machine are noise (figures belong in
    // benchmarks). Virtualisation is what keeps scrolling smooth, and that is asserted above.

    // Search: from the debounced term to the first hit drawn, then stepping through hits.
    await page.getByLabel('Search transcript').fill('line 1499')
    const search = await page.evaluate(async () => {
      const start = performance.now()
      const counterEl = () => document.querySelector('.transcript-toolbar__count')?.textContent ?? ''
      while (!/of/.test(counterEl())) await new Promise((r) => requestAnimationFrame(r))
      const found = performance.now() - start
      const steps: number[] = []
      const next = document.querySelector('button[aria-label="Next match"]') as HTMLButtonElement
      for (let i = 0; i < 10; i++) {
        const t = performance.now()
        next.click()
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
        steps.push(performance.now() - t)
      }
      return { untilHitMs: Math.round(found), stepMsMax: Math.round(Math.max(...steps)), counter: counterEl() }
    })
    console.log(`transcript search (1,500 lines): ${JSON.stringify(search)}`)
    expect(search.counter).toMatch(/of 1$/)
    expect(await page.locator('mark.transcript-hit--current').isVisible()).toBe(true)
    await checkScreen(page, 'meeting-no-media-long-transcript')
    await page.context().close()
  })
})

describe('Call page: access and deletion', () => {
  it('sends a rep to the unauthorized page for a call they may not see, and unknown ids to not-found', async () => {
    const averyToken = await demoToken(base(), AVERY)
    const other = (await recordedCalls(base(), averyToken, 'company_admin')).find((c) => !c.attendees.includes(RILEY))
    expect(other).toBeDefined()
    const { page } = await signInAs(browser, base(), RILEY, `/meeting/${other?.id}`)
    await page.waitForURL(`**/error/unauthorized/${other?.id}`)
    await page.getByRole('heading', { name: "You don't have access to this call!" }).waitFor()
    await checkScreen(page, 'meeting-unauthorized')
    await page.goto(`${base()}/meeting/987654321`)
    await page.waitForURL('**/error/meeting-not-found/987654321')
    await page.getByRole('heading', { name: 'Meeting not found' }).waitFor()
    await checkScreen(page, 'meeting-not-found')
    await page.goto(`${base()}/meeting/abc`)
    await page.waitForURL('**/error/meeting-not-found/abc')
    await page.context().close()

    // A super admin gets the separate 'Delete Meeting' action.
    const sam = await signInAs(browser, base(), 'sam.super@northwind.example', `/meeting/${other?.id}`)
    await sam.page.getByRole('button', { name: 'Delete Meeting' }).waitFor()
    await sam.page.context().close()
  })

  it('shows a call without media, and a company admin deletes it', async () => {
    // A transcript-only upload: every recorded demo call now carries the synthetic audio track.
    const bare = await uploadCall(
      base(),
      rileyToken,
      { transcript: { name: 'short.vtt', data: conversationVtt(10, 6) } },
      { title: 'Call without media', attendees: `${RILEY}, jane.buyer@bluefin.example` },
    )
    await waitForCall(base(), rileyToken, bare, (c) => c.transcriptStatus === 'done' && c.lines === 10)
    // Avery (company admin) sees it, then deletes it, so the shared demo data stays whole for other tests.
    const { page } = await signInAs(browser, base(), AVERY, `/meeting/${bare}`)
    await page.getByRole('heading', { level: 1, name: 'Call without media' }).waitFor()
    await page.getByText('No recording for this call').waitFor()
    // Nothing to cut a clip from, and Share still works on the transcript.
    expect(await page.getByRole('button', { name: 'Create clip' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Share', exact: true }).waitFor()
    await tab(page, 'Transcript').click()
    await page.locator('.transcript-line').first().waitFor()
    await checkScreen(page, 'meeting-no-media')

    await page.getByRole('button', { name: 'More actions' }).click()
    // A transcript-only call has no media to download.
    expect(await page.getByRole('menuitem', { name: 'Download' }).count()).toBe(0)
    await page.getByRole('menuitem', { name: 'Delete' }).click()
    await page.locator('.ant-modal-confirm-title', { hasText: 'Are you Sure?' }).waitFor()
    await checkScreen(page, 'meeting-delete-confirm')
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
    await page.getByText('Meeting deleted').waitFor()
    await page.waitForURL('**/meetings', { timeout: 60_000 })
    await page.goto(`${base()}/meeting/${bare}`)
    await page.waitForURL(`**/error/meeting-not-found/${bare}`)
    await page.context().close()
  })
})
