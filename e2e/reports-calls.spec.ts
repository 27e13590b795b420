import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { checkScreen, launchBrowser, signInAs } from './support/browser'

// For reports pages 1 and 2, in Chromium on the shared demo server (it changes no data):
// Calls & Recordings with its charts, a click on the recording-status chart filtering the calls, paging and an export;
// Call Details with every field; the Notetaker Adoption tab with one row per rep, its colours, grouping, a rep filter,
// the rep's calls in Call Details and the empty export's warning.
const AVERY = 'avery.admin@northwind.example'
let browser: Browser
const baseUrl = () => inject('e2eBaseUrl')

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser?.close())

const tableRows = (card: Locator) => card.locator('.report-table .ant-table-tbody tr.ant-table-row')
const countIn = async (heading: Locator) => Number(/\((\d+) (?:calls?|reps?)\)/.exec(await heading.innerText())?.[1] ?? -1)

async function columnTexts(card: Locator, header: string): Promise<string[]> {
  const headers = await card.locator('.report-table .ant-table-thead th').allInnerTexts()
  const index = headers.findIndex((h) => h.trim().startsWith(header))
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(' | ')}`)
  return tableRows(card).evaluateAll((trs, i) => trs.map((tr) => (tr.children[i] as HTMLElement | undefined)?.innerText.trim() ?? ''), index)
}

async function downloadXlsx(page: Page, sheetName: string) {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export' }).click()
  await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click()
  const file = await download
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(readFileSync((await file.path()) as string) as unknown as ArrayBuffer)
  const sheet = book.getWorksheet(sheetName)
  if (!sheet) throw new Error(`no sheet ${sheetName}`)
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String)
  const column = (name: string) => {
    const i = header.indexOf(name) + 1
    if (i < 1) throw new Error(`no column ${name} in ${header.join(' | ')}`)
    return Array.from({ length: sheet.actualRowCount - 1 }, (_, r) => String(sheet.getRow(r + 2).getCell(i).value ?? ''))
  }
  return { filename: file.suggestedFilename(), header, rows: sheet.actualRowCount - 1, column }
}

const statValue = async (page: Page, key: string) => (await page.locator(`[data-stat="${key}"] .report-stats__value`).innerText()).trim()

describe('Calls & Recordings, Call Details and Notetaker Adoption', () => {
  it('lists the calls with their charts and pages, filters from a chart click, exports, and opens Call Details', async () => {
    const { page } = await signInAs(browser, baseUrl(), AVERY, '/reports?page=1')
    await page.getByRole('heading', { level: 1, name: 'Calls & Recordings' }).waitFor()
    await expect.poll(() => page.title()).toBe('Calls & Recordings - Reports')
    await page.getByRole('tab', { name: 'Calls & Recordings', selected: true }).waitFor()
    const card = page.locator('section[aria-labelledby="calls-card-title"]')
    const heading = page.locator('#calls-card-title')
    await expect.poll(() => tableRows(card).count(), { timeout: 30_000 }).toBe(25)
    const total = await countIn(heading)
    expect(total).toBeGreaterThan(25)
    // The headline figures are the periods' sums: they agree with the paged table's total.
    await expect.poll(() => statValue(page, 'calls'), { timeout: 30_000 }).toBe(String(total))

    // "Page X of Y": the next page holds other calls.
    const pages = Math.ceil(total / 25)
    await page.getByText(`Page 1 of ${pages}`).waitFor()
    const firstPage = await columnTexts(card, 'Call Date')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByText(`Page 2 of ${pages}`).waitFor()
    await expect.poll(async () => (await columnTexts(card, 'Call Date')).join('|'), { timeout: 30_000 }).not.toBe(firstPage.join('|'))

    for (const id of ['calls-trend-chart', 'calls-status-chart', 'calls-source-chart'])
      await page.locator(`[data-testid="${id}"] canvas`).waitFor({ timeout: 30_000 })
    for (const status of await columnTexts(card, 'Recording Status')) expect(status.length).toBeGreaterThan(0)
    await page.mouse.move(0, 0)
    await checkScreen(page, 'reports-calls-recordings')

    // A click on the recording-status chart's top bar ('Recorded', the most calls) filters the table to it.
    const legend = page.locator('ul[aria-label="Recording statuses"] .chart-card__legend-item')
    const first = (await legend.first().innerText()).trim()
    expect(first).toMatch(/^Recorded \d+$/)
    const recorded = Number(first.split(' ').at(-1))
    const chart = page.locator('[data-testid="calls-status-chart"]')
    const box = await chart.boundingBox()
    if (!box) throw new Error('the status chart is not drawn')
    const band = (box.height - 16) / (await legend.count())
    await page.mouse.click(box.x + box.width * 0.8, box.y + 8 + band / 2)
    await page.waitForURL((u) => u.searchParams.get('recording_status') === 'Recorded')
    await page.getByRole('button', { name: 'Remove Recording Status: Recorded' }).waitFor()
    await expect.poll(() => countIn(heading), { timeout: 30_000 }).toBe(recorded)
    await page.getByText('Page 1 of').waitFor()
    expect(new Set(await columnTexts(card, 'Recording Status'))).toEqual(new Set(['Recorded']))

    // The export holds the filtered calls with every field of the call report row.
    const file = await downloadXlsx(page, 'Calls & Recordings')
    expect(file.filename).toMatch(/^calls-and-recordings-\d{4}-\d{2}-\d{2}\.xlsx$/)
    expect(file.header.slice(0, 2)).toEqual(['Call Date', 'Call'])
    expect(file.rows).toBe(recorded)
    expect(new Set(file.column('Recording Status'))).toEqual(new Set(['Recorded']))

    // Call Details (page 2) keeps the filter and shows the reasons' columns; back returns to page 1.
    await page.getByRole('button', { name: /Open Call Details/ }).click()
    await page.waitForURL((u) => u.searchParams.get('page') === '2' && u.searchParams.get('recording_status') === 'Recorded')
    await page.getByRole('heading', { level: 1, name: 'Call Details' }).waitFor()
    const details = page.locator('section[aria-labelledby="call-details-title"]')
    await expect.poll(() => countIn(page.locator('#call-details-title')), { timeout: 30_000 }).toBe(recorded)
    await page.getByRole('button', { name: 'Remove Recording Status: Recorded' }).click()
    // Every call started by now counts, unrecorded ones too: a meeting that began since page 1 was read adds one.
    await expect
      .poll(
        async () => {
          const n = await countIn(page.locator('#call-details-title'))
          return n >= total && n <= total + 2
        },
        { timeout: 30_000 },
      )
      .toBe(true)
    const headers = (await details.locator('.report-table .ant-table-thead th').allInnerTexts()).map((h) => h.trim())
    for (const h of ['Call ID', 'Deal Owner', 'Notetaker Allowed', 'Not Recorded Reason', 'Not Eligible Reason', 'Eligible', 'Recording Status'])
      expect(headers).toContain(h)
    await page.mouse.move(0, 0)
    await checkScreen(page, 'reports-call-details')
    await page.getByRole('button', { name: '← Calls & Recordings' }).click()
    await page.waitForURL((u) => u.searchParams.get('page') === '1')
    await page.getByRole('tab', { name: 'Calls & Recordings', selected: true }).waitFor()
  })

  it('Notetaker Adoption: one row per rep with its colours, grouping, a rep filter, their calls and the empty export', async () => {
    const { page } = await signInAs(browser, baseUrl(), AVERY, '/reports?page=1')
    await page.getByRole('tab', { name: 'Notetaker Adoption' }).click()
    await page.waitForURL((u) => u.searchParams.get('tab') === 'notetaker-adoption')
    const card = page.locator('section[aria-labelledby="adoption-card-title"]')
    await expect.poll(() => tableRows(card).count(), { timeout: 30_000 }).toBeGreaterThan(1)
    const reps = await countIn(page.locator('#adoption-card-title'))
    expect(await tableRows(card).count()).toBe(Math.min(reps, 25))
    await page.getByText('Page 1 of').waitFor()

    // "Adoption percent is whole, 0 when eligible is 0"; "up to 40 red, below 60 orange, else green".
    const eligible = (await columnTexts(card, 'Eligible')).map(Number)
    const percents = await card.locator('.adoption-pill').evaluateAll((els) => els.map((e) => ({ text: e.textContent ?? '', cls: e.className })))
    expect(percents).toHaveLength(eligible.length)
    percents.forEach((p, i) => {
      expect(p.text).toMatch(/^\d{1,3}%$/)
      const n = Number.parseInt(p.text, 10)
      if (eligible[i] === 0) expect(n).toBe(0)
      expect(p.cls).toContain(n <= 40 ? 'adoption-pill--red' : n < 60 ? 'adoption-pill--orange' : 'adoption-pill--green')
    })
    const [rec, elig] = [Number(await statValue(page, 'recorded')), Number(await statValue(page, 'eligible'))]
    expect(await statValue(page, 'adoption')).toBe(`${elig ? Math.round((rec * 100) / elig) : 0}%`)

    // Day / week / month: weeks give more periods than the default month.
    await page.locator('[data-testid="adoption-reps-chart"] canvas').waitFor({ timeout: 30_000 })
    const periods = page.locator('ul[aria-label="Adoption per period"] li')
    const months = await periods.count()
    await page.getByRole('radiogroup', { name: 'Group adoption by' }).getByText('Week').click()
    await page.waitForURL((u) => u.searchParams.get('group') === 'week')
    await expect.poll(() => periods.count(), { timeout: 30_000 }).toBeGreaterThan(months)
    await page.mouse.move(0, 0)
    // The new bars rise for a moment.
    await page.waitForTimeout(1000)
    await checkScreen(page, 'reports-notetaker-adoption')

    // A rep of the per-rep chart filters the table to their row.
    const repButton = page.locator('ul[aria-label="Reps"] .chart-card__legend-item').first()
    const rep = (await repButton.innerText()).replace(/\s+\d+%$/, '').trim()
    await repButton.click()
    await page.waitForURL((u) => u.searchParams.get('rep') === rep)
    await expect.poll(async () => (await columnTexts(card, 'Rep')).map((t) => t.split('\n')[0]), { timeout: 30_000 }).toEqual([rep])
    const file = await downloadXlsx(page, 'Notetaker Adoption')
    expect(file.filename).toMatch(/^notetaker-adoption-\d{4}-\d{2}-\d{2}\.xlsx$/)
    expect(file.column('Rep')).toEqual([rep])

    // "Detailed calls view is page 2": the rep's name opens their calls.
    await card.getByRole('button', { name: new RegExp(`^${rep}`) }).click()
    await page.waitForURL((u) => u.searchParams.get('page') === '2' && u.searchParams.get('rep') === rep && !u.searchParams.has('tab'))
    const details = page.locator('section[aria-labelledby="call-details-title"]')
    await expect.poll(() => tableRows(details).count(), { timeout: 30_000 }).toBeGreaterThan(0)
    expect(new Set(await columnTexts(details, 'Rep'))).toEqual(new Set([rep]))

    // No rep matches: 'No data available', and the export warns 'No data available to export.'.
    await page.goto(`${baseUrl()}/reports?page=1&tab=notetaker-adoption&rep=${encodeURIComponent('Nobody At All')}`)
    await page.locator('.data-table__empty', { hasText: 'No data available' }).waitFor({ timeout: 30_000 })
    expect(await page.getByText('No data available', { exact: true }).count()).toBe(1)
    await page.getByRole('button', { name: 'Export' }).click()
    await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click()
    await page.getByText('No data available to export.').waitFor()
  })
})
