import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Analyzer, createAnalyzer } from '../src/modules/analysis/analyzer'
import { PermanentJobError } from '../src/platform/jobs/permanent-job-error'
import { processCall } from '../src/modules/analysis/analysis.service'
import { buildTestApp, type TestApp } from './test-app'

let t: TestApp
const rows = async <T>(sql: string, params: unknown[] = []) => (await t.db.pool.query(sql, params)).rows as T[]
const one = async <T>(sql: string, params: unknown[] = []) => (await rows<T>(sql, params))[0] as T

beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => t?.close())

/** Rows of every analysis table for one meeting. */
async function analysisCounts(meetingId: number) {
  return one<Record<string, number>>(
    `select (select count(*)::int from analysis_results where meeting_id = $1) results,
            (select count(*)::int from meeting_insights where meeting_id = $1) insights,
            (select count(*)::int from objections where meeting_id = $1) objections,
            (select count(*)::int from best_practices where meeting_id = $1) practices,
            (select count(*)::int from swot_insights where meeting_id = $1) swot`,
    [meetingId],
  )
}

describe('the demo goes through call processing', () => {
  it('every demo recording has a processing state, and every analysable one a stored analysis', async () => {
    const states = await rows<{ status: number | null; n: number; with_result: number }>(
      `select m.processing_status status, count(*)::int n, count(r.id)::int with_result
         from meetings m left join analysis_results r on r.meeting_id = m.id group by 1 order by 1`,
    )
    expect(states.find((s) => s.status === null)).toBeUndefined()
    const done = states.find((s) => s.status === 2)
    expect(done?.n).toBeGreaterThan(200)
    expect(done?.with_result).toBe(done?.n)
    for (const s of states.filter((x) => x.status !== 2)) expect(s.with_result).toBe(0)
    // The demo's short and silent calls are stored with their reason.
    const reasons = await rows<{ reason: string }>(
      "select distinct processing_info->>'noInsightsReason' reason from meetings where processing_status < 0 order by 1",
    )
    expect(reasons.map((r) => r.reason)).toEqual(expect.arrayContaining(['too_short']))
  })

  it('measures talk time per participant', async () => {
    const talk = await one<{ n: number }>('select count(*)::int n from meeting_participants where talk_time_ms > 0')
    expect(talk.n).toBeGreaterThan(300)
  })
})

