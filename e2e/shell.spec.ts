import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { checkScreen, launchBrowser, signInAs } from './support/browser'

const ALL_ENTRIES = ['Recordings', 'Upcoming meetings', 'Reports', 'Checklist library', 'Settings', 'Clips', 'Admin center', 'Support', 'Logout']
let browser: Browser
const base = () => inject('e2eBaseUrl')

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser?.close())

async function sidebarLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await nav.waitFor()
  const texts = await nav.locator('a, button').allInnerTexts()
  return ALL_ENTRIES.filter((label) => texts.some((t) => t.split('\n')[0]?.trim() === label))
}

// Capability table, in the demo company Northwind (own company: Checklist library and Clips on;
// reports for functions AE and BDR with policy edit).
describe('the sidebar follows the capability table', () => {
  const base4 = ['Recordings', 'Upcoming meetings']
  const tail = ['Settings', 'Clips']
  it.each([
    ['a rep whose function has no reports (CSM)', 'casey.csm@northwind.example', [...base4, 'Checklist library', ...tail, 'Support', 'Logout']],
    ['a rep whose function has reports (AE)', 'riley.rep@northwind.example', [...base4, 'Reports', 'Checklist library', ...tail, 'Support', 'Logout']],
    ['a manager', 'morgan.manager@northwind.example', [...base4, 'Reports', 'Checklist library', ...tail, 'Support', 'Logout']],
    ['a company admin with policy view', 'vic.viewer@northwind.example', [...base4, 'Checklist library', ...tail, 'Support', 'Logout']],
    [
      'a company admin with policy edit',
      'avery.admin@northwind.example',
      [...base4, 'Reports', 'Checklist library', ...tail, 'Admin center', 'Support', 'Logout'],
    ],
    ['a super admin', 'sam.super@northwind.example', [...base4, 'Reports', 'Checklist library', ...tail, 'Admin center', 'Support', 'Logout']],
  ])('%s', async (_who, email, expected) => {
    const { page } = await signInAs(browser, base(), email, '/upcoming-meetings')
    expect(await sidebarLabels(page)).toEqual(expected)
    await checkScreen(page, `sidebar-${email.split('@')[0]}`)
    await page.context().close()
  })

  it('hides the checklist library and clips in a company without them, and blocks the page', async () => {
    const { page } = await signInAs(browser, base(), 'remy.rep@acme.example', '/settings')
    await page.evaluate(() => window.sessionStorage.setItem('upgradeModalShown', 'true'))
    const labels = await sidebarLabels(page)
    expect(labels).not.toContain('Checklist library')
    expect(labels).not.toContain('Clips')
    await page.goto(`${base()}/admin`)
    await expect.poll(() => page.locator('body').innerText()).not.toContain('Invite')
    await page.context().close()
  })
})

describe('session', () => {
  it('sends a signed-out visitor to /login and back to the page they asked for', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${base()}/upcoming-meetings?x=1`)
    await page.waitForURL(/\/login/)
    expect(await page.evaluate(() => window.localStorage.getItem('PreLoginPath'))).toBe('/upcoming-meetings?x=1')
    await checkScreen(page, 'login')
    await page.getByRole('button', { name: /Reps/ }).click()
    await page.getByRole('button', { name: /Riley Rep/ }).click()
    await page.waitForURL(/\/upcoming-meetings\?x=1/)
    await context.close()
  })

  it('clears a rejected token and returns to /login', async () => {
    const context = await browser.newContext()
    await context.addInitScript(() => {
      if (!window.sessionStorage.getItem('seeded')) {
        window.localStorage.setItem('token', 'not.a.token')
        window.sessionStorage.setItem('seeded', '1')
      }
    })
    const page = await context.newPage()
    await page.goto(`${base()}/settings`)
    await page.waitForURL(/\/login/, { timeout: 10_000 })
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull()
    await context.close()
  })

  it('logs out', async () => {
    const { page } = await signInAs(browser, base(), 'riley.rep@northwind.example', '/settings')
    await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Logout').click()
    await page.waitForURL(/\/login/)
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull()
    await page.context().close()
  })

  it('opens an impersonation link minted by a super admin', async () => {
    const { page, token } = await signInAs(browser, base(), 'sam.super@northwind.example', '/settings')
    const users = (await (await fetch(`${base()}/api/auth/demo-users`)).json()) as { groups: { users: { id: number; email: string }[] }[] }
    const target = users.groups.flatMap((g) => g.users).find((u) => u.email === 'casey.csm@northwind.example')
    const minted = await fetch(`${base()}/api/admin/impersonation-tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ user_id: target?.id }),
    })
    const { token: link } = (await minted.json()) as { token: string }
    const fresh = await browser.newContext()
    const other = await fresh.newPage()
    await other.goto(`${base()}/admin/impersonate/${link}?next_path=/settings`)
    await other.waitForURL((u) => u.pathname === '/settings')
    expect(await other.evaluate(() => window.sessionStorage.getItem('impersonate'))).toBeTruthy()
    expect(await other.evaluate(() => window.localStorage.getItem('token'))).toBeNull()
    await expect.poll(() => other.locator('body').innerText()).toContain('Casey')
    await fresh.close()
    await page.context().close()
  })
})

