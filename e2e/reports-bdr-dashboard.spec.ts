import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { checkScreen, launchBrowser, signInAs } from './support/browser'

// For the BDR to MQL dashboard (reports page 9), in Chromium on the demo company that has the
// conversion dashboards: it opens with real data in every card, table and chart; the cards scroll to their sections;
// clicking a rep's bar filters the page; a section's export opens in a spreadsheet reader with the right columns.
// It changes no data, so it runs on the shared demo server.
const ADMIN = 'avery.admin@northwind.example'
const FIXED_COLUMNS = ['Pain or priority', 'Timelines', 'Best practices - Opening', 'Pitch', 'Current solution', 'Current provider', 'Resistance handling']
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser?.close())

const sectionOf = (page: Page, n: 1 | 2 | 3) =>
  page.locator(['#bdr-section-meeting_set', '#bdr-section-no_meeting', '#bdr-section-no_conversation'][n - 1] as string)
const callRows = (section: Locator) => section.locator('.bdr-calls .ant-table-tbody tr.ant-table-row')
const callTotal = async (section: Locator) => Number(/\((\d+) calls?\)/.exec(await section.locator('.bdr-calls h3').innerText())?.[1] ?? -1)
const cardCount = async (page: Page, metric: string) => Number(await page.locator(`.bdr-card--${metric} .bdr-card__count`).innerText())

