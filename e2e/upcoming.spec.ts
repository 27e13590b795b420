import { type FakeRecall, startFakeRecall } from '@parley/fakes/recall/recall-server'
import { FIELD_EMPTY_MESSAGE, INVALID_VALUE_MESSAGE } from '@parley/shared/rules/instant-recording'
import { NOTETAKER_REASONS } from '@parley/shared/rules/notetaker-decision'
import { NOTETAKER_SCHEDULED_MESSAGE } from '@parley/shared/schemas/notetaker'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { checkScreen, launchBrowser, signInAs } from './support/browser'
import { type RunningParley, startParley } from './support/parley'

// The Upcoming meetings part: a rep sees meetings grouped by day with Yes/No and reasons,
// turns one off (with the confirmation), sends the notetaker to a call with Instant Recording and finds the
// in-progress controls. The server runs against the fake Recall.ai, on its own copy of the demo.
const SASHA = 'sasha.sales@northwind.example'
const RILEY = 'riley.rep@northwind.example'
const SAM = 'sam.super@northwind.example'
const REMOVE_CONFIRM = 'Are you sure? Do you want to remove the notetaker from this meeting?'
let browser: Browser
let server: RunningParley
let recall: FakeRecall

beforeAll(async () => {
  browser = await launchBrowser()
  recall = await startFakeRecall()
  server = await startParley({
    templateDir: inject('e2eTemplateDir'),
    env: { RECALL_API_KEY: recall.apiKey, RECALL_BASE_URL: recall.apiUrl, RECALL_WEBHOOK_SECRET: recall.webhookSecret },
  })
  recall.setWebhookTarget(`${server.url}/api/notetaker/webhooks/recall`)
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await recall?.stop()
})

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true }).waitFor({ timeout: 30_000 })

async function openUpcoming(email: string): Promise<Page> {
  const { page } = await signInAs(browser, server.url, email, '/upcoming-meetings')
  await page.getByRole('heading', { name: 'Your upcoming meetings', level: 1 }).waitFor({ timeout: 60_000 })
  return page
}

describe('a rep with a connected calendar', () => {
  it('sees meetings grouped by day with Yes/No and reasons, and turns one off with the confirmation', async () => {
    const page = await openUpcoming(SASHA)
    const rows = page.getByTestId('upcoming-row')
    await rows.first().waitFor({ timeout: 60_000 })
    await expect.poll(() => page.locator('.upcoming-day__label').count()).toBeGreaterThan(0)
    await expect.poll(() => rows.count()).toBeLessThanOrEqual(10)
    await page.getByText('Toggle the Notetaker to join/not join any upcoming meeting').waitFor()
    await page.getByText('Calendar syncs every 30 mins').waitFor()
    const joins = await page.locator('.upcoming-row__joins strong').allTextContents()
    expect(joins.every((j) => j === 'Yes' || j === 'No')).toBe(true)
    const reasons = await page.locator('.upcoming-row__reason').evaluateAll((els) => els.map((e) => e.getAttribute('data-reason')))
    expect(reasons.every((r) => (Object.values(NOTETAKER_REASONS) as (string | null)[]).includes(r))).toBe(true)
    await checkScreen(page, 'upcoming-meetings')
    // The attendee-count and company dropdowns list who is invited and from which companies.
    const first = rows.first()
    const people = first.getByRole('button', { name: /^\d+ attendees? ▾$/ })
    await people.click()
    const menu = page.locator('.ant-dropdown:visible .ant-dropdown-menu-item')
    await expect.poll(() => menu.count()).toBe(Number(/^\d+/.exec((await people.textContent()) ?? '')?.[0]))
    expect(await menu.first().textContent()).toContain('@')
    await checkScreen(page, 'upcoming-attendees')
    await page.keyboard.press('Escape')
    await menu.first().waitFor({ state: 'hidden' })
    const companies = first.getByRole('button', { name: /^\d+ compan(y|ies) ▾$/ })
    await companies.click()
    await expect.poll(() => menu.count()).toBe(Number(/^\d+/.exec((await companies.textContent()) ?? '')?.[0]))
    await page.keyboard.press('Escape')
    await menu.first().waitFor({ state: 'hidden' })
    const firstReason = rows.first().locator('.upcoming-row__reason')
    await firstReason.hover()
    await page
      .getByRole('tooltip')
      .filter({ hasText: (await firstReason.getAttribute('data-reason')) ?? '' })
      .waitFor()

    // A meeting the notetaker will join: the switch is on and enabled.
    const target = rows.filter({ has: page.locator('button[role="switch"][aria-checked="true"]:not([disabled])') }).first()
    const title = (await target.locator('.upcoming-row__title').textContent())?.trim() ?? ''
    await target.getByRole('switch').click()
    await page.locator('.ant-modal-confirm-title', { hasText: REMOVE_CONFIRM }).waitFor()
    await page.getByRole('button', { name: 'Yes' }).click()
    const row = rows.filter({ hasText: title }).first()
    await expect.poll(() => row.getByRole('switch').getAttribute('aria-checked'), { timeout: 30_000 }).toBe('false')
    await expect.poll(() => row.locator('.upcoming-row__reason').getAttribute('data-reason')).toBe(NOTETAKER_REASONS.disabledByYou)
    await expect.poll(() => row.locator('.upcoming-row__joins strong').textContent()).toBe('No')

    // Turning it on applies at once (no confirmation).
    await row.getByRole('switch').click()
    await expect.poll(() => row.locator('.upcoming-row__reason').getAttribute('data-reason'), { timeout: 30_000 }).toBe(NOTETAKER_REASONS.enabledByYou)

    // Search by title narrows the list.
    await page.getByRole('searchbox', { name: 'Find your meetings by title' }).fill(title)
    await expect
      .poll(async () => (await rows.locator('.upcoming-row__title').allTextContents()).every((t) => t.includes(title)), { timeout: 30_000 })
      .toBe(true)
    await page.getByRole('searchbox', { name: 'Find your meetings by title' }).fill('zz no meeting has this title zz')
    await page.getByRole('heading', { name: 'No Data Yet' }).waitFor({ timeout: 30_000 })
    await checkScreen(page, 'upcoming-no-data')
    await page.context().close()
  })

  it('Instant Recording validates the link, schedules the notetaker, and the call in progress offers the in-call button', async () => {
    const page = await openUpcoming(SASHA)
    await page.getByRole('button', { name: 'Instant Recording' }).click()
    const send = page.getByRole('button', { name: 'Send Notetaker' })
    await send.click()
    await page.getByText(FIELD_EMPTY_MESSAGE).waitFor()
    await page.getByRole('textbox', { name: 'Meeting URL' }).fill('javascript:alert(1)')
    await send.click()
    await page.getByText(INVALID_VALUE_MESSAGE).waitFor()
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('E2E instant call')
    await page.getByRole('textbox', { name: 'Meeting URL' }).fill('meet.google.com/xyz-abcd-efg')
    await send.click()
    await toast(page, NOTETAKER_SCHEDULED_MESSAGE)
    await checkScreen(page, 'upcoming-instant-recording')

    // The instant call started now: it is in progress, so the toggle is locked and the in-call button shows.
    const row = page.getByTestId('upcoming-row').filter({ hasText: 'E2E instant call' })
    await row.waitFor({ timeout: 30_000 })
    await expect.poll(() => row.getByRole('switch').isDisabled()).toBe(true)
    const control = row.getByRole('button', { name: /Send Notetaker In Call|Remove Notetaker From Call/ })
    await control.waitFor()
    await control.click()
    // 204 → 'Notetaker sent!'/'Notetaker removed!' then a reload; 200 → the conflict as an info notice; 400/404 → server text.
    await expect.poll(async () => (await page.locator('.ant-message').textContent())?.trim() ?? '', { timeout: 30_000 }).not.toBe('')
    console.log(`in-call button answered: ${await page.locator('.ant-message').textContent()}`)
    await page.context().close()
  })
})

