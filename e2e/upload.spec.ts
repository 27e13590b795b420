import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { checkScreen, launchBrowser, signInAs } from './support/browser'

let browser: Browser
const base = () => inject('e2eBaseUrl')

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => browser?.close())

/** A Zoom cloud-recording transcript ('Name: text' cues) of eight minutes. */
function zoomVtt(): string {
  const lines = [
    'Riley Rep: Thanks for joining. The plan today is to understand how your team reviews calls, does that work?',
    'Jane Buyer: Yes. Our biggest problem is that managers only review two calls a week, so coaching is slow.',
    'Riley Rep: What does that cost you today?',
    "Jane Buyer: We lose deals every quarter, and we need this fixed before our kickoff in March. We don't have budget approved yet.",
    "Riley Rep: Understood. I'll send you a proposal for a pilot by Friday, and next step is a call with your CFO.",
  ]
  let out = 'WEBVTT\n\n'
  for (let i = 0; i < 20; i++) {
    const start = i * 24
    const ts = (s: number) => new Date(s * 1000).toISOString().slice(11, 23)
    out += `${i + 1}\n${ts(start)} --> ${ts(start + 20)}\n${lines[i % lines.length]}\n\n`
  }
  return out
}

async function openUpload(page: Page) {
  await page.getByRole('button', { name: 'Upload recording' }).click()
  await page.getByRole('dialog', { name: 'Upload recording' }).waitFor()
}

const transcriptInput = (page: Page) => page.locator('.ant-modal input[type=file][accept*=".vtt"]')
const mediaInput = (page: Page) => page.locator('.ant-modal input[type=file][accept*="video"]')

describe('Upload recording', () => {
  it('uploads a Zoom recording with its VTT and says so', async () => {
    const { page } = await signInAs(browser, base(), 'riley.rep@northwind.example', '/meetings')
    await openUpload(page)
    // The rep is listed as an attendee to start with.
    await expect.poll(() => page.getByRole('dialog').innerText()).toContain('riley.rep@northwind.example')
    await checkScreen(page, 'upload-recording-form')
    await mediaInput(page).setInputFiles({ name: 'Bluefin discovery.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(2048, 7) })
    await transcriptInput(page).setInputFiles({ name: 'GMT20261020-150000_Recording.transcript.vtt', mimeType: 'text/vtt', buffer: Buffer.from(zoomVtt()) })
    // The title comes from the first file's name.
    expect(await page.getByLabel('Title').inputValue()).toBe('Bluefin discovery')
    await page.getByRole('dialog').getByRole('button', { name: 'Upload', exact: true }).click()
    await page.getByText('Recording uploaded', { exact: true }).waitFor()
    expect(await page.getByRole('status').innerText()).toContain('will be ready in a few minutes')
    await checkScreen(page, 'upload-recording-done')
    await page.context().close()
  })

  it("shows the parser's error for a file that is not a transcript", async () => {
    const { page } = await signInAs(browser, base(), 'riley.rep@northwind.example', '/meetings')
    await openUpload(page)
    await transcriptInput(page).setInputFiles({
      name: 'notes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('speaker,start,end,text\nSam Rep,0.5,4.2,Hello\n'),
    })
    await page.getByRole('dialog').getByRole('button', { name: 'Upload', exact: true }).click()
    const alert = page.getByRole('dialog').getByRole('alert')
    await alert.waitFor()
    expect(await alert.innerText()).toMatch(/^transcript: .*(expected|format)/i)
    await checkScreen(page, 'upload-recording-error')
    await page.context().close()
  })

  it('keeps the recording when its VTT is broken, and names the line', async () => {
    const { page } = await signInAs(browser, base(), 'riley.rep@northwind.example', '/meetings')
    await openUpload(page)
    await mediaInput(page).setInputFiles({ name: 'call.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(1024, 1) })
    const broken = 'WEBVTT\n\n1\n00:00:01.000 --> 00:00:04.000\nSam Rep: Hello.\n\n2\n00:00:04.500 -> 00:00:09.000\nJane Buyer: Hi.\n'
    await transcriptInput(page).setInputFiles({ name: 'broken.vtt', mimeType: 'text/vtt', buffer: Buffer.from(broken) })
    await page.getByRole('dialog').getByRole('button', { name: 'Upload', exact: true }).click()
    await page.getByText('Recording saved', { exact: true }).waitFor()
    expect(await page.getByRole('status').innerText()).toMatch(/could not be read — Line \d+/)
    await page.context().close()
  })
})
