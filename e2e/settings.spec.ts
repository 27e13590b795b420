import { ENABLE_ONE_MESSAGE, INTEGRATE_CALENDAR_MESSAGE } from '@parley/shared/rules/recording-preferences'
import { SETTINGS_MESSAGES } from '@parley/shared/rules/settings'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { checkScreen, launchBrowser, signInAs } from './support/browser'
import { type RunningParley, startParley } from './support/parley'

// The Settings part: the Recording Preferences modal enforces the three ↔ five mapping and its
// messages; an admin toggles who may delete meetings (with the confirmation). These tests change data, so they run
// on their own server started from a copy of the seeded demo.
const SASHA = 'sasha.sales@northwind.example'
const RILEY = 'riley.rep@northwind.example'
const AVERY = 'avery.admin@northwind.example'
const CASEY = 'casey.csm@northwind.example'
/** Zoom's consent page, answered by the test (page.route) as Zoom would after the user approves. */
const ZOOM_AUTHORIZE = 'https://zoom.consent.invalid/oauth/authorize'
let browser: Browser
let server: RunningParley

beforeAll(async () => {
  browser = await launchBrowser()
  server = await startParley({ templateDir: inject('e2eTemplateDir'), env: { ZOOM_CLIENT_ID: 'parley-e2e-zoom', ZOOM_AUTH_URL: ZOOM_AUTHORIZE } })
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true }).waitFor({ timeout: 30_000 })
const checked = (s: Locator) => s.getAttribute('aria-checked')

async function openSettings(email: string): Promise<Page> {
  const { page } = await signInAs(browser, server.url, email, '/settings')
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor({ timeout: 60_000 })
  await page.getByRole('button', { name: 'Recording Preferences' }).waitFor({ timeout: 60_000 })
  return page
}

async function openPreferences(page: Page) {
  await page.getByRole('button', { name: 'Recording Preferences' }).click()
  const modal = page.getByRole('dialog', { name: 'Recording Preferences' })
  await modal.waitFor()
  return {
    modal,
    master: modal.getByRole('switch', { name: 'Notetaker', exact: true }),
    byMe: modal.getByRole('switch', { name: 'External meetings hosted by me' }),
    byOthers: modal.getByRole('switch', { name: 'External meetings hosted by others' }),
    internal: modal.getByRole('switch', { name: 'Internal meetings' }),
    save: modal.getByRole('button', { name: 'Save' }),
  }
}

describe('Recording Preferences', () => {
  it('enforces the mapping and its messages, and saves', async () => {
    const page = await openSettings(SASHA)
    await page.getByText('Connected').first().waitFor()
    await checkScreen(page, 'settings-rep')
    const p = await openPreferences(page)
    // Master on, all three off → refused with the spec's message.
    for (const s of [p.byMe, p.byOthers, p.internal]) if ((await checked(s)) === 'true') await s.click()
    await p.save.click()
    await p.modal.getByText(ENABLE_ONE_MESSAGE).waitFor()
    // "The master notetaker toggle off forces the three recording toggles off" and disables them.
    await p.master.click()
    await expect.poll(() => checked(p.master)).toBe('false')
    for (const s of [p.byMe, p.byOthers, p.internal]) {
      expect(await checked(s)).toBe('false')
      expect(await s.isDisabled()).toBe(true)
    }
    // Back on: all three on; then leave internal meetings out and save.
    await p.master.click()
    await expect.poll(() => checked(p.internal)).toBe('true')
    await p.internal.click()
    await checkScreen(page, 'settings-recording-preferences')
    await p.save.click()
    await toast(page, SETTINGS_MESSAGES.settingsUpdated)
    await p.modal.waitFor({ state: 'hidden' })

    const again = await openPreferences(page)
    await expect.poll(() => checked(again.internal)).toBe('false')
    expect(await checked(again.byMe)).toBe('true')
    expect(await checked(again.byOthers)).toBe('true')
    await page.context().close()
  })

  it("disconnects the calendar (with confirmation); then the settings are disabled with 'Complete calendar integration to enable settings'", async () => {
    const page = await openSettings(RILEY)
    await page.getByRole('button', { name: 'Disconnect' }).first().click()
    await page.locator('.ant-modal-confirm-title', { hasText: 'Disconnect calendar?' }).waitFor()
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Disconnect' }).click()
    await toast(page, SETTINGS_MESSAGES.calendarDisconnected)
    // The page reloads; every calendar card offers Connect again.
    await page.waitForEvent('load', { timeout: 30_000 })
    await expect.poll(() => page.getByRole('button', { name: 'Disconnect' }).count(), { timeout: 30_000 }).toBe(0)
    await page.getByRole('button', { name: 'Recording Preferences' }).waitFor({ timeout: 30_000 })
    const p = await openPreferences(page)
    await p.modal.getByText(INTEGRATE_CALENDAR_MESSAGE).waitFor()
    expect(await p.master.isDisabled()).toBe(true)
    expect(await p.save.isDisabled()).toBe(true)
    await page.context().close()
  })
})

