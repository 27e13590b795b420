import { type FakeOidcProvider, startFakeOidcProvider } from '@parley/fakes/oidc/oidc-provider'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { checkScreen, launchBrowser } from './support/browser'
import { type RunningParley, startParley } from './support/parley'

const RILEY = { email: 'riley.rep@northwind.example', name: 'Riley Rep' }
const CLIENT = { id: 'parley-e2e', secret: 'parley-e2e-secret' }

let fake: FakeOidcProvider
let parley: RunningParley
let browser: Browser

beforeAll(async () => {
  fake = await startFakeOidcProvider({ users: [RILEY], client: CLIENT })
  parley = await startParley({
    templateDir: inject('e2eTemplateDir'),
    env: { GOOGLE_CLIENT_ID: CLIENT.id, GOOGLE_CLIENT_SECRET: CLIENT.secret, GOOGLE_ISSUER: fake.issuer },
  })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await parley?.stop()
  await fake?.stop()
})

async function clickLoginWithGoogle(): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage()
  await page.goto(`${parley.url}/login`)
  // A button or a link to /api/auth/oidc/google/start: either is a correct rendering of the spec's button.
  await page
    .getByRole('button', { name: 'Login with Google' })
    .or(page.getByRole('link', { name: 'Login with Google' }))
    .first()
    .click()
  return page
}

it('signs in with Google through the OIDC provider and lands on the recordings', async () => {
  const page = await clickLoginWithGoogle()
  // Parley → provider → Parley callback → /login?token=… → the app stores the token and moves on.
  await page.waitForURL((url) => url.origin === parley.url && !url.pathname.startsWith('/login') && !url.pathname.startsWith('/api/'), {
    timeout: 30_000,
  })
  await page
    .getByRole('heading', { name: 'Meetings' })
    .or(page.getByRole('link', { name: 'Recordings' }))
    .first()
    .waitFor({ timeout: 30_000 })
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
  // The token travelled in the address once; it must not stay there.
  expect(page.url()).not.toContain('token=')
  await page.context().close()
})

it('comes back to the login screen with the refusal when the e-mail is not invited', async () => {
  fake.setNextUser({ email: 'stranger@elsewhere.example', name: 'Stranger' })
  const page = await clickLoginWithGoogle()
  await page
    .getByText(/stranger@elsewhere\.example/)
    .first()
    .waitFor({ timeout: 30_000 })
  expect(new URL(page.url()).pathname).toBe('/login')
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull()
  await page.context().close()
})

// The partner variant needs a configured provider: its buttons are disabled otherwise.
describe('partner sign-up', () => {
  it('requires the privacy and terms checkbox', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage()
    // Click once the server has said which providers work, so the click lands on the settled button.
    const providers = page.waitForResponse((r) => r.url().endsWith('/api/auth/providers'))
    await page.goto(`${parley.url}/login?source=hp-bundle`)
    await providers
    await page.getByRole('button', { name: 'Try Parley with Google' }).click()
    await expect.poll(() => page.locator('body').innerText(), { timeout: 10_000 }).toContain('Please agree to the Privacy Policy and Terms & Conditions.')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('checkbox')
    await checkScreen(page, 'login-partner')
    await page.context().close()
  })
})
