import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { checkScreen, launchBrowser, signInAs } from './support/browser'

// For Competitive Win-Loss Analysis (page 12), in Chromium on the shared demo server (it changes no
// data): the demo company with the winLoss setting opens the report with real data in every section; a click on a
// scatter point, a stage-group count, a SWOT cell and a quadrant bubble each filters the page by what was clicked; the
// deal-level SWOT export opens in a spreadsheet reader with the table's columns and the filtered rows.
const ADMIN = 'avery.admin@northwind.example'
let browser: Browser
const baseUrl = () => inject('e2eBaseUrl')

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser?.close())

const card = (page: Page, titleId: string) => page.locator(`section[aria-labelledby="${titleId}"]`)
const bodyRows = (section: Locator) => section.locator('.ant-table-tbody tr.ant-table-row')
const countIn = async (page: Page, titleId: string) => Number(/\((\d+) [a-z ]+\)/.exec(await page.locator(`#${titleId}`).innerText())?.[1] ?? -1)

async function columnTexts(section: Locator, header: string): Promise<string[]> {
  const headers = await section.locator('.ant-table-thead th').allInnerTexts()
  const index = headers.findIndex((h) => h.trim().startsWith(header))
  if (index < 0) throw new Error(`no column ${header} in ${headers.join(' | ')}`)
  return bodyRows(section).evaluateAll((trs, i) => trs.map((tr) => (tr.children[i] as HTMLElement | undefined)?.innerText.trim() ?? ''), index)
}

/** The selector table's rows as numbers: name, Total Deals, Open, Won, Lost, Won (%), Loss (%). */
async function selectorRows(page: Page) {
  const texts = await bodyRows(card(page, 'win-loss-selector-title')).evaluateAll((trs) =>
    trs.map((tr) => [...tr.children].map((td) => (td as HTMLElement).innerText.trim())),
  )
  return texts.map(([name, total, open, won, lost, , loss]) => ({
    name: name ?? '',
    total: Number(total),
    open: Number(open),
    won: Number(won),
    lost: Number(lost),
    loss: Number.parseInt(loss ?? '', 10),
  }))
}

