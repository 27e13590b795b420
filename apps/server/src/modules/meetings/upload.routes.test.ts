import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipart } from '../../../test/multipart'
import { buildTestApp, type TestApp } from '../../../test/test-app'
import { createLocalStorage } from '../../platform/storage/local-storage'

const fixture = (name: string) => readFileSync(new URL(`../transcripts/fixtures/${name}`, import.meta.url), 'utf8')
const MEDIA = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251))

/** A Zoom cloud-recording VTT ('Name: text' cues) of `minutes` minutes, with a pain, a timeline, an objection and a next step. */
export function zoomVtt(minutes: number): string {
  const lines: [string, string][] = [
    ['Riley Rep', 'Thanks for joining, Jane. The plan today is to understand how your team reviews calls and agree next steps. Does that work?'],
    ['Jane Buyer', 'Yes. Our biggest problem is that managers only review two calls a week, so coaching is slow and new reps ramp too slowly.'],
    ['Riley Rep', 'What does that cost you today?'],
    ['Jane Buyer', 'We lose maybe three deals a quarter because reps mishandle pricing questions. We need this fixed before our sales kickoff in March.'],
    ['Riley Rep', 'How do you handle it today, which tools do you use?'],
    ['Jane Buyer', 'We use spreadsheets and we looked at Gong last year, but it was too expensive for us.'],
    ['Jane Buyer', "Honestly we don't have budget approved for this quarter, and the price worries me."],
    ['Riley Rep', 'I understand. Many teams start with a pilot for one team, which fits a smaller budget. Does that address the concern?'],
    ['Jane Buyer', 'That could work. I would need to bring in our CFO, she signs anything above fifty thousand.'],
    ['Riley Rep', "Great. I'll send you a proposal for the pilot by Friday, and next step is a call with your CFO next Tuesday."],
  ]
  let out = 'WEBVTT\n\n'
  const step = (minutes * 60) / (lines.length * 2)
  const ts = (s: number) => new Date(s * 1000).toISOString().slice(11, 23)
  for (let i = 0; i < lines.length * 2; i++) {
    const [speaker, text] = lines[i % lines.length] as [string, string]
    out += `${i + 1}\n${ts(i * step)} --> ${ts(i * step + step - 1)}\n${speaker}: ${text}\n\n`
  }
  return out
}

let t: TestApp
let mediaDir: string
let riley: { authorization: string }
const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows[0] as T

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(tmpdir(), 'parley-media-'))
  t = await buildTestApp({ MEDIA_DIR: mediaDir })
  riley = await t.as('riley.rep@northwind.example')
})
afterAll(async () => {
  await t?.close()
  rmSync(mediaDir, { recursive: true, force: true })
})

type Fields = Record<string, string>
const base: Fields = { title: 'Bluefin discovery', start_time: '2026-10-20T15:00:00Z', attendees: 'riley.rep@northwind.example, jane.buyer@bluefin.example' }

async function upload(fields: Fields, files: Parameters<typeof multipart>[1], headers = riley) {
  const body = multipart(fields, files)
  return t.app.inject({ method: 'POST', url: '/api/meetings/upload', payload: body.payload, headers: { ...headers, ...body.headers } })
}

const media = (content: Buffer | string = MEDIA) => ({ filename: 'Zoom recording.mp4', contentType: 'video/mp4', content })
const vtt = (content: string, filename = 'GMT20261020-150000_Recording.transcript.vtt') => ({ filename, contentType: 'text/vtt', content })