describe('process-call', () => {
  it('re-processing twice leaves one result', async () => {
    const m = await one<{ id: number; company_id: number }>(`select id, company_id from meetings m where processing_status = 2
       and exists (select 1 from meeting_insights i where i.meeting_id = m.id) order by id limit 1`)
    const before = await analysisCounts(m.id)
    expect(before.results).toBe(1)
    const firstIds = await rows<{ id: number }>('select id from meeting_insights where meeting_id = $1', [m.id])
    const deps = { db: t.db, config: t.config }
    await processCall(deps, { companyId: m.company_id, meetingId: m.id })
    await processCall(deps, { companyId: m.company_id, meetingId: m.id })
    expect(await analysisCounts(m.id)).toEqual(before)
    // It really ran again: the insight rows are new ones.
    const lastIds = await rows<{ id: number }>('select id from meeting_insights where meeting_id = $1', [m.id])
    expect(lastIds.map((r) => r.id)).not.toEqual(firstIds.map((r) => r.id))
    const state = await one<{ processing_status: number }>('select processing_status from meetings where id = $1', [m.id])
    expect(state.processing_status).toBe(2)
  })

  it('keeps the earlier result when a re-run fails, and throws so the queue retries', async () => {
    const m = await one<{ id: number; company_id: number }>('select id, company_id from meetings where processing_status = 2 order by id desc limit 1')
    const before = await analysisCounts(m.id)
    const failing: Analyzer = { id: 'openai-compatible', analyze: async () => Promise.reject(new Error('upstream 503')) }
    await expect(processCall({ db: t.db, config: t.config, analyzer: failing }, { companyId: m.company_id, meetingId: m.id })).rejects.toThrow(/503/)
    expect(await analysisCounts(m.id)).toEqual(before)
    const state = await one<{ processing_status: number; info: { analysis: { error: string } } }>(
      'select processing_status, processing_info info from meetings where id = $1',
      [m.id],
    )
    expect(state.processing_status).toBe(2)
    expect(state.info.analysis.error).toBe('upstream 503')
  })

  it('a call past 99 hours is analysed: its 3-digit-hour timestamps pass the result schema', async () => {
    const m = await one<{ id: number; company_id: number }>('select id, company_id from meetings where processing_status = 2 order by id limit 1 offset 3')
    const embedded = createAnalyzer({ llm: null })
    const late = 123 * 3600_000
    const shifted: Analyzer = {
      id: embedded.id,
      analyze: (segments, context) =>
        embedded.analyze(
          segments.map((s) => ({ ...s, startMs: s.startMs + late, endMs: s.endMs + late })),
          context,
        ),
    }
    const done = await processCall({ db: t.db, config: t.config, analyzer: shifted }, { companyId: m.company_id, meetingId: m.id })
    expect(done?.error).toBeUndefined()
    const stored = await one<{ raw: string }>('select raw::text raw from analysis_results where meeting_id = $1', [m.id])
    expect(stored.raw).toMatch(/"12\d:\d{2}:\d{2}/)
    expect(stored.raw).not.toMatch(/"0\d:\d{2}:\d{2}/)
    // Put back as it was for the other tests.
    await processCall({ db: t.db, config: t.config }, { companyId: m.company_id, meetingId: m.id })
  })

  it('a result its schema refuses is not retried, and the error stored on the call is short', async () => {
    const m = await one<{ id: number; company_id: number }>('select id, company_id from meetings where processing_status = 2 order by id limit 1 offset 4')
    const embedded = createAnalyzer({ llm: null })
    const broken: Analyzer = {
      id: embedded.id,
      analyze: async (segments, context) => {
        const outcome = await embedded.analyze(segments, context)
        const bad = Array.from({ length: 50_000 }, (_, i) => ({ text: `line ${i}`, timestamp: `not a time ${i}` }))
        return { ...outcome, result: { ...outcome.result, actionItems: bad as unknown as typeof outcome.result.actionItems } }
      },
    }
    const failed = processCall({ db: t.db, config: t.config, analyzer: broken }, { companyId: m.company_id, meetingId: m.id })
    await expect(failed).rejects.toBeInstanceOf(PermanentJobError)
    const state = await one<{ info: { analysis: { error: string } } }>('select processing_info info from meetings where id = $1', [m.id])
    expect(state.info.analysis.error).toMatch(/does not match its schema/)
    expect(state.info.analysis.error.length).toBeLessThan(400)
  })

  it('a call under five minutes is stored as too short, without analysis', async () => {
    const m = await one<{ id: number; company_id: number }>(
      "select id, company_id from meetings where processing_info->>'noInsightsReason' = 'too_short' and exists (select 1 from transcript_segments s where s.meeting_id = meetings.id) limit 1",
    )
    await processCall({ db: t.db, config: t.config }, { companyId: m.company_id, meetingId: m.id })
    const state = await one<{ processing_status: number; info: { message: string } }>(
      'select processing_status, processing_info info from meetings where id = $1',
      [m.id],
    )
    expect(state).toEqual({
      processing_status: -2,
      info: expect.objectContaining({ message: 'Too short for insights: a recording needs at least 5 minutes.' }),
    })
    expect((await analysisCounts(m.id)).results).toBe(0)
  })

  it("recomputes the roll-up of the call's deal", async () => {
    const m = await one<{ id: number; company_id: number; deal_id: number }>(
      'select m.id, m.company_id, md.deal_id from meetings m join meeting_deals md on md.meeting_id = m.id and md.is_primary where m.processing_status = 2 order by m.id limit 1',
    )
    await t.db.pool.query('delete from deal_metrics where deal_id = $1', [m.deal_id])
    await processCall({ db: t.db, config: t.config }, { companyId: m.company_id, meetingId: m.id })
    const metrics = await one<{ n: number }>('select count(*)::int n from deal_metrics where deal_id = $1', [m.deal_id])
    expect(metrics.n).toBe(1)
  })
})