describe('Competitive Win-Loss Analysis', () => {
  it('opens with real data and filters by a scatter point, a count, a SWOT cell and a bubble; the export opens', async () => {
    const { page } = await signInAs(browser, baseUrl(), ADMIN, '/reports?page=12')
    await page.getByRole('heading', { level: 1, name: 'Competitive Win-Loss Analysis' }).waitFor()
    await expect.poll(() => page.title()).toBe('Competitive Win-Loss Analysis - Reports')
    // The menu offers it (the company's winLoss setting) and the page stays on it.
    expect(new URL(page.url()).searchParams.get('page')).toBe('12')
    await expect.poll(() => page.locator('.report-range', { hasText: 'Calls Done In' }).innerText()).toContain('Last 6 Months')

    // Every section shows real data.
    const selector = card(page, 'win-loss-selector-title')
    await expect.poll(() => bodyRows(selector).count(), { timeout: 30_000 }).toBeGreaterThan(1)
    const unique = await countIn(page, 'win-loss-selector-title')
    expect(unique).toBeGreaterThan(5)
    await expect.poll(() => bodyRows(card(page, 'win-loss-lost-title')).count(), { timeout: 30_000 }).toBeGreaterThan(0)
    await expect.poll(() => bodyRows(card(page, 'win-loss-deals-title')).count(), { timeout: 30_000 }).toBe(25)
    await expect.poll(() => bodyRows(card(page, 'win-loss-raw-title')).count(), { timeout: 30_000 }).toBe(25)
    for (const id of ['win-loss-scatter', 'win-loss-quadrant']) await page.locator(`[data-testid="${id}"] canvas`).waitFor({ timeout: 30_000 })
    for (const id of ['win-loss-lost-drivers', 'win-loss-lost-factors']) await card(page, id).locator('canvas').waitFor({ timeout: 30_000 })
    // 'Why We Are Loosing?' (as spelled) in funnel order: Qualify before Outcome Definition.
    const stages = await columnTexts(card(page, 'win-loss-lost-title'), 'Lost Stage')
    expect(stages.indexOf('Qualify (RSD/VP Qualification)')).toBeLessThan(stages.indexOf('Outcome Definition'))
    const rows = await selectorRows(page)
    expect(rows.map((r) => r.total)).toEqual([...rows.map((r) => r.total)].sort((a, b) => b - a))
    await page.mouse.move(0, 0)
    await checkScreen(page, 'reports-win-loss')

    // A scatter point (Loss Rate vs Total Deals) filters by its competitor: aim at a point of one competitor, the one
    // farthest from the others.
    const canvas = page.locator('[data-testid="win-loss-scatter"] canvas').first()
    await canvas.scrollIntoViewIfNeeded()
    const box = await canvas.boundingBox()
    if (!box) throw new Error('the scatter has no canvas')
    const xMax = Number(await page.locator('[data-testid="win-loss-scatter"]').getAttribute('data-x-max'))
    const at = (r: { total: number; loss: number }) => ({
      x: box.x + 56 + (r.total / xMax) * (box.width - 56 - 24),
      y: box.y + 24 + (1 - r.loss / 100) * (box.height - 24 - 44),
    })
    const alone = rows
      .filter((r) => !rows.some((o) => o !== r && o.total === r.total && o.loss === r.loss))
      .map((r) => ({ r, gap: Math.min(...rows.filter((o) => o !== r).map((o) => Math.hypot(at(o).x - at(r).x, at(o).y - at(r).y))) }))
      .sort((a, b) => b.gap - a.gap)[0]?.r
    if (!alone) throw new Error('no point to click')
    // The chart redraws after the screenshots' resizes; under load its first frames may not take the click yet.
    await expect
      .poll(
        async () => {
          await page.mouse.click(at(alone).x, at(alone).y)
          return new URL(page.url()).searchParams.get('competitor_name')
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toBe(alone.name)
    await expect.poll(() => countIn(page, 'win-loss-selector-title'), { timeout: 30_000 }).toBe(alone.total)
    await page.getByRole('button', { name: `Remove Competitor: ${alone.name}` }).click()
    await page.waitForURL((u) => !u.searchParams.has('competitor_name'))
    await expect.poll(() => countIn(page, 'win-loss-selector-title'), { timeout: 30_000 }).toBe(unique)

    // A Lost count filters by the row and the lost stage group: the title then counts exactly those deals.
    const lostRow = rows.find((r) => r.lost > 0)
    if (!lostRow) throw new Error('no competitor with lost deals')
    await selector.getByRole('button', { name: `${lostRow.name}: ${lostRow.lost} lost deals, filter by them` }).click()
    await page.waitForURL((u) => u.searchParams.get('competitor_name') === lostRow.name && u.searchParams.has('sales_stage'))
    await expect.poll(() => countIn(page, 'win-loss-selector-title'), { timeout: 30_000 }).toBe(lostRow.lost)
    await expect
      .poll(async () => (await selectorRows(page)).map((r) => [r.name, r.open, r.won, r.lost]), { timeout: 30_000 })
      .toEqual([[lostRow.name, 0, 0, lostRow.lost]])
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await page.waitForURL((u) => !u.searchParams.has('sales_stage'))

    // A SWOT cell of the deal-level table filters by its nature: the raw insights are then all weaknesses.
    const deals = card(page, 'win-loss-deals-title')
    await expect.poll(() => countIn(page, 'win-loss-deals-title'), { timeout: 30_000 }).toBeGreaterThan(25)
    await deals
      .getByRole('button', { name: /^Filter by Weakness:/ })
      .first()
      .click()
    await page.waitForURL((u) => u.searchParams.get('nature') === 'Weakness')
    const raw = card(page, 'win-loss-raw-title')
    await expect.poll(async () => new Set(await columnTexts(raw, 'Nature')), { timeout: 30_000 }).toEqual(new Set(['Weakness']))
    await expect.poll(() => countIn(page, 'win-loss-deals-title'), { timeout: 30_000 }).toBeLessThan(unique)
    const dealTotal = await countIn(page, 'win-loss-deals-title')
    expect(dealTotal).toBeGreaterThan(0)

    // The deal-level SWOT export of the filtered page opens in a spreadsheet reader with the table's columns.
    const download = page.waitForEvent('download')
    await deals.getByRole('button', { name: 'Export' }).click()
    await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^win-loss-deal-swot-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(readFileSync((await file.path()) as string) as unknown as ArrayBuffer)
    const sheet = book.getWorksheet('Deal-Level SWOT')
    if (!sheet) throw new Error('no Deal-Level SWOT sheet')
    expect((sheet.getRow(1).values as unknown[]).slice(1, 10)).toEqual([
      'Deal Name',
      'Current Deal Stage',
      'Previous Deal Stage',
      'Weakness',
      'Threat',
      'Proposed Actions',
      'Strength',
      'Opportunity',
      'Win Loss Notes',
    ])
    expect(sheet.actualRowCount - 1).toBe(dealTotal)
    for (let i = 2; i <= sheet.actualRowCount; i++) expect(String(sheet.getRow(i).getCell(4).value ?? '')).not.toBe('')

    // A bubble of the SWOT quadrant filters by the decision drivers at its position.
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await page.waitForURL((u) => !u.searchParams.has('nature'))
    const quadrant = page.locator('[data-testid="win-loss-quadrant"]')
    await quadrant.locator('canvas').scrollIntoViewIfNeeded()
    const label = (await quadrant.getAttribute('aria-label')) ?? ''
    const bubble = /: (.+?) in \w+ \(x (-?[\d.]+)%, y (-?[\d.]+)\), \d+ deals/.exec(label)
    if (!bubble) throw new Error(`no bubble in ${label}`)
    const [names, bx, by] = [(bubble[1] as string).split(', '), Number(bubble[2]), Number(bubble[3])]
    const qbox = await quadrant.boundingBox()
    if (!qbox) throw new Error('the quadrant has no box')
    await page.mouse.click(qbox.x + 56 + ((bx + 120) / 240) * (qbox.width - 80), qbox.y + 24 + ((1.2 - by) / 2.4) * (qbox.height - 68))
    await page.waitForURL((u) => u.searchParams.has('objection_category'))
    expect(new URL(page.url()).searchParams.get('objection_category')?.split(',')).toEqual(names)
    await expect.poll(async () => (await selectorRows(page)).length, { timeout: 30_000 }).toBeGreaterThan(0)
  })
})
