import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { checkScreen, launchBrowser, signInAs } from './support/browser'
import { startParley, type RunningParley } from './support/parley'

// In Chromium: a company admin invites a rep with a View-Only nomination, sees the View-Only
// rule applied, edits the rep's manager, deactivates and re-activates them, and exports the table; a super admin
// filters by company, copies an impersonation link, opens it, acts as that user with tracking suppressed, and
// changes a company setting that visibly changes that company's sidebar. These tests change data, so they run
// on their own server started from a copy of the seeded demo.
const AVERY = 'avery.admin@northwind.example'
const SAM = 'sam.super@northwind.example'
let browser: Browser
let server: RunningParley
const base = () => server.url

beforeAll(async () => {
  browser = await launchBrowser()
  server = await startParley({ templateDir: inject('e2eTemplateDir') })
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true }).waitFor()

async function pick(page: Page, selectId: string, search: string, option: string | RegExp) {
  await page.locator(`#${selectId}`).click()
  await page.keyboard.type(search)
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click()
  await page.keyboard.press('Escape')
}

async function openAdmin(email: string): Promise<Page> {
  const { page } = await signInAs(browser, base(), email, '/admin')
  await page.getByRole('heading', { name: 'Admin center' }).waitFor()
  await page.locator('.admin-table .ant-table-row').first().waitFor()
  return page
}

const row = (page: Page, name: string) => page.locator('.admin-table .ant-table-row', { hasText: name })

