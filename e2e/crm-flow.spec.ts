import { type FakeHubSpot, startFakeHubSpot } from '@parley/fakes/hubspot/hubspot-server'
import { CRM_WRITE_SUCCESS } from '@parley/shared/rules/crm-write'
import { DEAL_NOT_IN_CRM_MESSAGE } from '@parley/shared/rules/deal-activity'
import { CHANGE_DEAL_QUESTION } from '@parley/shared/rules/deal-mapping'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { noteBodyText } from '../apps/server/src/modules/deals/providers/hubspot/hubspot.mapper'
import { conversationVtt, demoToken, waitForCall } from './meeting-fixtures'
import { checkScreen, launchBrowser, signInAs } from './support/browser'
import { type RunningParley, startParley } from './support/parley'

// As one story in Chromium against the sandbox's fakes: an admin connects the HubSpot fake, the
// deals arrive, a call is mapped automatically with its explanation, a rep remaps it, reads the deal's activity and
// insights, asks the deal chat a question and follows the cited moment, reviews and writes insights to the CRM, and
// the fake holds the note. Its own server (a copy of the seeded demo) and its own fake, since it changes data.

const ADMIN = 'avery.admin@northwind.example'
const REP = 'sasha.sales@northwind.example'
const PROSPECT = 'jane.buyer@bluefin-robotics.example'
const PLATFORM = 'Bluefin Robotics — Platform'
const PILOT = 'Bluefin Robotics — Pilot'
const QUESTION = 'What did they say about pricing or budget?'
const client = { id: 'parley-e2e-crm-flow', secret: 'parley-e2e-crm-flow-secret' }
/** The call: 36 cues of 12 s (7.2 minutes, past the 5 minutes insights need), the rep being Sasha. */
const CUES = 36
const STEP = 12
const DAY = 86_400_000

let browser: Browser
let hubspot: FakeHubSpot
let server: RunningParley
const ids = { platform: '', pilot: '' }

/** A silent 8 kHz mono WAV of `seconds`, the recording uploaded with the transcript (so the player can seek). */
function silentWav(seconds: number): Buffer {
  const samples = 8000 * seconds
  const b = Buffer.alloc(44 + samples, 128)
  b.write('RIFF', 0)
  b.writeUInt32LE(36 + samples, 4)
  b.write('WAVEfmt ', 8)
  b.writeUInt32LE(16, 16)
  b.writeUInt16LE(1, 20)
  b.writeUInt16LE(1, 22)
  b.writeUInt32LE(8000, 24)
  b.writeUInt32LE(8000, 28)
  b.writeUInt16LE(1, 32)
  b.writeUInt16LE(8, 34)
  b.write('data', 36)
  b.writeUInt32LE(samples, 40)
  return b
}

/**
 * The portal: Sasha owns two open deals of Bluefin Robotics. The Platform deal had the latest activity (an e-mail two
 * days ago), so the rule maps the call there; the Pilot deal holds the pricing thread the rep moves the call to.
 */
