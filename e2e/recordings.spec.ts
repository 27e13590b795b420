import { readFileSync } from 'node:fs'
import ExcelJS from 'exceljs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { checkScreen, launchBrowser, signInAs } from './support/browser'
import { startParley, type RunningParley } from './support/parley'

// In Chromium: a manager finds a call by a phrase said in it, narrows by stage and rep, saves
// that as a Team view, opens the call, comes back to the same filters and exports what they see. Saving a view
// changes data, so this file runs its own server from a copy of the seeded demo.
const MORGAN = 'morgan.manager@northwind.example'
const RILEY = 'riley.rep@northwind.example'
// A rep with no call in the last month (the dashboard's default range): the set-up state instead of a list.
const CASEY = 'casey.csm@northwind.example'
let browser: Browser
let server: RunningParley
const base = () => server.url

beforeAll(async () => {
  browser = await launchBrowser()
  server = await startParley({ templateDir: inject('e2eTemplateDir') })
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

interface Row {
  id: number
  title: string
  owner: { name: string; email: string } | null
  calendarEventDetails: { sales_stage: string | null } | null
  searched_transcript: { text: string; timestamp: number }[]
}

async function apiPost<T>(token: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${base()}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(res.status).toBe(200)
  return (await res.json()) as T
}

/**
 * A call of the manager's org in the dashboard's opening view (last month) with a stage, a rep and a transcript line,
 * and three words said in that line.
 */
async function pickCall(token: string): Promise<{ row: Row; phrase: string }> {
  const answer = await apiPost<{ data: { data: Row[] } }>(token, '/reports/activity-dashboard?take=50&skip=0', {
    role: 'org',
    transcript: 'budget',
    datePreset: 'last_month',
  })
  for (const row of answer.data.data) {
    const hit = row.searched_transcript[0]
    if (!row.owner || !row.calendarEventDetails?.sales_stage || !hit) continue
    const words = hit.text.split(/\s+/).map((w) => w.replace(/[^A-Za-z']/g, ''))
    const at = words.findIndex((w) => /^budget$/i.test(w))
    const three = words.slice(Math.max(0, at - 1), at + 2).filter(Boolean)
    if (three.length === 3 && three.every((w) => /^[A-Za-z]{2,}$/.test(w))) return { row, phrase: `"${three.join(' ')}"` }
  }
  throw new Error('no call with a usable budget line in the demo data')
}

const rows = (page: Page) => page.locator('.call-row')
/** The list shows the answer to the current filters (not the previous page kept while loading). */
const settled = (page: Page) => page.locator('.recordings-results[aria-busy="false"]').waitFor()
/** Resolves once the list has been answered for a request whose body contains `text`. */
const listAnswered = (page: Page, text: string) =>
  page.waitForResponse((r) => r.url().includes('/api/reports/activity-dashboard?') && (r.request().postData() ?? '').includes(text))
const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true }).waitFor()

async function pick(page: Page, selectId: string, search: string, option: string) {
  await page.locator(`#${selectId}`).click()
  await page.keyboard.type(search)
  const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first()
  // Taken = shown as a tag in the select. (Not the dropdown's checked option: antd clears the typed search once an
  // option is picked, and its virtual list may then no longer render the picked option.)
  const chosen = page.locator('.recordings-filter', { has: page.locator(`#${selectId}`) }).locator('.ant-select-selection-item', { hasText: option })
  // A click during the dropdown's opening animation (or while its options are still loading) can miss on a busy
  // machine: click again until the select took it, never clicking a chosen option (that would remove it).
  for (let attempt = 0; attempt < 5 && !(await chosen.count()); attempt++) {
    await item.click()
    await chosen
      .first()
      .waitFor({ timeout: 5_000 })
      .catch(() => undefined)
  }
  await chosen.first().waitFor()
  await page.keyboard.press('Escape')
}

/** The chosen values of a multiple select, without its responsive '+ N ...' counter. */
const selected = async (page: Page, selectId: string) =>
  (
    await page
      .locator('.recordings-filter', { has: page.locator(`#${selectId}`) })
      .locator('.ant-select-selection-item')
      .allInnerTexts()
  ).filter((t) => !/^\+ \d+/.test(t.trim()))

describe('manager', () => {
  it('finds a call by a phrase, narrows by stage and rep, saves a Team view, opens the call, comes back and exports', async () => {
    const { page, token } = await signInAs(browser, base(), MORGAN, '/meetings')
    await rows(page).first().waitFor()
    // A manager starts in My org and sees the team's scopes.
    await expect.poll(() => new URL(page.url()).searchParams.get('scope')).toBe('org')
    expect(await page.locator('.recordings-scope .ant-segmented-item-label').allInnerTexts()).toEqual(['Myself', 'My team', 'My org'])
    // ECharts loads on request (docs/decisions.md); the choice is remembered in this browser.
    await page.getByRole('button', { name: 'Show trend chart' }).click()
    await page.locator('.trend-chart canvas').waitFor()
    await checkScreen(page, 'recordings-dashboard')

    // Transcript search: 500 ms debounce, 2 highlighted snippets, each opening the transcript at its second.
    const { row, phrase } = await pickCall(token)
    const stage = row.calendarEventDetails?.sales_stage ?? ''
    const rep = row.owner?.name ?? ''
    const searched = listAnswered(page, '"transcript"')
    await page.getByPlaceholder('Search in transcripts').fill(phrase)
    await searched
    const target = rows(page).filter({ has: page.locator(`a[href^="/meeting/${row.id}?"]`) })
    await target.waitFor()
    await expect.poll(() => new URL(page.url()).searchParams.get('filters')).toContain('budget')
    await settled(page)
    const hit = target.locator('.call-hits__time').first()
    expect(await hit.getAttribute('href')).toMatch(new RegExp(`^/meeting/${row.id}\\?tab=transcript&start=\\d+$`))
    expect(await hit.getAttribute('target')).toBe('_blank')
    expect((await target.locator('.call-hits mark').allInnerTexts()).map((m) => m.toLowerCase())).toContain('budget')
    await checkScreen(page, 'recordings-transcript-search')

    // Narrow by stage and rep: every row left has that stage and rep, and the call is still there.
    await pick(page, 'recordings-filter-stages', stage.slice(0, 6), stage)
    const narrowed = listAnswered(page, '"reps"')
    await pick(page, 'recordings-filter-reps', rep.split(' ')[0] ?? rep, rep)
    await narrowed
    await expect.poll(() => new URL(page.url()).searchParams.get('filters') ?? '').toContain('"reps"')
    await settled(page)
    await target.waitFor()
    for (const text of await rows(page).allInnerTexts()) {
      expect(text).toContain(stage)
      expect(text).toContain(`Rep: ${rep}`)
    }

    // Save as a Team view.
    await page.getByRole('button', { name: 'Save view' }).click()
    const modal = page.getByRole('dialog', { name: 'Save view' })
    await modal.getByRole('button', { name: 'Save view' }).click()
    await modal.getByText('View name is required.').waitFor()
    await modal.getByLabel('View name').fill('Budget calls by stage')
    await modal.getByRole('radio', { name: 'Team' }).check()
    await modal.getByRole('button', { name: 'Save view' }).click()
    await toast(page, 'View saved')
    await page.getByRole('button', { name: 'View: Budget calls by stage' }).waitFor()
    const views = (await (await fetch(`${base()}/api/users/readCustomViews`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { view_name: string; visibility: string; filters: Record<string, unknown> }[]
    }
    const saved = views.data.find((v) => v.view_name === 'Budget calls by stage')
    expect(saved?.visibility).toBe('team')
    expect(saved?.filters).toMatchObject({ transcript: phrase, stages: [stage], reps: [row.owner?.email], role: 'org', tab: '1' })

    // Open the call, then come back: the same filters and the same call.
    await target.locator('a.call-row__title').click()
    await page.waitForURL(new RegExp(`/meeting/${row.id}\\?source=recordings_dashboard$`))
    await page.goBack()
    await target.waitFor()
    await expect.poll(() => page.getByPlaceholder('Search in transcripts').inputValue()).toBe(phrase)
    await expect.poll(() => selected(page, 'recordings-filter-stages')).toEqual([stage])
    await expect.poll(() => selected(page, 'recordings-filter-reps')).toEqual([rep])
    // A plain link back to /meetings (the call page's back link, the sidebar) restores them too.
    await target.locator('a.call-row__title').click()
    await page.waitForURL(new RegExp(`/meeting/${row.id}\\?`))
    await page.goto(`${base()}/meetings`)
    await target.waitFor()
    await expect.poll(() => page.getByPlaceholder('Search in transcripts').inputValue()).toBe(phrase)
    await expect.poll(() => selected(page, 'recordings-filter-stages')).toEqual([stage])

    // Export what they see, as .xlsx and as .csv: 'Exporting...' while it runs.
    await page.route('**/api/reports/activity-dashboard/export**', async (route) => {
      await new Promise((r) => setTimeout(r, 600))
      await route.continue()
    })
    const total = Number((await page.locator('.recordings-results__count').innerText()).split(' ')[0])
    for (const [format, label] of [
      ['xlsx', 'Excel (.xlsx)'],
      ['csv', 'CSV (.csv)'],
    ] as const) {
      await page.getByRole('button', { name: 'Export' }).click()
      const download = page.waitForEvent('download')
      await page.getByRole('menuitem', { name: label }).click()
      await page.getByRole('button', { name: 'Exporting...' }).waitFor()
      const file = await download
      expect(file.suggestedFilename()).toMatch(new RegExp(`^[\\w.-]+\\.${format}$`))
      const content = readFileSync(await file.path())
      if (format === 'csv') {
        const text = content.toString('utf8')
        expect(text).toContain(row.title)
        expect(text.trim().split('\n').length).toBeGreaterThanOrEqual(total + 1)
      } else {
        const workbook = new ExcelJS.Workbook()
        await workbook.xlsx.load(content as unknown as ArrayBuffer)
        const sheet = workbook.worksheets[0]
        expect(sheet?.rowCount).toBe(total + 1)
        expect(JSON.stringify(sheet?.getRow(2).values)).toContain(stage)
      }
    }
  })

  it('shows no results with the suggestions, refuses an empty export, and reloads from page 1 on a change', async () => {
    const { page } = await signInAs(browser, base(), MORGAN, '/meetings?tab=1&scope=org&page=2')
    await rows(page).first().waitFor()
    await page.locator('.ant-pagination-item-active', { hasText: '2' }).waitFor()
    await page.getByRole('tab', { name: 'Unrecorded' }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBeNull()
    await page.locator('.call-row__message').first().waitFor()

    await page.getByPlaceholder('Search by title').fill('"zzqq no such call"')
    await page.getByPlaceholder('Search by title').press('Enter')
    await page.getByRole('heading', { name: 'Oops! No Results Found' }).waitFor()
    await page.getByText('Check the spellings of your search.').waitFor()
    await checkScreen(page, 'recordings-no-results')
    await page.getByRole('button', { name: 'Export' }).click()
    await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click()
    await toast(page, 'No data found to export')
    await page.getByRole('button', { name: 'Clear filters' }).click()
    await rows(page).first().waitFor()
  })

  it('picks a Custom range of days, days after today disabled, the picker fetched when chosen', async () => {
    const { page } = await signInAs(browser, base(), MORGAN, '/meetings')
    await rows(page).first().waitFor()
    await page.locator('#recordings-filter-date').click()
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Custom' }).click()
    await page.locator('.recordings-filter--date .ant-picker').click()
    const [today, tomorrow] = await page.evaluate(() => {
      const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
      const now = new Date()
      return [day(now), day(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1))]
    })
    const panel = page.locator('.ant-picker-dropdown:visible')
    await expect.poll(() => panel.locator(`td[title="${tomorrow}"]`).first().getAttribute('class')).toContain('ant-picker-cell-disabled')
    const answered = listAnswered(page, '"startTime"')
    await panel.locator(`td[title="${today}"]`).first().click()
    await panel.locator(`td[title="${today}"]`).first().click()
    await answered
    await expect.poll(() => new URL(page.url()).searchParams.get('filters') ?? '').toContain('startTime')
  })

  it('keeps the filters in a drawer on a phone', async () => {
    const { page } = await signInAs(browser, base(), MORGAN, '/meetings', 375)
    await rows(page).first().waitFor()
    expect(await page.locator('#recordings-filter-stages').count()).toBe(0)
    await page.getByRole('button', { name: 'Filters' }).click()
    const drawer = page.getByRole('dialog', { name: 'Filters' })
    await drawer.getByText('Deal stage', { exact: true }).waitFor()
    await checkScreen(page, 'recordings-filters-drawer')
    await pick(page, 'recordings-filter-videoDuration', '15', '15-30mins')
    await page.keyboard.press('Escape')
    await expect.poll(() => new URL(page.url()).searchParams.get('filters') ?? '').toContain('15-30')
  })
})

describe('rep', () => {
  it('has only Myself (no scope selector, no people filters) and sees the set-up state without calls', async () => {
    // Opening bare, the dashboard starts on last month, where this rep has no call.
    const { page } = await signInAs(browser, base(), CASEY, '/meetings')
    await page.getByRole('heading', { name: "You're all set up!" }).waitFor()
    await checkScreen(page, 'recordings-all-set-up')
    // A URL asking for the company scope gets the rep's own.
    await page.goto(`${base()}/meetings?scope=company_admin`)
    await expect.poll(() => new URL(page.url()).searchParams.get('scope')).toBe('user')
    expect(await page.locator('.recordings-scope').count()).toBe(0)
    for (const id of ['reps', 'manager', 'dealOwnerManager', 'rep_function']) {
      expect(await page.locator(`#recordings-filter-${id}`).count()).toBe(0)
    }
    await page.getByRole('button', { name: 'Upload recording' }).waitFor()
  })

  it('warns that the calendar got disconnected, with Connect and Skip; Skip lasts the browser session', async () => {
    const { page } = await signInAs(browser, base(), CASEY, '/meetings')
    // The banner's condition: calendar_integrated false and a last-synced time.
    await page.route('**/api/profile', async (route) => {
      const res = await route.fetch()
      const profile = await res.json()
      const meta_data = { ...profile.meta_data, disconnected_calendar_service_provider: 'microsoft' }
      await route.fulfill({ response: res, json: { ...profile, calendar_integrated: false, calendar_last_synced_at: new Date().toISOString(), meta_data } })
    })
    await page.goto(`${base()}/meetings`)
    const banner = page.locator('.calendar-banner')
    await banner.getByText('Outlook Calendar got disconnected! The product will be unable to sync and record your upcoming meetings.').waitFor()
    await banner.getByRole('button', { name: 'Connect Outlook Calendar' }).waitFor()
    await banner.getByRole('button', { name: 'Skip' }).click()
    await expect.poll(() => banner.count()).toBe(0)
    await page.reload()
    await page.getByRole('heading', { name: "You're all set up!" }).waitFor()
    expect(await banner.count()).toBe(0)
  })

  it('opens the dashboard with their default view', async () => {
    const first = await signInAs(browser, base(), RILEY, '/meetings')
    const created = await apiPost<{ data: { id: number } }>(first.token, '/users/createCustomView', {
      view_name: 'My won calls',
      visibility: 'only_me',
      is_default: true,
      filters: { stages: ['Won'], role: 'user', tab: '1' },
    })
    await first.page.context().close()
    // A visit with nothing in the URL applies it before the list loads.
    const { page } = await signInAs(browser, base(), RILEY, '/meetings')
    await expect.poll(() => new URL(page.url()).searchParams.get('view'), { timeout: 20_000 }).toBe(String(created.data.id))
    await expect.poll(() => selected(page, 'recordings-filter-stages'), { timeout: 20_000 }).toEqual(['Won'])
    await page.getByRole('button', { name: 'View: My won calls' }).waitFor()
    await apiPost(first.token, `/users/deleteCustomView?id=${created.data.id}`, {})
  })

  it("reads a teammate's Team view but cannot change it; another company sees none", async () => {
    const morgan = await signInAs(browser, base(), MORGAN, '/meetings')
    const created = await apiPost<{ data: { id: number } }>(morgan.token, '/users/createCustomView', {
      view_name: 'Team late-stage calls',
      visibility: 'team',
      filters: { stages: ['Won'], role: 'org', tab: '1' },
    })
    await morgan.page.context().close()
    const { page } = await signInAs(browser, base(), RILEY, '/meetings')
    await page.getByRole('button', { name: 'Views' }).click()
    await page.getByRole('button', { name: /Team late-stage calls/ }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe(String(created.data.id))
    // Applied for a rep: the stage filter, in the only scope a rep has.
    await expect.poll(() => new URL(page.url()).searchParams.get('scope')).toBe('user')
    await expect.poll(() => selected(page, 'recordings-filter-stages')).toEqual(['Won'])
    expect(await page.getByRole('button', { name: 'Update view' }).count()).toBe(0)

    const acme = await signInAs(browser, base(), 'alex.acme@acme.example', '/meetings')
    await acme.page.getByRole('button', { name: 'Views' }).click()
    await acme.page.getByText('No views found').waitFor()
  })
})
