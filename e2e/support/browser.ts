import AxeBuilder from '@axe-core/playwright'
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { type Browser, type BrowserContext, type ConsoleMessage, type Locator, type Page, chromium } from 'playwright-core'
import { expect } from 'vitest'

const SCREENSHOT_DIR = path.resolve('e2e/screenshots')

/**
 * Content Security Policy violations seen by any page since the last check: Chromium reports each as a console
 * error ("Refused to execute inline script because it violates the following Content Security Policy…").
 * e2e/support/csp-check.ts fails the test that caused one.
 */
export const cspViolations: string[] = []

function watchCsp(target: Pick<BrowserContext, 'on'>): void {
  target.on('console', (message: ConsoleMessage) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(`${message.location().url}: ${message.text()}`)
  })
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
  if (!existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath}; set CHROMIUM_PATH`)
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  })
  // Every page of every context reports its CSP violations, however the test opened it.
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (options) => {
    const context = await newContext(options)
    watchCsp(context)
    return context
  }
  const newPage = browser.newPage.bind(browser)
  browser.newPage = async (options) => {
    const page = await newPage(options)
    watchCsp(page.context())
    return page
  }
  return browser
}

export interface DemoSession {
  page: Page
  token: string
}

/** Signs in as a demo user through the demo sign-in API and opens `path` with the session in local storage. */
export async function signInAs(browser: Browser, baseUrl: string, email: string, pagePath = '/', width = 1440): Promise<DemoSession> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 900 } })
  const page = await context.newPage()
  const users = (await (await fetch(`${baseUrl}/api/auth/demo-users`)).json()) as { groups: { users: { id: number; email: string }[] }[] }
  const user = users.groups.flatMap((g) => g.users).find((u) => u.email === email)
  if (!user) throw new Error(`no demo user ${email}`)
  const res = await fetch(`${baseUrl}/api/auth/demo-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: user.id }),
  })
  const { jwt } = (await res.json()) as { jwt: string }
  await context.addInitScript((token) => {
    if (!window.localStorage.getItem('token')) window.localStorage.setItem('token', token)
    window.sessionStorage.setItem('welcomeModalShown', 'true')
  }, jwt)
  await page.goto(`${baseUrl}${pagePath}`)
  return { page, token: jwt }
}

/** Screenshots the page at 1440 px and 375 px wide into e2e/screenshots/<name>-{desktop,mobile}.png. */
export async function screenshotBoth(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  const original = page.viewportSize()
  await page.setViewportSize({ width: 1440, height: 900 })
  // Fixed sidebars and top bars are drawn at the scroll offset in a full-page capture: start from the top.
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(150)
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-desktop.png`), fullPage: true })
  await page.setViewportSize({ width: 375, height: 812 })
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(150)
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-mobile.png`), fullPage: true })
  if (original) {
    await page.setViewportSize(original)
    // Let width-measuring widgets (antd's tab bars hide their tabs while they re-measure) settle before any check.
    await page.waitForTimeout(300)
  }
}

/**
 * Runs every finite CSS animation and transition to its end. axe measures colours as drawn: a button or tag caught
 * mid-fade (antd animates hover, open and enter states; slower on a loaded machine) failed color-contrast in CI.
 */
export async function settleAnimations(page: Page): Promise<void> {
  for (let round = 0; round < 3; round++) {
    const running = await page.evaluate(() => {
      const finite = document.getAnimations().filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
      for (const a of finite) a.finish()
      return finite.length
    })
    if (running === 0) return
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  }
}

/**
 * An item of a select menu: opens the menu (unless it is open), clicks the option and waits for `chosen`. On a loaded
 * machine a click that lands while the menu is still opening can be lost; the option is then clicked once more.
 */
export async function chooseOption(select: Locator, option: Locator, chosen: (timeout: number) => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (!(await option.isVisible())) await select.click()
    await option.click()
    try {
      await chosen(attempt === 1 ? 10_000 : 30_000)
      return
    } catch (err) {
      if (attempt === 2) throw err
    }
  }
}

/** Fails on serious or critical axe-core violations, listing them. */
export async function expectAccessible(page: Page): Promise<void> {
  await settleAnimations(page)
  const results = await new AxeBuilder({ page }).analyze()
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    bad.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          // The first check's message says what was measured (for color-contrast: both colours and the ratio).
          .map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? n.all[0]?.message ?? ''}`)
          .slice(0, 3)
          .join('; ')})`,
    ),
  ).toEqual([])
}

/** The whole habit in one call: screenshots at both widths, then the accessibility check. */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await screenshotBoth(page, name)
  await expectAccessible(page)
}