/** The texts of one column of a section's call table, by its header. */
async function columnTexts(section: Locator, header: string): Promise<string[]> {
  const headers = await section.locator('.bdr-calls .ant-table-thead th').allInnerTexts()
  const index = headers.findIndex((h) => h.trim() === header)
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(' | ')}`)
  return callRows(section).evaluateAll((trs, i) => trs.map((tr) => (tr.children[i] as HTMLElement | undefined)?.innerText.trim() ?? ''), index)
}

describe('BDR to MQL (Conversion Dashboard: Call to Meeting)', () => {
  it('opens with real data, the cards scroll to their sections, a rep bar filters, and a section exports', async () => {
    const { page } = await signInAs(browser, inject('e2eBaseUrl'), ADMIN, '/reports?page=9')
    await page.getByRole('heading', { level: 1, name: 'Conversion Dashboard: Call to Meeting' }).waitFor()
    await expect.poll(() => page.title()).toBe('Conversion Dashboard: Call to Meeting - Reports')
    // Defaults: Last Week, the rep, manager and call-disposition filters shown.
    await expect.poll(() => page.locator('.report-range').filter({ hasText: 'Call Date' }).innerText()).toContain('Last Week')
    for (const label of ['Rep', 'Manager', 'Call Disposition']) await page.getByRole('combobox', { name: label, exact: true }).waitFor()

    // Every card counts something; every section has calls, a checklist table in the fixed order and best practices.
    await expect.poll(() => page.locator('.bdr-card').count(), { timeout: 30_000 }).toBe(4)
    for (const metric of ['connected_calls', 'meetings_set', 'conversations_no_meeting', 'connected_no_conversation']) {
      await expect.poll(() => cardCount(page, metric), { timeout: 30_000 }).toBeGreaterThan(0)
    }
    const connected = await cardCount(page, 'connected_calls')
    const perSection: number[] = []
    for (const n of [1, 2, 3] as const) {
      const section = sectionOf(page, n)
      await expect.poll(() => callRows(section).count(), { timeout: 30_000 }).toBeGreaterThan(0)
      perSection.push(await callTotal(section))
      const headers = (await section.locator('.bdr-checklist .ant-table-thead th').allInnerTexts()).map((h) => h.trim()).filter(Boolean)
      expect(headers.slice(0, FIXED_COLUMNS.length)).toEqual(FIXED_COLUMNS)
      await expect.poll(() => section.locator('.bdr-bp__item').count(), { timeout: 30_000 }).toBeGreaterThan(0)
    }
    expect(perSection.reduce((a, b) => a + b, 0)).toBe(connected)
    expect(perSection[0]).toBe(await cardCount(page, 'meetings_set'))
    // Marks: checks, crosses or empty boxes on analysed calls, 'Checklist Not Found' (N/A) on the short ones.
    await expect.poll(() => page.locator('.bdr-mark--pass').count()).toBeGreaterThan(0)
    await expect.poll(() => page.locator('.bdr-mark--not_found').count()).toBeGreaterThan(0)
    await page.locator('[data-testid="bdr-rep-scores"] canvas').waitFor({ timeout: 30_000 })
    await page.mouse.move(0, 0)
    await checkScreen(page, 'reports-bdr-dashboard')

    // The cards scroll to their sections.
    for (const [metric, n] of [
      ['connected_no_conversation', 3],
      ['conversations_no_meeting', 2],
      ['meetings_set', 1],
    ] as const) {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.locator(`.bdr-card--${metric} button`).first().click()
      const heading = sectionOf(page, n).locator('h2')
      await expect
        .poll(async () => {
          const box = await heading.boundingBox()
          return box !== null && box.y >= 0 && box.y < 300
        })
        .toBe(true)
      await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true)
    }

    // A click on the first rep's bar sets the rep filter; the cards and tables show that rep only.
    const rep = (await page.locator('.bdr-reps .chart-card__legend-item').first().innerText()).replace(/\s+\d+$|\s+—$/, '').trim()
    const canvas = page.locator('[data-testid="bdr-rep-scores"] canvas').first()
    await canvas.scrollIntoViewIfNeeded()
    const box = await canvas.boundingBox()
    if (!box) throw new Error('the rep chart has no canvas')
    const reps = await page.locator('.bdr-reps .chart-card__legend-item').count()
    // The first category's band (grid top and bottom 8 px), at 40 % of the width: inside any bar above a third of 100.
    await page.mouse.click(box.x + box.width * 0.4, box.y + 8 + (box.height - 16) / reps / 2)
    await page.waitForURL((u) => u.searchParams.get('rep') === rep)
    await page.getByRole('button', { name: `Remove Rep: ${rep}` }).waitFor()
    await expect.poll(() => cardCount(page, 'connected_calls'), { timeout: 30_000 }).toBeLessThan(connected)
    for (const n of [1, 2, 3] as const) {
      await expect.poll(async () => [...new Set(await columnTexts(sectionOf(page, n), 'Rep'))].filter((r) => r !== rep), { timeout: 30_000 }).toEqual([])
    }
    await expect.poll(() => page.locator('.bdr-reps .chart-card__legend-item').count(), { timeout: 30_000 }).toBe(1)

    // Export the first section (the rep's meetings set) and read it back.
    const first = sectionOf(page, 1)
    const total = await callTotal(first)
    expect(total).toBeGreaterThan(0)
    const download = page.waitForEvent('download')
    await first.getByRole('button', { name: 'Export' }).click()
    await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^bdr-meetings-set-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(readFileSync((await file.path()) as string) as unknown as ArrayBuffer)
    const sheet = book.getWorksheet('Meetings Set')
    const header = ((sheet?.getRow(1).values as unknown[]) ?? []).slice(1)
    expect(header.slice(0, 11)).toEqual([
      'Call Date',
      'Call',
      'Rep',
      'Duration (s)',
      'Prospect Talk (s)',
      'Deal Stage During Call',
      'Deal',
      'Call Disposition',
      'Call Source',
      'Meeting Set By',
      'Next Meeting',
    ])
    expect(header.slice(11, 11 + FIXED_COLUMNS.length)).toEqual(FIXED_COLUMNS)
    expect(header.at(-1)).toBe('Call ID')
    expect((sheet?.actualRowCount ?? 0) - 1).toBe(total)
    for (let i = 2; i <= total + 1; i++) expect(sheet?.getRow(i).getCell(3).value).toBe(rep)
    const marks = new Set<string>()
    for (let i = 2; i <= total + 1; i++) for (let c = 12; c < 12 + FIXED_COLUMNS.length; c++) marks.add(String(sheet?.getRow(i).getCell(c).value ?? ''))
    expect([...marks].every((m) => ['✓', '✗', '', 'N/A', 'null'].includes(m))).toBe(true)
  })
})
