import { meetingTabs } from '@parley/shared/rules/meeting-tabs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { callState, conversationVtt, demoToken, recordedCalls, uploadCall } from './meeting-fixtures'
import { checkScreen, launchBrowser, signInAs } from './support/browser'

// The call page's other states (Transcript and Call Checklist tabs): 'In process' with Refresh and the
// disabled tabs' tooltip, 'Transcript formatting failed', 'This meeting has no transcript', 'Checklist getting
// processed' with Refresh, and tab 6 (the second transcript view). The failed and missing transcripts are real
// uploads; 'In process' and 'Checklist getting processed' are what the server answers while a transcript or a
// checklist is being made, so those answers are given to the page once by intercepting them, and Refresh then loads
// the real call.

let browser: Browser
const base = () => inject('e2eBaseUrl')
const RILEY = 'riley.rep@northwind.example'
const SASHA = 'sasha.sales@northwind.example'
let rileyToken = ''
/** Sasha's analysed demo call with a transcript. */
let callId = 0

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true })

/** A short 8 kHz, 8-bit mono WAV of silence: a media file the upload accepts, without ffmpeg. */
function silentWav(seconds: number): Buffer {
  const rate = 8000
  const samples = rate * seconds
  const wav = Buffer.alloc(44 + samples, 128)
  wav.write('RIFF', 0)
  wav.writeUInt32LE(36 + samples, 4)
  wav.write('WAVEfmt ', 8)
  wav.writeUInt32LE(16, 16)
  wav.writeUInt16LE(1, 20)
  wav.writeUInt16LE(1, 22)
  wav.writeUInt32LE(rate, 24)
  wav.writeUInt32LE(rate, 28)
  wav.writeUInt16LE(1, 32)
  wav.writeUInt16LE(8, 34)
  wav.write('data', 36)
  wav.writeUInt32LE(samples, 40)
  return wav
}

beforeAll(async () => {
  browser = await launchBrowser()
  rileyToken = await demoToken(base(), RILEY)
  const sashaToken = await demoToken(base(), SASHA)
  for (const c of await recordedCalls(base(), sashaToken, 'user')) {
    const state = await callState(base(), sashaToken, c.id)
    if (state?.transcriptStatus === 'done' && state.processing_status === 2 && state.lines >= 20) {
      callId = c.id
      break
    }
  }
  expect(callId).toBeGreaterThan(0)
})
afterAll(async () => browser?.close())

