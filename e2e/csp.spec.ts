import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { cspViolations, launchBrowser, signInAs } from './support/browser'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser?.close())

// The app's Content Security Policy: Parley's own scripts run, an injected inline script does not, and the
// violation is seen by the check every browser test runs after itself.
describe('content security policy', () => {
  it('runs the app and refuses an inline script', async () => {
    const { page } = await signInAs(browser, inject('e2eBaseUrl'), 'riley.rep@northwind.example', '/meetings')
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor()
    const ran = await page.evaluate(
      () =>
        new Promise<boolean>((done) => {
          const w = window as unknown as { injectedRan?: boolean }
          document.addEventListener('securitypolicyviolation', () => done(w.injectedRan === true), { once: true })
          const script = document.createElement('script')
          script.textContent = 'window.injectedRan = true'
          document.body.append(script)
        }),
    )
    expect(ran).toBe(false)
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0)
    expect(cspViolations.splice(0).join('\n')).toMatch(/inline script/)
    await page.context().close()
  })
})