function seedPortal(h: FakeHubSpot): void {
  const s = h.store
  const owner = s.addOwner({ email: REP, firstName: 'Sasha', lastName: 'Sales' }).id
  const company = s.create('companies', { name: 'Bluefin Robotics', domain: 'bluefin-robotics.example', industry: 'Robotics', hubspot_owner_id: owner }).id
  const contact = s.create('contacts', { firstname: 'Jane', lastname: 'Buyer', email: PROSPECT, jobtitle: 'VP Operations' }, { companies: [company] }).id
  const created = new Date(Date.now() - 40 * DAY).toISOString()
  const deal = (name: string, stage: string, amount: string) =>
    s.create(
      'deals',
      { dealname: name, amount, dealstage: stage, pipeline: 'default', closedate: '2026-10-01T00:00:00Z', hubspot_owner_id: owner, createdate: created },
      { companies: [company], contacts: [contact] },
    ).id
  ids.platform = deal(PLATFORM, 'presentationscheduled', '90000')
  ids.pilot = deal(PILOT, 'qualifiedtobuy', '24000')
  const email = (dealId: string, daysAgo: number, subject: string, text: string, incoming: boolean) =>
    s.create(
      'emails',
      {
        hs_timestamp: new Date(Date.now() - daysAgo * DAY).toISOString(),
        hs_email_direction: incoming ? 'INCOMING_EMAIL' : 'EMAIL',
        hs_email_status: 'SENT',
        hs_email_subject: subject,
        hs_email_text: text,
        hs_email_headers: JSON.stringify({ from: { email: incoming ? PROSPECT : REP }, to: [{ email: incoming ? REP : PROSPECT }], cc: [] }),
        hubspot_owner_id: owner,
      },
      { deals: [dealId], companies: [company] },
    )
  email(ids.platform, 2, 'Platform rollout plan', 'Sharing the rollout plan for the platform, as promised.', false)
  email(ids.pilot, 12, 'Pilot pricing', 'Here is the pilot pricing for 40 seats; the budget owner is our CFO.', false)
  email(ids.pilot, 11, 'Re: Pilot pricing', 'Thanks. The price is a little above our budget, can we talk about it next week?', true)
}

beforeAll(async () => {
  browser = await launchBrowser()
  hubspot = await startFakeHubSpot({ client })
  seedPortal(hubspot)
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
const dealBadge = (page: Page) => page.locator('.meeting-facts__deal .deal-badge')
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true })
const mediaTime = (page: Page) => page.locator('[data-testid="meeting-media"]').evaluate((el: HTMLMediaElement) => el.currentTime)
const seconds = (hms: string) => hms.split(':').reduce((s, part) => s * 60 + Number(part), 0)