describe('Call page states', () => {
  it("shows 'In process' while the transcript is made, with the tabs' tooltip, and Refresh loads it", async () => {
    const { page } = await signInAs(browser, base(), SASHA, '/meetings')
    let inProcess = true
    await page.route(`**/api/reports/call-details?id=${callId}*`, async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { data: { data: Record<string, unknown>[] } }
      const meeting = body.data.data[0]
      if (meeting && inProcess) {
        Object.assign(meeting, {
          transcriptStatus: 'created',
          transcript: [],
          tabs: meetingTabs({ meetingId: callId, transcriptStatus: 'created', shared: false }),
        })
      }
      await route.fulfill({ response, json: body })
    })
    await page.goto(`${base()}/meeting/${callId}?tab=transcript`)
    await page.getByRole('heading', { name: 'In process' }).waitFor({ timeout: 30_000 })
    // "While transcriptStatus is 'created' … Call Actions and Ask Me Anything are disabled."
    expect(await tab(page, 'Call Actions').getAttribute('aria-disabled')).toBe('true')
    expect(await tab(page, 'Ask Me Anything').getAttribute('aria-disabled')).toBe('true')
    await tab(page, 'Call Actions').hover({ force: true })
    await page.getByRole('tooltip').filter({ hasText: 'Transcription is in progress…' }).waitFor()
    await page.mouse.move(0, 0)
    await expect.poll(() => page.getByRole('tooltip').filter({ hasText: 'Transcription is in progress…' }).isVisible(), { timeout: 10_000 }).toBe(false)
    await checkScreen(page, 'meeting-transcript-in-process')
    // The transcript is ready now.
    inProcess = false
    await page.getByRole('button', { name: 'Refresh' }).click()
    await page.locator('.transcript-line').first().waitFor({ timeout: 30_000 })
    expect(await tab(page, 'Call Actions').getAttribute('aria-disabled')).toBeNull()
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await page.context().close()
  })

  it("shows 'Checklist getting processed' with Refresh while the checklist is made", async () => {
    const { page } = await signInAs(browser, base(), SASHA, '/meetings')
    let processing = true
    await page.route(`**/api/users/salesInsigtsOfMeeting?id=${callId}*`, async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { data: Record<string, unknown> }
      if (processing) Object.assign(body.data, { processing_message: 'Checklist getting processed' })
      await route.fulfill({ response, json: body })
    })
    await page.goto(`${base()}/meeting/${callId}?tab=insights`)
    await page.getByText('Checklist getting processed').waitFor({ timeout: 30_000 })
    await checkScreen(page, 'meeting-checklist-processing')
    processing = false
    await page.getByRole('button', { name: 'Refresh' }).click()
    await page.getByTestId('checklist-completion').waitFor({ timeout: 30_000 })
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await page.context().close()
  })

  it("shows 'Transcript formatting failed' for a transcript that cannot be read, and 'This meeting has no transcript' without one", async () => {
    const failed = await uploadCall(
      base(),
      rileyToken,
      {
        media: { name: 'Broken transcript.wav', type: 'audio/wav', data: silentWav(6) },
        transcript: { name: 'broken.vtt', data: 'WEBVTT\n\n1\n00:00:01.000 -> 00:00:04.000\nRiley Rep: Hello.\n' },
      },
      { title: 'Call with a broken transcript', attendees: `${RILEY}, jane.buyer@bluefin.example` },
    )
    expect((await callState(base(), rileyToken, failed))?.transcriptStatus).toBe('failed')
    const { page } = await signInAs(browser, base(), RILEY, `/meeting/${failed}?tab=transcript`)
    await page.getByRole('heading', { name: 'Transcript formatting failed' }).waitFor({ timeout: 30_000 })
    // The recording itself is kept and plays.
    await page.getByText('Audio recording').waitFor()
    await checkScreen(page, 'meeting-transcript-failed')

    const silent = await uploadCall(
      base(),
      rileyToken,
      { media: { name: 'No transcript.wav', type: 'audio/wav', data: silentWav(6) } },
      { title: 'Call without a transcript', attendees: `${RILEY}, jane.buyer@bluefin.example` },
    )
    await page.goto(`${base()}/meeting/${silent}?tab=transcript`)
    await page.getByRole('heading', { name: 'This meeting has no transcript' }).waitFor({ timeout: 30_000 })
    await checkScreen(page, 'meeting-no-transcript')
    await page.context().close()
  })

  it('shows the second transcript view (tab 6) as speaker turns whose times seek the player', async () => {
    const id = await uploadCall(
      base(),
      rileyToken,
      { media: { name: 'Reading view.wav', type: 'audio/wav', data: silentWav(30) }, transcript: { name: 'reading.vtt', data: conversationVtt(10, 3) } },
      { title: 'Reading view call', attendees: `${RILEY}, jane.buyer@bluefin.example` },
    )
    const { page } = await signInAs(browser, base(), RILEY, `/meeting/${id}?tab=6`)
    const turns = page.locator('.reading-turn')
    await turns.first().waitFor({ timeout: 30_000 })
    expect(await turns.count()).toBe(10)
    await turns.nth(3).getByRole('button', { name: '00:00:09' }).click()
    await expect
      // Seeked to 9 s and playing: a slow machine may read it a second or two later.
      .poll(() => page.locator('[data-testid="meeting-media"]').evaluate((el: HTMLMediaElement) => el.currentTime >= 9 && el.currentTime < 12), {
        timeout: 10_000,
      })
      .toBe(true)
    await page.getByRole('button', { name: 'Pause', exact: true }).click()
    await checkScreen(page, 'meeting-reading-view')
    await page.context().close()
  })
})
