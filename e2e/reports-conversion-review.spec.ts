import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { checkScreen, launchBrowser, signInAs } from './support/browser'

// For the Qualified-deal review (page 10) and the MQL-deal review (page 11), in Chromium on the demo
// company that has the conversion dashboards: both open with real data in the cards, the trend, the action sections and
// their charts; an action card scrolls to its section; a leaderboard value filters the page; 'View in Pipeline Review'
// opens Pipeline Review in a new tab with the section's filters and saved view. It changes no data (shared server).
const ADMIN = 'avery.admin@northwind.example'
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser?.close())

const card = (page: Page, label: string) => page.locator('.review-card').filter({ has: page.locator('.review-card__label', { hasText: label }) })
const cardValue = async (page: Page, label: string) => Number(await card(page, label).locator('.review-card__value').innerText())
const section = (page: Page, key: string) => page.locator(`#review-section-${key}`)
const subCard = (s: Locator, label: string) => s.locator('.review-subcard').filter({ has: s.page().locator('.review-subcard__label', { hasText: label }) })
const inViewport = (l: Locator) => l.evaluate((el) => el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().top < window.innerHeight)

/** The four cards are drawn with numbers that add up (a stage no rule places counts in the total only). */
async function expectCards(page: Page, labels: [string, string, string, string]): Promise<number> {
  await expect.poll(() => page.locator('.review-card').count(), { timeout: 30_000 }).toBe(4)
  const [total, forward, back, none] = await Promise.all(labels.map((l) => cardValue(page, l)))
  expect(total).toBeGreaterThan(0)
  for (const n of [forward, back, none]) expect(n).toBeGreaterThan(0)
  expect((forward as number) + (back as number) + (none as number)).toBeLessThanOrEqual(total as number)
  return total as number
}

/** The section's deal count, from its heading ('3 deals'). */
const sectionDeals = async (s: Locator) => {
  const text = s.locator('.review-section__count')
  await expect.poll(() => text.innerText(), { timeout: 30_000 }).toMatch(/^\d+ deals?$/)
  return Number.parseInt(await text.innerText(), 10)
}

/**
 * Every section: its link, a leaderboard drawn when it has deals (every deal has an owner) and the 'No deals' state when
 * not, the objections chart or its empty state.
 */
async function expectSections(page: Page, keys: string[]) {
  for (const key of keys) {
    const s = section(page, key)
    await s.getByRole('link', { name: 'View in Pipeline Review' }).waitFor()
    await s.getByRole('heading', { level: 4, name: 'Top 10 deals by objections' }).waitFor()
    if ((await sectionDeals(s)) > 0) await s.getByTestId(`leaderboard-${key}`).locator('canvas').waitFor({ timeout: 30_000 })
    else await s.getByText('No deals in this section').first().waitFor()
  }
  // The demo's objections move with the clock: a page charts them, or says no section's deals raised any.
  const objections = async () =>
    (await page.locator('[data-testid^="objections-"] canvas').count()) + (await page.getByText("No objections raised on these deals' calls").count())
  await expect.poll(objections, { timeout: 30_000 }).toBeGreaterThan(0)
}

/** 'Why Key Meetings Were Not Recorded': a pie when the card of eligible meetings not recorded counts deals, else its empty state. */
async function expectPie(recordMore: Locator, cardLabel: string) {
  await recordMore.getByRole('heading', { level: 4, name: 'Why Key Meetings Were Not Recorded' }).waitFor()
  const value = subCard(recordMore, cardLabel).locator('.review-subcard__value')
  await expect.poll(() => value.innerText(), { timeout: 30_000 }).toMatch(/^\d+$/)
  if (Number(await value.innerText()) > 0) {
    await recordMore.locator('.review-chart--pie canvas').waitFor({ timeout: 30_000 })
    await expect.poll(() => recordMore.locator('.review-reasons li').count()).toBeGreaterThan(0)
  } else await recordMore.getByText('Every eligible key meeting was recorded').waitFor()
}

