import { seedSandboxMeetings } from '@parley/fakes/calendar-common/sandbox-events'
import { type FakeGoogleCalendar, startFakeGoogleCalendar } from '@parley/fakes/google-calendar/google-calendar-server'
import { type FakeRecall, startFakeRecall } from '@parley/fakes/recall/recall-server'
import { NOTETAKER_REASONS } from '@parley/shared/rules/notetaker-decision'
import { PROCESSING_STATUS } from '@parley/shared/rules/processing-status'
import { flagsFromToggles } from '@parley/shared/rules/recording-preferences'
import { SETTINGS_MESSAGES } from '@parley/shared/rules/settings'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { checkScreen, launchBrowser, signInAs } from './support/browser'
import { type RunningParley, startParley } from './support/parley'

// Issue 7 "Done when", end to end against the real adapters and the fakes (as `npm run start:sandbox` wires them): a
// rep connects Google Calendar through the fake consent, sees the week's meetings grouped by day with the right
// Yes/No and reasons, turns one off, sends the notetaker into the meeting in progress, and the fake bot's recording
// becomes a processed call on the Recordings page. Riley has no recorded calls, so the new call is the only one —
// this file runs its own server copy, so the shared demo server keeps Riley call-less.
const RILEY = 'riley.rep@northwind.example'
const REMOVE_CONFIRM = 'Are you sure? Do you want to remove the notetaker from this meeting?'
const LIVE_TITLE = 'Live demo with Acme'
/** The fake bot stays this long in the call, then leaves and posts `done`... */
const BOT_CALL_MS = 4000
/** ...with a recording that says it lasted six minutes, long enough for insights (at least 5 minutes). */
const RECORDED_SECONDS = 6 * 60
const STILL_PROCESSING: number[] = [PROCESSING_STATUS.QUEUED, PROCESSING_STATUS.PROCESSING, PROCESSING_STATUS.CHECKLIST_REBUILDING]
const client = { id: 'parley-e2e-calendar', secret: 'parley-e2e-calendar-secret' }
let browser: Browser
let server: RunningParley
let google: FakeGoogleCalendar
let recall: FakeRecall

beforeAll(async () => {
  browser = await launchBrowser()
  google = await startFakeGoogleCalendar({ client })
  // The week ahead plus one meeting that started five minutes ago, the sandbox's own calendar.
  seedSandboxMeetings(google.store, RILEY, 'google')
  recall = await startFakeRecall({ autoplay: { inCallMs: BOT_CALL_MS, tickMs: 500 }, recordedSeconds: RECORDED_SECONDS })
  server = await startParley({
    templateDir: inject('e2eTemplateDir'),
    env: {
      GOOGLE_CLIENT_ID: client.id,
      GOOGLE_CLIENT_SECRET: client.secret,
      GOOGLE_CALENDAR_API_URL: google.apiUrl,
      GOOGLE_TOKEN_URL: google.tokenUrl,
      GOOGLE_AUTH_URL: google.authorizeUrl,
      NOTETAKER_PROVIDER: 'recall',
      RECALL_BASE_URL: recall.apiUrl,
      RECALL_API_KEY: recall.apiKey,
      RECALL_WEBHOOK_SECRET: recall.webhookSecret,
    },
  })
  recall.setWebhookTarget(`${server.url}/api/notetaker/webhooks/recall`)
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await recall?.stop()
  await google?.stop()
})

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true }).waitFor({ timeout: 60_000 })
const rowsOf = (page: Page) => page.getByTestId('upcoming-row')
const rowTitled = (page: Page, title: string) => rowsOf(page).filter({ has: page.locator('.upcoming-row__title', { hasText: title }) })
const joinsOf = (row: Locator) => row.locator('.upcoming-row__joins strong').textContent()
const reasonOf = (row: Locator) => row.locator('.upcoming-row__reason').getAttribute('data-reason')

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const res = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, json: (await res.json().catch(() => null)) as T }
}

