import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { checkScreen, launchBrowser, signInAs } from './support/browser'

// For Channel Partner Account Review (page 13), in Chromium on the shared demo server (it changes
// no data): Acme's admin (the demo company whose accountReview setting is on) opens the report with real accounts,
// sorts by the won deals, opens the won-deals popover both empty and listing deals, opens an account's drawer with its
// activity and insights, and exports what the screen shows.
const ALEX = 'alex.acme@acme.example'
let browser: Browser
const baseUrl = () => inject('e2eBaseUrl')

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser?.close())

const rows = (page: Page) => page.locator('.account-card .report-table .ant-table-tbody tr.ant-table-row')
const countInTitle = async (page: Page) =>
  Number(/^Account Review \((\d+) accounts?\)$/.exec((await page.locator('#account-card-title').innerText()).trim())?.[1] ?? -1)
const cells = (page: Page, field: string) => rows(page).locator(`td.account-col--${field}`).allInnerTexts()
const numbers = async (page: Page, field: string) => (await cells(page, field)).map((t) => Number(t.trim()))
const sortedBy = (xs: number[], dir: 'asc' | 'desc') => xs.every((x, i) => i === 0 || (dir === 'asc' ? (xs[i - 1] as number) <= x : (xs[i - 1] as number) >= x))

describe('Channel Partner Account Review', () => {
  it("an admin sees the accounts, sorts, opens a deals popover and an account's drawer, and exports", async () => {
    // Acme offers the new version once a session: marked as seen before the report opens.
    const { page } = await signInAs(browser, baseUrl(), ALEX, '/settings')
    await page.context().addInitScript(() => window.sessionStorage.setItem('upgradeModalShown', 'true'))
    await page.goto(`${baseUrl()}/reports?page=13`)
    await page.getByRole('heading', { level: 1, name: 'Channel Partner Account Review' }).waitFor()
    await expect.poll(() => page.title()).toBe('Channel Partner Account Review - Reports')
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBeGreaterThan(0)
    const total = await countInTitle(page)
    expect(total).toBeGreaterThan(0)
    // "25 per page", 'Page X of Y'; the range menu starts at Last 1 Year; the last-4-quarters rule is on the page.
    expect(await rows(page).count()).toBe(Math.min(25, total))
    await page.getByText(`Page 1 of ${Math.ceil(total / 25)}`).waitFor()
    expect(await page.locator('.report-range').filter({ hasText: 'Accounts with activity in' }).innerText()).toContain('Last 1 Year')
    await page.getByText('Renewal deals and deals created in the current quarter are excluded.').waitFor()
    await page.mouse.move(0, 0)
    await checkScreen(page, 'reports-account-review')

    // The activity toggles hide the e-mails from the timelines.
    const marks = await page.locator('.activity-strip__mark').count()
    await page.getByRole('checkbox', { name: 'Emails' }).uncheck()
    await expect.poll(() => page.locator('.activity-strip__mark').count()).toBeLessThan(marks)
    await page.getByRole('checkbox', { name: 'Emails' }).check()

    // Sort by the won deals' count: ascending, then descending, and the screen's numbers say so.
    const wonCount = page.locator('.report-table .ant-table-thead th.account-col--last_4_qtrs_won_deals_count')
    await wonCount.click()
    await page.waitForURL((u) => u.searchParams.get('sort') === 'won_deals_last_4_qtrs_count:asc')
    await expect.poll(async () => sortedBy(await numbers(page, 'last_4_qtrs_won_deals_count'), 'asc'), { timeout: 30_000 }).toBe(true)
    // An account without won deals says so in its popover.
    const none = rows(page)
      .first()
      .getByRole('button', { name: /^Deals Won \(Last 4 Qtrs\) of .*: 0$/ })
    await none.click()
    await page.getByRole('tooltip').getByText('No won deals').waitFor()
    await page.keyboard.press('Escape')
    await page.mouse.click(5, 5)

    await wonCount.click()
    await page.waitForURL((u) => u.searchParams.get('sort') === 'won_deals_last_4_qtrs_count:desc')
    // The ascending page starts with zeros (sorted both ways): wait for the accounts with the most won deals.
    await expect
      .poll(
        async () => {
          const won = await numbers(page, 'last_4_qtrs_won_deals_count')
          return (won[0] as number) > 0 && sortedBy(won, 'desc')
        },
        { timeout: 30_000 },
      )
      .toBe(true)
    const top = (await numbers(page, 'last_4_qtrs_won_deals_count'))[0] as number
    const firstName = (await rows(page).first().locator('.account-cell__name').innerText()).trim()

    // The popover lists the won deals, one row each.
    await rows(page)
      .first()
      .getByRole('button', { name: /^Deals Won \(Last 4 Qtrs\) of / })
      .click()
    const popover = page.getByRole('tooltip').filter({ hasText: `Deals Won (Last 4 Qtrs) · ${firstName}` })
    await popover.waitFor()
    expect(await popover.locator('tbody tr').count()).toBe(top)
    await page.mouse.move(0, 0)
    // The click on the count opened no drawer.
    expect(await page.getByRole('dialog').count()).toBe(0)
    await page.mouse.click(5, 5)
    await popover.waitFor({ state: 'hidden' })

    // A row opens the account's drawer: its activity (calls, e-mails, timeline) and insights.
    await rows(page).first().locator('.account-cell__name').click()
    const drawer = page.getByRole('dialog').filter({ hasText: firstName })
    await drawer.getByRole('tab', { name: 'Account Activity', selected: true }).waitFor()
    await drawer.locator('.deal-activity').waitFor({ timeout: 30_000 })
    await expect.poll(() => drawer.locator('.deal-activity__title').innerText(), { timeout: 30_000 }).toMatch(/^All \d+ deals of the account$/)
    await drawer.getByRole('tab', { name: 'Account Insights' }).click()
    await drawer.locator('.deal-insights').waitFor({ timeout: 30_000 })
    await page.mouse.move(0, 0)
    await checkScreen(page, 'reports-account-review-drawer')
    await drawer.getByRole('button', { name: 'Close account' }).click()
    await drawer.waitFor({ state: 'hidden' })

    // Export what the screen shows, in its order.
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export' }).click()
    await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^account-review-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(readFileSync((await file.path()) as string) as unknown as ArrayBuffer)
    const sheet = book.getWorksheet('Account Review')
    const header = ((sheet?.getRow(1).values ?? []) as unknown[]).slice(1)
    expect(header.slice(0, 6)).toEqual([
      'Account Name',
      'Activity in range',
      'Account Owner',
      'Partner Tier',
      'Deals Won (Last 4 Qtrs)',
      'Won Amount (Last 4 Qtrs)',
    ])
    expect(header).toEqual(
      expect.arrayContaining(['Open Deals', 'Deals Created (Current Qtr)', 'New Deal Registration Score', 'Objection Count', 'Account Engagement']),
    )
    expect((sheet?.actualRowCount ?? 0) - 1).toBe(total)
    expect(String(sheet?.getRow(2).getCell(1).value)).toBe(firstName)
    expect(Number(sheet?.getRow(2).getCell(5).value)).toBe(top)
  })
})