describe('empty states and roles', () => {
  it("after disconnecting the calendar: 'You're almost there!' with Integrate Now to /settings", async () => {
    const { page, token } = await signInAs(browser, server.url, RILEY, '/settings')
    const res = await fetch(`${server.url}/api/update_user_details?remove_calendar_integration=true`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(res.status).toBe(200)
    await page.goto(`${server.url}/upcoming-meetings`)
    await page.getByRole('heading', { name: "You're almost there!" }).waitFor({ timeout: 60_000 })
    expect(await page.getByRole('button', { name: 'Sync Now' }).count()).toBe(0)
    await checkScreen(page, 'upcoming-not-integrated')
    await page.getByRole('link', { name: 'Integrate Now' }).click()
    await page.waitForURL('**/settings')
    await page.context().close()
  })

  it('a super admin sees the calendar event id in a tooltip', async () => {
    const { page, token } = await signInAs(browser, server.url, SAM, '/settings')
    const res = await fetch(`${server.url}/api/users/impromptuEvent`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Super admin instant call', meeting_url: 'https://meet.google.com/sup-erad-min' }),
    })
    expect(res.status).toBe(200)
    await page.goto(`${server.url}/upcoming-meetings`)
    const row = page.getByTestId('upcoming-row').filter({ hasText: 'Super admin instant call' })
    await row.waitFor({ timeout: 60_000 })
    const idButton = row.getByRole('button', { name: /^Calendar event id: / })
    const tooltip = page.getByRole('tooltip').filter({ hasText: 'Event id:' })
    // The list re-renders on its refresh timers, which can drop an open tooltip: move away and hover again until seen.
    await expect
      .poll(
        async () => {
          await page.mouse.move(0, 0)
          await idButton.hover()
          return tooltip.waitFor({ timeout: 5000 }).then(
            () => true,
            () => false,
          )
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe(true)
    await page.context().close()
  })

  it('a rep sees no event id', async () => {
    const page = await openUpcoming(SASHA)
    await page.getByTestId('upcoming-row').first().waitFor({ timeout: 60_000 })
    expect(await page.getByRole('button', { name: /^Calendar event id: / }).count()).toBe(0)
    await page.context().close()
  })
})
