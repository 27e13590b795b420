import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { conversationVtt, demoToken, uploadCall, waitForCall } from './meeting-fixtures'
import { checkScreen, launchBrowser, signInAs } from './support/browser'
import { startParley, type RunningParley } from './support/parley'

// The call page's video path: the demo's calls are audio-only, so a short H.264 + AAC mp4 is made with
// ffmpeg at test time (no binaries in the repository) and uploaded through the real upload route to a server of
// this file's own, so the shared demo server's calls stay as other tests expect them.

const SASHA = 'sasha.sales@northwind.example'
const SECONDS = 8

let browser: Browser
let server: RunningParley
let scratch = ''
let callId = 0

const media = (page: Page) => page.locator('[data-testid="meeting-media"]')
const mediaState = (page: Page) =>
  media(page).evaluate((el: HTMLVideoElement) => ({ time: el.currentTime, paused: el.paused, width: el.videoWidth, height: el.videoHeight }))

/** A test-card video with a tone: `seconds` long, 320×240, faststart so the player can read it by ranges. */
function testVideo(seconds: number): Buffer {
  const file = path.join(scratch, 'call.mp4')
  execFileSync(
    '/usr/bin/ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc=size=320x240:rate=15:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-movflags', '+faststart', file],
    ],
    { timeout: 60_000 },
  )
  return readFileSync(file)
}

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'parley-e2e-video-'))
  const video = testVideo(SECONDS)
  ;[browser, server] = await Promise.all([launchBrowser(), startParley({ templateDir: inject('e2eTemplateDir') })])
  const token = await demoToken(server.url, SASHA)
  callId = await uploadCall(
    server.url,
    token,
    { media: { name: 'Bluefin demo.mp4', type: 'video/mp4', data: video }, transcript: { name: 'demo.vtt', data: conversationVtt(4, 2) } },
    { title: 'Bluefin video demo', attendees: `${SASHA}, jane.buyer@bluefin.example` },
  )
  // Talk time comes from the analysis job that runs after the upload: wait for it, so the page is the finished one.
  await waitForCall(server.url, token, callId, (c) => c.has_media && c.transcriptStatus === 'done' && c.talkers > 0)
})
afterAll(async () => {
  await browser?.close()
  await server?.stop()
  if (scratch) rmSync(scratch, { recursive: true, force: true })
})

describe('Call page: a video recording', () => {
  it('shows the picture (no waveform bar), plays and seeks', async () => {
    const { page } = await signInAs(browser, server.url, SASHA, `/meeting/${callId}`)
    await page.getByRole('heading', { level: 1, name: 'Bluefin video demo' }).waitFor()
    // The file's picture is decoded: the player keeps the video box, not the audio-only waveform bar.
    await expect.poll(async () => (await mediaState(page)).width, { timeout: 15_000 }).toBe(320)
    expect((await mediaState(page)).height).toBe(240)
    expect(await page.locator('.player--audio').count()).toBe(0)
    expect(await page.locator('.player-progress--wave').count()).toBe(0)
    expect(await page.getByText('Audio recording').count()).toBe(0)
    expect(await media(page).isVisible()).toBe(true)

    await page.getByRole('button', { name: 'Play', exact: true }).click()
    await expect.poll(async () => (await mediaState(page)).time, { timeout: 10_000 }).toBeGreaterThan(1)
    expect((await mediaState(page)).paused).toBe(false)
    await page.getByRole('button', { name: 'Pause', exact: true }).click()
    await expect.poll(async () => (await mediaState(page)).paused).toBe(true)
    await checkScreen(page, 'meeting-video')

    // A transcript line seeks the video to its moment (line 3 starts at 00:00:04).
    await page.getByRole('tab', { name: 'Transcript', exact: true }).click()
    await page.locator('.transcript-line').nth(2).locator('.transcript-line__text').click()
    await expect.poll(async () => Math.floor((await mediaState(page)).time)).toBe(4)
    // → steps 5 s ahead, clamped to the end of the file.
    await page.getByRole('heading', { level: 1 }).click()
    const before = (await mediaState(page)).time
    await page.keyboard.press('ArrowRight')
    await expect.poll(async () => (await mediaState(page)).time).toBeGreaterThanOrEqual(Math.min(before + 4.9, SECONDS - 0.5))
    await page.context().close()
  })
})
