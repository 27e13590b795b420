import { mkdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, settleAnimations, signInAs } from './support/browser'

// Every route at phone width (375 × 812) must not scroll sideways, and passes axe at 375 and 1440 px with no serious
// or critical violation. One browser, one page per persona, reused from route to route.

const PHONE = { width: 375, height: 812 }
const DESKTOP = { width: 1440, height: 900 }
const SHOTS = path.resolve('e2e/screenshots')
const base = () => inject('e2eBaseUrl')
let browser: Browser
let axeSource: string

beforeAll(async () => {
  browser = await launchBrowser()
  axeSource = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
  mkdirSync(SHOTS, { recursive: true })
})
afterAll(async () => browser?.close())

/** Waits until the page's requests are answered and no spinner or skeleton is left. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {})
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'), undefined, { timeout: 20_000 }).catch(() => {})
  await settleAnimations(page)
}

/** The page's width beyond the viewport, with the outermost elements that stick out (class names) to say why. */
async function sideways(page: Page): Promise<{ scrollWidth: number; viewport: number; culprits: string[] }> {
  return page.evaluate(() => {
    const viewport = window.innerWidth
    const culprits: string[] = []
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (culprits.length >= 6) break
      if (el.getBoundingClientRect().right <= viewport + 1) continue
      // Inside a container that scrolls or clips on its own, it cannot widen the page.
      let inner = el.parentElement
      let clipped = false
      let parentSticksOut = false
      while (inner && inner !== document.body) {
        const overflowX = getComputedStyle(inner).overflowX
        if (overflowX !== 'visible') clipped = true
        if (inner === el.parentElement && inner.getBoundingClientRect().right > viewport + 1) parentSticksOut = true
        inner = inner.parentElement
      }
      if (clipped || parentSticksOut) continue
      culprits.push(`${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 2).join('.')} → ${Math.round(el.getBoundingClientRect().right)} px`)
    }
    return { scrollWidth: document.documentElement.scrollWidth, viewport, culprits }
  })
}

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[]; any: { message: string }[]; all: { message: string }[] }[]
}

/** axe-core's own source evaluated in the page (no script tag, so the page's Content Security Policy is not involved). */
async function seriousViolations(page: Page): Promise<string[]> {
  await settleAnimations(page)
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.evaluate(axeSource)
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: unknown[] }> } }).axe
    return (await axe.run(document, { resultTypes: ['violations'] })).violations
  })) as AxeViolation[]
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? n.all[0]?.message ?? ''}`)
          .join('; ')})`,
    )
}

/** Opens `route` at phone width, checks it does not scroll sideways, then runs axe at phone and desktop width. */
async function checkRoute(page: Page, name: string, route: string): Promise<string[]> {
  const problems: string[] = []
  await page.setViewportSize(PHONE)
  await page.goto(`${base()}${route}`)
  await settle(page)
  await page.screenshot({ path: path.join(SHOTS, `route-${name}-phone.png`), fullPage: true })
  const wide = await sideways(page)
  if (wide.scrollWidth > wide.viewport) problems.push(`${route}: ${wide.scrollWidth} px wide at ${wide.viewport} px (${wide.culprits.join(', ')})`)
  for (const v of await seriousViolations(page)) problems.push(`${route} at 375 px: ${v}`)
  await page.setViewportSize(DESKTOP)
  await page.waitForTimeout(300)
  await settle(page)
  await page.screenshot({ path: path.join(SHOTS, `route-${name}-desktop.png`) })
  for (const v of await seriousViolations(page)) problems.push(`${route} at 1440 px: ${v}`)
  return problems
}

/** The first link on `route` whose href starts with `prefix`. */
async function firstLink(page: Page, route: string, prefix: string): Promise<string | null> {
  await page.goto(`${base()}${route}`)
  await settle(page)
  return page.evaluate((p) => {
    const a = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]')).find((x) => new URL(x.href).pathname.startsWith(p))
    return a ? new URL(a.href).pathname : null
  }, prefix)
}

