import { seedHubSpotPortal } from '@parley/fakes/hubspot/hubspot-seed'
import { type FakeHubSpot, startFakeHubSpot } from '@parley/fakes/hubspot/hubspot-server'
import { DEALS_REFRESHED_MESSAGE } from '@parley/shared/schemas/crm'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { checkScreen, launchBrowser, signInAs } from './support/browser'
import { type RunningParley, startParley } from './support/parley'

// An admin connects HubSpot through the fake's consent,
// sees it connected and syncing, refreshes deals and disconnects; a rep only gets 'Refresh deals'. The connection
// changes data, so the test runs its own server (from a copy of the seeded demo) pointed at its own fake HubSpot.
const ADMIN = 'avery.admin@northwind.example'
const REP = 'sasha.sales@northwind.example'
const ACME_ADMIN = 'alex.acme@acme.example'
const client = { id: 'parley-e2e-crm', secret: 'parley-e2e-crm-secret' }
let browser: Browser
let hubspot: FakeHubSpot
let server: RunningParley

beforeAll(async () => {
  browser = await launchBrowser()
  hubspot = await startFakeHubSpot({ client })
  seedHubSpotPortal(hubspot.store, [REP], { companies: 3, contactsPerCompany: 1, deals: 5, emails: 5 })
  server = await startParley({
    templateDir: inject('e2eTemplateDir'),
    env: {
      HUBSPOT_CLIENT_ID: client.id,
      HUBSPOT_CLIENT_SECRET: client.secret,
      HUBSPOT_API_URL: hubspot.apiUrl,
      HUBSPOT_AUTH_URL: hubspot.authorizeUrl,
      HUBSPOT_TOKEN_URL: hubspot.tokenUrl,
    },
  })
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await hubspot?.stop()
})

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true }).waitFor({ timeout: 30_000 })
const hubspotCard = (page: Page) => page.getByLabel('HubSpot CRM')

async function openSettings(email: string, path = '/settings'): Promise<Page> {
  const { page } = await signInAs(browser, server.url, email, path)
  await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor({ timeout: 60_000 })
  await page.getByRole('button', { name: 'Recording Preferences' }).waitFor({ timeout: 60_000 })
  return page
}

