import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoToken, uploadCall, conversationVtt } from './meeting-fixtures'
import { checkScreen, launchBrowser, signInAs } from './support/browser'

// Deal Activity (tab 5) and CRM Info (tab 7) on the demo data: a manager's call
// mapped to a deal with calls and e-mails shows the timeline; toggles hide kinds; an e-mail opens its body; Load More
// adds days after the 1.5 s spinner; CRM Info shows the amount and the custom fields; a call without a deal says so.

let browser: Browser
const base = () => inject('e2eBaseUrl')
const MANAGER = 'morgan.manager@northwind.example'
let token = ''

interface Activity {
  deal: { deal_name: string }
  calls: { is_meeting_recorded: boolean; start_at: string }[]
  emails: { id: number; subject: string | null; received_at: string }[]
}
interface CallDeal {
  id: number
  dealId: number | null
  crmDealId: string | null
}

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${base()}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } })
  if (!res.ok) throw new Error(`${path} answered ${res.status}`)
  return (await res.json()) as T
}

async function callDeal(id: number): Promise<CallDeal> {
  const answer = await api<{ data: { data: { crmDealDetails: { deal_id: number; crm_deal_id: string | null } | null }[] } }>(
    `/api/reports/call-details?id=${id}`,
    { method: 'POST', body: JSON.stringify({ role: 'user' }) },
  )
  const d = answer.data.data[0]?.crmDealDetails ?? null
  return { id, dealId: d?.deal_id ?? null, crmDealId: d?.crm_deal_id ?? null }
}

const dayCount = (a: Activity) => new Set([...a.calls.map((c) => c.start_at.slice(0, 10)), ...a.emails.map((e) => e.received_at.slice(0, 10))]).size

let withDeal: CallDeal | null = null
let activity: Activity | null = null
let noDealCallId = 0

beforeAll(async () => {
  browser = await launchBrowser()
  token = await demoToken(base(), MANAGER)
  const rows = (
    await api<{ data: { data: { id: number | null }[] } }>('/api/reports/activity-dashboard?take=50&skip=0', {
      method: 'POST',
      body: JSON.stringify({ role: 'org', only_recorded_calls: true }),
    })
  ).data.data
  for (const row of rows) {
    if (row.id === null) continue
    const call = await callDeal(row.id)
    if (call.dealId === null) {
      if (!noDealCallId) noDealCallId = call.id
      continue
    }
    const a = (await api<{ data: Activity }>(`/api/users/dealActivityTab?deal_id=${call.dealId}`)).data
    // Enough days for 'Load More', and every kind to toggle; the deal with the most calls.
    if (a.emails.length > 0 && a.calls.some((c) => c.is_meeting_recorded) && dayCount(a) > 5 && a.calls.length > (activity?.calls.length ?? 0)) {
      withDeal = call
      activity = a
    }
  }
  if (!noDealCallId) {
    // No demo call of the manager is without a deal: upload one with an attendee of no known account.
    noDealCallId = await uploadCall(
      base(),
      token,
      { transcript: { name: 'no-deal.vtt', data: conversationVtt(12, 20) } },
      { title: 'Internal sync without a deal', attendees: 'nobody@unmapped-e2e.example' },
    )
  }
  console.log(
    `deal call ${withDeal?.id} (deal ${withDeal?.dealId}, ${activity?.calls.length} calls, ${activity?.emails.length} e-mails); no-deal call ${noDealCallId}`,
  )
  expect(withDeal).not.toBeNull()
}, 120_000)
afterAll(async () => browser?.close())

const timeline = (page: Page) => page.getByRole('list', { name: 'Deal activity timeline' })
const items = (page: Page, kind: string) => timeline(page).locator(`li.deal-timeline__item[data-kind="${kind}"]`)
const rows = (page: Page) => timeline(page).locator(':scope > li')

describe('Deal Activity tab', () => {
  it('shows the timeline; toggles hide kinds; an e-mail opens its body; Load More adds days', async () => {
    const { page } = await signInAs(browser, base(), MANAGER, `/meeting/${withDeal?.id}?tab=dealactivity`)
    await page.getByRole('heading', { name: activity?.deal.deal_name }).waitFor({ timeout: 30_000 })
    await timeline(page).waitFor()
    expect(await rows(page).count()).toBe(5)
    await checkScreen(page, 'deal-activity')

    // Toggles: E-mails off hides every e-mail; Recorded calls off hides recorded calls.
    const emailsBefore = await items(page, 'email').count()
    await page.getByRole('checkbox', { name: 'E-mails', exact: true }).uncheck()
    await expect.poll(() => items(page, 'email').count()).toBe(0)
    await page.getByRole('checkbox', { name: 'E-mails', exact: true }).check()
    await page.getByRole('checkbox', { name: 'Recorded calls', exact: true }).uncheck()
    await expect.poll(() => items(page, 'recorded').count()).toBe(0)
    await page.getByRole('checkbox', { name: 'Recorded calls', exact: true }).check()
    await expect.poll(() => items(page, 'email').count()).toBe(emailsBefore)

    // Load More: the spinner for 1.5 s, then five more rows.
    await page.getByRole('button', { name: 'Load More' }).click()
    await page.getByLabel('Loading more activity').waitFor()
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBeGreaterThan(5)

    // An e-mail opens its body in a drawer.
    const first = items(page, 'email').first()
    const subject = (await first.locator('button').innerText()).trim()
    await first.locator('button').click()
    const drawer = page.getByRole('dialog', { name: subject })
    await drawer.waitFor({ timeout: 30_000 })
    const email = activity?.emails.find((e) => (e.subject || '(no subject)') === subject)
    const { data } = await api<{ data: { body: string } }>(`/api/users/dealEmailBody?id=${email?.id}`)
    await expect.poll(() => drawer.locator('.deal-email__body').innerText(), { timeout: 30_000 }).toBe(data.body)
    await page.mouse.move(0, 0)
    await checkScreen(page, 'deal-activity-email')
    await drawer.getByRole('button', { name: 'Close e-mail' }).click()
  })

  it('CRM Info shows the amount as rounded dollars and the custom fields', async () => {
    const { page } = await signInAs(browser, base(), MANAGER, `/meeting/${withDeal?.id}`)
    await page.getByRole('tab', { name: 'CRM Info' }).click()
    const info = (
      await api<{ data: { amount: number | null; crm_custom_field: Record<string, unknown> } }>(
        `/api/users/deal_crm_info?crm_deal_id=${encodeURIComponent(withDeal?.crmDealId ?? '')}`,
      )
    ).data
    const fields = page.getByRole('definition')
    await page.getByText('Deal name', { exact: true }).waitFor({ timeout: 30_000 })
    if (info.amount !== null) await expect.poll(() => fields.allInnerTexts()).toContain(`$${Math.round(info.amount ?? 0).toLocaleString('en-US')}`)
    if (info.crm_custom_field.sales_play) await expect.poll(() => page.getByText('Sales play', { exact: true }).count()).toBe(1)
    await checkScreen(page, 'crm-info')
  })

  it('a call without a deal asks to map one, on both tabs', async () => {
    const { page } = await signInAs(browser, base(), MANAGER, `/meeting/${noDealCallId}?tab=dealactivity`)
    await page.getByRole('heading', { name: 'Map a deal to this call, to update insights.' }).waitFor({ timeout: 30_000 })
    await checkScreen(page, 'deal-activity-no-deal')
    await page.getByRole('tab', { name: 'CRM Info' }).click()
    await expect.poll(() => page.getByRole('heading', { name: 'Map a deal to this call, to update insights.' }).count()).toBe(1)
  })
})