describe('From HubSpot to a note in HubSpot', () => {
  let callId = 0

  it('an admin connects HubSpot and its deals arrive', async () => {
    const { page } = await signInAs(browser, server.url, ADMIN, '/settings')
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor({ timeout: 60_000 })
    await page.getByRole('button', { name: 'CRM', exact: true }).click({ timeout: 60_000 })
    const card = page.getByLabel('HubSpot CRM')
    await card.getByRole('button', { name: 'Connect', exact: true }).click()
    await toast(page, 'HubSpot connected. Deals are syncing now.')
    await card.getByText(/^Last synced /).waitFor({ timeout: 120_000 })

    // The deals are Parley's now: the deal review lists them (open deals by close date, these the earliest).
    await page.goto(`${server.url}/deals-review-dashboard`)
    const row = page.getByRole('row').filter({ hasText: PILOT })
    await row.waitFor({ timeout: 30_000 })
    await expect.poll(() => row.innerText()).toContain('Sasha Sales')
    await page.getByRole('row').filter({ hasText: PLATFORM }).waitFor()
    await checkScreen(page, 'crm-flow-deals-arrived')
    await page.context().close()
  })

  it('the rep uploads a call with a Bluefin buyer; it is mapped to the Platform deal, and says why', async () => {
    const { page } = await signInAs(browser, server.url, REP, '/meetings')
    await page.getByRole('button', { name: 'Upload recording' }).click()
    const dialog = page.getByRole('dialog', { name: 'Upload recording' })
    const vtt = conversationVtt(CUES, STEP).replaceAll('Riley Rep', 'Sasha Sales')
    await dialog
      .locator('input[type=file][accept*="video"]')
      .setInputFiles({ name: 'Bluefin pricing call.wav', mimeType: 'audio/wav', buffer: silentWav(CUES * STEP) })
    await dialog.locator('input[type=file][accept*=".vtt"]').setInputFiles({ name: 'bluefin.vtt', mimeType: 'text/vtt', buffer: Buffer.from(vtt) })
    const attendees = dialog.getByLabel('Attendees')
    await attendees.fill(PROSPECT)
    await attendees.press('Enter')
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click()
    await dialog.getByText('Recording uploaded', { exact: true }).waitFor({ timeout: 60_000 })
    await dialog.getByRole('link', { name: 'Open the call' }).click()
    await page.waitForURL(/\/meeting\/\d+/)
    callId = Number(new URL(page.url()).pathname.split('/').pop())

    // Processing ends with the automatic mapping.
    await waitForCall(server.url, await demoToken(server.url, REP), callId, (s) => s.processing_status === 2, 120_000)
    await page.reload()
    await expect.poll(() => dealBadge(page).innerText(), { timeout: 30_000 }).toBe(PLATFORM)
    await page.getByRole('button', { name: 'Edit deal' }).click()
    const modal = page.getByRole('dialog', { name: 'Map this call to a deal' })
    const why = modal.getByRole('region', { name: 'Why this deal' })
    await why.getByText("Mapped automatically: an attendee belongs to the deal's account, and the deal's owner was in the call.").waitFor({ timeout: 30_000 })
    await expect.poll(() => why.innerText()).toContain(PROSPECT)
    await expect.poll(() => why.innerText()).toContain('Bluefin Robotics')
    await checkScreen(page, 'crm-flow-mapped-automatically')

    // The rep knows better: the call was about the pilot.
    await modal.getByRole('tab', { name: 'Suggested' }).click()
    await modal
      .getByRole('button', { name: `Map to ${PILOT}` })
      .first()
      .click()
    const confirm = page.getByRole('dialog', { name: CHANGE_DEAL_QUESTION })
    await confirm.getByLabel('Feedback (optional)').fill('We only talked about the pilot.')
    await confirm.getByRole('button', { name: 'Change deal' }).click()
    await expect.poll(() => dealBadge(page).innerText(), { timeout: 30_000 }).toBe(PILOT)
    await page.context().close()
  })

  it("the rep reads the deal's activity and insights, asks the deal chat and follows the cited moment", async () => {
    const { page } = await signInAs(browser, server.url, REP, `/meeting/${callId}?tab=dealactivity`)
    const activity = page.getByRole('region', { name: PILOT })
    await activity.getByText('Pilot pricing', { exact: true }).waitFor({ timeout: 30_000 })
    // The recorded call (this one) and the two e-mails of the pilot, none of the platform's.
    await expect.poll(() => activity.innerText()).toContain('(this call)')
    expect(await activity.getByText('Platform rollout plan').count()).toBe(0)
    await activity.getByText('Re: Pilot pricing', { exact: true }).click()
    const mail = page.getByRole('dialog', { name: 'Re: Pilot pricing' })
    await mail.getByText(/a little above our budget/).waitFor({ timeout: 30_000 })
    // The drawer has finished sliding in (a capture mid-way shows the page through it).
    await page.waitForTimeout(600)
    await checkScreen(page, 'crm-flow-deal-activity')
    await mail.getByRole('button', { name: 'Close e-mail' }).click()

    await tab(page, 'Deal Insights').click()
    await page.getByRole('heading', { name: /^Deal checklist/ }).waitFor({ timeout: 30_000 })
    await page.getByText('This call', { exact: true }).first().waitFor()
    await checkScreen(page, 'crm-flow-deal-insights')
    // Account level: the insights of every Bluefin deal (the call is the only recorded one of either).
    await page.getByText('Whole account', { exact: true }).click()
    await page.getByRole('heading', { name: /^Deal checklist/ }).waitFor({ timeout: 30_000 })
    await page.getByText('1 recorded call', { exact: true }).waitFor()
    await page.getByText('This deal', { exact: true }).click()
    await page.getByRole('heading', { name: /^Deal checklist/ }).waitFor({ timeout: 30_000 })

    await page.getByText('Ask about this deal', { exact: true }).click()
    const box = page.getByLabel('Your question about the deal')
    await box.fill(QUESTION)
    await page.getByRole('button', { name: 'Ask', exact: true }).click()
    const moment = page.locator('.deal-chat__citations button.deal-moment').first()
    await moment.waitFor({ timeout: 30_000 })
    await expect.poll(() => box.isEnabled(), { timeout: 20_000 }).toBe(true)
    // Answered from the deal's call and e-mails: the pricing thread is cited beside the call's moments.
    await expect.poll(() => page.locator('.deal-chat__citations').first().innerText()).toMatch(/Pilot pricing/)
    await checkScreen(page, 'crm-flow-deal-chat')
    const at = seconds(((await moment.textContent()) ?? '').replace('▶', '').trim())
    await moment.click()
    await expect.poll(() => mediaTime(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(at)
    expect(await mediaTime(page)).toBeLessThan(at + 10)
    await page.context().close()
  })

  it('the rep reviews the insights, writes them to HubSpot, and the fake holds the note on the Pilot deal', async () => {
    const { page } = await signInAs(browser, server.url, REP, `/meeting/${callId}?tab=insights`)
    await page.getByRole('button', { name: 'Update in CRM' }).click({ timeout: 30_000 })
    const modal = page.getByRole('dialog', { name: 'Update in CRM' })
    const list = modal.getByRole('list', { name: 'Note lines' })
    await list.getByRole('listitem').first().waitFor({ timeout: 30_000 })
    await modal.getByText(PILOT).first().waitFor()
    // Every line says where it came from before anything is written.
    expect(hubspot.store.notesOf(ids.pilot)).toHaveLength(0)
    await modal.getByText('Show the exact note HubSpot will receive').click()
    const exact = await modal.getByTestId('crm-exact-note').innerText()
    expect(exact.length).toBeGreaterThan(0)
    await page.mouse.move(0, 0)
    await checkScreen(page, 'crm-flow-crm-review')

    await modal.getByRole('button', { name: 'Confirm and write to HubSpot' }).click()
    await toast(page, CRM_WRITE_SUCCESS)
    const notes = hubspot.store.notesOf(ids.pilot)
    expect(notes).toHaveLength(1)
    expect(noteBodyText(notes[0]?.properties.hs_note_body as string)).toBe(exact)
    expect(hubspot.store.notesOf(ids.platform)).toHaveLength(0)
    // The call now reads as updated in the CRM.
    await page.getByRole('button', { name: 'Update in CRM' }).click()
    await page
      .getByRole('dialog', { name: 'Update in CRM' })
      .getByRole('region', { name: 'Earlier CRM updates' })
      .getByText('Written')
      .waitFor({ timeout: 30_000 })
    await page.keyboard.press('Escape')
    // From the checklist panel, 'See deal activity' opens the deal's timeline.
    await page.getByRole('button', { name: 'See deal activity' }).click()
    await expect.poll(() => tab(page, 'Deal Activity').getAttribute('aria-selected')).toBe('true')
    await page.getByRole('region', { name: PILOT }).getByText('Pilot pricing', { exact: true }).waitFor({ timeout: 30_000 })
    await page.context().close()
  })

  it('the Pilot deal is deleted in HubSpot: the call keeps its deal and history, and CRM Info says the deal is gone', async () => {
    hubspot.store.archive('deals', ids.pilot)
    const { page } = await signInAs(browser, server.url, REP, '/settings')
    await page.getByRole('button', { name: 'Refresh deals' }).click({ timeout: 60_000 })
    await toast(page, 'Deals refreshed successfully!')
    // The sync runs as a job: CRM Info follows once the deal is marked deleted.
    await expect
      .poll(
        async () => {
          await page.goto(`${server.url}/meeting/${callId}?tab=7`)
          // Loaded: the deal as the CRM holds it, or the message.
          const gone = page.getByRole('heading', { name: DEAL_NOT_IN_CRM_MESSAGE })
          await gone.or(page.locator('#crm-info-title')).waitFor({ timeout: 30_000 })
          return gone.isVisible()
        },
        { timeout: 90_000, interval: 2_000 },
      )
      .toBe(true)
    expect(await dealBadge(page).innerText()).toBe(PILOT)
    await checkScreen(page, 'crm-flow-deal-deleted')
    await tab(page, 'Deal Activity').click()
    const activity = page.getByRole('region', { name: PILOT })
    await activity.getByText(/this deal was deleted in the CRM/).waitFor({ timeout: 30_000 })
    await expect.poll(() => activity.innerText()).toContain('(this call)')
    await page.context().close()
  })
})
