import { type FakeHubSpot, startFakeHubSpot } from '@parley/fakes/hubspot/hubspot-server'
import { CRM_NOT_INTEGRATED_TITLE, CRM_SHARED_LOGIN_TEXT, CRM_SHARED_LOGIN_TITLE, CRM_WRITE_SUCCESS, crmNoteText } from '@parley/shared/rules/crm-write'
import type { TCrmNoteLine, TCrmPreviewResponse } from '@parley/shared/schemas/crm-write'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { noteBodyText } from '../apps/server/src/modules/deals/providers/hubspot/hubspot.mapper'
import { demoToken, recordedCalls } from './meeting-fixtures'
import { checkScreen, launchBrowser, signInAs } from './support/browser'
import { type RunningParley, startParley } from './support/parley'

// A rep who owns the call's deal reviews the note line by line (each with its moment), drops a
// line, edits one, confirms, and the HubSpot fake holds a note on the deal with exactly the confirmed text. Once the
// company's CRM is disconnected the same button answers 'CRM not integrated'. The test connects HubSpot, so it runs
// its own server (a copy of the seeded demo) pointed at its own fake.
const ADMIN = 'avery.admin@northwind.example'
const client = { id: 'parley-e2e-crm-write', secret: 'parley-e2e-crm-write-secret' }
let browser: Browser
let hubspot: FakeHubSpot
let server: RunningParley
let rep = ''
let callId = 0
let preview: TCrmPreviewResponse['data']

