// npx tsx bench/ama.ts — Ask Me Anything with the embedded answerer, through
// the real server (HTTP on a local port: routing, auth, zod, SQL, the streamed lines), on the default demo seeded into
// a scratch embedded PGlite with the planted facts recorded.
//  * speed: "What did they say about pricing?" on a call of about an hour, time to the first streamed line (target
//    ≤ 150 ms) and to the end line (≤ 400 ms), median over --runs (default 30);
//  * retrieval quality: for each demo call, the questions its generator can answer — "Who raised pricing?" (a planted
//    Pricing objection), "Which competitor was named?" (a planted competitor mention), "What is the next step?" (a
//    planted next-steps exchange) — is the answer's first cited moment the planted one (target ≥ 90%)? The moment
//    contains the answer when it starts inside the planted span (for competitors: its line names a planted competitor).
// Prints figures; it asserts nothing.
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { TAmaEndLine } from '@parley/shared/schemas/ama'
import { buildApp } from '../apps/server/src/app'
import { loadConfig } from '../apps/server/src/config'
import { type Database, openDatabase } from '../apps/server/src/db/client'
import { migrateDatabase } from '../apps/server/src/db/migrate'
import type { PlantedFacts } from '../apps/server/src/demo/planted'
import { seedDemoIfEmpty } from '../apps/server/src/demo/seed'
import { createSessionTokens } from '../apps/server/src/platform/auth/session-token'
import { EVAL_NOW } from './analysis-calls'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '30' }, show: { type: 'boolean', default: false } } })
const RUNS = Number(values.runs)
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN
const ms = (x: number) => `${x.toFixed(1)} ms`
const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}% (${n}/${d})`)

interface Viewer {
  companyId: number
  userId: number
}

/** A company admin of each company: they may see every call of it. */
async function admins(db: Database): Promise<Map<number, number>> {
  const { rows } = await db.pool.query<{ company_id: number; id: number }>(
    `select distinct on (company_id) company_id, id from users where user_role = 'company_admin' and status = 'active' order by company_id, id`,
  )
  return new Map(rows.map((r) => [r.company_id, r.id]))
}

const dir = mkdtempSync(path.join(tmpdir(), 'parley-ama-bench-'))
const db = await openDatabase({ dataDir: dir })
try {
  await migrateDatabase(db)
  const planted = new Map<number, PlantedFacts>()
  const started = performance.now()
  await seedDemoIfEmpty(db, { seed: 42, now: EVAL_NOW, planted })
  console.log(`demo seeded and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s (${planted.size} recorded calls with planted facts)`)

  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', PARLEY_DATA_DIR: dir })
  const secret = 'bench-secret-0123456789abcdefghijklmnopqrstuvwxyz'
  const tokens = createSessionTokens(secret, 3600)
  const app = await buildApp({ config, db, tokens, secrets: { jwtSecret: secret, encryptionKey: Buffer.alloc(32, 7).toString('base64') } })
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  const viewers = await admins(db)
  const headersFor = async (v: Viewer) => ({
    authorization: `Bearer ${await tokens.sign({ userId: v.userId, companyId: v.companyId })}`,
    'content-type': 'application/json',
  })

  /** One question over HTTP, read as it streams. */
  const ask = async (v: Viewer, meetingId: number, question: string) => {
    const t0 = performance.now()
    const res = await fetch(`${address}/api/users/parleyEurekaMessage`, {
      method: 'POST',
      headers: await headersFor(v),
      body: JSON.stringify({ meetingId, question }),
    })
    if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}: ${await res.text()}`)
    let first = Number.NaN
    let text = ''
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      if (Number.isNaN(first) && value.includes('\n')) first = performance.now() - t0
      text += value
    }
    const total = performance.now() - t0
    const lines = text
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
    return { first, total, end: lines.at(-1) as TAmaEndLine, answer: String(lines.find((l) => 'answer' in l)?.answer ?? '') }
  }

  try {
    // Speed: the longest call of at most ~70 minutes.
    const { rows } = await db.pool.query<{ id: number; company_id: number; seconds: number; segments: number }>(
      `select m.id, m.company_id, m.video_duration seconds, (select count(*)::int from transcript_segments s where s.meeting_id = m.id) segments
       from meetings m where m.deleted_at is null and m.video_duration <= 4200 order by m.video_duration desc nulls last, m.id limit 1`,
    )
    const call = rows[0]
    const viewerId = call ? viewers.get(call.company_id) : undefined
    if (!call || !viewerId) throw new Error('no recorded call with a company admin')
    const viewer = { companyId: call.company_id, userId: viewerId }
    for (let i = 0; i < 5; i++) await ask(viewer, call.id, 'What did they say about pricing?')
    const firsts: number[] = []
    const totals: number[] = []
    let sample = ''
    for (let i = 0; i < RUNS; i++) {
      const r = await ask(viewer, call.id, 'What did they say about pricing?')
      firsts.push(r.first)
      totals.push(r.total)
      sample = r.answer
    }
    console.log(`speed: call ${call.id} (${(call.seconds / 60).toFixed(0)} min, ${call.segments} transcript lines), embedded answerer, ${RUNS} runs`)
    console.log(`  first streamed line: median ${ms(median(firsts))}, max ${ms(Math.max(...firsts))} — target ≤ 150 ms`)
    console.log(`  complete answer:     median ${ms(median(totals))}, max ${ms(Math.max(...totals))} — target ≤ 400 ms`)
    console.log(`  answer: ${sample}`)
    console.log(`  load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`)

    // Quality: every call with planted facts, the questions its generator can answer.
    const { rows: calls } = await db.pool.query<{ id: number; company_id: number }>('select id, company_id from meetings where deleted_at is null order by id')
    const tally = { pricing: { ok: 0, any: 0, n: 0 }, competitor: { ok: 0, any: 0, n: 0 }, next: { ok: 0, any: 0, n: 0 } }
    const within = (seconds: number, span: { startMs: number; endMs: number }) => seconds >= Math.floor(span.startMs / 1000) && seconds <= span.endMs / 1000
    const misses: string[] = []
    for (const c of calls) {
      const facts = planted.get(c.id)
      const userId = viewers.get(c.company_id)
      if (!facts || !userId) continue
      const v = { companyId: c.company_id, userId }
      const check = async (key: keyof typeof tally, question: string, hit: (cited: TAmaEndLine['citations'][number]) => boolean) => {
        const { end } = await ask(v, c.id, question)
        const t = tally[key]
        t.n++
        if (end.citations[0] && hit(end.citations[0])) t.ok++
        else misses.push(`#${c.id} ${question} → ${end.citations[0] ? `${end.citations[0].timestamp} ${end.citations[0].text.slice(0, 90)}` : 'NA'}`)
        if (end.citations.some(hit)) t.any++
      }
      const pricing = facts.objections.filter((o) => o.category === 'Pricing')
      if (pricing.length > 0) await check('pricing', 'Who raised pricing?', (x) => pricing.some((o) => within(x.seconds, o)))
      const names = [...new Set(facts.competitors.map((x) => x.name.toLowerCase()))]
      if (names.length > 0) await check('competitor', 'Which competitor was named?', (x) => names.some((n) => x.text.toLowerCase().includes(n)))
      const next = facts.signals.filter((s) => s.uniqueName === 'next_steps')
      if (next.length > 0) await check('next', 'What is the next step?', (x) => next.some((s) => within(x.seconds, s)))
    }
    const all = Object.values(tally).reduce((a, t) => ({ ok: a.ok + t.ok, any: a.any + t.any, n: a.n + t.n }), { ok: 0, any: 0, n: 0 })
    console.log('retrieval quality (first cited moment contains the planted answer; any of the cited moments):')
    console.log(`  who raised pricing:          ${pct(tally.pricing.ok, tally.pricing.n)}; any ${pct(tally.pricing.any, tally.pricing.n)}`)
    console.log(`  which competitor was named:  ${pct(tally.competitor.ok, tally.competitor.n)}; any ${pct(tally.competitor.any, tally.competitor.n)}`)
    console.log(`  what is the next step:       ${pct(tally.next.ok, tally.next.n)}; any ${pct(tally.next.any, tally.next.n)}`)
    console.log(`  all questions:               ${pct(all.ok, all.n)}; any ${pct(all.any, all.n)} — target ≥ 90%`)
    if (values.show) for (const m of misses.slice(0, 40)) console.log(`  miss ${m}`)
  } finally {
    await app.close()
  }
} finally {
  await db.close()
  rmSync(dir, { recursive: true, force: true })
}
