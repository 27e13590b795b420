import type { TDealReviewResponse } from '@parley/shared/schemas/deal-review'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoToken } from './meeting-fixtures'
import { checkScreen, launchBrowser, signInAs } from './support/browser'

// Deal review dashboard: a company admin of a company with the setting
// opens it from the sidebar, sees open deals, filters Closed, opens a deal's drawer (Stage signals, Recorded calls)
// and follows a recorded call. A user of a company without the setting has no menu entry, and the API answers 403.

let browser: Browser
const base = () => inject('e2eBaseUrl')
const ADMIN = 'avery.admin@northwind.example'
const SUPER = 'sam.super@northwind.example'
const NO_REVIEW_ADMIN = 'gabe.globex@globex.example'

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' })
const statusCells = (page: Page) => page.locator('.deal-review__table .ant-table-row td:nth-child(6)').allInnerTexts()

async function review(token: string, query: string): Promise<TDealReviewResponse['data']> {
  const res = await fetch(`${base()}/api/users/dealReview${query}`, { headers: { authorization: `Bearer ${token}` } })
  expect(res.status).toBe(200)
  return ((await res.json()) as TDealReviewResponse).data
}

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser?.close())

describe('Deal review dashboard', () => {
  it('an admin sees open deals, filters Closed, opens the drawer and follows a recorded call', async () => {
    const { page, token } = await signInAs(browser, base(), ADMIN, '/upcoming-meetings')
    await nav(page).getByRole('link', { name: 'Deal review' }).click()
    await page.waitForURL((u) => u.pathname === '/deals-review-dashboard')
    await page.getByRole('heading', { level: 1, name: 'Deal review' }).waitFor()

    // Default: Open, 15 a page.
    const open = await review(token, '?status=Open')
    await expect.poll(() => page.locator('.deal-review__table .ant-table-row').count(), { timeout: 30_000 }).toBe(Math.min(15, open.data.length))
    expect(new Set(await statusCells(page))).toEqual(new Set(['Open']))
    expect(await page.getByText(`${open.total} deals`).count()).toBe(1)
    await page.mouse.move(0, 0)
    await checkScreen(page, 'deal-review')

    // Closed.
    await page.getByText('Closed', { exact: true }).click()
    const closed = await review(token, '?status=Closed')
    const firstClosed = closed.data[0]?.dealName ?? ''
    await expect.poll(() => page.locator('.deal-review__table .ant-table-row').first().innerText(), { timeout: 30_000 }).toContain(firstClosed)
    expect(new Set(await statusCells(page))).toEqual(new Set(['Closed']))

    // A closed deal on this page with a recorded call: its drawer.
    const deal = closed.data.find((r) => r.meetings.some((m) => m.call !== null))
    if (!deal) throw new Error('no closed deal with a recorded call on the first page')
    const callId = deal.meetings.find((m) => m.call !== null)?.call?.id as number
    const row = page.locator('.deal-review__table .ant-table-row').nth(closed.data.indexOf(deal))
    await row.getByRole('button', { name: deal.dealName }).click()
    const drawer = page.getByRole('dialog', { name: deal.dealName })
    await drawer.waitFor()
    await expect.poll(() => drawer.getByRole('tab', { name: 'Stage signals', selected: true }).count()).toBe(1)
    const current = deal.eventDealStages.find((s) => s.isCurrent) ?? deal.eventDealStages[0]
    if (current) await drawer.getByRole('region', { name: `Stage ${current.stage}` }).waitFor()
    expect(await drawer.innerText()).toContain(deal.forecast.label)
    await page.mouse.move(0, 0)
    await checkScreen(page, 'deal-review-drawer-signals')

    await drawer.getByRole('tab', { name: 'Recorded calls' }).click()
    const calls = drawer.getByRole('list', { name: 'Recorded calls' })
    await calls.waitFor()
    await checkScreen(page, 'deal-review-drawer-calls')
    await calls.locator(`a[href="/meeting/${callId}"]`).click()
    await page.waitForURL((u) => u.pathname === `/meeting/${callId}`)
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 })
    await page.context().close()
  })

  it('a company without the setting has no menu entry, the page is refused and the API answers 403', async () => {
    const noReviewToken = await demoToken(base(), NO_REVIEW_ADMIN)
    const res = await fetch(`${base()}/api/users/dealReview`, { headers: { authorization: `Bearer ${noReviewToken}` } })
    expect(res.status).toBe(403)
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('The deal review dashboard is not enabled for your company.')

    // Viewed through a super admin's impersonation link, so the company's forced move to the new version stays away.
    const { page: sam, token } = await signInAs(browser, base(), SUPER, '/settings')
    const users = (await (await fetch(`${base()}/api/auth/demo-users`)).json()) as { groups: { users: { id: number; email: string }[] }[] }
    const target = users.groups.flatMap((g) => g.users).find((u) => u.email === NO_REVIEW_ADMIN)
    const minted = await fetch(`${base()}/api/admin/impersonation-tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ user_id: target?.id }),
    })
    const { token: link } = (await minted.json()) as { token: string }
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    await context.addInitScript(() => window.sessionStorage.setItem('welcomeModalShown', 'true'))
    const page = await context.newPage()
    await page.goto(`${base()}/admin/impersonate/${link}?next_path=/upcoming-meetings`)
    await page.waitForURL((u) => u.pathname === '/upcoming-meetings')
    await nav(page).waitFor()
    await expect.poll(() => nav(page).innerText()).toContain('Settings')
    expect(await nav(page).innerText()).not.toContain('Deal review')

    await page.goto(`${base()}/deals-review-dashboard`)
    await page.getByText("You don't have access to this page").waitFor({ timeout: 30_000 })
    expect(await page.locator('.deal-review__table').count()).toBe(0)
    await checkScreen(page, 'deal-review-refused')
    await context.close()
    await sam.context().close()
  })
})
