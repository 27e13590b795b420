import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectAccessible, launchBrowser, signInAs } from './support/browser'

// For Voice of Customer (page 4) and Conversion Insights (page 7), in Chromium on the shared demo
// server (it changes no data): both open with real demo data; Voice of Customer pages forwards and back over its cursor
// and gets the same rows, its call link opens the call at the statement's timestamp, and both exports parse.
const ADMIN = 'avery.admin@northwind.example'
let browser: Browser
const baseUrl = inject('e2eBaseUrl')
/** Screenshots to look at (outside the repository). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp'

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const rowsOf = (page: Page, scope: string) => page.locator(`${scope} .report-table .ant-table-tbody tr.ant-table-row`)
const rowKeys = (page: Page, scope: string) => rowsOf(page, scope).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row-key') ?? ''))
const countIn = async (page: Page, selector: string) => Number(/\((\d+)/.exec(await page.locator(selector).innerText())?.[1] ?? -1)
const pagerText = (page: Page, scope: string) => page.locator(`${scope} .report-pager__status`).innerText()

async function columnTexts(page: Page, scope: string, header: string): Promise<string[]> {
  const headers = await page.locator(`${scope} .report-table .ant-table-thead th`).allInnerTexts()
  const index = headers.findIndex((h) => h.trim().startsWith(header))
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(' | ')}`)
  return rowsOf(page, scope).evaluateAll((trs, i) => trs.map((tr) => (tr.children[i] as HTMLElement | undefined)?.innerText.trim() ?? ''), index)
}

async function shoot(page: Page, name: string) {
  await page.mouse.move(0, 0)
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true })
  const size = page.viewportSize()
  await page.setViewportSize({ width: 375, height: 812 })
  await page.waitForTimeout(150)
  await page.screenshot({ path: `${SHOTS}/${name}-mobile.png`, fullPage: true })
  if (size) await page.setViewportSize(size)
}

async function exportXlsx(page: Page, sheetName: string, filename: RegExp): Promise<ExcelJS.Worksheet> {
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export' }).click()
  await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(filename)
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(readFileSync((await file.path()) as string) as unknown as ArrayBuffer)
  const sheet = book.getWorksheet(sheetName)
  if (!sheet) throw new Error(`no ${sheetName} sheet`)
  return sheet
}

const VOC = '.voice-of-customer'

/** Waits until the shown rows differ from `before` and the pager says `status`, and answers the new keys. */
async function pageTurned(page: Page, before: string[], status: RegExp, size: number): Promise<string[]> {
  await expect.poll(() => pagerText(page, VOC), { timeout: 30_000 }).toMatch(status)
  await expect
    .poll(
      async () => {
        const keys = await rowKeys(page, VOC)
        return keys.length === size && keys.every((k) => k !== '') && keys.join() !== before.join()
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  return rowKeys(page, VOC)
}

const seconds = (hms: string) => hms.split(':').reduce((s, part) => s * 60 + Number(part), 0)

describe('Voice of Customer', () => {
  it('opens with real statements, pages forwards and back over the cursor, links the call at the timestamp and exports', async () => {
    const { page } = await signInAs(browser, baseUrl, ADMIN, '/reports?page=4')
    await page.getByRole('heading', { level: 1, name: 'Voice of Customer' }).waitFor()
    await expect.poll(() => page.title()).toBe('Voice of Customer - Reports')
    await expect.poll(() => rowsOf(page, VOC).count(), { timeout: 30_000 }).toBe(25)
    const all = await countIn(page, '#voc-table-title')
    expect(all).toBeGreaterThan(50)
    // Every statement has a category column, a sentiment grade and newest first by default.
    for (const grade of await columnTexts(page, VOC, 'Sentiment')) expect(['Positive', 'Negative']).toContain(grade)
    const dates = (await columnTexts(page, VOC, 'Call date')).map((d) => new Date(d).getTime())
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    await shoot(page, 'convvoc-voice-of-customer')
    await expectAccessible(page)

    // Paging: Next pushes the cursor, Previous pops it; the same pages come back.
    const first = await rowKeys(page, VOC)
    expect(await pagerText(page, VOC)).toBe(`Page 1 of ${Math.ceil(all / 25)}`)
    await page.getByRole('button', { name: 'Next' }).click()
    const second = await pageTurned(page, first, /^Page 2 of/, 25)
    await page.getByRole('button', { name: 'Next' }).click()
    const third = await pageTurned(page, second, /^Page 3 of/, Math.min(25, all - 50))
    expect(new Set([...first, ...second, ...third]).size).toBe(Math.min(75, all))
    await page.getByRole('button', { name: 'Previous' }).click()
    expect(await pageTurned(page, third, /^Page 2 of/, 25)).toEqual(second)
    await page.getByRole('button', { name: 'Previous' }).click()
    expect(await pageTurned(page, second, /^Page 1 of/, 25)).toEqual(first)
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true)

    // The call link opens the call's insights at the statement's moment ("Timestamp deep link: start (seconds)").
    const calls = page.locator(`${VOC} a.voc-call`)
    const moments = await calls.evaluateAll((as) =>
      as.map((a) => ({ href: a.getAttribute('href') ?? '', at: a.querySelector('.voc-call__at')?.textContent ?? '' })),
    )
    const timed = moments.find((m) => /^\d\d:\d\d:\d\d$/.test(m.at))
    if (!timed) throw new Error('no statement with a timestamp on the first page')
    expect(timed.href).toMatch(new RegExp(`^/meeting/\\d+\\?tab=insights&start=${seconds(timed.at)}&source=voice_of_customer$`))
    for (const m of moments.filter((x) => x.at === 'No snippet')) expect(m.href).toMatch(/^\/meeting\/\d+\?tab=insights&source=voice_of_customer$/)

    // The export holds every statement, with its timestamp (or 'No snippet') and the same link.
    const sheet = await exportXlsx(page, 'Voice of Customer', /^voice-of-customer-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const header = (sheet.getRow(1).values as unknown[]).slice(1)
    expect(header).toContain('Timestamp')
    expect(header.at(-1)).toBe('Call link')
    expect(sheet.actualRowCount - 1).toBe(all)
    const tsColumn = header.indexOf('Timestamp') + 1
    const linkColumn = header.length
    for (let r = 2; r <= sheet.actualRowCount; r++) {
      const ts = String(sheet.getRow(r).getCell(tsColumn).value)
      expect(ts).toMatch(/^(\d\d:\d\d:\d\d|No snippet)$/)
      const link = String(sheet.getRow(r).getCell(linkColumn).value)
      expect(link).toMatch(
        ts === 'No snippet' ? /\/meeting\/\d+\?tab=insights&source=voice_of_customer$/ : new RegExp(`&start=${seconds(ts)}&source=voice_of_customer$`),
      )
    }
  })
})

const CONV = '.conversion-insights'

describe('Conversion Insights', () => {
  it('opens with real deals, their movement and checklist outcomes, filters by a movement card and exports', async () => {
    const { page } = await signInAs(browser, baseUrl, ADMIN, '/reports?page=7')
    await page.getByRole('heading', { level: 1, name: 'Conversion Insights' }).waitFor()
    await expect.poll(() => page.title()).toBe('Conversion Insights - Reports')
    await expect.poll(() => rowsOf(page, CONV).count(), { timeout: 30_000 }).toBeGreaterThan(0)
    const total = await countIn(page, '#conversion-table-title')
    expect(total).toBeGreaterThan(0)
    // The cards count the same deals as the table; both charts are drawn.
    const cardTotal = page.locator('.conversion-card--total .conversion-card__value')
    await expect.poll(async () => Number(await cardTotal.innerText()), { timeout: 30_000 }).toBe(total)
    for (const id of ['conversion-stages', 'conversion-checklist'])
      await page.locator(`section[aria-labelledby="${id}-title"] canvas`).first().waitFor({ timeout: 30_000 })
    for (const movement of await columnTexts(page, CONV, 'Movement'))
      expect(['Won', 'Moved forward', 'No movement', 'Moved backward', 'Lost']).toContain(movement)
    await shoot(page, 'convvoc-conversion-insights')
    await expectAccessible(page)

    // A movement card filters the table to those deals.
    const cards = page.locator('button.conversion-card')
    const counts = await cards.evaluateAll((bs) =>
      bs.map((b) => ({
        label: b.querySelector('.conversion-card__label')?.textContent ?? '',
        n: Number(b.querySelector('.conversion-card__value')?.textContent),
      })),
    )
    const pick = counts.filter((c) => c.n > 0 && c.n < total).sort((a, b) => b.n - a.n)[0]
    if (!pick) throw new Error(`no movement card to filter by: ${JSON.stringify(counts)}`)
    await cards.filter({ hasText: pick.label }).first().click()
    await page.waitForURL((u) => u.searchParams.get('movement') === pick.label)
    await expect.poll(() => countIn(page, '#conversion-table-title'), { timeout: 30_000 }).toBe(pick.n)
    await expect.poll(async () => new Set(await columnTexts(page, CONV, 'Movement')), { timeout: 30_000 }).toEqual(new Set([pick.label]))

    // The export holds the filtered deals with their movement and checklist.
    const sheet = await exportXlsx(page, 'Conversion Insights', /^conversion-insights-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const header = (sheet.getRow(1).values as unknown[]).slice(1)
    expect(header.slice(0, 7)).toEqual(['Deal', 'Account', 'Owner', 'Deal Type', 'Stage at Start', 'Stage at End', 'Movement'])
    expect(sheet.actualRowCount - 1).toBe(pick.n)
    for (let r = 2; r <= sheet.actualRowCount; r++) expect(sheet.getRow(r).getCell(7).value).toBe(pick.label)
  })
})