describe('error pages', () => {
  it('shows and reports the 404 page', async () => {
    const { page } = await signInAs(browser, base(), 'riley.rep@northwind.example')
    // Listen before navigating: the report can be sent before goto() resolves.
    const reported = page.waitForRequest((r) => r.url().endsWith('/api/exceptions/error_404') && r.method() === 'POST')
    await page.goto(`${base()}/no/such/page`)
    await expect.poll(() => page.locator('body').innerText()).toContain('Oops! Page not found!')
    await reported
    await checkScreen(page, 'not-found')
    await page
      .getByRole('link', { name: 'Return to Home Page' })
      .or(page.getByRole('button', { name: 'Return to Home Page' }))
      .first()
      .click()
    await page.waitForURL((u) => u.pathname === '/')
    await page.context().close()
  })

  it('shows the server-error page, also for an impersonation path without a token', async () => {
    const page = await (await browser.newContext()).newPage()
    await page.goto(`${base()}/impersonate/`)
    await expect.poll(() => page.locator('body').innerText()).toContain('Server did a BooBoo')
    await checkScreen(page, 'server-error')
    await page.context().close()
  })

  it('shows the access-denied page', async () => {
    const { page } = await signInAs(browser, base(), 'riley.rep@northwind.example', '/error/unauthorized/123')
    await expect.poll(() => page.locator('body').innerText()).toContain("You don't have access to this call!")
    await checkScreen(page, 'unauthorized')
    await page.context().close()
  })
})

describe('shell behaviour', () => {
  it('remembers a collapsed sidebar', async () => {
    const { page } = await signInAs(browser, base(), 'riley.rep@northwind.example', '/settings')
    await page.getByRole('button', { name: 'Collapse sidebar' }).click()
    await page.reload()
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor()
    expect(await page.evaluate(() => window.localStorage.getItem('collapsed'))).toBe('true')
    await page.context().close()
  })

  it('turns the sidebar into a drawer under 768 px', async () => {
    const { page } = await signInAs(browser, base(), 'riley.rep@northwind.example', '/settings', 375)
    await page.getByRole('button', { name: 'Open navigation' }).click()
    await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Upcoming meetings').click()
    await page.waitForURL(/\/upcoming-meetings/)
    await page.context().close()
  })

  it('embeds the company report on /insights', async () => {
    const { page } = await signInAs(browser, base(), 'avery.admin@northwind.example', '/insights')
    const frame = page.locator('iframe')
    await frame.waitFor()
    expect(await frame.getAttribute('sandbox')).toContain('allow-scripts')
    await page.context().close()
  })

  it('walks every screen of the route table', async () => {
    const { page } = await signInAs(browser, base(), 'sam.super@northwind.example', '/')
    for (const path of [
      '/',
      '/meetings',
      '/upcoming-meetings',
      '/reports',
      '/settings',
      '/admin',
      '/clips',
      '/checklist-library',
      '/ask-me-anything',
      '/deals-review-dashboard',
      '/insights',
    ]) {
      await page.goto(`${base()}${path}`)
      await page.waitForLoadState('networkidle')
      const text = await page.locator('body').innerText()
      expect(text, path).not.toContain('Oops! Page not found!')
      expect(text, path).not.toContain('Something went wrong')
    }
    await checkScreen(page, 'super-admin-insights')
    await page.context().close()
  })
})
