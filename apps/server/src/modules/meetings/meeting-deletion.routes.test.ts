import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipart } from '../../../test/multipart'
import { buildTestApp, type TestApp } from '../../../test/test-app'

const MEDIA = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7) % 256))
const VTT = readFileSync(new URL('../transcripts/fixtures/zoom.vtt', import.meta.url), 'utf8')

const REP = 'riley.rep@northwind.example'
const ADMIN = 'avery.admin@northwind.example'
const SUPER = 'sam.super@northwind.example'
const OUTSIDER = 'bailey.bdr@northwind.example'
const ACME = 'remy.rep@acme.example'

let t: TestApp
let mediaDir: string
const rows = async <T>(sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows as T[]
const one = async <T>(sql: string, params: unknown[] = []) => (await rows<T>(sql, params))[0] as T
const filesIn = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesIn(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    : []

/** riley uploads a recording (media + transcript) with riley, casey and a prospect invited. */
async function upload(title: string): Promise<number> {
  const body = multipart(
    { title, start_time: '2026-10-20T15:00:00Z', attendees: `${REP}, casey.csm@northwind.example, jane@bluefin.example` },
    {
      media: { filename: 'call.mp4', contentType: 'video/mp4', content: MEDIA },
      transcript: { filename: 'call.transcript.vtt', contentType: 'text/vtt', content: VTT },
    },
  )
  const res = await t.app.inject({ method: 'POST', url: '/api/meetings/upload', payload: body.payload, headers: { ...(await t.as(REP)), ...body.headers } })
  expect(res.statusCode).toBe(201)
  return res.json().data.meeting_id
}

const get = async (email: string, url: string) => t.app.inject({ method: 'GET', url, headers: await t.as(email) })
const post = async (email: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: await t.as(email), ...(payload ? { payload } : {}) })
const setDeleteAllowed = (email: string, allowed: boolean) => t.db.pool.query('update users set delete_meeting_allowed = $2 where email = $1', [email, allowed])

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(tmpdir(), 'parley-delete-'))
  t = await buildTestApp({ MEDIA_DIR: mediaDir })
})
afterAll(async () => {
  await t?.close()
  rmSync(mediaDir, { recursive: true, force: true })
})

describe('download of the original media', () => {
  it('gives a company admin a signed link that streams the file as an attachment', async () => {
    const id = await upload('Download check')
    const link = await post(ADMIN, `/api/meetings/${id}/download-url`)
    expect(link.statusCode).toBe(200)
    const res = await t.app.inject({ method: 'GET', url: link.json().url })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toBe('attachment; filename="Download-check.mp4"')
    expect(res.rawPayload.equals(MEDIA)).toBe(true)
  })

  it('refuses a rep ("Download item: company_admin only"), a forged link, and a call without media', async () => {
    const id = await upload('Download refused')
    const denied = await post(REP, `/api/meetings/${id}/download-url`)
    expect(denied.statusCode).toBe(403)
    expect(denied.json().error.message).toBe('You are not allowed to download this recording.')
    const link = (await post(ADMIN, `/api/meetings/${id}/download-url`)).json().url as string
    expect((await t.app.inject({ method: 'GET', url: link.replace(/s=[^&]+/, 's=forged') })).statusCode).toBe(401)
    const demoCall = await one<{ id: number }>(
      'select m.id from meetings m join users u on u.id = m.user_id where u.email = $1 and m.storage_key is null limit 1',
      [REP],
    )
    expect((await post(ADMIN, `/api/meetings/${demoCall.id}/download-url`)).statusCode).toBe(404)
  })
})