describe('POST /api/meetings/upload', () => {
  it('stores a Zoom recording with its VTT: media, meeting, segments, participants and a calendar event', async () => {
    const attendees = 'sam.rep@northwind.example, Jane Buyer <jane.buyer@bluefin.example>, ops@bluefin.example'
    const res = await upload({ ...base, attendees }, { media: media(), transcript: vtt(fixture('zoom.vtt')) })
    expect(res.statusCode).toBe(201)
    const data = res.json().data
    expect(data).toMatchObject({
      title: 'Bluefin discovery',
      transcript_status: 'done',
      transcript_error: null,
      media: { size: MEDIA.length, content_type: 'video/mp4' },
    })
    expect(data.transcript.format).toBe('vtt-zoom')
    // The fixture lasts well under five minutes: stored, but too short for insights.
    expect(data.processing_status).toBe(-2)
    expect(data.message).toMatch(/shorter than 5 minutes/)
    const m = await one<{ storage_key: string; source: string; processing_info: Record<string, unknown>; calendar_event_id: number; user_id: number }>(
      'select * from meetings where id = $1',
      [data.meeting_id],
    )
    expect(m.source).toBe('upload')
    expect(await createLocalStorage(mediaDir).stat(m.storage_key)).toEqual({ size: MEDIA.length, contentType: null })
    expect(m.processing_info).toMatchObject({
      source: 'upload',
      noInsightsReason: 'too_short',
      transcript: { format: 'vtt-zoom', filename: expect.stringContaining('.vtt') },
    })
    expect(m.processing_info.talk).toMatchObject({
      questions: { rep: expect.any(Number), prospect: expect.any(Number) },
      talkRatio: { rep: expect.any(Number) },
    })
    const segments = await one<{ n: number; searchable: number }>(
      "select count(*)::int n, count(*) filter (where search @@ to_tsquery('english', 'budget'))::int searchable from transcript_segments where meeting_id = $1",
      [data.meeting_id],
    )
    expect(segments.n).toBe(data.transcript.segments)
    expect(segments.searchable).toBe(1)
    const event = await one<{ source: string; attendee_emails: string[]; user_id: number; attendee_companies: string[] }>(
      'select * from calendar_events where id = $1',
      [m.calendar_event_id],
    )
    expect(event).toMatchObject({
      source: 'upload',
      user_id: m.user_id,
      attendee_emails: ['sam.rep@northwind.example', 'jane.buyer@bluefin.example', 'ops@bluefin.example'],
    })
    expect(event.attendee_companies).toContain('bluefin.example')
    const people = (
      await t.db.pool.query('select name, email, side, talk_time_ms from meeting_participants where meeting_id = $1 order by id', [data.meeting_id])
    ).rows
    // Listed attendees (named as they spoke; one who never spoke keeps 0 s) plus the speaker nobody listed (Priya),
    // marked unknown rather than guessed.
    expect(people).toEqual([
      { name: 'Sam Rep', email: 'sam.rep@northwind.example', side: 'rep', talk_time_ms: expect.any(Number) },
      { name: 'Jane Buyer', email: 'jane.buyer@bluefin.example', side: 'prospect', talk_time_ms: expect.any(Number) },
      { name: 'ops@bluefin.example', email: 'ops@bluefin.example', side: 'prospect', talk_time_ms: 0 },
      { name: 'Priya Shah (Bluefin)', email: null, side: 'unknown', talk_time_ms: expect.any(Number) },
    ])
    expect(people[0]?.talk_time_ms).toBeGreaterThan(0)
    expect(people[1]?.talk_time_ms).toBeGreaterThan(0)
  })

  it('turns a Zoom-style VTT of a real-length call into a processed call with a stored analysis', async () => {
    const res = await upload(base, { transcript: vtt(zoomVtt(8)) })
    expect(res.statusCode).toBe(201)
    const id = res.json().data.meeting_id as number
    const m = await one<{ processing_status: number; processing_info: { analysis?: { engine: string } } }>('select * from meetings where id = $1', [id])
    expect(m.processing_status).toBe(2)
    expect(m.processing_info.analysis?.engine).toBe('embedded')
    const result = await one<{ engine: string; summary: string; n: number }>('select engine, summary from analysis_results where meeting_id = $1', [id])
    expect(result.engine).toBe('embedded')
    expect(result.summary.length).toBeGreaterThan(20)
    const insights = await one<{ n: number }>('select count(*)::int n from meeting_insights where meeting_id = $1', [id])
    expect(insights.n).toBeGreaterThan(0)
  })

  it("keeps the recording when its VTT is broken, with the parser's line and reason", async () => {
    const res = await upload(base, { media: media(), transcript: vtt(fixture('broken-timing.vtt'), 'broken.vtt') })
    expect(res.statusCode).toBe(201)
    const data = res.json().data
    expect(data.transcript_status).toBe('failed')
    expect(data.transcript_error).toMatchObject({ line: expect.any(Number), reason: expect.any(String) })
    expect(data.message).toMatch(/could not be read — Line \d+/)
    const m = await one<{
      storage_key: string
      transcript_status: string
      processing_status: number
      processing_info: { transcript: { error: { line: number } } }
    }>('select * from meetings where id = $1', [data.meeting_id])
    expect(m).toMatchObject({ transcript_status: 'failed', processing_status: -1 })
    expect(m.processing_info.transcript.error.line).toBe(data.transcript_error.line)
    expect(await createLocalStorage(mediaDir).stat(m.storage_key)).not.toBeNull()
  })

  it('keeps the recording when the transcript is in an unknown format, and refuses a transcript-only upload of one', async () => {
    const kept = await upload(base, { media: media(), transcript: { filename: 'notes.csv', contentType: 'text/csv', content: fixture('unknown.csv') } })
    expect(kept.statusCode).toBe(201)
    expect(kept.json().data.transcript_status).toBe('failed')
    const refused = await upload(base, { transcript: { filename: 'notes.csv', contentType: 'text/csv', content: fixture('unknown.csv') } })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.fields[0].field).toBe('transcript')
  })

  it('refuses empty files, naming the field, and leaves no file behind', async () => {
    const before = await one<{ n: number }>('select count(*)::int n from meetings')
    const emptyMedia = await upload(base, { media: media(Buffer.alloc(0)) })
    expect(emptyMedia.statusCode).toBe(400)
    expect(emptyMedia.json().error).toMatchObject({ message: 'media: The recording file is empty.' })
    const emptyTranscript = await upload(base, { transcript: vtt('') })
    expect(emptyTranscript.statusCode).toBe(400)
    expect(emptyTranscript.json().error.message).toBe('transcript: the file is empty')
    expect((await one<{ n: number }>('select count(*)::int n from meetings')).n).toBe(before.n)
  })

  it('validates the fields and names each one', async () => {
    const res = await upload({ start_time: 'yesterday', attendees: 'jane@bluefin.example, not-an-email' }, { media: media() })
    expect(res.statusCode).toBe(400)
    const fields = res.json().error.fields.map((f: { field: string }) => f.field)
    expect(fields).toEqual(expect.arrayContaining(['title', 'start_time', 'attendees']))
    const nothing = await upload(base, {})
    expect(nothing.json().error.fields[0]).toMatchObject({ field: 'media' })
    const unknown = await upload({ ...base, colour: 'blue' }, { media: media() })
    expect(unknown.json().error.fields[0]).toMatchObject({ field: 'colour' })
    const notAudio = await upload(base, { media: { filename: 'slides.pdf', contentType: 'application/pdf', content: 'x' } })
    expect(notAudio.json().error.fields[0]).toMatchObject({ field: 'media' })
    const json = await t.app.inject({ method: 'POST', url: '/api/meetings/upload', headers: riley, payload: { title: 'x' } })
    expect(json.statusCode).toBe(415)
  })

  it('maps the call to a deal of the company and refuses a deal of another company', async () => {
    const own = await one<{ id: number }>(
      "select d.id from deals d join companies c on c.id = d.company_id where c.name like 'Northwind%' order by d.id limit 1",
    )
    const ok = await upload({ ...base, deal_id: String(own.id) }, { media: media() })
    expect(ok.statusCode).toBe(201)
    const mapped = await one<{ deal_id: number; is_primary: boolean }>('select deal_id, is_primary from meeting_deals where meeting_id = $1', [
      ok.json().data.meeting_id,
    ])
    expect(mapped).toEqual({ deal_id: own.id, is_primary: true })
    const other = await one<{ id: number }>(
      "select d.id from deals d join companies c on c.id = d.company_id where c.name not like 'Northwind%' order by d.id limit 1",
    )
    const refused = await upload({ ...base, deal_id: String(other.id) }, { media: media() })
    expect(refused.statusCode).toBe(404)
    expect(refused.json().error.fields[0].field).toBe('deal_id')
  })

  it('needs a signed-in user', async () => {
    const body = multipart(base, { media: media() })
    const res = await t.app.inject({ method: 'POST', url: '/api/meetings/upload', payload: body.payload, headers: body.headers })
    expect(res.statusCode).toBe(401)
  })
})

