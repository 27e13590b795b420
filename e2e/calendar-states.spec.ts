import { type FakeGoogleCalendar, startFakeGoogleCalendar } from '@parley/fakes/google-calendar/google-calendar-server'
import { CALENDAR_MESSAGES, EMPTY_STATE_TEXT } from '@parley/shared/rules/upcoming-list'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { checkScreen, launchBrowser, signInAs } from './support/browser'
import { type RunningParley, startParley } from './support/parley'

// The calendar's states as a rep sees them ("Bad input"): a first sync that the
// provider keeps failing ('Syncing your calendar...', retried by the job without losing its place), a synced calendar
// with no meetings ('Calendar sync successful!'), 'Sync Now', and a grant the user revoked at Google (a refresh that
// fails: the calendar is marked disconnected and the rep is told on Recordings, Settings and Upcoming meetings).
const RILEY = 'riley.rep@northwind.example'
const client = { id: 'parley-e2e-states', secret: 'parley-e2e-states-secret' }
let browser: Browser
let server: RunningParley
let google: FakeGoogleCalendar

beforeAll(async () => {
  browser = await launchBrowser()
  google = await startFakeGoogleCalendar({ client })
  server = await startParley({
    templateDir: inject('e2eTemplateDir'),
    env: {
      GOOGLE_CLIENT_ID: client.id,
      GOOGLE_CLIENT_SECRET: client.secret,
      GOOGLE_CALENDAR_API_URL: google.apiUrl,
      GOOGLE_TOKEN_URL: google.tokenUrl,
      GOOGLE_AUTH_URL: google.authorizeUrl,
    },
  })
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await google?.stop()
})

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true }).waitFor({ timeout: 60_000 })
const heading = (page: Page, name: string) => page.getByRole('heading', { name })