async function rowAction(page: Page, name: string, action: string) {
  await row(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click()
  await page.getByRole('menuitem', { name: action }).click()
}

describe('company admin', () => {
  it('invites a View-Only rep, edits the manager, deactivates, re-activates and exports', async () => {
    const page = await openAdmin(AVERY)
    await checkScreen(page, 'admin-users-company-admin')

    // Invite: the spec's validation first, then the View Only rule.
    await page.getByRole('button', { name: 'Invite' }).click()
    const modal = page.getByRole('dialog', { name: 'Invite user' })
    await modal.getByRole('button', { name: 'Send invite' }).click()
    await toast(page, 'Please fill all mandatory fields')
    // The message under a field goes as soon as the field is corrected, not at the next try.
    const fieldError = (id: string) => modal.locator('.ant-form-item', { has: page.locator(`#${id}`) }).locator('.ant-form-item-explain-error')
    await fieldError('invite_name').first().waitFor()
    await modal.locator('#invite_name').fill('Rae Rookie')
    await expect.poll(() => fieldError('invite_name').count()).toBe(0)
    await modal.locator('#invite_email').fill('rae.rookie@northwind')
    const user = modal.getByRole('checkbox', { name: 'User', exact: true })
    const manager = modal.getByRole('checkbox', { name: 'Manager', exact: true })
    const viewOnly = modal.getByRole('checkbox', { name: 'View Only – All Company Calls' })
    await user.check()
    await manager.check()
    await viewOnly.check()
    // "Choosing a View Only nomination replaces all others."
    expect(await viewOnly.isChecked()).toBe(true)
    expect(await user.isChecked()).toBe(false)
    expect(await manager.isChecked()).toBe(false)
    // "Choosing a normal nomination removes any View Only one."
    await user.check()
    expect(await viewOnly.isChecked()).toBe(false)
    await viewOnly.check()
    expect(await user.isChecked()).toBe(false)
    expect(await modal.getByRole('switch', { name: 'Send the invitation e-mail' }).isChecked()).toBe(false)
    await modal.getByRole('button', { name: 'Send invite' }).click()
    await toast(page, 'Please enter a valid email address')
    await fieldError('invite_email').first().waitFor()
    await modal.locator('#invite_email').fill('rae.rookie@northwind.example')
    await expect.poll(() => fieldError('invite_email').count()).toBe(0)
    await checkScreen(page, 'admin-invite')
    await modal.getByRole('button', { name: 'Send invite' }).click()
    await toast(page, 'Invite sent successfully!')
    await modal.waitFor({ state: 'hidden' })

    // The new rep, with a Pending View Only nomination.
    await pick(page, 'admin-filter-user_names', 'Rae', 'Rae Rookie')
    await expect.poll(() => page.locator('.admin-table .ant-table-row').count()).toBe(1)
    await expect.poll(() => row(page, 'Rae Rookie').innerText()).toContain('View Only – All Company Calls: Pending')

    // 'Mark as admin' asks first; cancelling changes nothing.
    await rowAction(page, 'Rae Rookie', 'Mark as admin')
    const confirm = page.getByRole('dialog', { name: 'Make Rae Rookie a company admin?' })
    await confirm.waitFor()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'hidden' })
    expect(await row(page, 'Rae Rookie').innerText()).not.toContain('Company admin')

    // Edit the manager.
    await rowAction(page, 'Rae Rookie', 'Edit user')
    const edit = page.getByRole('dialog', { name: 'Edit Rae Rookie' })
    expect(await edit.getByLabel('E-mail', { exact: true }).getAttribute('readonly')).not.toBeNull()
    await edit.locator('#edit-user_manager_emails').click()
    await page.keyboard.type('morgan.manager@northwind.example')
    await page.keyboard.press('Enter')
    await edit.getByText('Edit Rae Rookie').click() // closes the e-mail list without picking from it
    await edit.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'User details updated')
    await expect.poll(() => row(page, 'Rae Rookie').locator('td').nth(3).innerText()).toBe('Morgan Manager')

    // Deactivate and re-activate, each confirmed.
    await rowAction(page, 'Rae Rookie', 'Deactivate User')
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate User' }).click()
    await toast(page, 'User status updated')
    await expect.poll(() => row(page, 'Rae Rookie').innerText()).toContain('Deactivated')
    await rowAction(page, 'Rae Rookie', 'Activate User')
    await page.getByRole('dialog').getByRole('button', { name: 'Activate User' }).click()
    await expect.poll(() => row(page, 'Rae Rookie').innerText()).toContain('Active')

    // Export the whole table as .xlsx: 'Exporting...' while it runs.
    await page.getByRole('button', { name: /Clear filters/ }).click()
    await expect.poll(() => page.locator('.admin-table .ant-table-row').count()).toBe(20)
    const total = Number((await page.locator('.ant-pagination-total-text').innerText()).split(' ')[0])
    // Hold the answer a moment so the running state can be seen.
    await page.route('**/api/users/admin_panel_user_data/export**', async (route) => {
      await new Promise((r) => setTimeout(r, 800))
      await route.continue()
    })
    await page.getByRole('button', { name: 'Export' }).click()
    const download = page.waitForEvent('download')
    await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click()
    await page.getByRole('button', { name: 'Exporting...' }).waitFor()
    const file = await download
    expect(file.suggestedFilename()).toBe('admin-center-users.xlsx')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(readFileSync(await file.path()) as unknown as ArrayBuffer)
    const sheet = workbook.getWorksheet('Users')
    expect(sheet?.rowCount).toBe(total + 1)
    expect(JSON.stringify(sheet?.getRow(1).values)).toContain('Nominations')

    // A filter that matches nobody: nothing to export.
    await pick(page, 'admin-filter-user_names', 'Rae', 'Rae Rookie')
    await pick(page, 'admin-filter-user_status', 'Deact', 'Deactivated')
    await expect.poll(() => page.locator('.admin-table').innerText()).toContain('No users match these filters.')
    await page.getByRole('button', { name: 'Export' }).click()
    await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click()
    await toast(page, 'No data available to export.')
    await page.context().close()
  })
})

describe('call analysis', () => {
  it('shows how many calls the current analyzer has read, with nothing left to re-analyse on a fresh demo', async () => {
    const page = await openAdmin(AVERY)
    await page.getByRole('tab', { name: 'Analysis' }).click()
    const count = page.getByTestId('reanalysis-count')
    await count.getByText(/of [\d,]+ analysed calls are on the current analysis/).waitFor()
    const [current, total] = ((await count.textContent()) ?? '').match(/[\d,]+/g)?.map((n) => Number(n.replace(/,/g, ''))) ?? []
    expect(total).toBeGreaterThan(0)
    expect(current).toBe(total)
    expect(await page.getByRole('button', { name: 'All calls are up to date' }).isDisabled()).toBe(true)
    await checkScreen(page, 'admin-analysis')
    await page.context().close()
  })
})