describe('prep notes and post-call e-mail', () => {
  it("saves the interval with 'Updated!' and the post-call toggle with its message", async () => {
    const page = await openSettings(SASHA)
    const prep = page.getByRole('switch', { name: 'Receive Prep Notes' })
    if ((await checked(prep)) === 'false') {
      await prep.click()
      await toast(page, SETTINGS_MESSAGES.prepUpdated)
    }
    await page.getByRole('combobox', { name: 'Time before call' }).click()
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '1 hour before' }).click()
    await toast(page, SETTINGS_MESSAGES.prepUpdated)
    const postCall = page.getByRole('switch', { name: 'Post Call Summary Email' })
    const before = await checked(postCall)
    await postCall.click()
    await toast(page, SETTINGS_MESSAGES.postCallEmailUpdated)
    await expect.poll(() => checked(postCall)).not.toBe(before)
    await page.context().close()
  })
})

describe('meeting platforms', () => {
  it('Zoom: Connect goes to Zoom’s consent page; back from it, the card says Connected', async () => {
    const page = await openSettings(SASHA)
    // Zoom approves: its page sends the browser back to Parley's callback with a code and the state it was given.
    let consent: URL | null = null
    await page.route(`${ZOOM_AUTHORIZE}**`, (route) => {
      consent = new URL(route.request().url())
      const back = new URL(consent.searchParams.get('redirect_uri') ?? '')
      back.searchParams.set('code', 'zoom-approved')
      back.searchParams.set('state', consent.searchParams.get('state') ?? '')
      return route.fulfill({ status: 302, headers: { location: back.toString() } })
    })
    const card = page.locator('.settings-card').filter({ has: page.getByText('Zoom', { exact: true }) })
    await card.getByRole('button', { name: 'Connect' }).click()
    await toast(page, SETTINGS_MESSAGES.platformConnected)
    expect(consent).not.toBeNull()
    expect((consent as URL | null)?.searchParams.get('client_id')).toBe('parley-e2e-zoom')
    expect(page.url()).toBe(`${server.url}/settings`)
    await expect.poll(() => card.locator('.settings-tag').textContent(), { timeout: 30_000 }).toBe('Connected')
    expect(await card.getByRole('button', { name: 'Connect' }).count()).toBe(0)
    await checkScreen(page, 'settings-zoom-connected')
    await page.context().close()
  })
})

describe('Delete Account', () => {
  it('asks first, then deletes: the message, a reload 2.5 s later, and the session is over', async () => {
    const { page, token } = await signInAs(browser, server.url, CASEY, '/settings')
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor({ timeout: 60_000 })
    await page.getByRole('button', { name: 'Delete Account' }).click()
    const dialog = page.locator('.ant-modal-confirm')
    await dialog.locator('.ant-modal-confirm-title', { hasText: 'Delete your account?' }).waitFor()
    await checkScreen(page, 'settings-delete-account-confirm')
    const reloaded = page.waitForEvent('load', { timeout: 30_000 })
    await dialog.getByRole('button', { name: 'Delete Account' }).click()
    await toast(page, SETTINGS_MESSAGES.accountDeleted)
    await reloaded
    // The reload finds the session gone: sign-in again.
    await page.waitForURL(/\/login/, { timeout: 30_000 })
    const profile = await fetch(`${server.url}/api/profile`, { headers: { authorization: `Bearer ${token}` } })
    expect(profile.status).toBe(401)
    await page.context().close()
  })
})

describe('company admin', () => {
  it('toggles who may delete meetings (with confirmation) and the privacy notice', async () => {
    const page = await openSettings(AVERY)
    const toggle = page.getByRole('switch', { name: 'Allow Users to Delete Meetings' })
    await toggle.waitFor()
    const before = await checked(toggle)
    await toggle.click()
    await page.locator('.ant-modal-confirm-title', { hasText: /meetings\?/ }).waitFor()
    await page.getByRole('button', { name: 'Yes' }).click()
    await toast(page, SETTINGS_MESSAGES.deleteAccessUpdated)
    await expect.poll(() => checked(toggle), { timeout: 30_000 }).not.toBe(before)

    const privacy = page.getByRole('switch', { name: 'Notetaker privacy notice' })
    const privacyBefore = await checked(privacy)
    await privacy.click()
    await toast(page, SETTINGS_MESSAGES.privacyUpdated)
    await expect.poll(() => checked(privacy), { timeout: 30_000 }).not.toBe(privacyBefore)

    await page.getByRole('button', { name: 'CRM' }).click()
    await page.getByText('HubSpot', { exact: true }).first().waitFor()
    await checkScreen(page, 'settings-admin')
    await page.context().close()
  })

  it('a rep sees no company switches', async () => {
    const page = await openSettings(SASHA)
    expect(await page.getByRole('switch', { name: 'Allow Users to Delete Meetings' }).count()).toBe(0)
    expect(await page.getByRole('switch', { name: 'Notetaker privacy notice' }).count()).toBe(0)
    await page.context().close()
  })
})