const get = async <T>(path: string, token: string): Promise<T> => {
  const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } })
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`)
  return (await res.json()) as T
}

/** A Northwind rep's own recorded call mapped to a deal they own, with a note of several lines. */
async function findCall(): Promise<void> {
  const users = (await (await fetch(`${server.url}/api/auth/demo-users`)).json()) as { groups: { role: string; users: { email: string }[] }[] }
  // Reps first, then managers, then anyone else who sells (demo deals mostly belong to people who also lead).
  const rank = (role: string) => ['rep', 'manager'].indexOf(role) >>> 0
  const emails = [...users.groups]
    .sort((a, b) => rank(a.role) - rank(b.role))
    .flatMap((g) => g.users.map((u) => u.email))
    .filter((e) => e.endsWith('@northwind.example') && e !== ADMIN)
  console.log(`crm write: candidates ${users.groups.map((g) => `${g.role}:${g.users.length}`).join(', ')}`)
  for (const email of emails) {
    const token = await demoToken(server.url, email)
    for (const call of await recordedCalls(server.url, token, 'user')) {
      const p = (await get<TCrmPreviewResponse>(`/api/crm-write/preview?meeting_id=${call.id}`, token)).data
      if (p.deals.length > 0 && p.lines.length >= 4 && p.lines.filter((l) => l.seconds !== null).length >= 2) {
        rep = email
        callId = call.id
        preview = p
        return
      }
    }
  }
  throw new Error('no Northwind rep owns the deal of one of their calls')
}

/** The admin connects the company's HubSpot through the fake's consent (as Settings does). */
async function connectHubSpot(): Promise<void> {
  const token = await demoToken(server.url, ADMIN)
  const { url } = await get<{ url: string }>('/api/crm/hubspot/connect', token)
  const back = (await fetch(url, { redirect: 'manual' })).headers.get('location') as string
  const done = await fetch(back, { redirect: 'manual' })
  expect(done.headers.get('location')).toBe('/settings?crm_connected=hubspot')
}

beforeAll(async () => {
  browser = await launchBrowser()
  hubspot = await startFakeHubSpot({ client })
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
  await findCall()
  // The portal holds the deal Parley already mirrors (same id, same owner), so the first sync keeps it as it is.
  const deal = preview.deals[0] as TCrmWritableDealLike
  const owner = hubspot.store.addOwner({ email: rep, firstName: 'Deal', lastName: 'Owner' })
  hubspot.store.create(
    'deals',
    { dealname: deal.deal_name, pipeline: 'default', dealstage: 'qualifiedtobuy', hubspot_owner_id: owner.id },
    {},
    { id: deal.crm_deal_id },
  )
  await connectHubSpot()
  console.log(`crm write: ${rep} on call ${callId}, deal ${deal.crm_deal_id} '${deal.deal_name}'`)
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await hubspot?.stop()
})

type TCrmWritableDealLike = TCrmPreviewResponse['data']['deals'][number]

async function openChecklist(email: string): Promise<Page> {
  const { page } = await signInAs(browser, server.url, email, `/meeting/${callId}`)
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 })
  await page.getByRole('tab', { name: 'Call Checklist' }).click()
  await page.getByRole('button', { name: 'Update in CRM' }).waitFor({ timeout: 30_000 })
  return page
}

describe('Insights to the CRM', () => {
  it('a rep reviews the note, drops a line, edits one and writes it to HubSpot exactly as confirmed', async () => {
    const page = await openChecklist(rep)
    await page.getByRole('button', { name: 'Update in CRM' }).click()
    const modal = page.getByRole('dialog', { name: 'Update in CRM' })
    const list = modal.getByRole('list', { name: 'Note lines' })
    await list.getByRole('listitem').first().waitFor({ timeout: 30_000 })
    expect(await list.getByRole('listitem').count()).toBe(preview.lines.length)
    // Each line shows where it came from; a moment opens the transcript there (in a new tab, the edits stay).
    const timed = preview.lines.findIndex((l) => l.seconds !== null)
    const moment = list.getByRole('listitem').nth(timed).getByRole('link')
    expect(await moment.getAttribute('href')).toBe(`/meeting/${callId}?tab=transcript&start=${Math.floor(preview.lines[timed]?.seconds ?? 0)}`)
    expect(await modal.getByRole('combobox', { name: 'Deal' }).count()).toBe(1)
    await modal
      .getByText(preview.deals[0]?.deal_name as string)
      .first()
      .waitFor()
    await page.mouse.move(0, 0)
    await checkScreen(page, 'crm-write-review')

    // Drop the second line, then edit the first.
    await modal.getByRole('button', { name: 'Remove line 2', exact: true }).click()
    const edited = 'Summary: the buyer wants a pilot before the March kickoff.'
    await modal.getByRole('textbox', { name: 'Line 1', exact: true }).fill(edited)
    const expected: TCrmNoteLine[] = [{ ...(preview.lines[0] as TCrmNoteLine), text: edited }, ...preview.lines.slice(2)]
    const text = crmNoteText(expected)
    await expect.poll(() => modal.getByText(/ \/ 15,000 characters$/).innerText()).toBe(`${text.length.toLocaleString('en-US')} / 15,000 characters`)
    await modal.getByText('Show the exact note HubSpot will receive').click()
    expect(await modal.getByTestId('crm-exact-note').innerText()).toBe(text)
    // Nothing is written before Confirm.
    expect(hubspot.store.notesOf(preview.deals[0]?.crm_deal_id as string)).toHaveLength(0)
    await page.mouse.move(0, 0)
    await checkScreen(page, 'crm-write-edited')

    await modal.getByRole('button', { name: 'Confirm and write to HubSpot' }).click()
    await page.locator('.ant-message').getByText(CRM_WRITE_SUCCESS, { exact: true }).waitFor({ timeout: 30_000 })
    const notes = hubspot.store.notesOf(preview.deals[0]?.crm_deal_id as string)
    expect(notes).toHaveLength(1)
    expect(noteBodyText(notes[0]?.properties.hs_note_body as string)).toBe(text)

    // The next opening lists the write.
    await page.getByRole('button', { name: 'Update in CRM' }).click()
    const history = page.getByRole('dialog', { name: 'Update in CRM' }).getByRole('region', { name: 'Earlier CRM updates' })
    await history.getByText('Written').waitFor({ timeout: 30_000 })
    await page.mouse.move(0, 0)
    await checkScreen(page, 'crm-write-history')
    await page.context().close()
  })

  it('a visitor of a shared call is asked to log in, and comes back to the call after', async () => {
    const token = await demoToken(server.url, rep)
    const res = await fetch(`${server.url}/api/users/getMeetingShareURL?id=${callId}`, { headers: { authorization: `Bearer ${token}` } })
    const { data } = (await res.json()) as { data: { url: string } }
    const visitor = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage()
    await visitor.goto(`${server.url}${data.url}&tab=insights`)
    await visitor.getByRole('dialog', { name: 'Who is watching?' }).getByRole('button', { name: 'Skip' }).click({ timeout: 30_000 })
    await visitor.getByRole('tab', { name: 'Call Checklist', exact: true }).click()
    await visitor.getByRole('button', { name: 'Update in CRM' }).click({ timeout: 30_000 })
    const prompt = visitor.getByRole('dialog', { name: CRM_SHARED_LOGIN_TITLE })
    await prompt.getByText(CRM_SHARED_LOGIN_TEXT).waitFor()
    await visitor.mouse.move(0, 0)
    await checkScreen(visitor, 'crm-write-shared-login')
    await prompt.getByRole('link', { name: 'Log in' }).click()
    await visitor.waitForURL(/\/login$/)
    // The path to come back to is kept for after the sign-in.
    expect(await visitor.evaluate(() => window.localStorage.getItem('PreLoginPath'))).toMatch(new RegExp(`^/sharedMeeting/${callId}\\?`))
    await visitor.context().close()
  })

  it("a company without a CRM gets 'CRM not integrated'", async () => {
    const token = await demoToken(server.url, ADMIN)
    const res = await fetch(`${server.url}/api/crm/hubspot`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })
    expect(res.status).toBe(200)
    const page = await openChecklist(rep)
    await page.getByRole('button', { name: 'Update in CRM' }).click()
    const modal = page.getByRole('dialog', { name: CRM_NOT_INTEGRATED_TITLE })
    await modal.getByText(/connect your CRM in Settings/).waitFor({ timeout: 30_000 })
    await page.mouse.move(0, 0)
    await checkScreen(page, 'crm-write-not-integrated')
    await modal.getByRole('button', { name: 'OK' }).click()
    await page.context().close()
  })
})
