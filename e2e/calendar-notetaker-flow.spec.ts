import { NOTETAKER_REASONS } from '@parley/shared/rules/notetaker-decision'
import { PROCESSING_STATUS } from '@parley/shared/rules/processing-status'
import { ENABLE_ONE_MESSAGE } from '@parley/shared/rules/recording-preferences'
import { SETTINGS_MESSAGES } from '@parley/shared/rules/settings'
import { CALENDAR_MESSAGES } from '@parley/shared/rules/upcoming-list'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { checkScreen, launchBrowser, signInAs } from './support/browser'
import { type RunningSandbox, startSandbox } from './support/sandbox'

// In Chromium against the sandbox itself: the process `npm run start:sandbox` runs
// (apps/server/src/sandbox.ts — the fake Google Calendar, Microsoft Graph over HTTPS, Recall.ai, SMTP, OIDC, CRMs and
// LLM, then Parley with its real adapters pointed at them), on a copy of the seeded demo. A rep connects Google
// Calendar through the fake consent, the Recording Preferences modal enforces its mapping and messages, the week's
// meetings arrive grouped by day with the right Yes/No and reasons, the rep turns one off (with the confirmation),
// sends the notetaker into the meeting in progress, sees it join and takes it out again, and the bot's recording
// becomes a processed call on the Recordings page. Riley has no recorded calls, so the new call is the only one.
const RILEY = 'riley.rep@northwind.example'
const REMOVE_CONFIRM = 'Are you sure? Do you want to remove the notetaker from this meeting?'
const LIVE_TITLE = 'Live demo with Acme'
/** The sandbox's bots stay this long in a call (SANDBOX_BOT_CALL_SECONDS): longer than the test, which removes it. */
const BOT_CALL_SECONDS = 600
const STILL_PROCESSING: number[] = [PROCESSING_STATUS.QUEUED, PROCESSING_STATUS.PROCESSING, PROCESSING_STATUS.CHECKLIST_REBUILDING]
let browser: Browser
let sandbox: RunningSandbox

beforeAll(async () => {
  browser = await launchBrowser()
  sandbox = await startSandbox({
    templateDir: inject('e2eTemplateDir'),
    env: { SANDBOX_USER_EMAIL: RILEY, SANDBOX_BOT_CALL_SECONDS: String(BOT_CALL_SECONDS) },
  })
}, 180_000)
afterAll(async () => {
  await browser?.close()
  await sandbox?.stop()
})

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true }).waitFor({ timeout: 60_000 })
const rowsOf = (page: Page) => page.getByTestId('upcoming-row')
const rowTitled = (page: Page, title: string) => rowsOf(page).filter({ has: page.locator('.upcoming-row__title', { hasText: title }) })
const joinsOf = (row: Locator) => row.locator('.upcoming-row__joins strong').textContent()
const reasonOf = (row: Locator) => row.locator('.upcoming-row__reason').getAttribute('data-reason')

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const res = await fetch(`${sandbox.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, json: (await res.json().catch(() => null)) as T }
}

describe('calendar in, bot out', () => {
  let page: Page
  let token: string

  it('a rep connects Google Calendar from Settings through the consent screen', async () => {
    ;({ page, token } = await signInAs(browser, sandbox.url, RILEY, '/settings'))
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
    // Parley → the fake's consent → Parley's callback → the upcoming meetings (referred_by=google) and the spec's notice.
    await page.waitForURL(/\/upcoming-meetings/, { timeout: 60_000 })
    await toast(page, CALENDAR_MESSAGES.connected)
    await page.goto(`${sandbox.url}/settings`)
    await expect.poll(() => card.locator('.settings-tag').textContent(), { timeout: 60_000 }).toBe('Connected')
    await page.getByText(`Syncing ${RILEY}.`, { exact: false }).waitFor({ timeout: 60_000 })
    await checkScreen(page, 'flow-settings-connected')
  }, 300_000)

  it('the Recording Preferences modal enforces the three ↔ five mapping and its messages', async () => {
    await page.getByRole('button', { name: 'Recording Preferences' }).click()
    const modal = page.getByRole('dialog', { name: 'Recording Preferences' })
    await modal.waitFor()
    const master = modal.getByRole('switch', { name: 'Notetaker', exact: true })
    const three = ['External meetings hosted by me', 'External meetings hosted by others', 'Internal meetings'].map((name) =>
      modal.getByRole('switch', { name }),
    )
    const checked = (l: Locator) => l.getAttribute('aria-checked')
    // The master on with every meeting off cannot be saved.
    for (const s of three) if ((await checked(s)) === 'true') await s.click()
    await modal.getByRole('button', { name: 'Save' }).click()
    await modal.getByText(ENABLE_ONE_MESSAGE).waitFor()
    // The master off forces the three off and disables them; back on, all three are on.
    await master.click()
    for (const s of three) {
      await expect.poll(() => checked(s)).toBe('false')
      expect(await s.isDisabled()).toBe(true)
    }
    await master.click()
    for (const s of three) await expect.poll(() => checked(s)).toBe('true')
    // External meetings only, as most reps record.
    await (three[2] as Locator).click()
    await checkScreen(page, 'flow-settings-preferences')
    await modal.getByRole('button', { name: 'Save' }).click()
    await toast(page, SETTINGS_MESSAGES.settingsUpdated)
    await modal.waitFor({ state: 'hidden' })
    const saved = await api<{ data: { userSettings: Record<string, boolean> } }>(token, 'GET', '/users/getNotetakerSettings')
    expect(saved.json.data.userSettings).toMatchObject({
      notetaker_enabled: true,
      internal_meeting: false,
      external_meeting: true,
      self_host: true,
      internal_host: true,
      external_host: true,
    })
  })

  it("sees next week's meetings grouped by day with the right Yes/No and reasons", async () => {
    await page.goto(`${sandbox.url}/upcoming-meetings`)
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

  it('sends the notetaker into the meeting in progress, sees it join, removes it; its recording becomes a processed call', async () => {
    const live = rowTitled(page, LIVE_TITLE)
    const reloaded = page.waitForEvent('load', { timeout: 60_000 })
    await live.getByRole('button', { name: 'Send Notetaker In Call' }).click()
    // 204 → 'Notetaker sent!' and a reload 2.5 s later.
    await toast(page, 'Notetaker sent!')
    await reloaded
    // The fake bot joins and records (its signed webhooks set latest_event_type): the row offers to remove it…
    const controlIs = async (label: string) => {
      await rowTitled(page, LIVE_TITLE).waitFor({ timeout: 60_000 })
      if ((await rowTitled(page, LIVE_TITLE).getByRole('button', { name: label }).count()) > 0) return true
      await page.reload()
      return false
    }
    await expect.poll(() => controlIs('Remove Notetaker From Call'), { timeout: 120_000, interval: 1500 }).toBe(true)
    await checkScreen(page, 'flow-upcoming-bot-in-call')
    // …which takes it out of the call (leave_call): 'Notetaker removed!', a reload, and the call can be sent one again.
    const again = page.waitForEvent('load', { timeout: 60_000 })
    await rowTitled(page, LIVE_TITLE).getByRole('button', { name: 'Remove Notetaker From Call' }).click()
    await toast(page, 'Notetaker removed!')
    await again
    await expect.poll(() => controlIs('Send Notetaker In Call'), { timeout: 120_000, interval: 2000 }).toBe(true)
    await checkScreen(page, 'flow-upcoming-bot-left')

    await page.goto(`${sandbox.url}/meetings`)
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
