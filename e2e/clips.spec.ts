import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { callState, demoToken, recordedCalls } from './meeting-fixtures'
import { checkScreen, launchBrowser, signInAs } from './support/browser'

// Clips: a rep cuts a clip on the call page, the job renders it with ffmpeg from the demo
// call's audio, the clips list shows Completed with View / Share Clip / Download, and the rendered file plays. The
// copied share link opens that clip for a visitor without sign-in.

let browser: Browser
const base = () => inject('e2eBaseUrl')
const REP = 'sasha.sales@northwind.example'
const TITLE = 'Budget question'
let callId = 0

beforeAll(async () => {
  browser = await launchBrowser()
  const token = await demoToken(base(), REP)
  // A demo call with its audio: other browser tests upload transcript-only calls to the same shared server.
  for (const call of await recordedCalls(base(), token, 'user')) {
    if (!(await callState(base(), token, call.id))?.has_media) continue
    callId = call.id
    console.log(`clip from call ${callId} '${call.title}'`)
    break
  }
  expect(callId).toBeGreaterThan(0)
})
afterAll(async () => browser?.close())

const clipRow = (page: Page) => page.getByRole('row').filter({ hasText: TITLE }).first()

describe('Clips', () => {
  it('a rep cuts a clip, waits for Completed and plays the rendered file', async () => {
    const { page } = await signInAs(browser, base(), REP, `/meeting/${callId}`)
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 })
    await page.getByRole('button', { name: 'Create clip' }).click()
    const modal = page.getByRole('dialog', { name: 'Create clip' })
    await modal.getByRole('button', { name: 'Create clip' }).click()
    await expect.poll(() => modal.innerText(), { timeout: 10_000 }).toContain('Clip title is required')
    await modal.getByLabel('Clip title').fill(TITLE)
    // The end moved back onto the start: 'Choose start time and end time'; then back to a 10 s clip.
    const end = modal.getByRole('slider', { name: 'Clip end' })
    await end.focus()
    await page.keyboard.press('Home')
    await expect.poll(() => modal.locator('.clip-form__times').innerText()).toContain('Length 00:00:00')
    await modal.getByRole('button', { name: 'Create clip' }).click()
    await expect.poll(() => modal.innerText(), { timeout: 10_000 }).toContain('Choose start time and end time')
    await end.focus()
    for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowRight')
    await expect.poll(() => modal.locator('.clip-form__times').innerText()).toContain('Length 00:00:10')
    // Off the button, so the capture shows it at rest rather than hovered.
    await page.mouse.move(0, 0)
    await checkScreen(page, 'clips-create')
    await modal.getByRole('button', { name: 'Create clip' }).click()
    await expect.poll(() => page.getByText('New clip creation in progress.').count(), { timeout: 30_000 }).toBeGreaterThan(0)

    await page.goto(`${base()}/clips`)
    await expect.poll(() => clipRow(page).innerText(), { timeout: 120_000, interval: 1000 }).toContain('Completed')
    const row = clipRow(page)
    for (const action of ['View', 'Share Clip', 'Download']) await expect.poll(() => row.getByText(action, { exact: true }).count()).toBe(1)
    await checkScreen(page, 'clips-list')

    await row.getByText('View', { exact: true }).click()
    const video = page.locator('video.clip-view__player')
    await video.waitFor({ timeout: 30_000 })
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(1)
    const seconds = await video.evaluate((v: HTMLVideoElement) => v.duration)
    console.log(`rendered clip plays for ${seconds.toFixed(2)} s`)
    expect(seconds).toBeGreaterThan(8)
    expect(seconds).toBeLessThan(12)
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true
      return v.play()
    })
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0)
    await expect.poll(() => page.getByRole('region', { name: 'Clip transcript' }).innerText()).toContain('Transcript')
    await checkScreen(page, 'clips-view')
  })

  it('a shared clip opens for a visitor without sign-in; a forged token shows the locked card', async () => {
    const token = await demoToken(base(), REP)
    const list = (await (await fetch(`${base()}/api/users/getClips`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { clips: { id: number; status: string; title: string }[] }
    }
    const clip = list.data.clips.find((c) => c.title === TITLE && c.status === 'Completed')
    expect(clip).toBeDefined()
    const share = (await (
      await fetch(`${base()}/api/users/getShareURL?id=${clip?.id}&type=CLIP`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      data: { url: string }
    }
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${base()}${share.data.url}`)
    await page.getByRole('heading', { name: TITLE }).waitFor({ timeout: 30_000 })
    const video = page.locator('video.clip-view__player')
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(1)
    await checkScreen(page, 'clips-shared')
    await page.goto(`${base()}/sharedClip/${clip?.id}?sharingToken=${'A'.repeat(43)}`)
    await page.getByRole('heading', { name: 'This content is for internal user only' }).waitFor({ timeout: 30_000 })
    await context.close()
  })
})
