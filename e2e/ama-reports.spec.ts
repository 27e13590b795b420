import { readFileSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoToken, recordedCalls } from './meeting-fixtures'
import { checkScreen, launchBrowser, signInAs } from './support/browser'

// The AI chat reports: a company admin opens both reports, sees the chat's messages and
// counts, and exports the message report as .csv. The question is asked in Acme, whose chat no other test reads.

let browser: Browser
const base = () => inject('e2eBaseUrl')
const ACME_REP = 'remy.rep@acme.example'
const SUPER = 'sam.super@northwind.example'
const ACME_ADMIN = 'alex.acme@acme.example'
const QUESTION = `What is the next step? (report check ${Date.now()})`

beforeAll(async () => {
  browser = await launchBrowser()
  const token = await demoToken(base(), ACME_REP)
  const [call] = await recordedCalls(base(), token, 'user')
  if (!call) throw new Error('the Acme rep has no recorded call')
  const res = await fetch(`${base()}/api/users/parleyEurekaMessage`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ meetingId: call.id, question: QUESTION }),
  })
  expect(res.status).toBe(200)
  // The answer streams; reading to the end means both messages are stored.
  expect(await res.text()).toContain('"end":true')
})
afterAll(async () => browser?.close())

/** Signs an admin in at `path`; a company offering the new version prompts once a session, marked here as seen. */
async function openAsAdmin(path: string, email = ACME_ADMIN) {
  const { page } = await signInAs(browser, base(), email, '/settings')
  await page.context().addInitScript(() => window.sessionStorage.setItem('upgradeModalShown', 'true'))
  await page.goto(`${base()}${path}`)
  return page
}

describe('AI chat reports', () => {
  it('an admin opens the message report from /ama-report, sees the question and exports .csv', async () => {
    const page = await openAsAdmin('/ama-report')
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe('/parley-eureka-report')
    await page.getByRole('heading', { name: 'AI chat report' }).waitFor({ timeout: 30_000 })
    const row = page.getByRole('row').filter({ hasText: QUESTION })
    await row.waitFor({ timeout: 30_000 })
    expect(await row.textContent()).toContain('Remy Rep')
    // The admin's own company: the meeting opens its call page.
    expect(await row.getByRole('link').count()).toBe(1)
    expect(await page.getByRole('columnheader', { name: 'Company' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Export' }).click()
    const download = page.waitForEvent('download')
    await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('ai-chat-report.csv')
    const csv = readFileSync(await file.path(), 'utf8')
    expect(csv).toContain('Date,Company,User,Email,Meeting,Meeting id,Type,Message,Question id,Model,Status')
    expect(csv).toContain(QUESTION)
    expect(csv).not.toContain('Northwind')
    await checkScreen(page, 'ama-report')
  })

  it('an admin opens the summary report and sees the rep counted; the account menu links both reports', async () => {
    const page = await openAsAdmin('/ama-summary-report')
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe('/parley-eureka-summary-report')
    const row = page.getByRole('row').filter({ hasText: 'Remy Rep' })
    await row.waitFor({ timeout: 30_000 })
    const questions = Number(await row.getByRole('cell').nth(1).textContent())
    expect(questions).toBeGreaterThanOrEqual(1)
    await page.getByRole('button', { name: /Account menu for/ }).click()
    await page.getByRole('menuitem', { name: 'AI chat summary report', exact: true }).waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('menuitem', { name: 'AI chat summary report', exact: true }).isVisible(), { timeout: 10_000 }).toBe(false)
    await checkScreen(page, 'ama-summary-report')
  })

  it('a super admin sees every company and narrows the report to one', async () => {
    const page = await openAsAdmin('/parley-eureka-report', SUPER)
    await page.getByRole('columnheader', { name: 'Company' }).waitFor({ timeout: 30_000 })
    await page.getByRole('row').filter({ hasText: QUESTION }).waitFor({ timeout: 30_000 })
    await page.locator('#ama-report-company').click()
    await page.keyboard.type('Acme')
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Acme Robotics' }).first().click()
    const companies = () => page.locator('.ama-reports__table tbody tr.ant-table-row td:nth-child(2)').allTextContents()
    await expect.poll(async () => [...new Set(await companies())], { timeout: 30_000 }).toEqual(['Acme Robotics'])
    // Another company's call is named, not linked: its call page would only answer 'Meeting not found'.
    expect(await page.getByRole('row').filter({ hasText: QUESTION }).getByRole('link').count()).toBe(0)
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count(), { timeout: 10_000 }).toBe(0)
    await checkScreen(page, 'ama-report-super-admin')
  })

  it('a rep is turned away', async () => {
    const { page } = await signInAs(browser, base(), ACME_REP, '/parley-eureka-report')
    await page.getByText("You don't have access to this page").waitFor({ timeout: 30_000 })
    expect(await page.getByRole('button', { name: 'Export' }).count()).toBe(0)
    const res = await fetch(`${base()}/api/users/parleyEurekaReport`, { headers: { authorization: `Bearer ${await demoToken(base(), ACME_REP)}` } })
    expect(res.status).toBe(403)
  })
})
