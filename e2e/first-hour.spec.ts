import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, signInAs } from './support/browser'

// What a newcomer meets in the first hour: no dead-end Connect buttons, the dashboard's opening view, and the
// upgrade prompt shown once rather than on every new tab.

let browser: Browser
const base = () => inject('e2eBaseUrl')
const AVERY = 'avery.admin@northwind.example'

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser?.close())

describe('Connect buttons of integrations this server is not set up for', () => {
  it('open a setup dialog with the variables, the redirect URI, the guide and the sandbox, and no chat-platform placeholders', async () => {
    const { page } = await signInAs(browser, base(), AVERY, '/settings')
    // The calendar of the two this persona has not connected ("Disconnect" also contains "Connect": names are exact).
    const calendars = [
      { label: 'Google Calendar', env: 'GOOGLE_CLIENT_ID', callback: '/api/calendar/google/callback' },
      { label: 'Microsoft Outlook Calendar', env: 'MICROSOFT_CLIENT_ID', callback: '/api/calendar/microsoft/callback' },
    ]
    await page.locator('.settings-card', { hasText: calendars[0].label }).waitFor()
    let calendar = calendars[0]
    for (const c of calendars) {
      if ((await page.locator('.settings-card', { hasText: c.label }).getByRole('button', { name: 'Connect', exact: true }).count()) > 0) {
        calendar = c
        break
      }
    }
    await page.locator('.settings-card', { hasText: calendar.label }).getByRole('button', { name: 'Connect', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: `${calendar.label} isn't set up on this server yet` })
    await dialog.waitFor()
    expect(await dialog.innerText()).toContain(calendar.env)
    expect(await dialog.innerText()).toContain(`${base()}${calendar.callback}`)
    expect(await dialog.innerText()).toContain('npm run start:sandbox')
    const guide = dialog.getByRole('link', { name: `${calendar.label} setup guide` })
    const href = (await guide.getAttribute('href')) ?? ''
    const doc = await fetch(href)
    expect(doc.status).toBe(200)
    expect(await doc.text()).toContain(calendar.callback)
    // Still on Settings: nothing was sent to a consent page that cannot work.
    expect(new URL(page.url()).pathname).toBe('/settings')
    await dialog.getByRole('button', { name: 'Close' }).last().click()
    await dialog.waitFor({ state: 'hidden' })

    await page.getByRole('button', { name: 'CRM', exact: true }).click()
    await page.getByLabel('HubSpot CRM').getByRole('button', { name: 'Connect', exact: true }).click()
    const hubspot = page.getByRole('dialog', { name: "HubSpot isn't set up on this server yet" })
    await hubspot.waitFor()
    expect(await hubspot.innerText()).toContain('HUBSPOT_CLIENT_SECRET')
    expect(await hubspot.innerText()).toContain(`${base()}/api/crm/hubspot/callback`)
    await hubspot.getByRole('button', { name: 'Close' }).last().click()

    expect(await page.getByRole('button', { name: 'Chat platform' }).count()).toBe(0)
    expect(await page.getByText('not available yet').count()).toBe(0)
    await page.context().close()
  })
})

describe('the recordings dashboard', () => {
  it('opens on last month, the default view of the spec, and All time stays a choice', async () => {
    const { page } = await signInAs(browser, base(), 'morgan.manager@northwind.example', '/meetings')
    await expect.poll(() => new URL(page.url()).searchParams.get('filters') ?? '').toContain('"datePreset":"last_month"')
    await expect.poll(() => page.locator('.recordings-filter--date').innerText()).toContain('Last Month')
    await page.context().close()
  })
})

describe('the optional upgrade prompt', () => {
  it('is shown once per user, not again in every new tab', async () => {
    const sam = await signInAs(browser, base(), 'sam.super@northwind.example', '/upcoming-meetings')
    const companies = (await (await fetch(`${base()}/api/list_companies`, { headers: { authorization: `Bearer ${sam.token}` } })).json()) as {
      data: { id: number; name: string }[]
    }
    const acme = companies.data.find((c) => c.name === 'Acme Robotics')
    expect(acme).toBeDefined()
    const patch = (body: object) =>
      fetch(`${base()}/api/companies/${acme?.id}/settings`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${sam.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect((await patch({ overhaulEnabled: true, overhaulDomain: 'https://next.acme.example' })).status).toBe(200)
    try {
      const { page } = await signInAs(browser, base(), 'remy.rep@acme.example', '/reports')
      const prompt = page.getByRole('dialog', { name: 'Meet the new Parley' })
      await prompt.waitFor({ timeout: 15_000 })
      await prompt.getByRole('button', { name: 'Maybe later' }).click()
      // A report opened in a new tab (a new browser session) is not hidden behind it again.
      const tab = await page.context().newPage()
      await tab.goto(`${base()}/reports`)
      await tab.getByRole('heading', { level: 1 }).first().waitFor()
      await tab.waitForTimeout(2500)
      expect(await tab.getByRole('dialog', { name: 'Meet the new Parley' }).count()).toBe(0)
      await page.context().close()
    } finally {
      await patch({ overhaulEnabled: false, overhaulDomain: '' })
      await sam.page.context().close()
    }
  })
})