describe('calendar in, bot out (issue 7 Done when)', () => {
  let page: Page
  let token: string

  it('a rep connects Google Calendar from Settings through the consent screen', async () => {
    ;({ page, token } = await signInAs(browser, server.url, RILEY, '/settings'))
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor({ timeout: 60_000 })
    const card = page.locator('.settings-card').filter({ has: page.getByText('Google Calendar', { exact: true }) })
    // The demo gave Riley a connection: disconnect it first (with its confirmation), so the connect is a fresh one.
    await card.getByRole('button', { name: /^(Connect|Disconnect)$/ }).waitFor({ timeout: 60_000 })
    if ((await card.getByRole('button', { name: 'Disconnect' }).count()) > 0) {
      await card.getByRole('button', { name: 'Disconnect' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
      const reloaded = page.waitForEvent('load', { timeout: 60_000 })
      await toast(page, SETTINGS_MESSAGES.calendarDisconnected)
      // The page reloads 2 s after the message; the card then offers Connect.
      await reloaded
      await card.getByRole('button', { name: 'Connect' }).waitFor({ timeout: 60_000 })
    }
    await checkScreen(page, 'flow-settings-before-connect')
    await card.getByRole('button', { name: 'Connect' }).click()
    // Parley → the fake's consent → Parley's callback → the upcoming meetings (referred_by=google).
    await page.waitForURL(/\/upcoming-meetings\?referred_by=google/, { timeout: 60_000 })
    await page.goto(`${server.url}/settings`)
    await expect.poll(() => card.locator('.settings-tag').textContent(), { timeout: 60_000 }).toBe('Connected')
    await page.getByText(`Syncing ${RILEY}.`, { exact: false }).waitFor({ timeout: 60_000 })
    expect(google.requests.some((r) => r.path === '/token' && r.status === 200)).toBe(true)
    await checkScreen(page, 'flow-settings-connected')

    // External meetings only (internal off), as the Recording Preferences modal saves it.
    const flags = flagsFromToggles({ externalHostedByMe: true, externalHostedByOthers: true, internalMeetings: false })
    expect((await api(token, 'POST', '/users/updateNotetakerSettings', { ...flags, notetaker_enabled: true })).status).toBe(200)
  }, 300_000)

  it("sees next week's meetings grouped by day with the right Yes/No and reasons", async () => {
    await page.goto(`${server.url}/upcoming-meetings`)
    await page.getByRole('heading', { name: 'Your upcoming meetings', level: 1 }).waitFor({ timeout: 60_000 })
    // The first sync may still be running when the page opens: reload until the synced meetings are listed.
    await expect
      .poll(
        async () => {
          if ((await rowTitled(page, LIVE_TITLE).count()) > 0) return true
          await page.reload()
          await page.getByRole('heading', { name: 'Your upcoming meetings', level: 1 }).waitFor({ timeout: 60_000 })
          return (await rowTitled(page, LIVE_TITLE).count()) > 0
        },
        { timeout: 120_000, interval: 3000 },
      )
      .toBe(true)
    const days = await page.locator('.upcoming-day__label').allTextContents()
    console.log(`day groups on page 1: ${days.join(' | ')}`)
    expect(days.length).toBeGreaterThan(1)
    expect(new Set(days).size).toBe(days.length)
    await expect.poll(() => rowsOf(page).count()).toBe(10)

    // The meeting in progress: toggle locked, the in-call button offered.
    const live = rowTitled(page, LIVE_TITLE)
    expect(await reasonOf(live)).toBe(NOTETAKER_REASONS.started)
    expect(await live.getByRole('switch').isDisabled()).toBe(true)
    // An external call the rep hosts, one an outside buyer hosts (Zoom link in the location), an internal stand-up
    // (internal meetings are off) and a lunch without a link.
    const discovery = rowTitled(page, 'Discovery call with').first()
    expect([await joinsOf(discovery), await reasonOf(discovery)]).toEqual(['Yes', NOTETAKER_REASONS.willJoin])
    const zoom = rowTitled(page, 'Pricing follow-up (Zoom)').first()
    expect([await joinsOf(zoom), await reasonOf(zoom)]).toEqual(['Yes', NOTETAKER_REASONS.willJoin])
    const standup = rowTitled(page, 'Team stand-up').first()
    expect([await joinsOf(standup), await reasonOf(standup)]).toEqual(['No', NOTETAKER_REASONS.willNotJoin])
    const lunch = rowTitled(page, 'Lunch with a prospect')
    expect([await joinsOf(lunch), await reasonOf(lunch)]).toEqual(['No', NOTETAKER_REASONS.noUrl])
    // Seventeen meetings at ten a page: the rest of the week is on page 2.
    await page.locator('.ant-pagination-item-2').waitFor()
    await checkScreen(page, 'flow-upcoming-synced')
  }, 300_000)

  it('turns one meeting off with the confirmation', async () => {
    const discovery = rowTitled(page, 'Discovery call with').first()
    const title = ((await discovery.locator('.upcoming-row__title').textContent()) ?? '').trim()
    await discovery.getByRole('switch').click()
    await page.locator('.ant-modal-confirm-title', { hasText: REMOVE_CONFIRM }).waitFor({ timeout: 30_000 })
    await checkScreen(page, 'flow-upcoming-remove-confirm')
    await page.getByRole('button', { name: 'Yes' }).click()
    const row = rowTitled(page, title).first()
    await expect.poll(() => row.getByRole('switch').getAttribute('aria-checked'), { timeout: 60_000 }).toBe('false')
    await expect.poll(() => reasonOf(row), { timeout: 60_000 }).toBe(NOTETAKER_REASONS.disabledByYou)
    await expect.poll(() => joinsOf(row)).toBe('No')
  })

  it('sends the notetaker into the meeting in progress; its recording becomes a processed call on Recordings', async () => {
    const live = rowTitled(page, LIVE_TITLE)
    const reloaded = page.waitForEvent('load', { timeout: 60_000 })
    await live.getByRole('button', { name: 'Send Notetaker In Call' }).click()
    // 204 → 'Notetaker sent!' and a reload 2.5 s later.
    await toast(page, 'Notetaker sent!')
    await reloaded
    await rowTitled(page, LIVE_TITLE).waitFor({ timeout: 60_000 })
    await checkScreen(page, 'flow-upcoming-bot-sent')
    const bot = [...recall.bots.values()].find((b) => b.join_at === null)
    expect(bot?.rawMeetingUrl).toBe('https://meet.google.com/abc-defg-hij')

    // The fake bot joins, records, leaves and posts its signed webhooks; `done` hands the recording to ingestion.
    await expect.poll(() => recall.deliveries.find((d) => d.event === 'bot.done')?.status ?? 0, { timeout: 120_000, interval: 1000 }).toBe(200)
    console.log(`webhooks: ${recall.deliveries.map((d) => `${d.event}→${d.status}`).join(', ')}`)
    await page.goto(`${server.url}/meetings`)
    const call = page.locator('.call-row').filter({ hasText: LIVE_TITLE })
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
        { timeout: 180_000, interval: 3000 },
      )
      .toBe(true)
    await checkScreen(page, 'flow-recordings-call')
    const href = (await call.first().locator('a.call-row__title').getAttribute('href')) ?? ''
    const meetingId = Number(/\/meeting\/(\d+)/.exec(href)?.[1])
    // Processed: the analysis ran to its end and built the call's insights.
    const processed = async () =>
      (await api<{ data?: { data: { processing_status: number | null }[] } }>(token, 'POST', `/reports/call-details?id=${meetingId}`, { role: 'user' })).json
        ?.data?.data[0]?.processing_status ?? null
    await expect.poll(processed, { timeout: 180_000, interval: 2000 }).toSatisfy((s: number | null) => s !== null && !STILL_PROCESSING.includes(s))
    expect(await processed()).toBe(PROCESSING_STATUS.DONE)
    await call.first().locator('a.call-row__title').click()
    await page.getByText(LIVE_TITLE).first().waitFor({ timeout: 60_000 })
    await checkScreen(page, 'flow-meeting-page')
    await page.context().close()
  }, 480_000)
})
