import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoToken, recordedCalls } from './meeting-fixtures'
import { checkScreen, launchBrowser, signInAs } from './support/browser'
import { type RunningParley, startParley } from './support/parley'

// Activity Review (page 6) in Chromium with the demo's real calls and checklist scores: a rep
// asks Ask Me Anything a question about their call, then the company admin opens the report on the Manager view, finds
// the question in the rep's manager's row, opens that row into the Team view of its people (whose calls add up to the
// row's), toggles back and forth, and exports the Team view. The question is new data, so the test runs its own server
// (a copy of the seeded demo): exact counts cannot be disturbed by other tests' questions on the shared server.

const ADMIN = 'avery.admin@northwind.example'
/** Sasha reports to Morgan and has recorded calls (Riley has none in the browser tests' demo). */
const REP = 'sasha.sales@northwind.example'
let browser: Browser
let server: RunningParley

beforeAll(async () => {
  ;[browser, server] = await Promise.all([launchBrowser(), startParley({ templateDir: inject('e2eTemplateDir') })])
  const token = await demoToken(server.url, REP)
  const [call] = await recordedCalls(server.url, token, 'user')
  if (!call) throw new Error('Sasha has no recorded call')
  const res = await fetch(`${server.url}/api/users/parleyEurekaMessage`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ meetingId: call.id, question: 'What did they say about pricing?' }),
  })
  expect(res.status).toBe(200)
  // The answer streams; reading to the end means the question is stored.
  expect(await res.text()).toContain('"end":true')
}, 120_000)
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const tableRows = (page: Page) => page.locator('.activity-review__card .report-table .ant-table-tbody tr.ant-table-row')
const countInTitle = async (page: Page) => Number(/\((\d+)\)$/.exec(await page.locator('#activity-review-title').innerText())?.[1] ?? -1)

async function headers(page: Page): Promise<string[]> {
  return (await page.locator('.activity-review__card .report-table .ant-table-thead th').allInnerTexts()).map((h) => h.trim())
}

/** The text of one column, row by row (the fixed Name column is duplicated by antd's sticky header: read by index). */
async function column(page: Page, header: string): Promise<string[]> {
  const index = (await headers(page)).findIndex((h) => h.startsWith(header))
  if (index < 0) throw new Error(`no column ${header} in ${(await headers(page)).join(' | ')}`)
  return tableRows(page).evaluateAll((trs, i) => trs.map((tr) => (tr.children[i] as HTMLElement | undefined)?.innerText.trim() ?? ''), index)
}

async function cell(page: Page, name: string, header: string): Promise<string> {
  const names = (await column(page, 'Name')).map((n) => n.split('\n')[0])
  const values = await column(page, header)
  const i = names.indexOf(name)
  if (i < 0) throw new Error(`no row ${name} among ${names.join(', ')}`)
  return values[i] as string
}

