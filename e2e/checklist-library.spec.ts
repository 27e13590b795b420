import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { checkScreen, chooseOption, launchBrowser, signInAs } from './support/browser'

let browser: Browser
const base = () => inject('e2eBaseUrl')

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser?.close())

// Cards of checklist signals linking to checklist/{id}/why and /how, a deal-stage filter (query
// dealStage) and a why/how page with a back arrow; only for the companies with the library setting (Northwind here).
describe('checklist library', () => {
  it('a Northwind rep reads the library, filters by deal stage and opens why and how', async () => {
    const { page } = await signInAs(browser, base(), 'riley.rep@northwind.example', '/checklist-library')
    await page.getByRole('heading', { level: 1, name: 'Checklist library' }).waitFor()
    const cards = page.getByTestId('checklist-card')
    await cards.first().waitFor()
    const all = await cards.count()
    expect(all).toBeGreaterThanOrEqual(10)
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Pain or priority' }).count()).toBe(1)
    // Tags take room, so the text is held to 2 lines; without tags it would be 4.
    const clamp = await page
      .locator('.checklist-card__text')
      .first()
      .evaluate((el) => getComputedStyle(el).webkitLineClamp)
    expect(clamp).toBe('2')
    await checkScreen(page, 'checklist-library')

    await chooseOption(page.getByRole('combobox', { name: 'Deal stage' }), page.locator('.ant-select-item-option[title="POC/Pilot"]'), (timeout) =>
      page.waitForURL(/dealStage=POC%2FPilot/, { timeout }),
    )
    await expect.poll(() => cards.count()).toBeLessThan(all)
    const filtered = await cards.count()
    expect(filtered).toBeGreaterThan(0)
    expect(await page.getByRole('heading', { level: 2, name: 'Pain or priority' }).count()).toBe(0)

    const first = cards.first()
    const label = (await first.getByRole('heading', { level: 2 }).innerText()).trim()
    await first.getByRole('link', { name: /^Why it matters/ }).click()
    await page.waitForURL(/\/checklist\/\d+\/why$/)
    await page.getByRole('heading', { level: 1, name: label }).waitFor()
    await page.getByRole('heading', { level: 2, name: 'Why it matters' }).waitFor()
    expect((await page.getByTestId('whyhow-text').innerText()).length).toBeGreaterThan(40)
    await checkScreen(page, 'checklist-why')

    await page.getByText('How to practice this', { exact: true }).click()
    await page.waitForURL(/\/checklist\/\d+\/how$/)
    await page.getByRole('heading', { level: 2, name: 'How to practice this' }).waitFor()
    expect((await page.getByTestId('whyhow-text').innerText()).length).toBeGreaterThan(40)

    // The back arrow returns to the library with the same filter.
    await page.locator('#main-content').getByRole('link', { name: 'Checklist library' }).click()
    await page.waitForURL(/\/checklist-library\?dealStage=POC%2FPilot$/)
    await expect.poll(() => cards.count()).toBe(filtered)
    await page.context().close()
  })

  it('opens a how page with its video link straight from a link', async () => {
    const { page, token } = await signInAs(browser, base(), 'riley.rep@northwind.example', '/checklist-library')
    const library = (await (await fetch(`${base()}/api/checklist-library`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { signals: { id: number; unique_name: string; properties: { how_video: string | null } }[] }
    }
    const pain = library.data.signals.find((s) => s.unique_name === 'pain_or_priority')
    if (!pain) throw new Error('no pain_or_priority signal')
    await page.goto(`${base()}/checklist/${pain.id}/how`)
    await page.getByRole('heading', { level: 1, name: 'Pain or priority' }).waitFor()
    const video = page.getByTestId('whyhow-video')
    expect(await video.getAttribute('href')).toBe(pain.properties.how_video)
    expect(await video.getAttribute('target')).toBe('_blank')
    await checkScreen(page, 'checklist-how')
    await page.context().close()
  })

  it('an Acme user (setting off) is refused by the API and sees no library', async () => {
    const { page, token } = await signInAs(browser, base(), 'remy.rep@acme.example', '/settings')
    await page.evaluate(() => window.sessionStorage.setItem('upgradeModalShown', 'true'))
    const res = await fetch(`${base()}/api/checklist-library`, { headers: { authorization: `Bearer ${token}` } })
    expect(res.status).toBe(403)
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await nav.waitFor()
    expect(await nav.getByText('Checklist library').count()).toBe(0)
    await page.goto(`${base()}/checklist-library`)
    await page.getByText("You don't have access to this page").waitFor()
    expect(await page.getByTestId('checklist-card').count()).toBe(0)
    await page.context().close()
  })
})
