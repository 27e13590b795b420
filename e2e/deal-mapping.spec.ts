import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { conversationVtt, demoToken, recordedCalls, uploadCall } from './meeting-fixtures'
import { checkScreen, launchBrowser, signInAs } from './support/browser'

// Deal mapping: a rep opens one of their calls, reads why it is on its deal, remaps it with
// feedback (the new deal survives a reload), reports a wrong deal, and unlinks it; a manager who may open a call but
// is neither an attendee nor of an attendee company sees no pencil.

let browser: Browser
const base = () => inject('e2eBaseUrl')
const REP = 'sasha.sales@northwind.example'
const MANAGER = 'morgan.manager@northwind.example'

interface Deal {
  id: number
  deal_name: string
}
let callId = 0
let currentDeal = ''
let currentDealId = 0
let otherDeal: Deal | null = null

async function callDetails(token: string, id: number) {
  const res = await fetch(`${base()}/api/reports/call-details?id=${id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'user' }),
  })
  const body = (await res.json()) as {
    data: { data: { canEditDealTag: boolean; calendarEventDetails: { id: number } | null; crmDealDetails: { deal_id: number; deal_name: string } | null }[] }
  }
  return body.data.data[0] ?? null
}

const dealBadge = (page: Page) => page.locator('.meeting-facts__deal .deal-badge')
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first()

beforeAll(async () => {
  browser = await launchBrowser()
  const token = await demoToken(base(), REP)
  for (const call of await recordedCalls(base(), token, 'user')) {
    const detail = await callDetails(token, call.id)
    if (!detail?.canEditDealTag || !detail.crmDealDetails || !detail.calendarEventDetails) continue
    // A call with suggestions (its deal's account still has open deals), so the Suggested tab has something to show.
    const suggested = (await (
      await fetch(`${base()}/api/users/dropdownDeals?type=recommended&calendar_event=${detail.calendarEventDetails.id}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: Deal[] }
    if (suggested.data.length > 0) {
      callId = call.id
      currentDeal = detail.crmDealDetails.deal_name
      currentDealId = detail.crmDealDetails.deal_id
      break
    }
  }
  expect(callId).toBeGreaterThan(0)
  const own = (await (await fetch(`${base()}/api/users/dropdownDeals?type=owner`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: Deal[]
  }
  otherDeal = own.data.find((d) => d.deal_name !== currentDeal) ?? null
  expect(otherDeal).not.toBeNull()
  console.log(`call ${callId} on '${currentDeal}', remapped to '${otherDeal?.deal_name}'`)
})
afterAll(async () => {
  await browser?.close()
  // Put the call back on its deal, so later browser tests on the same demo server find the data as seeded.
  if (!callId || !currentDealId) return
  const token = await demoToken(base(), REP)
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
  const me = (await (await fetch(`${base()}/api/profile`, { headers })).json()) as { id: number }
  await fetch(`${base()}/api/update_deal`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ source: 'e2e_restore', user_id: me.id, zoom_recording_analytics_id: callId, updated_primary_deal_id: currentDealId }),
  })
})

describe('Deal mapping', () => {
  it('shows why, remaps with feedback (kept after reload), takes a wrong-deal report, and unlinks', async () => {
    const { page } = await signInAs(browser, base(), REP, `/meeting/${callId}`)
    await heading(page).waitFor({ timeout: 30_000 })
    await expect.poll(() => dealBadge(page).innerText(), { timeout: 30_000 }).toBe(currentDeal)

    await page.getByRole('button', { name: 'Edit deal' }).click()
    const modal = page.getByRole('dialog', { name: 'Map this call to a deal' })
    const why = modal.getByRole('region', { name: 'Why this deal' })
    await why.waitFor({ timeout: 30_000 })
    await expect.poll(() => why.innerText()).toContain('External attendees')
    await expect.poll(() => modal.getByRole('list', { name: 'Suggested deals' }).count(), { timeout: 30_000 }).toBe(1)
    await checkScreen(page, 'deal-mapping-modal')

    const target = otherDeal as Deal
    await modal.getByRole('tab', { name: 'Your deals' }).click()
    await modal
      .getByRole('button', { name: `Map to ${target.deal_name}` })
      .first()
      .click()
    const confirm = page.getByRole('dialog', { name: 'Do you want to change the deal?' })
    await confirm.getByLabel('Feedback (optional)').fill('The buyer moved this work to the other deal.')
    await checkScreen(page, 'deal-mapping-confirm')
    await confirm.getByRole('button', { name: 'Change deal' }).click()
    await expect.poll(() => dealBadge(page).innerText(), { timeout: 30_000 }).toBe(target.deal_name)

    await page.reload()
    await heading(page).waitFor({ timeout: 30_000 })
    await expect.poll(() => dealBadge(page).innerText(), { timeout: 30_000 }).toBe(target.deal_name)

    // The wrong-deal report: Yes, a line of feedback, and the thanks toast.
    await page.getByRole('button', { name: 'Edit deal' }).click()
    const again = page.getByRole('dialog', { name: 'Map this call to a deal' })
    const report = again.getByRole('region', { name: 'Wrong deal report' })
    await expect.poll(() => report.innerText(), { timeout: 30_000 }).toContain(`Is this call mapped to the wrong deal, ${target.deal_name}?`)
    await report.getByRole('button', { name: 'Yes' }).click()
    await report.getByLabel('What is wrong with this deal? (optional)').fill('It belongs to the renewal.')
    await report.getByRole('button', { name: 'Send report' }).click()
    await expect.poll(() => page.getByText('Thank you for your feedback. We will make the required changes.').count(), { timeout: 10_000 }).toBeGreaterThan(0)
    await checkScreen(page, 'deal-mapping-report')

    // Unlink: the deal tag reads 'No deal found'.
    await again.getByRole('button', { name: 'Unlink' }).click()
    const pop = page.locator('.ant-popconfirm')
    await pop.getByText('Unlink the call from this deal?').waitFor()
    await pop.getByRole('button', { name: 'Unlink' }).click()
    await expect.poll(() => dealBadge(page).innerText(), { timeout: 30_000 }).toBe('No deal found')
    await page.reload()
    await heading(page).waitFor({ timeout: 30_000 })
    await expect.poll(() => dealBadge(page).innerText(), { timeout: 30_000 }).toBe('No deal found')
    await checkScreen(page, 'deal-mapping-unlinked')
  })

  it('shows no pencil to a manager who is neither an attendee nor of an attendee company', async () => {
    const repToken = await demoToken(base(), REP)
    const uploaded = await uploadCall(
      base(),
      repToken,
      { transcript: { name: 'call.vtt', data: conversationVtt(12, 30) } },
      { title: 'Deal mapping: prospects only', attendees: 'jane.buyer@elsewhere.example' },
    )
    const managerToken = await demoToken(base(), MANAGER)
    await expect.poll(async () => (await callDetails(managerToken, uploaded))?.canEditDealTag, { timeout: 30_000 }).toBe(false)
    const { page } = await signInAs(browser, base(), MANAGER, `/meeting/${uploaded}`)
    await heading(page).waitFor({ timeout: 30_000 })
    await dealBadge(page).waitFor()
    expect(await page.getByRole('button', { name: 'Edit deal' }).count()).toBe(0)
  })
})