describe('Activity Review', () => {
  it('an admin reviews managers, opens a team, toggles Manager / Team and exports', async () => {
    const { page } = await signInAs(browser, server.url, ADMIN, '/reports?page=6')
    await page.getByRole('heading', { level: 1, name: 'Activity Review' }).waitFor()
    await expect.poll(() => page.title()).toBe('Activity Review - Reports')

    // The Admin scope opens on the Manager view with the default week.
    const toggle = page.getByRole('radiogroup', { name: 'View' })
    await expect.poll(() => toggle.locator('.ant-segmented-item-selected').innerText()).toBe('Manager')
    await expect.poll(() => tableRows(page).count(), { timeout: 30_000 }).toBeGreaterThan(0)
    expect(await page.locator('.report-range').filter({ hasText: 'Date range' }).locator('.ant-select-content').innerText()).toBe('Last Week')
    expect(await headers(page)).toEqual(
      expect.arrayContaining(['Name', 'Team members', 'Last activity', 'Notetaker adoption', 'Checklist adoption', 'CRM updates', 'Questions asked', 'Calls']),
    )
    const managers = await countInTitle(page)
    expect(managers).toBeGreaterThan(1)

    // Sasha's question is in Morgan's row (Sasha reports to Morgan) and is the team's latest activity.
    await expect.poll(() => cell(page, 'Morgan Manager', 'Questions asked'), { timeout: 30_000 }).toBe('1')
    expect(await cell(page, 'Morgan Manager', 'Team members')).toContain('Sasha Sales')
    expect(await cell(page, 'Morgan Manager', 'Last activity')).toMatch(/^Asked a question\n/)
    const morganCalls = Number(await cell(page, 'Morgan Manager', 'Calls'))
    expect(await cell(page, 'Morgan Manager', 'Notetaker adoption')).toMatch(/^\d{1,3}%\s*\d+ of \d+$/)
    // Real demo data: someone recorded calls that were analysed this week.
    expect((await column(page, 'Calls')).some((c) => Number(c) > 0)).toBe(true)
    expect((await column(page, 'Checklist adoption')).some((c) => /^\d{1,3}%/.test(c))).toBe(true)
    await page.mouse.move(0, 0)
    await checkScreen(page, 'reports-activity-review')

    // Opening Morgan's row shows the Team view of Morgan and their reports, whose calls add up to the row's.
    const morganRow = tableRows(page).filter({ hasText: 'morgan.manager@northwind.example' })
    await morganRow.click()
    await page.waitForURL((u) => u.searchParams.get('group') === 'rep' && (u.searchParams.get('rep') ?? '').includes('Sasha Sales'))
    await expect.poll(() => toggle.locator('.ant-segmented-item-selected').innerText()).toBe('Team')
    await expect.poll(async () => (await headers(page)).includes('Manager'), { timeout: 30_000 }).toBe(true)
    await expect.poll(async () => (await column(page, 'Name')).map((n) => n.split('\n')[0]), { timeout: 30_000 }).toContain('Sasha Sales')
    const people = await countInTitle(page)
    expect(people).toBe(await tableRows(page).count())
    expect((await column(page, 'Calls')).reduce((n, c) => n + Number(c), 0)).toBe(morganCalls)
    expect(await cell(page, 'Sasha Sales', 'Questions asked')).toBe('1')
    expect(await cell(page, 'Sasha Sales', 'Manager')).toBe('Morgan Manager')
    expect(await cell(page, 'Sasha Sales', 'Last activity')).toMatch(/^Asked a question\n/)

    // The toggle switches back to the Manager view over the same people: Morgan's row as before, and Drew's row with
    // Morgan alone (Morgan reports to Drew); then to the Team view again.
    await toggle.getByText('Manager', { exact: true }).click()
    await page.waitForURL((u) => u.searchParams.get('group') === 'manager')
    await expect.poll(async () => (await column(page, 'Name')).map((n) => n.split('\n')[0]), { timeout: 30_000 }).toEqual(['Drew Director', 'Morgan Manager'])
    expect(Number(await cell(page, 'Morgan Manager', 'Calls'))).toBe(morganCalls)
    expect(await cell(page, 'Drew Director', 'Team members')).toBe('Morgan Manager')
    await toggle.getByText('Team', { exact: true }).click()
    await page.waitForURL((u) => u.searchParams.get('group') === 'rep')
    await expect.poll(() => countInTitle(page), { timeout: 30_000 }).toBe(people)

    // The export holds the Team view's rows with the same numbers.
    const sashaCalls = Number(await cell(page, 'Sasha Sales', 'Calls'))
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export' }).click()
    await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^activity-review-team-\d{4}-\d{2}-\d{2}\.xlsx$/)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(readFileSync((await file.path()) as string) as unknown as ArrayBuffer)
    const sheet = book.getWorksheet('Activity Review - Team')
    const header = ((sheet?.getRow(1).values ?? []) as unknown[]).slice(1)
    expect(header).toEqual([
      'Name',
      'Email',
      'Manager',
      'Last activity',
      'Activity',
      'Notetaker adoption (%)',
      'Recorded',
      'Eligible',
      'Checklist adoption (%)',
      'Analysed calls',
      'CRM updates',
      'Questions asked',
      'Calls',
    ])
    expect((sheet?.actualRowCount ?? 0) - 1).toBe(people)
    const sasha = [...Array((sheet?.actualRowCount ?? 1) - 1).keys()].map((i) => sheet?.getRow(i + 2)).find((r) => r?.getCell(2).value === REP)
    expect(sasha?.getCell(5).value).toBe('Asked a question')
    expect(sasha?.getCell(12).value).toBe(1)
    expect(sasha?.getCell(13).value).toBe(sashaCalls)
  }, 90_000)
})