describe('the upload size limit', () => {
  let small: TestApp
  beforeAll(async () => {
    small = await buildTestApp({ MEDIA_DIR: mediaDir, UPLOAD_MAX_BYTES: '2048' })
  })
  afterAll(async () => small?.close())

  it('answers 413 naming the limit, and keeps nothing', async () => {
    const body = multipart(base, { media: media(Buffer.alloc(5000, 1)) })
    const headers = await small.as('riley.rep@northwind.example')
    const before = (await small.db.pool.query('select count(*)::int n from meetings')).rows[0].n
    const res = await small.app.inject({ method: 'POST', url: '/api/meetings/upload', payload: body.payload, headers: { ...headers, ...body.headers } })
    expect(res.statusCode).toBe(413)
    expect(res.json().error.message).toBe('The recording is larger than the upload limit of 2 KB.')
    expect((await small.db.pool.query('select count(*)::int n from meetings')).rows[0].n).toBe(before)
  })

  it('refuses a request whose declared size is far over the limit before reading it', async () => {
    const headers = await small.as('riley.rep@northwind.example')
    const body = multipart(base, { media: media(Buffer.alloc(60 * 1024 * 1024, 1)) })
    const res = await small.app.inject({ method: 'POST', url: '/api/meetings/upload', payload: body.payload, headers: { ...headers, ...body.headers } })
    expect(res.statusCode).toBe(413)
    expect(res.json().error.message).toBe('The upload is larger than the upload limit of 2 KB.')
  })
})