describe('a rep’s calendar from first sync to a revoked grant', () => {
  let page: Page
  let token: string

  it("a first sync the provider keeps failing shows 'Syncing your calendar...'; once it goes through, 'Calendar sync successful!'", async () => {
    ;({ page, token } = await signInAs(browser, server.url, RILEY, '/settings'))
    // The demo's connection goes first (its future meetings with it), so Riley's new calendar is the empty one at the fake.
    const off = await fetch(`${server.url}/api/update_user_details?remove_calendar_integration=true`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(off.status).toBe(200)
    // Google answers 503 to the first sync's four tries: the job fails, keeps its cursor and is retried by the queue.
    google.failNext({ status: 503 }, 4)
    await page.reload()
    const card = page.locator('.settings-card').filter({ has: page.getByText('Google Calendar', { exact: true }) })
    await card.getByRole('button', { name: 'Connect' }).click()
    await page.waitForURL(/\/upcoming-meetings/, { timeout: 60_000 })
    await heading(page, EMPTY_STATE_TEXT.sync_pending.title).waitFor({ timeout: 60_000 })
    await page.getByRole('button', { name: EMPTY_STATE_TEXT.sync_pending.action }).waitFor()
    await checkScreen(page, 'upcoming-sync-pending')
    // Refresh until the queue's retry has synced the (empty) calendar.
    await expect
      .poll(
        async () => {
          if ((await heading(page, EMPTY_STATE_TEXT.synced_no_events.title).count()) > 0) return true
          const refresh = page.getByRole('button', { name: EMPTY_STATE_TEXT.sync_pending.action })
          if ((await refresh.count()) > 0) await refresh.click()
          return false
        },
        { timeout: 180_000, interval: 3000 },
      )
      .toBe(true)
    await page.getByText(EMPTY_STATE_TEXT.synced_no_events.text).waitFor()
    await checkScreen(page, 'upcoming-synced-no-events')
    expect(google.requests.filter((r) => r.status === 503).length).toBe(4)
  }, 300_000)

  it("'Sync Now' syncs at once: 'Calendar sync successfully!', and a meeting added at Google arrives", async () => {
    google.store.putEvent(RILEY, {
      id: 'states-new',
      title: 'Renewal call with Globex',
      start: new Date(Date.now() + 26 * 3600_000).toISOString(),
      end: new Date(Date.now() + 27 * 3600_000).toISOString(),
      organizer: { email: RILEY },
      attendees: [{ email: RILEY }, { email: 'omar.ops@globex.example' }],
      conference: { kind: 'google_meet', url: 'https://meet.google.com/snc-nowx-abc' },
    })
    await page.getByRole('button', { name: 'Sync Now' }).click()
    await toast(page, CALENDAR_MESSAGES.syncDone)
    await expect
      .poll(
        async () => {
          if ((await page.getByTestId('upcoming-row').filter({ hasText: 'Renewal call with Globex' }).count()) > 0) return true
          await page.reload()
          await page.getByRole('heading', { name: 'Your upcoming meetings', level: 1 }).waitFor({ timeout: 60_000 })
          return false
        },
        { timeout: 120_000, interval: 2000 },
      )
      .toBe(true)
  }, 180_000)

  it('a grant revoked at Google: the sync marks the calendar disconnected and the rep is told where they look', async () => {
    google.store.revoke(RILEY)
    await page.getByRole('button', { name: 'Sync Now' }).click()
    await toast(page, CALENDAR_MESSAGES.syncDone)
    // The sync's access token is refused and its refresh answers invalid_grant: the connection is revoked.
    await expect
      .poll(
        async () => {
          const res = await fetch(`${server.url}/api/profile`, { headers: { authorization: `Bearer ${token}` } })
          const profile = (await res.json()) as { calendar_integrated: boolean }
          return profile.calendar_integrated
        },
        { timeout: 120_000, interval: 1000 },
      )
      .toBe(false)

    await page.goto(`${server.url}/meetings`)
    const banner = page.locator('.calendar-banner')
    await banner.getByText('Google Calendar got disconnected!', { exact: false }).waitFor({ timeout: 60_000 })
    await banner.getByRole('button', { name: 'Connect Google Calendar' }).waitFor()
    await expect.poll(() => page.locator('.ant-skeleton').count(), { timeout: 60_000 }).toBe(0)
    await checkScreen(page, 'recordings-calendar-disconnected')

    await page.goto(`${server.url}/settings`)
    const card = page.locator('.settings-card').filter({ has: page.getByText('Google Calendar', { exact: true }) })
    await card.getByText(`${RILEY} got disconnected`, { exact: false }).waitFor({ timeout: 60_000 })
    await card.getByRole('button', { name: 'Connect' }).waitFor()
    await checkScreen(page, 'settings-calendar-revoked')

    // The meetings synced before are still listed, with the notice; 'Sync Now' has gone with the calendar.
    await page.goto(`${server.url}/upcoming-meetings`)
    await page.locator('.upcoming-disconnected').getByText('Google Calendar got disconnected').waitFor({ timeout: 60_000 })
    await page.getByTestId('upcoming-row').filter({ hasText: 'Renewal call with Globex' }).waitFor()
    expect(await page.getByRole('button', { name: 'Sync Now' }).count()).toBe(0)
    await checkScreen(page, 'upcoming-calendar-disconnected')

    // The Recordings banner's button connects the calendar again through the consent screen.
    await page.goto(`${server.url}/meetings`)
    await banner.getByRole('button', { name: 'Connect Google Calendar' }).click()
    await page.waitForURL(/\/upcoming-meetings/, { timeout: 60_000 })
    await toast(page, CALENDAR_MESSAGES.connected)
    await expect.poll(() => page.locator('.upcoming-disconnected').count(), { timeout: 60_000 }).toBe(0)
    await page.getByRole('button', { name: 'Sync Now' }).waitFor({ timeout: 60_000 })
    await page.context().close()
  }, 240_000)
})