describe('super admin', () => {
  it('filters by company, copies and opens an impersonation link, and changes a company setting that changes the sidebar', async () => {
    const page = await openAdmin(SAM)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base() })
    await pick(page, 'admin-filter-companies', 'Acme', 'Acme Robotics')
    await expect
      .poll(async () => new Set(await page.locator('.admin-table .ant-table-row td:nth-child(3)').allInnerTexts()))
      .toEqual(new Set(['Acme Robotics']))
    await checkScreen(page, 'admin-users-super-admin')

    // Click copies a fresh link.
    await pick(page, 'admin-filter-user_names', 'Remy', 'Remy Rep')
    await expect.poll(() => page.locator('.admin-table .ant-table-row').count()).toBe(1)
    const cell = row(page, 'Remy Rep').getByRole('button', { name: /^Impersonate Remy Rep/ })
    await cell.click()
    await toast(page, 'Link copied to clipboard')
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toMatch(new RegExp(`^${base()}/admin/impersonate/[\\w-]{40,}$`))

    // Double click opens it: the new tab acts as Remy, marked as impersonation, with no usage tracked.
    const popupOpened = page.waitForEvent('popup')
    await cell.dblclick()
    const popup = await popupOpened
    const tracked: string[] = []
    popup.on('request', (r) => {
      if (r.url().includes('/api/users/trackUserEvents')) tracked.push(r.url())
    })
    await popup.waitForURL((u) => u.pathname === '/', { timeout: 20_000 })
    // Its session is that window's alone: the super admin's own stays signed in, in this tab and any other.
    expect(await popup.evaluate(() => window.sessionStorage.getItem('impersonate'))).toBe('true')
    const ownToken = await page.evaluate(() => window.localStorage.getItem('token'))
    expect(await popup.evaluate(() => window.localStorage.getItem('token'))).toBe(ownToken)
    expect(await popup.evaluate(() => window.sessionStorage.getItem('impersonationToken'))).not.toBe(ownToken)
    await page.reload()
    await page.getByRole('button', { name: 'Invite' }).waitFor()
    expect(await page.getByText('Viewing as').count()).toBe(0)
    // The strip is on every page of the window, those without a top bar (Meetings) included.
    await popup.locator('.impersonation-strip', { hasText: 'Viewing as Remy Rep' }).waitFor()
    const nav = popup.getByRole('navigation', { name: 'Main navigation' })
    await popup.goto(`${base()}/settings`)
    await popup.getByText('Viewing as Remy Rep').waitFor()
    expect(await nav.innerText()).not.toContain('Checklist library')
    await popup.waitForLoadState('networkidle')
    expect(tracked).toEqual([])

    // Meanwhile a super admin, in their own session, turns Acme's checklist library and clips on.
    const { page: admin } = await signInAs(browser, base(), SAM, '/upcoming-meetings')
    const ownTracking = admin.waitForRequest((r) => r.url().includes('/api/users/trackUserEvents'), { timeout: 10_000 })
    await admin.goto(`${base()}/admin`)
    await ownTracking // a normal session is tracked, so the empty list above means something
    await admin.getByRole('tab', { name: 'Company settings' }).click()
    await pick(admin, 'admin-settings-company', 'Acme', 'Acme Robotics')
    const setting = admin.getByRole('switch', { name: 'Checklist library and Clips' })
    await expect.poll(() => setting.isChecked()).toBe(false)
    await setting.click()
    await toast(admin, 'Settings Updated')
    expect(await setting.isChecked()).toBe(true)
    await checkScreen(admin, 'admin-company-settings')

    // The impersonated Acme user's sidebar now has the checklist library and clips.
    await popup.reload()
    await nav.waitFor()
    await expect.poll(() => nav.innerText()).toContain('Checklist library')
    expect(await nav.innerText()).toContain('Clips')

    // The audit log says who changed what.
    await admin.getByRole('tab', { name: 'Audit log' }).click()
    const entry = admin.locator('.ant-table-row', { hasText: 'Changed company settings' }).first()
    await expect.poll(() => entry.innerText()).toContain('Checklist library and Clips: on')
    expect(await entry.innerText()).toContain('Sam Super')
    await expect.poll(() => admin.locator('.ant-table-row', { hasText: 'Created an impersonation link' }).count()).toBeGreaterThan(0)
    await checkScreen(admin, 'admin-audit-log')
    // End session ends the impersonation: the window closes where the browser lets a page close it (not after it has
    // navigated), and otherwise holds that account's session no longer.
    await popup.getByRole('button', { name: 'End session' }).click()
    await expect
      .poll(async () => popup.isClosed() || (await popup.evaluate(() => window.sessionStorage.getItem('impersonationToken')).catch(() => null)) === null)
      .toBe(true)
    await admin.context().close()
    await page.context().close()
  })
})