describe('Qualified-deal review and MQL-deal review', () => {
  it('the qualified review: cards, trend, the four actions and their sections, a leaderboard filter and the Pipeline Review link', async () => {
    const { page } = await signInAs(browser, inject('e2eBaseUrl'), ADMIN, '/reports?page=10')
    // Charts drawn without animation, so the screenshots show them finished.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.getByRole('heading', { level: 1, name: 'Conversion Dashboard: Qualify to POC' }).waitFor()
    await expect.poll(() => page.title()).toBe('Conversion Dashboard: Qualify to POC - Reports')
    await page.getByRole('heading', { level: 2, name: 'How are deals progressing from the Qualify stage?' }).waitFor()
    // Filters: the period (default Last Month), Deals Created In and Deal Close Date.
    await expect
      .poll(() => page.locator('.report-range').filter({ hasText: 'Deals in Qualify during' }).locator('.ant-select-content').getAttribute('title'))
      .toBe('Last Month')
    for (const label of ['Deals created in', 'Deal Close Date']) await page.locator('.report-range').filter({ hasText: label }).waitFor()
    const total = await expectCards(page, ['Total Deals', 'Moved Forward', 'Moved Backward', 'No Movement'])

    // The trend combo chart, by month, then by quarter.
    const trend = page.getByTestId('review-trend')
    await trend.locator('canvas').waitFor({ timeout: 30_000 })
    expect(await trend.getAttribute('aria-label')).toMatch(/[A-Z][a-z]{2} \d{4} \d+ of \d+/)
    await page.locator('.review-trend .ant-segmented-item', { hasText: 'Quarter' }).click()
    await expect.poll(() => trend.getAttribute('aria-label'), { timeout: 30_000 }).toMatch(/Q[1-4] \d{4} \d+ of \d+/)

    // 'Unblock No-Movement Deals': four action cards, each scrolling to its section.
    const actions = page.locator('.review-action')
    await expect
      .poll(() => actions.locator('.review-action__title').allInnerTexts())
      .toEqual(['Accelerate & Handle Objections', 'Engage More', 'Qualify Better', 'Record More'])
    await expect
      .poll(async () => (await actions.locator('.review-action__count').allInnerTexts()).every((t) => /^\d+$/.test(t)), { timeout: 30_000 })
      .toBe(true)
    const recordMore = section(page, 'record_more')
    await actions.filter({ hasText: 'Record More' }).click()
    await expect.poll(() => inViewport(recordMore.locator('h3')), { timeout: 10_000 }).toBe(true)
    for (const label of ['Ask Reps to Connect Calendar', 'Remind Reps to Record Key Meetings', 'Turn On Recording for Future Calls', 'No Calls Booked']) {
      await expect.poll(() => subCard(recordMore, label).locator('.review-subcard__value').innerText(), { timeout: 30_000 }).toMatch(/^\d+$/)
    }
    await expectPie(recordMore, 'Remind Reps to Record Key Meetings')
    const engage = section(page, 'engage_more')
    for (const label of ['Less than 3 follow-ups, still recoverable', 'Less than 3 follow-ups, likely forgotten', '3 or more follow-ups, no buyer response']) {
      await expect.poll(() => subCard(engage, label).locator('.review-subcard__value').innerText(), { timeout: 30_000 }).toMatch(/^\d+$/)
    }
    // Each section has its link, a top-10 leaderboard and the top-10 deals by objections; some deal has objections.
    await expectSections(page, ['accelerate', 'engage_more', 'qualify_better', 'record_more'])
    await page.mouse.move(0, 0)
    await checkScreen(page, 'reports-qualified-deal-review')

    // The leaderboard of the first section with deals by another grouping, then a deal owner's value filters the page.
    let key = ''
    for (const k of ['accelerate', 'engage_more', 'qualify_better', 'record_more']) if (!key && (await sectionDeals(section(page, k))) > 0) key = k
    const board = section(page, key)
    const grouping = board.getByRole('combobox', { name: /leaderboard grouping$/ })
    await grouping.click()
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Funnel by Product' }).click()
    await expect
      .poll(() => board.getByTestId(`leaderboard-${key}`).getAttribute('aria-label'), { timeout: 30_000 })
      .toMatch(/deals by Funnel by Product: Insight/)
    await grouping.click()
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^Deal Owner$/ }).click()
    await expect.poll(() => board.getByTestId(`leaderboard-${key}`).getAttribute('aria-label'), { timeout: 30_000 }).toMatch(/deals by Deal Owner/)
    const owner = board.locator('ul[aria-label$="deals by Deal Owner values"] .review-chart__value:not([disabled])').first()
    await expect.poll(() => owner.getAttribute('title'), { timeout: 30_000 }).not.toMatch(/^Insight/)
    const name = (await owner.getAttribute('title')) as string
    await owner.click()
    await page.waitForURL((u) => u.searchParams.get('owner_name') === name)
    await page.getByRole('button', { name: `Remove Deal Owner: ${name}` }).waitFor()
    await expect.poll(() => cardValue(page, 'Total Deals'), { timeout: 30_000 }).toBeLessThan(total)

    // 'View in Pipeline Review' opens /reports in a new tab: Pipeline Review with the deal owner, the section itself in
    // the review's period and its saved view (88, engage more).
    const link = engage.getByRole('link', { name: 'View in Pipeline Review' })
    expect(await link.getAttribute('target')).toBe('_blank')
    const href = new URL((await link.getAttribute('href')) as string, 'http://x')
    expect(href.pathname).toBe('/reports')
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      page: '5',
      view: '88',
      owner_name: name,
    })
    expect(href.searchParams.get('review_section')).toMatch(/^qualified:engage_more:\d+:\d+$/)
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()])
    await tab.getByRole('heading', { level: 1, name: 'Pipeline Review' }).waitFor({ timeout: 30_000 })
    for (const tag of [`Deal Owner: ${name}`, 'Deal Review Section: Qualified review: Engage More']) {
      await tab.getByRole('button', { name: new RegExp(`^Remove ${tag}`) }).waitFor({ timeout: 30_000 })
    }
    await tab.locator('.report-table .ant-table-tbody').waitFor({ timeout: 30_000 })
  })

  it('the MQL review: cards, trend, its three sections with their cards and charts', async () => {
    const { page } = await signInAs(browser, inject('e2eBaseUrl'), ADMIN, '/reports?page=11')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.getByRole('heading', { level: 1, name: 'Conversion Dashboard: Meeting to Qualify' }).waitFor()
    await page.getByRole('heading', { level: 2, name: 'How are deals progressing from the MQL/Prospecting stage?' }).waitFor()
    await expectCards(page, ['Total MQLs', 'Moved Forward', 'Lost', 'No Movement'])
    await page.getByTestId('review-trend').locator('canvas').waitFor({ timeout: 30_000 })
    await expect.poll(() => page.locator('.review-action__title').allInnerTexts()).toEqual(['Move High-Score Deals', 'Engage More or Exit', 'Record More'])
    const cards: Record<string, string[]> = {
      engage_more: ['Engaged but Stalled', 'Gone Cold'],
      record_more: ['No Scheduled Calls', 'Scheduled but Not Eligible', 'Eligible but Not Recorded', 'Recorded but Junk'],
    }
    let shown = 0
    for (const [key, labels] of Object.entries(cards)) {
      for (const label of labels) {
        const value = subCard(section(page, key), label).locator('.review-subcard__value')
        await expect.poll(() => value.innerText(), { timeout: 30_000 }).toMatch(/^\d+$/)
        shown += Number(await value.innerText())
      }
    }
    expect(shown).toBeGreaterThan(0)
    await expectPie(section(page, 'record_more'), 'Eligible but Not Recorded')
    await expectSections(page, ['accelerate', 'engage_more', 'record_more'])
    // The deals with the most objections each link their last recorded call.
    const callLink = page.locator('.review-deals__call').first()
    expect(await callLink.getAttribute('href')).toMatch(/^\/meeting\/\d+\?tab=insights&source=mql_deal_review$/)
    const href = new URL((await section(page, 'accelerate').getByRole('link', { name: 'View in Pipeline Review' }).getAttribute('href')) as string, 'http://x')
    expect(Object.fromEntries(href.searchParams)).toMatchObject({ page: '5', view: '90' })
    expect(href.searchParams.get('review_section')).toMatch(/^mql:accelerate:\d+:\d+$/)
    await page.mouse.move(0, 0)
    await checkScreen(page, 'reports-mql-deal-review')
  })
})
