import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { checkScreen, launchBrowser, signInAs } from './support/browser'

// For Checklist Adoption (page 3), in Chromium on the shared demo server (it changes no data): a
// manager opens the report with real calls and their checklist cells, the three charts, filters by a rep from the rep
// scores, and exports the calls with a mark per signal.
const MORGAN = 'morgan.manager@northwind.example'
let browser: Browser
const baseUrl = () => inject('e2eBaseUrl')

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser?.close())

const rows = (page: Page) => page.locator('.checklist-card .report-table .ant-table-tbody tr.ant-table-row')
const countInTitle = async (page: Page) => Number(/\((\d+) calls?\)/.exec(await page.locator('#checklist-card-title').innerText())?.[1] ?? -1)

async function columnTexts(page: Page, header: string): Promise<string[]> {
  const headers = await page.locator('.checklist-card .report-table .ant-table-thead th').allInnerTexts()
  const index = headers.findIndex((h) => h.trim().startsWith(header))
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(' | ')}`)
  return rows(page).evaluateAll((trs, i) => trs.map((tr) => (tr.children[i] as HTMLElement | undefined)?.innerText.trim() ?? ''), index)
}

describe('Checklist Adoption', () => {
  it('a manager sees calls with their checklist, the charts, filters by a rep and exports', async () => {
    // A month of calls: the default week of one manager's org can be thin in the demo.
    const { page } = await signInAs(browser, baseUrl(), MORGAN, '/reports?page=3&time=lastMonth')
    await page.getByRole('heading', { level: 1, name: 'Checklist Adoption' }).waitFor()
    await expect.poll(() => page.title()).toBe('Checklist Adoption - Reports')
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBeGreaterThan(0)
    const total = await countInTitle(page)
    expect(total).toBeGreaterThan(0)

    // One column per checklist signal in the fixed order, each cell Yes, No or N/A.
    const headers = (await page.locator('.checklist-card .report-table .ant-table-thead th').allInnerTexts()).map((h) => h.trim())
    expect(headers.indexOf('Pain or priority')).toBeGreaterThan(-1)
    expect(headers.indexOf('Pain or priority')).toBeLessThan(headers.indexOf('Timelines'))
    for (const cell of await columnTexts(page, 'Pain or priority')) expect(['Yes', 'No', 'N/A']).toContain(cell.replace(/\s*\(score \d+\)$/, ''))
    for (const cell of await columnTexts(page, 'Checklist adoption')) expect(cell).toMatch(/^(\d{1,3}%|—)$/)

    // The three charts are drawn.
    for (const id of ['checklist-trend', 'checklist-reps', 'checklist-signals']) {
      await page.locator(`section[aria-labelledby="${id}-title"] canvas`).first().waitFor({ timeout: 30_000 })
    }
    await page.mouse.move(0, 0)
    await checkScreen(page, 'reports-checklist-adoption')

    // A rep from the rep scores filters the table to their calls.
    const repButton = page.locator('ul[aria-label="Reps"] .chart-card__legend-item').first()
    const rep = (await repButton.innerText()).replace(/\s+\d+%$/, '').trim()
    await repButton.click()
    await page.waitForURL((u) => u.searchParams.get('rep') === rep)
    await page.getByRole('button', { name: `Remove Rep: ${rep}` }).waitFor()
    await expect.poll(async () => new Set((await columnTexts(page, 'Call')).map((c) => c.split('\n').at(-1))), { timeout: 30_000 }).toEqual(new Set([rep]))
    const filtered = await countInTitle(page)
    expect(filtered).toBeLessThanOrEqual(total)

    // The export holds the filtered calls with a mark per signal.
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export' }).click()
    await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^checklist-adoption-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(readFileSync((await file.path()) as string) as unknown as ArrayBuffer)
    const sheet = book.getWorksheet('Checklist Adoption')
    const header = ((sheet?.getRow(1).values ?? []) as unknown[]).slice(1)
    expect(header.slice(0, 3)).toEqual(['Call date', 'Call', 'Rep'])
    expect((sheet?.actualRowCount ?? 0) - 1).toBe(filtered)
    const painColumn = header.indexOf('Pain or priority') + 1
    expect(painColumn).toBeGreaterThan(0)
    for (let r = 2; r <= (sheet?.actualRowCount ?? 1); r++) {
      expect(['✓', '✗', '○', 'N/A']).toContain(String(sheet?.getRow(r).getCell(painColumn).value))
      expect(String(sheet?.getRow(r).getCell(3).value)).toBe(rep)
    }
  })
})
