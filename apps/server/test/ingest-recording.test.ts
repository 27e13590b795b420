import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ingestRecordingJob } from '../src/modules/meetings/ingest-recording.job'
import { createLocalStorage } from '../src/platform/storage/local-storage'
import { buildTestApp, type TestApp } from './test-app'

let t: TestApp
let dir: string
const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows[0] as T
const zoomVtt = readFileSync(new URL('../src/modules/transcripts/fixtures/zoom.vtt', import.meta.url), 'utf8')

beforeAll(async () => {
  t = await buildTestApp()
  dir = mkdtempSync(path.join(tmpdir(), 'parley-ingest-'))
})
afterAll(async () => {
  await t?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('the ingest-recording job (notetaker path)', () => {
  it("replaces a bot's recording transcript, once however often it runs, reading a large transcript from storage", async () => {
    const m = await one<{ id: number; company_id: number; bot_id: number; calendar_event_id: number; user_id: number }>(
      'select id, company_id, bot_id, calendar_event_id, user_id from meetings where bot_id is not null order by id limit 1',
    )
    const storage = createLocalStorage(dir)
    await storage.put(Readable.from([zoomVtt]), 'companies/1/transcripts/bot.vtt', 'text/vtt')
    const job = ingestRecordingJob({ db: t.db, config: t.config, storage })
    const data = {
      companyId: m.company_id,
      source: 'notetaker',
      userId: m.user_id,
      botId: m.bot_id,
      calendarEventId: m.calendar_event_id,
      meeting: { title: 'Re-ingested', startTime: '2026-10-20T15:00:00Z', durationSeconds: 40, platform: 'zoom' },
      transcript: { storageKey: 'companies/1/transcripts/bot.vtt', filename: 'bot.vtt' },
      participants: [{ name: 'Jane Buyer', email: 'jane.buyer@bluefin.example' }],
    }
    const meetingsBefore = await one<{ n: number }>('select count(*)::int n from meetings')
    await job.handler(data)
    await job.handler(data)
    expect((await one<{ n: number }>('select count(*)::int n from meetings')).n).toBe(meetingsBefore.n)
    const after = await one<{ title: string; transcript_status: string; processing_status: number; segments: number; participants: number }>(
      `select title, transcript_status, processing_status,
              (select count(*)::int from transcript_segments where meeting_id = $1) segments,
              (select count(*)::int from meeting_participants where meeting_id = $1) participants
         from meetings where id = $1`,
      [m.id],
    )
    expect(after).toEqual({ title: 'Re-ingested', transcript_status: 'done', processing_status: -2, segments: 6, participants: 3 })
  })

  it('refuses a malformed job before touching anything', async () => {
    const job = ingestRecordingJob({ db: t.db, config: t.config, storage: createLocalStorage(dir) })
    await expect(job.handler({ companyId: 1, source: 'fax' })).rejects.toThrow()
  })
})