describe('Settings CRM accordion', () => {
  it('lets an admin connect HubSpot, refresh deals and disconnect', async () => {
    const page = await openSettings(ADMIN)
    await page.getByRole('button', { name: 'CRM', exact: true }).click()
    await hubspotCard(page).getByRole('button', { name: 'Connect', exact: true }).waitFor({ timeout: 30_000 })
    await checkScreen(page, 'settings-crm-admin')

    // Connect: the consent URL comes from the API, the fake grants at once, the callback lands back on Settings.
    await hubspotCard(page).getByRole('button', { name: 'Connect', exact: true }).click()
    await toast(page, 'HubSpot connected. Deals are syncing now.')
    await expect.poll(() => new URL(page.url()).search, { timeout: 30_000 }).toBe('')
    await hubspotCard(page).getByText('Connected', { exact: true }).waitFor({ timeout: 30_000 })
    expect(hubspot.requests.some((r) => r.path === '/oauth/v1/token')).toBe(true)
    // The first sync runs as a job; the card follows it until the last sync time shows.
    await hubspotCard(page)
      .getByText(/^Last synced /)
      .waitFor({ timeout: 120_000 })
    await checkScreen(page, 'settings-crm-connected')

    await page.getByRole('button', { name: 'Refresh deals' }).click()
    await toast(page, DEALS_REFRESHED_MESSAGE)

    await hubspotCard(page).getByRole('button', { name: 'Disconnect' }).click()
    await page.locator('.ant-modal-confirm-title', { hasText: 'Disconnect HubSpot?' }).waitFor()
    await checkScreen(page, 'settings-crm-disconnect-confirm')
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Disconnect' }).click()
    await toast(page, 'HubSpot disconnected.')
    await hubspotCard(page).getByRole('button', { name: 'Connect', exact: true }).waitFor({ timeout: 30_000 })
    await page.context().close()
  })

  it('tells the admin to reconnect when HubSpot access was lost', async () => {
    const page = await openSettings(ADMIN)
    await page.getByRole('button', { name: 'CRM', exact: true }).click()
    await hubspotCard(page).getByRole('button', { name: 'Connect', exact: true }).click()
    await hubspotCard(page).getByText('Connected', { exact: true }).waitFor({ timeout: 30_000 })
    // The app is uninstalled in HubSpot: the next sync finds the refresh refused and marks the connection revoked.
    hubspot.grants.revoke(String(hubspot.store.portalId))
    await page.getByRole('button', { name: 'Refresh deals' }).click()
    await toast(page, DEALS_REFRESHED_MESSAGE)
    await expect
      .poll(
        async () => {
          await page.reload()
          await page.getByRole('button', { name: 'CRM', exact: true }).click({ timeout: 60_000 })
          // Wait for the card's buttons (the connections have loaded), then look for Reconnect.
          await hubspotCard(page).getByRole('button').first().waitFor({ timeout: 30_000 })
          return hubspotCard(page).getByRole('button', { name: 'Reconnect' }).isVisible()
        },
        { timeout: 120_000, interval: 2_000 },
      )
      .toBe(true)
    await hubspotCard(page)
      .getByText(/Parley lost access to HubSpot/)
      .waitFor()
    await checkScreen(page, 'settings-crm-revoked')
    await hubspotCard(page).getByRole('button', { name: 'Reconnect' }).click()
    await toast(page, 'HubSpot connected. Deals are syncing now.')
    await hubspotCard(page).getByText('Connected', { exact: true }).waitFor({ timeout: 30_000 })
    await page.context().close()
  })

  it('shows a failed return once and removes it from the address', async () => {
    const page = await openSettings(ADMIN, `/settings?crm_error=${encodeURIComponent('The HubSpot connection was not approved.')}`)
    await toast(page, 'The HubSpot connection was not approved.')
    await expect.poll(() => new URL(page.url()).search, { timeout: 30_000 }).toBe('')
    // Back from a consent page the CRM panel is open.
    await hubspotCard(page).waitFor({ timeout: 30_000 })
    await page.context().close()
  })

  it('lets the admin of a company without a CRM import accounts, contacts and deals from CSV files', async () => {
    const page = await openSettings(ACME_ADMIN)
    // Acme is offered the new version once per session: said no to already.
    await page.evaluate(() => window.sessionStorage.setItem('upgradeModalShown', 'true'))
    await page.reload()
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor({ timeout: 60_000 })
    await page.getByRole('button', { name: 'CRM', exact: true }).click()
    const card = page.getByLabel('Import from CSV')
    const file = card.locator('input[type=file]')
    const csv = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) })
    await file.setInputFiles(csv('accounts.csv', 'id,name,domain\nGX-1,Bluefin Robotics,bluefin-robotics.example\nGX-2,"Kestrel, Inc.",kestrel.example\n'))
    await card.getByRole('status').getByText('Imported 2 accounts.').waitFor({ timeout: 30_000 })

    await card.getByText('Contacts', { exact: true }).click()
    await file.setInputFiles(csv('contacts.csv', 'id,name,email,account_id\nGC-1,Jane Buyer,jane@bluefin-robotics.example,GX-1\n'))
    await card.getByRole('status').getByText('Imported 1 contact.').waitFor({ timeout: 30_000 })

    // Deals: one owner is nobody in Parley, which is imported and flagged.
    await card.getByText('Deals', { exact: true }).click()
    await card.getByRole('list', { name: 'Deals columns' }).getByText('custom:<field>').waitFor()
    const deals =
      'id,name,account_id,owner_email,amount,close_date\nGD-1,Bluefin pilot,GX-1,alex.acme@acme.example,24000,2026-12-31\nGD-2,Kestrel rollout,GX-2,ghost@kestrel.example,"$90,000",2027-02-01\n'
    await file.setInputFiles(csv('deals.csv', deals))
    const result = card.getByRole('status')
    await result.getByText('Imported 2 deals.').waitFor({ timeout: 30_000 })
    await expect.poll(() => result.innerText()).toContain("Line 3: owner_email 'ghost@kestrel.example' is nobody in Parley")
    await checkScreen(page, 'settings-crm-import')

    // A file with mistakes is refused whole, each line named.
    await file.setInputFiles(csv('deals.csv', 'id,name,amount,close_date\nGD-3,X,lots,2026-12-31\nGD-4,Y,10,31/12/2026\n'))
    const refused = card.getByRole('alert')
    await refused.getByText(/^2 of 2 rows could not be read, so nothing was imported\./).waitFor({ timeout: 30_000 })
    await expect.poll(() => refused.getByRole('list', { name: 'Rows to fix' }).innerText()).toContain('Line 3: close_date is not a date (YYYY-MM-DD).')
    await checkScreen(page, 'settings-crm-import-error')
    await page.context().close()
  })

  it('gives a rep Refresh deals but no way to connect a CRM', async () => {
    const { page, token } = await signInAs(browser, server.url, REP, '/settings')
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor({ timeout: 60_000 })
    await page.getByRole('button', { name: 'Refresh deals' }).waitFor({ timeout: 60_000 })
    expect(await page.getByRole('button', { name: 'CRM', exact: true }).count()).toBe(0)
    expect(await hubspotCard(page).count()).toBe(0)
    await checkScreen(page, 'settings-crm-rep')
    await page.getByRole('button', { name: 'Refresh deals' }).click()
    await toast(page, DEALS_REFRESHED_MESSAGE)
    // The server refuses the connect flow too, not only the screen.
    const res = await fetch(`${server.url}/api/crm/hubspot/connect`, { headers: { authorization: `Bearer ${token}` } })
    expect(res.status).toBe(403)
    await page.context().close()
  })
})