describe('deleting a call', () => {
  it('lets a company admin delete: media, transcript and analysis go, the audit log records it, and the call is gone everywhere', async () => {
    const title = `Delete me ${Date.now()}`
    const id = await upload(title)
    expect(filesIn(mediaDir).length).toBeGreaterThan(0)
    const key = (await one<{ storage_key: string }>('select storage_key from meetings where id = $1', [id])).storage_key
    const before = await one<{ segments: number; results: number; insights: number }>(
      `select (select count(*)::int from transcript_segments where meeting_id = $1) segments,
              (select count(*)::int from analysis_results where meeting_id = $1) results,
              (select count(*)::int from meeting_insights where meeting_id = $1) insights`,
      [id],
    )
    expect(before.segments).toBeGreaterThan(0)
    const mediaUrl = (await get(REP, `/api/meetings/${id}/media-url`)).json().url as string

    const res = await get(ADMIN, `/api/users/deleteMeeting?id=${id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ message: 'Meeting deleted', data: { id } })

    const after = await one<{ deleted_at: string | null; deleted_by: number; storage_key: string | null; segments: number; results: number; insights: number }>(
      `select m.deleted_at, m.deleted_by, m.storage_key,
              (select count(*)::int from transcript_segments where meeting_id = $1) segments,
              (select count(*)::int from analysis_results where meeting_id = $1) results,
              (select count(*)::int from meeting_insights where meeting_id = $1) insights
       from meetings m where m.id = $1`,
      [id],
    )
    expect(after).toMatchObject({ storage_key: null, segments: 0, results: 0, insights: 0 })
    expect(after.deleted_at).not.toBeNull()
    expect(existsSync(path.join(mediaDir, key))).toBe(false)
    const audit = await one<{ action: string; actor: string; details: { title: string; mode: string } }>(
      "select a.action, u.email actor, a.details from audit_log a join users u on u.id = a.actor_user_id where a.target_type = 'meeting' and a.target_id = $1",
      [String(id)],
    )
    expect(audit).toMatchObject({ action: 'meeting.delete', actor: ADMIN, details: { title, mode: 'menu' } })

    // 404 everywhere: call page, checklist panel, media (even through a link signed before), download, deletion again.
    expect((await post(REP, `/api/reports/call-details?id=${id}`, { role: 'user' })).statusCode).toBe(404)
    expect((await get(REP, `/api/users/salesInsigtsOfMeeting?id=${id}`)).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: mediaUrl })).statusCode).toBe(404)
    expect((await post(ADMIN, `/api/meetings/${id}/download-url`)).statusCode).toBe(404)
    expect((await get(ADMIN, `/api/users/deleteMeeting?id=${id}`)).statusCode).toBe(404)
    const dashboard = await post(ADMIN, '/api/reports/activity-dashboard?take=100&skip=0', { role: 'company_admin', title })
    expect(dashboard.statusCode).toBe(200)
    expect(dashboard.json().data.data.map((r: { id: number | null }) => r.id)).not.toContain(id)
  })

  it('lets an invited rep with delete_meeting_allowed delete, and not one without it', async () => {
    const id = await upload('Rep deletes')
    await setDeleteAllowed(REP, false)
    const refused = await get(REP, `/api/users/deleteMeeting?id=${id}`)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toBe('You are not allowed to delete this meeting.')
    await setDeleteAllowed(REP, true)
    expect((await get(REP, `/api/users/deleteMeeting?id=${id}`)).statusCode).toBe(200)
  })

  it('keeps the super-admin Delete Meeting for super admins', async () => {
    const id = await upload('Super admin deletes')
    expect((await post(ADMIN, `/api/admin/deleteMeeting?id=${id}`)).statusCode).toBe(403)
    const res = await post(SUPER, `/api/admin/deleteMeeting?id=${id}`)
    expect(res.statusCode).toBe(200)
    const audit = await one<{ mode: string }>("select details->>'mode' mode from audit_log where target_type = 'meeting' and target_id = $1", [String(id)])
    expect(audit.mode).toBe('super_admin')
  })

  it.each([
    ['a colleague who may not see the call', OUTSIDER, 403],
    ['another company', ACME, 404],
  ])('refuses %s', async (_who, email, status) => {
    const id = await upload(`Refused ${email}`)
    expect((await get(email, `/api/users/deleteMeeting?id=${id}`)).statusCode).toBe(status)
    expect((await one<{ deleted_at: string | null }>('select deleted_at from meetings where id = $1', [id])).deleted_at).toBeNull()
  })

  it.each(['abc', '-1', '1.5', ''])('refuses the id %j with 400', async (id) => {
    const res = await get(ADMIN, `/api/users/deleteMeeting?id=${id}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields[0].field).toBe('id')
  })
})
