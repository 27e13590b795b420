import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { callState, callTranscript, demoToken, recordedCalls } from './meeting-fixtures'
import { checkScreen, launchBrowser, signInAs } from './support/browser'
import { type RunningParley, startParley } from './support/parley'

// Share links: an admin shares a call restricted to one e-mail; a visitor without
// sign-in is sent to /login with the path saved; the listed user sees the call; someone else sees the locked card;
// the owner revokes and the next view is refused. An anyone link asks an anonymous visitor for an e-mail.

let browser: Browser
// Its own server (a copy of the seeded demo): sign-ins, share links and views here must not depend on what other
// browser tests did to the shared one.
let server: RunningParley
const base = () => server.url
const ADMIN = 'avery.admin@northwind.example'
const MANAGER = 'morgan.manager@northwind.example'
const LISTED = 'riley.rep@northwind.example'
const STRANGER = 'remy.rep@acme.example'
let callId = 0
let callTitle = ''

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first()
const lockedCard = (page: Page) => page.getByRole('heading', { name: 'This content is for internal user only' })

/** A fresh context with no session: what someone who got the link by e-mail sees. */
async function anonymousPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  return context.newPage()
}

beforeAll(async () => {
  server = await startParley({ templateDir: inject('e2eTemplateDir') })
  browser = await launchBrowser()
  const managerToken = await demoToken(base(), MANAGER)
  const listedToken = await demoToken(base(), LISTED)
  // A recorded call the listed rep cannot open on their own, so only the link lets them in.
  for (const call of await recordedCalls(base(), managerToken, 'user')) {
    if ((await callState(base(), listedToken, call.id)) === null) {
      callId = call.id
      callTitle = call.title
      break
    }
  }
  console.log(`shared call: ${callId} '${callTitle}'`)
  expect(callId).toBeGreaterThan(0)
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

describe('Share links', () => {
  it('restricted to one e-mail: login first, the listed user sees it, others are locked, revoking refuses the next view', async () => {
    const { page: admin } = await signInAs(browser, base(), ADMIN, `/meeting/${callId}`)
    await heading(admin).waitFor({ timeout: 30_000 })
    await admin.getByRole('button', { name: 'Share', exact: true }).click()
    const modal = admin.getByRole('dialog', { name: 'Share this call' })
    await modal.getByRole('radio', { name: 'Only people I name' }).check()
    await modal.getByLabel('E-mail addresses').fill(LISTED)
    await modal.getByLabel('E-mail addresses').press('Enter')
    await checkScreen(admin, 'sharing-modal')
    await modal.getByRole('button', { name: 'Create link' }).click()
    const urlBox = modal.locator('#share-url')
    await expect.poll(() => urlBox.inputValue(), { timeout: 30_000 }).toContain(`/sharedMeeting/${callId}?sharingToken=`)
    const url = await urlBox.inputValue()
    await expect.poll(() => modal.getByRole('list', { name: 'Live links' }).innerText(), { timeout: 30_000 }).toContain(LISTED)

    // No session: the restricted link needs sign-in, so the path is saved and the visitor goes to /login.
    const visitor = await anonymousPage()
    await visitor.goto(url)
    await expect.poll(() => new URL(visitor.url()).pathname, { timeout: 30_000 }).toBe('/login')
    expect(await visitor.evaluate(() => window.localStorage.getItem('PreLoginPath'))).toContain(`/sharedMeeting/${callId}`)

    // The listed user signs in on that page (demo sign-in) and lands back on the shared call.
    const users = (await (await fetch(`${base()}/api/auth/demo-users`)).json()) as { groups: { role: string; users: { id: number; email: string }[] }[] }
    const group = users.groups.find((g) => g.users.some((u) => u.email === LISTED))
    const listed = group?.users.find((u) => u.email === LISTED)
    if (!group || !listed) throw new Error(`no demo user ${LISTED}`)
    await visitor.getByRole('button', { name: `${group.role} (${group.users.length})` }).click()
    await visitor.getByTestId(`demo-user-${listed.id}`).click()
    await expect.poll(() => new URL(visitor.url()).pathname, { timeout: 30_000 }).toBe(`/sharedMeeting/${callId}`)
    await expect.poll(() => heading(visitor).innerText(), { timeout: 30_000 }).toBe(callTitle || 'Untitled call')
    expect(await visitor.getByRole('button', { name: 'Share', exact: true }).count()).toBe(0)
    await visitor.getByRole('tab', { name: 'Ask Me Anything' }).click()
    await expect.poll(() => visitor.getByText('Not available on a shared call').count()).toBeGreaterThan(0)
    await checkScreen(visitor, 'sharing-shared-call')

    // Someone not on the list sees the locked card.
    const { page: stranger } = await signInAs(
      browser,
      base(),
      STRANGER,
      `/sharedMeeting/${callId}?sharingToken=${new URL(url).searchParams.get('sharingToken')}`,
    )
    await lockedCard(stranger).waitFor({ timeout: 30_000 })
    await checkScreen(stranger, 'sharing-locked')

    // The owner's list counts the view; Revoke refuses the next one.
    await admin.reload()
    await heading(admin).waitFor({ timeout: 30_000 })
    await admin.getByRole('button', { name: 'Share', exact: true }).click()
    const list = admin.getByRole('dialog', { name: 'Share this call' }).getByRole('list', { name: 'Live links' })
    await expect.poll(() => list.innerText(), { timeout: 30_000 }).toContain('1 view')
    await admin.mouse.move(0, 0)
    await checkScreen(admin, 'sharing-live-links')
    const row = list.getByRole('listitem').filter({ hasText: LISTED })
    await row.getByRole('button', { name: 'Revoke' }).click()
    await admin.getByRole('tooltip').getByRole('button', { name: 'Revoke' }).click()
    await expect.poll(() => list.getByRole('listitem').filter({ hasText: LISTED }).count(), { timeout: 30_000 }).toBe(0)

    await visitor.reload()
    await lockedCard(visitor).waitFor({ timeout: 30_000 })
  })

  it('an anyone link opens without sign-in and asks for an e-mail, or Skip', async () => {
    const adminToken = await demoToken(base(), ADMIN)
    const res = await fetch(`${base()}/api/users/getMeetingShareURL?id=${callId}`, { headers: { authorization: `Bearer ${adminToken}` } })
    const { data } = (await res.json()) as { data: { url: string } }
    const visitor = await anonymousPage()
    await visitor.goto(`${base()}${data.url}`)
    const prompt = visitor.getByRole('dialog', { name: 'Who is watching?' })
    await prompt.waitFor({ timeout: 30_000 })
    await prompt.getByLabel('Your e-mail').fill('not an e-mail')
    await prompt.getByRole('button', { name: 'Submit' }).click()
    await expect.poll(() => prompt.getByText('Enter a valid e-mail address.').count()).toBe(1)
    // Away from the button, so the screenshot and the contrast check see it at rest, not hovered.
    await visitor.mouse.move(0, 0)
    await checkScreen(visitor, 'sharing-email-prompt')
    await prompt.getByLabel('Your e-mail').fill('visitor@bluefin.example')
    await prompt.getByRole('button', { name: 'Submit' }).click()
    await expect.poll(() => visitor.getByText('Email noted successfully!').count(), { timeout: 30_000 }).toBe(1)
    await expect.poll(() => prompt.isVisible()).toBe(false)
    expect(await heading(visitor).innerText()).toBe(callTitle || 'Untitled call')

    // Skip closes the prompt too, on the next opening.
    const again = await anonymousPage()
    await again.goto(`${base()}${data.url}`)
    await again.getByRole('dialog', { name: 'Who is watching?' }).getByRole('button', { name: 'Skip' }).click()
    await expect.poll(() => again.getByRole('dialog', { name: 'Who is watching?' }).count(), { timeout: 10_000 }).toBe(0)
  })

  it('a snippet link plays its part of the call only, and shows the checklist insights read-only', async () => {
    const adminToken = await demoToken(base(), ADMIN)
    let snippetCall = 0
    for (const call of await recordedCalls(base(), adminToken, 'company_admin')) {
      const state = await callState(base(), adminToken, call.id, 'company_admin')
      if (state?.has_media && state.processing_status === 2 && state.lines >= 20) {
        snippetCall = call.id
        break
      }
    }
    expect(snippetCall).toBeGreaterThan(0)
    // Three seconds from the start of a line half a minute or more into the call, so the window holds speech.
    const line = (await callTranscript(base(), adminToken, snippetCall)).find((l) => l.start >= 30)
    if (!line) throw new Error(`call ${snippetCall} has no line after 30 s`)
    const from = Math.floor(line.start)
    const to = from + 3
    const res = await fetch(`${base()}/api/users/getMeetingShareURLWithSettings?id=${snippetCall}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ shareType: 'anyone', insightsVisible: true, startTime: from, endTime: to }),
    })
    expect(res.status).toBe(200)
    const { data } = (await res.json()) as { data: { url: string } }
    const visitor = await anonymousPage()
    await visitor.goto(`${base()}${data.url}`)
    await visitor.getByRole('dialog', { name: 'Who is watching?' }).getByRole('button', { name: 'Skip' }).click()
    const media = visitor.locator('[data-testid="meeting-media"]')
    // The file is the shared part alone, cut on the server: its 0 s is the part's start.
    const time = async () => from + (await media.evaluate((el: HTMLMediaElement) => el.currentTime))
    await expect.poll(() => media.evaluate((el: HTMLMediaElement) => el.duration), { timeout: 30_000 }).toBeLessThanOrEqual(to - from + 0.5)
    await expect.poll(time, { timeout: 30_000 }).toBeGreaterThanOrEqual(from)
    // The transcript holds the shared part only.
    await visitor.getByRole('tab', { name: 'Transcript', exact: true }).click()
    await visitor.locator('.transcript-line__time').first().waitFor({ timeout: 10_000 })
    const stamps = await visitor.locator('.transcript-line__time').allInnerTexts()
    expect(stamps.length).toBeGreaterThan(0)
    const clock = (t: number) => new Date(t * 1000).toISOString().slice(11, 19)
    for (const stamp of stamps) expect(stamp <= clock(to)).toBe(true)
    // It plays to the snippet's end (on the first Play where the browser blocks autoplay), says so, and a step past
    // the end stays inside the part.
    const paused = await media.evaluate((el: HTMLMediaElement) => el.paused)
    if (paused && (await time()) < to) await visitor.getByRole('button', { name: 'Play', exact: true }).click()
    await visitor.getByRole('status').filter({ hasText: 'Video snippet has ended!' }).waitFor({ timeout: 15_000 })
    await visitor.getByRole('heading', { level: 1 }).click()
    await visitor.keyboard.press('ArrowRight')
    await visitor.waitForTimeout(500)
    expect(await time()).toBeLessThanOrEqual(to + 0.3)
    await visitor.keyboard.press('ArrowLeft')
    await visitor.keyboard.press('ArrowLeft')
    await expect.poll(time).toBeGreaterThanOrEqual(from)
    // Tab 3 shows the link's checklist insights, without feedback or agenda controls.
    await visitor.getByRole('tab', { name: 'Call Checklist', exact: true }).click()
    await visitor.getByRole('region', { name: 'Checklist' }).waitFor({ timeout: 30_000 })
    expect(await visitor.locator('.thumbs-button').count()).toBe(0)
    expect(await visitor.getByLabel('Agenda type').count()).toBe(0)
    await checkScreen(visitor, 'sharing-shared-insights')
    await visitor.context().close()
  })
})
