import { ENABLE_ONE_MESSAGE, INTEGRATE_CALENDAR_MESSAGE } from '@parley/shared/rules/recording-preferences'
import { SETTINGS_MESSAGES } from '@parley/shared/rules/settings'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { checkScreen, launchBrowser, signInAs } from './support/browser'
import { type RunningParley, startParley } from './support/parley'

// Issue 7 "Done when", the Settings part: the Recording Preferences modal enforces the three ↔ five mapping and its
// messages; an admin toggles who may delete meetings (with the confirmation). These tests change data, so they run
// on their own server started from a copy of the seeded demo.
const SASHA = 'sasha.sales@northwind.example'
const RILEY = 'riley.rep@northwind.example'
const AVERY = 'avery.admin@northwind.example'
let browser: Browser
let server: RunningParley

beforeAll(async () => {
  browser = await launchBrowser()
  server = await startParley({ templateDir: inject('e2eTemplateDir') })
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
    await page.getByText('HubSpot').waitFor()
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
