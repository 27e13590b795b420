import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { checkScreen, launchBrowser, signInAs } from './support/browser'

// For Objection Handling, in Chromium on the shared demo server (it changes no data): the report
// opens with real data; clicking a bar segment filters the page by its category and severity; paging forwards and
// back over the objection cursor returns the same rows; the export opens in a spreadsheet reader with the right columns.
const ADMIN = 'avery.admin@northwind.example'
let browser: Browser
const baseUrl = inject('e2eBaseUrl')

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const rows = (page: Page) => page.locator('.objection-handling .report-table .ant-table-tbody tr.ant-table-row')
const rowKeys = (page: Page) => rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row-key') ?? ''))
const total = async (page: Page) => Number(/\((\d+)\)/.exec(await page.locator('#objection-table-title').innerText())?.[1] ?? -1)
const pagerText = (page: Page) => page.locator('.objection-handling .report-pager__status').innerText()

async function columnTexts(page: Page, header: string): Promise<string[]> {
  const headers = await page.locator('.objection-handling .report-table .ant-table-thead th').allInnerTexts()
  const index = headers.findIndex((h) => h.trim().startsWith(header))
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(' | ')}`)
  return rows(page).evaluateAll((trs, i) => trs.map((tr) => (tr.children[i] as HTMLElement | undefined)?.innerText.trim() ?? ''), index)
}

/** Waits until the shown rows differ from `before` and the pager says `status`, and answers the new keys. */
async function pageTurned(page: Page, before: string[], status: RegExp, size = 25): Promise<string[]> {
  await expect.poll(() => pagerText(page), { timeout: 30_000 }).toMatch(status)
  // A full page of other rows, not the loading state between two pages.
  await expect
    .poll(
      async () => {
        const keys = await rowKeys(page)
        return keys.length === size && keys.every((k) => k !== '') && keys.join() !== before.join()
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  return rowKeys(page)
}

describe('Objection Handling', () => {
  it('opens with real data, pages forwards and back over the cursor, filters by a bar segment and exports', async () => {
    const { page } = await signInAs(browser, baseUrl, ADMIN, '/reports?page=8')
    await page.getByRole('heading', { level: 1, name: 'Objection Handling' }).waitFor()
    await expect.poll(() => page.title()).toBe('Objection Handling - Reports')
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBe(25)
    const all = await total(page)
    expect(all).toBeGreaterThan(50)
    await page.locator('[data-testid="objection-chart"] canvas').waitFor()
    // The default filters are on the bar; the table is newest first.
    const filters = await page.locator('.objection-handling .report-filters__select').allInnerTexts()
    expect(filters.map((f) => f.trim())).toEqual(['Deal Stage During Call', 'Category', 'Severity', 'Sub Category'])
    const dates = (await columnTexts(page, 'Call date')).map((d) => new Date(d).getTime())
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    await page.mouse.move(0, 0)
    await checkScreen(page, 'reports-objection-handling')

    // Paging: Next pushes the cursor, Previous pops it; the same pages come back.
    const first = await rowKeys(page)
    const pages = Math.ceil(all / 25)
    expect(await pagerText(page)).toBe(`Page 1 of ${pages}`)
    await page.getByRole('button', { name: 'Next' }).click()
    const second = await pageTurned(page, first, /^Page 2 of/)
    await page.getByRole('button', { name: 'Next' }).click()
    const third = await pageTurned(page, second, /^Page 3 of/, Math.min(25, all - 50))
    expect(new Set([...first, ...second, ...third]).size).toBe(Math.min(75, all))
    await page.getByRole('button', { name: 'Previous' }).click()
    expect(await pageTurned(page, third, /^Page 2 of/)).toEqual(second)
    await page.getByRole('button', { name: 'Previous' }).click()
    expect(await pageTurned(page, second, /^Page 1 of/)).toEqual(first)
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true)

    // A click at the start of the top bar: its first segment is that category at its most severe level present.
    const canvas = page.locator('[data-testid="objection-chart"] canvas').first()
    await canvas.scrollIntoViewIfNeeded()
    const box = await canvas.boundingBox()
    if (!box) throw new Error('the chart has no canvas')
    const categories = await page.locator('.objection-chart__table tbody th').count()
    const band = (box.height - 8 - 28) / categories
    await page.mouse.click(box.x + 200 + 2, box.y + 8 + band / 2)
    await page.waitForURL((u) => u.searchParams.has('category') && u.searchParams.has('grade'))
    const url = new URL(page.url())
    const category = url.searchParams.get('category') as string
    const grade = url.searchParams.get('grade') as string
    const expected = Number(await page.getByRole('button', { name: `${category}, ${grade} Severity:` }).innerText())
    await expect.poll(() => total(page), { timeout: 30_000 }).toBe(expected)
    await expect.poll(async () => new Set(await columnTexts(page, 'Category')), { timeout: 30_000 }).toEqual(new Set([category]))
    expect(new Set(await columnTexts(page, 'Severity'))).toEqual(new Set([grade]))
    await page.getByRole('button', { name: `Remove Category: ${category}` }).waitFor()
    await page.getByRole('button', { name: `Remove Severity: ${grade}` }).waitFor()
    expect(await pagerText(page)).toBe(`Page 1 of ${Math.max(1, Math.ceil(expected / 25))}`)

    // At 1440 px the identifying and acted-on columns are in view without scrolling the table.
    const inView = await page.locator('.objection-handling .report-table').evaluate((table) => {
      const box = (table.querySelector('.ant-table-content, .ant-table-body') as HTMLElement).getBoundingClientRect()
      return Array.from(table.querySelectorAll('thead th'))
        .filter((th) => th.getBoundingClientRect().right <= box.right + 1)
        .map((th) => (th.textContent ?? '').trim())
    })
    expect(inView).toEqual(expect.arrayContaining(['Deal name', 'Call date', 'Category', 'Sub category', 'Severity', 'Call link']))

    // The export of the filtered report opens in a spreadsheet reader with the table's columns.
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export' }).click()
    await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^objection-handling-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(readFileSync((await file.path()) as string) as unknown as ArrayBuffer)
    const sheet = book.getWorksheet('Objection Handling')
    if (!sheet) throw new Error('no Objection Handling sheet')
    const header = (sheet.getRow(1).values as unknown[]).slice(1)
    expect(header.slice(0, 10)).toEqual([
      'Deal name',
      'Call date',
      'Deal stage during call',
      'Deal owner',
      'Category',
      'Sub category',
      'Evidence',
      'Severity',
      'Call',
      'Call link',
    ])
    expect((sheet?.actualRowCount ?? 0) - 1).toBe(expected)
    for (let i = 2; i <= (sheet?.actualRowCount ?? 0); i++) {
      expect(sheet?.getRow(i).getCell(5).value).toBe(category)
      expect(sheet?.getRow(i).getCell(8).value).toBe(grade)
    }

    // The call link opens the call's insights at the objection.
    const href = await rows(page).first().locator('a.objection-table__call').getAttribute('href')
    expect(href).toMatch(/^\/meeting\/\d+\?tab=insights&start=\d+&source=objection_handling$/)
  })
})
