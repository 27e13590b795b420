import { PROCESSING_STATUS } from '@parley/shared/rules/processing-status'
import { NOTETAKER_SCHEDULED_MESSAGE } from '@parley/shared/schemas/notetaker'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { checkScreen, launchBrowser, signInAs } from './support/browser'
import { type RunningParley, startParley } from './support/parley'

// The demo as `npm start` runs it: demo mode and no notetaker service, so the built-in demo notetaker joins an
// Instant Recording and its call is processed. Its own server (the shared one runs without the demo notetaker),
// with the demo notetaker's minute cut to 3 s.
const CASEY = 'casey.csm@northwind.example'
const TITLE = 'E2E demo notetaker call'
let browser: Browser
let server: RunningParley

beforeAll(async () => {
  browser = await launchBrowser()
  server = await startParley({ templateDir: inject('e2eTemplateDir'), env: { DEMO_NOTETAKER: '1', DEMO_NOTETAKER_CALL_SECONDS: '3' } })
}, 120_000)
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('the demo notetaker', () => {
  it('joins an Instant Recording, and the call shows up processed in the recordings list', async () => {
    const { page, token } = await signInAs(browser, server.url, CASEY, '/upcoming-meetings')
    await page.getByRole('heading', { name: 'Your upcoming meetings', level: 1 }).waitFor({ timeout: 60_000 })
    await page.getByRole('button', { name: 'Instant Recording' }).click()
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE)
    await page.getByRole('textbox', { name: 'Meeting URL' }).fill('zoom.us/j/1234567890')
    await page.getByRole('button', { name: 'Send Notetaker' }).click()
    await page.locator('.ant-message').getByText(NOTETAKER_SCHEDULED_MESSAGE, { exact: true }).waitFor({ timeout: 30_000 })

    await page.goto(`${server.url}/meetings`)
    const call = page.locator('.call-row').filter({ hasText: TITLE })
    await expect
      .poll(
        async () => {
          if ((await call.count()) > 0) return true
          await page.reload()
          await page
            .locator('.call-row, .recordings-results')
            .first()
            .waitFor({ timeout: 60_000 })
            .catch(() => undefined)
          return (await call.count()) > 0
        },
        { timeout: 120_000, interval: 3000 },
      )
      .toBe(true)
    const href = (await call.first().locator('a.call-row__title').getAttribute('href')) ?? ''
    const meetingId = Number(/\/meeting\/(\d+)/.exec(href)?.[1])
    // Processed: the analysis ran to its end and built the call's insights.
    const processed = async () => {
      const res = await fetch(`${server.url}/api/reports/call-details?id=${meetingId}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ role: 'user' }),
      })
      const body = (await res.json()) as { data?: { data: { processing_status: number | null }[] } }
      return body.data?.data[0]?.processing_status ?? null
    }
    await expect.poll(processed, { timeout: 120_000, interval: 2000 }).toBe(PROCESSING_STATUS.DONE)
    await call.first().locator('a.call-row__title').click()
    await page.getByText(TITLE).first().waitFor({ timeout: 60_000 })
    await checkScreen(page, 'demo-notetaker-call')
    await page.context().close()
  }, 300_000)
})