/** The newest recorded call of the signed-in admin's company. */
async function firstCall(token: string): Promise<string | null> {
  const res = await fetch(`${base()}/api/reports/activity-dashboard?take=1&skip=0`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'company_admin', only_recorded_calls: true }),
  })
  const id = ((await res.json()) as { data: { data: { id: number }[] } }).data.data[0]?.id
  return id ? `/meeting/${id}` : null
}

const REPORT_PAGES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]

describe('every route fits a phone and passes axe', () => {
  it('as a company admin (every page of the shell, each report)', async () => {
    const { page, token } = await signInAs(browser, base(), 'avery.admin@northwind.example', '/upcoming-meetings', PHONE.width)
    const meeting = await firstCall(token)
    const clip = await firstLink(page, '/clips', '/clip/')
    const checklist = await firstLink(page, '/checklist-library', '/checklist/')
    expect(meeting, 'a call to open').not.toBeNull()
    const routes: [string, string][] = [
      ['meetings', '/meetings'],
      ['upcoming', '/upcoming-meetings'],
      ['meeting', meeting ?? '/meetings'],
      ['clips', '/clips'],
      ...(clip ? ([['clip', clip]] as [string, string][]) : []),
      ['checklist-library', '/checklist-library'],
      ...(checklist ? ([['checklist', checklist]] as [string, string][]) : []),
      ['insights', '/insights'],
      ['ask-me-anything', '/ask-me-anything'],
      ['ama-report', '/parley-eureka-report'],
      ['ama-summary-report', '/parley-eureka-summary-report'],
      ['deals-review', '/deals-review-dashboard'],
      ['settings', '/settings'],
      ['admin', '/admin'],
      ...REPORT_PAGES.map((n) => [`report-${n}`, `/reports?page=${n}`] as [string, string]),
      ['report-notetaker-adoption', '/reports?page=1&tab=notetaker-adoption'],
      ['not-found', '/no-such-page'],
    ]
    const problems: string[] = []
    for (const [name, route] of routes) problems.push(...(await checkRoute(page, name, route)))
    await page.context().close()
    expect(problems).toEqual([])
  }, 900_000)

  it('as a super admin (every company in the admin table) and a rep', async () => {
    const problems: string[] = []
    const sam = await signInAs(browser, base(), 'sam.super@northwind.example', '/upcoming-meetings', PHONE.width)
    problems.push(...(await checkRoute(sam.page, 'admin-super', '/admin')))
    await sam.page.context().close()
    const riley = await signInAs(browser, base(), 'riley.rep@northwind.example', '/upcoming-meetings', PHONE.width)
    for (const [name, route] of [
      ['rep-meetings', '/meetings'],
      ['rep-upcoming', '/upcoming-meetings'],
      ['rep-reports', '/reports'],
      ['rep-settings', '/settings'],
    ]) {
      problems.push(...(await checkRoute(riley.page, name as string, route as string)))
    }
    // The calendar-disconnected banner on Meetings: the profile as the server answers it for a rep whose calendar
    // connection was lost.
    await riley.page.route('**/api/profile', async (route) => {
      const answer = await route.fetch()
      const profile = await answer.json()
      profile.calendar_integrated = false
      profile.calendar_last_synced_at = new Date(Date.now() - 86_400_000).toISOString()
      profile.meta_data = { ...profile.meta_data, disconnected_calendar_service_provider: 'microsoft' }
      await route.fulfill({ response: answer, json: profile })
    })
    problems.push(...(await checkRoute(riley.page, 'rep-meetings-calendar-lost', '/meetings')))
    expect(await riley.page.locator('.calendar-banner').count(), 'the banner is shown').toBe(1)
    await riley.page.context().close()
    expect(problems).toEqual([])
  }, 600_000)

  it('signed out: the sign-in page', async () => {
    const context = await browser.newContext({ viewport: PHONE })
    const page = await context.newPage()
    const problems = await checkRoute(page, 'login', '/login')
    await context.close()
    expect(problems).toEqual([])
  })
})
