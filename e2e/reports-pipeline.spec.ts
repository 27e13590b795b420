import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { checkScreen, launchBrowser, signInAs } from './support/browser'
import { startParley, type RunningParley } from './support/parley'

// For Pipeline Review, in Chromium: a manager opens Pipeline Review, clicks a pie slice and sees the
// table filtered, sorts by Days in Stage, opens a deal's drawer and its insights, saves the view, reloads the URL and
// gets the same screen, and exports it. Saving a view changes data, so this file runs its own server.
const MORGAN = 'morgan.manager@northwind.example'
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

const rows = (page: Page) => page.locator('.report-table .ant-table-tbody tr.ant-table-row')
const countInTitle = async (page: Page) => Number(/\((\d+) deals?\)/.exec(await page.locator('#pipeline-card-title').innerText())?.[1] ?? -1)
/** The values of one column of the shown rows, by the column's header text. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const headers = await page.locator('.report-table .ant-table-thead th').allInnerTexts()
  const index = headers.findIndex((h) => h.trim().startsWith(header))
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(' | ')}`)
  return rows(page).evaluateAll((trs, i) => trs.map((tr) => (tr.children[i] as HTMLElement | undefined)?.innerText.trim() ?? ''), index)
}

/** Clicks the middle of the largest slice of a pie: ECharts starts at 12 o'clock and goes clockwise. */
async function clickLargestSlice(page: Page, card: string): Promise<string> {
  const legend = page.locator(`${card} .chart-card__legend-item`).first()
  const [key, percent] = ((await legend.innerText()).match(/^(.*) (\d+)%$/) ?? []).slice(1) as [string, string]
  const canvas = page.locator(`${card} canvas`).first()
  const box = await canvas.boundingBox()
  if (!box) throw new Error('the pie has no canvas')
  const angle = ((90 - (Number(percent) / 100) * 180) * Math.PI) / 180
  const radius = (Math.min(box.width, box.height) / 2) * 0.53
  await page.mouse.click(box.x + box.width / 2 + radius * Math.cos(angle), box.y + box.height / 2 - radius * Math.sin(angle))
  return key
}

describe('Pipeline Review', () => {
  it('a manager filters by a pie slice, sorts, opens a deal, saves the view, reloads and exports', async () => {
    const { page } = await signInAs(browser, server.url, MORGAN, '/reports')
    await page.getByRole('heading', { level: 1, name: 'Pipeline Review' }).waitFor()
    await expect.poll(() => page.title()).toBe('Pipeline Review - Reports')
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBeGreaterThan(0)
    const before = await countInTitle(page)
    expect(before).toBeGreaterThan(1)
    await page.locator('#pipeline-pie1-title ~ * canvas, .chart-card canvas').first().waitFor()
    await page.mouse.move(0, 0)
    await checkScreen(page, 'reports-pipeline')

    // A click on the largest Engagement slice sets that filter, and the table shows only those deals.
    const level = await clickLargestSlice(page, 'section[aria-labelledby="pipeline-pie1-title"]')
    await page.waitForURL((u) => u.searchParams.get('engagement') === level)
    await expect.poll(() => countInTitle(page), { timeout: 30_000 }).toBeLessThanOrEqual(before)
    await expect.poll(async () => new Set(await columnTexts(page, 'Engagement')), { timeout: 30_000 }).toEqual(new Set([level]))
    await page.getByRole('button', { name: `Remove Engagement: ${level}` }).waitFor()
    const filtered = await countInTitle(page)

    // Sort by Days in Stage (ascending, then the screen's numbers say so).
    await page.locator('.report-table .ant-table-thead th').filter({ hasText: 'Days in Stage' }).getByText('Days in Stage').click()
    await page.waitForURL((u) => u.searchParams.get('sort') === 'stage_date:asc')
    await expect
      .poll(
        async () => {
          const days = (await columnTexts(page, 'Days in Stage')).filter((d) => d !== '—').map(Number)
          return days.length > 0 && days.every((d, i) => i === 0 || (days[i - 1] as number) <= d)
        },
        { timeout: 30_000 },
      )
      .toBe(true)

    // A deal's drawer and its insights.
    const dealName = (await rows(page).first().locator('.deal-cell__name').innerText()).trim()
    await rows(page).first().locator('.deal-cell__name').click()
    const drawer = page.getByRole('dialog').filter({ hasText: dealName })
    await drawer.getByRole('tab', { name: 'Deal Activity' }).waitFor()
    await drawer.getByRole('tab', { name: 'Deal Insights' }).click()
    await drawer.locator('.deal-insights').waitFor({ timeout: 30_000 })
    await expect.poll(() => drawer.locator('.deal-insights__deal').innerText(), { timeout: 30_000 }).toBe(dealName)
    await page.mouse.move(0, 0)
    await checkScreen(page, 'reports-pipeline-drawer')
    await drawer.getByRole('button', { name: 'Close deal' }).click()
    await drawer.waitFor({ state: 'hidden' })

    // Save the view; the URL names it.
    await page.getByRole('button', { name: 'Save view' }).click()
    const modal = page.getByRole('dialog', { name: 'Save view' })
    await modal.getByLabel('View name').fill(`${level} engagement by days in stage`)
    await modal.getByRole('button', { name: 'Save view' }).click()
    await page.waitForURL((u) => u.searchParams.has('view'))
    await page.getByRole('button', { name: `View: ${level} engagement by days in stage` }).waitFor()
    const saved = page.url()

    // Reload: the same screen.
    await page.reload()
    await page.getByRole('heading', { level: 1, name: 'Pipeline Review' }).waitFor()
    expect(page.url()).toBe(saved)
    await expect.poll(() => countInTitle(page), { timeout: 30_000 }).toBe(filtered)
    await page.getByRole('button', { name: `View: ${level} engagement by days in stage` }).waitFor()
    await page.getByRole('button', { name: `Remove Engagement: ${level}` }).waitFor()
    expect(await page.locator('.report-table .ant-table-thead th[aria-sort="ascending"]').innerText()).toContain('Days in Stage')
    expect((await rows(page).first().locator('.deal-cell__name').innerText()).trim()).toBe(dealName)

    // Export what the screen shows.
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export' }).click()
    await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^pipeline-review-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(readFileSync((await file.path()) as string) as unknown as ArrayBuffer)
    const sheet = book.getWorksheet('Pipeline Review')
    expect(sheet?.getRow(1).getCell(1).value).toBe('Deal')
    expect((sheet?.actualRowCount ?? 0) - 1).toBe(filtered)
    expect(String(sheet?.getRow(2).getCell(1).value)).toBe(dealName)
  })

  it('a page number opens its report with its title; an unknown page lands on Pipeline Review', async () => {
    const { page } = await signInAs(browser, server.url, 'avery.admin@northwind.example', '/reports?page=3')
    await page.getByRole('heading', { level: 1, name: 'Checklist Adoption' }).waitFor()
    await expect.poll(() => page.title()).toBe('Checklist Adoption - Reports')
    // An unknown page lands on Pipeline Review.
    await page.goto(`${server.url}/reports?page=99`)
    await page.getByRole('heading', { level: 1, name: 'Pipeline Review' }).waitFor()
    await page.waitForURL((u) => u.searchParams.get('page') === '5')
  })
})
