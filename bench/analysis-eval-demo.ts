// bench/analysis-eval-demo — the DEMO figures, not a measure of real calls: the default demo generated in memory, every recorded call
// analysed, and the results scored against what the generator planted in each call:
//  * checklist signals, per signal: a (call, signal) pair is planted or not, detected (status done) or not;
//    precision counts detections on calls where nothing was planted, recall counts every missed plant;
//  * objections, per category: each detected objection must match a planted one of the same category within 20 s;
//  * competitor mentions per (call, competitor) pair; action items per planted commitment line;
//  * ROUGE-1 (content words) of the summary against the planted key points.
// Targets: planted-signal recall ≥ 0.9 and precision ≥ 0.85 for checklist signals and objections.
// With LLM_BASE_URL set and the 'openai-compatible' analyzer registered, that analyzer is scored too.
// Usage: npx tsx bench/analysis-eval.ts [--seed 42] [--show <signal|category>] [--llm-calls 25]
import { parseArgs } from 'node:util'
import type { AnalysisContext, TAnalysisResult, TSegment } from '@parley/shared/schemas/analysis'
import { ANALYZERS, type Analyzer, createAnalyzer } from '../apps/server/src/modules/analysis/analyzer'
import { type DemoCall, demoCalls } from './analysis-calls'
import { add, precision, recall, type Tally, tally } from './eval/tally'

const { values } = parseArgs({
  options: { seed: { type: 'string', default: '42' }, show: { type: 'string' }, 'llm-calls': { type: 'string', default: '25' } },
})

const seconds = (ts: string) => {
  const [h, m, s] = ts.slice(0, 8).split(':').map(Number)
  return h * 3600 + m * 60 + s
}
const STOP = new Set(
  'a an the and or but so of to in on at for with by from as is are was were be been it its this that i you we they he she me us my your our what which who how do does did have has had not no just really very about into than then there here also too can could would should will said'.split(
    ' ',
  ),
)
const words = (t: string) => (t.toLowerCase().match(/[a-z0-9][a-z0-9'-]*/g) ?? []).filter((w) => !STOP.has(w))

function rouge1(summary: string, reference: string): { p: number; r: number; f: number } {
  const count = (ws: string[]) => ws.reduce((m, w) => m.set(w, (m.get(w) ?? 0) + 1), new Map<string, number>())
  const s = count(words(summary))
  const r = count(words(reference))
  let overlap = 0
  for (const [w, n] of r) overlap += Math.min(n, s.get(w) ?? 0)
  const sTotal = [...s.values()].reduce((a, b) => a + b, 0)
  const rTotal = [...r.values()].reduce((a, b) => a + b, 0)
  const p = sTotal ? overlap / sTotal : 0
  const rc = rTotal ? overlap / rTotal : 0
  return { p, r: rc, f: p + rc ? (2 * p * rc) / (p + rc) : 0 }
}

interface Scores {
  signals: Map<string, Tally>
  signalTypes: Map<string, 'checklist' | 'insight'>
  objections: Map<string, Tally>
  objectionsAny: Tally
  handling: { agree: number; total: number }
  competitors: Tally
  actions: Tally
  rouge: { p: number; r: number; f: number; n: number }
  examples: string[]
}

function score(calls: readonly DemoCall[], results: readonly TAnalysisResult[], show: string | undefined): Scores {
  const sc: Scores = {
    signals: new Map(),
    signalTypes: new Map(),
    objections: new Map(),
    objectionsAny: tally(),
    handling: { agree: 0, total: 0 },
    competitors: tally(),
    actions: tally(),
    rouge: { p: 0, r: 0, f: 0, n: 0 },
    examples: [],
  }
  calls.forEach((call, i) => {
    const result = results[i]
    const planted = call.planted
    const tag = `#${call.recordingId} ${call.callType}`
    // Checklist signals: one judgement per (call, signal) pair.
    for (const s of result.checklist) {
      const t = sc.signals.get(s.uniqueName) ?? tally()
      sc.signalTypes.set(s.uniqueName, s.signalType)
      const isPlanted = planted.signals.some((p) => p.uniqueName === s.uniqueName)
      const done = s.status === 'done'
      if (isPlanted && done) t.tp++
      else if (done) t.fp++
      else if (isPlanted) t.fn++
      sc.signals.set(s.uniqueName, t)
      if (show === s.uniqueName && done !== isPlanted) {
        const where = planted.signals.filter((p) => p.uniqueName === s.uniqueName).map((p) => Math.round(p.startMs / 1000))
        sc.examples.push(
          `${done ? 'FP' : 'FN'} ${tag} score ${s.score} planted@${where.join(',')}s :: ${s.snippets.map((x) => `[${x.timestamp} ${x.speaker}] ${x.text}`).join(' | ')}`,
        )
      }
    }
    // Objections: detected ↔ planted, same category, raise within 20 s.
    const unmatched = [...planted.objections]
    for (const o of result.objections) {
      const t = sc.objections.get(o.category) ?? tally()
      const at = seconds(o.timestamp)
      const k = unmatched.findIndex((p) => p.category === o.category && Math.abs(p.startMs / 1000 - at) <= 20)
      const anyK = planted.objections.findIndex((p) => Math.abs(p.startMs / 1000 - at) <= 20)
      if (anyK >= 0) sc.objectionsAny.tp++
      else sc.objectionsAny.fp++
      if (k >= 0) {
        t.tp++
        const p = unmatched.splice(k, 1)[0]
        sc.handling.total++
        if (p.handled === (o.handlingGrade !== 'Not handled')) sc.handling.agree++
      } else {
        t.fp++
        if (show === o.category || show === 'objections') sc.examples.push(`FP ${tag} ${o.category}/${o.subCategory} @${o.timestamp}: ${o.evidence}`)
      }
      sc.objections.set(o.category, t)
    }
    for (const p of unmatched) {
      const t = sc.objections.get(p.category) ?? tally()
      t.fn++
      sc.objections.set(p.category, t)
      if (show === p.category || show === 'objections') sc.examples.push(`FN ${tag} ${p.category} @${Math.round(p.startMs / 1000)}s: ${p.text}`)
    }
    sc.objectionsAny.fn += planted.objections.filter((p) => !result.objections.some((o) => Math.abs(p.startMs / 1000 - seconds(o.timestamp)) <= 20)).length
    // Competitor mentions: (call, competitor) pairs.
    const plantedNames = new Set(planted.competitors.map((c) => c.name))
    const found = new Set(result.competitorMentions.map((c) => c.competitor))
    for (const n of found) plantedNames.has(n) ? sc.competitors.tp++ : sc.competitors.fp++
    for (const n of plantedNames) if (!found.has(n)) sc.competitors.fn++
    // Action items: a detection inside a planted commitment line (same speaker) is a hit.
    const hitLines = new Set<number>()
    for (const a of result.actionItems) {
      const at = seconds(a.timestamp ?? '00:00:00') * 1000
      const line = planted.actionItems.findIndex((p) => p.speaker === a.owner && at >= p.startMs - 1500 && at <= p.endMs + 1500)
      if (line >= 0) {
        sc.actions.tp += hitLines.has(line) ? 0 : 1
        hitLines.add(line)
      } else {
        sc.actions.fp++
        if (show === 'actions') sc.examples.push(`FP ${tag} [${a.timestamp} ${a.owner}] ${a.text}`)
      }
    }
    sc.actions.fn += planted.actionItems.length - hitLines.size
    if (show === 'actions') {
      for (const [k, p] of planted.actionItems.entries())
        if (!hitLines.has(k)) sc.examples.push(`FN ${tag} [${Math.round(p.startMs / 1000)}s ${p.speaker}] ${p.text}`)
    }
    if (planted.keyPoints.length > 0) {
      const r = rouge1(result.summary, planted.keyPoints.join(' '))
      sc.rouge.p += r.p
      sc.rouge.r += r.r
      sc.rouge.f += r.f
      sc.rouge.n++
      if (show === 'summary' && sc.rouge.n <= 5) sc.examples.push(`${tag}\n  summary: ${result.summary}\n  key points: ${planted.keyPoints.join(' / ')}`)
    }
  })
  return sc
}

const f2 = (x: number) => x.toFixed(3)
function row(name: string, t: Tally): string {
  return `  ${name.padEnd(22)} precision ${f2(precision(t))}  recall ${f2(recall(t))}   (tp ${t.tp}, fp ${t.fp}, fn ${t.fn})`
}

function report(label: string, sc: Scores, calls: number, ms: number): void {
  console.log(`\n${label}: ${calls} calls analysed in ${(ms / 1000).toFixed(1)} s`)
  for (const type of ['checklist', 'insight'] as const) {
    const all = tally()
    console.log(`${type} signals (per call and signal; done = score > 30):`)
    for (const [name, t] of sc.signals) {
      if (sc.signalTypes.get(name) !== type) continue
      console.log(row(name, t))
      add(all, t)
    }
    console.log(row(`ALL ${type}`, all))
  }
  const all = tally()
  console.log('objections (per objection; category and raise within 20 s):')
  for (const [name, t] of [...sc.objections].sort()) {
    console.log(row(name, t))
    add(all, t)
  }
  console.log(row('ALL objections', all))
  console.log(row('any category', sc.objectionsAny))
  console.log(
    `  handling agrees with the planted branch: ${f2(sc.handling.agree / Math.max(1, sc.handling.total))} (${sc.handling.agree}/${sc.handling.total})`,
  )
  console.log('competitor mentions (per call and competitor):')
  console.log(row('competitors', sc.competitors))
  console.log('action items (per planted commitment line):')
  console.log(row('action items', sc.actions))
  const n = Math.max(1, sc.rouge.n)
  console.log(
    `summary vs planted key points, ROUGE-1 on content words over ${sc.rouge.n} calls: recall ${f2(sc.rouge.r / n)}  precision ${f2(sc.rouge.p / n)}  F1 ${f2(sc.rouge.f / n)}`,
  )
  for (const e of sc.examples.slice(0, 400)) console.log(`  ${e}`)
}

async function run(analyzer: Analyzer, calls: DemoCall[]): Promise<{ results: TAnalysisResult[]; ms: number }> {
  const started = performance.now()
  const results: TAnalysisResult[] = []
  for (const c of calls) results.push((await analyzer.analyze(c.segments as TSegment[], c.context as AnalysisContext)).result)
  return { results, ms: performance.now() - started }
}

const built = performance.now()
const { calls: all } = demoCalls({ seed: Number(values.seed) })
const calls = all.filter((c) => c.segments.length > 0)
console.log(
  `default demo (seed ${values.seed}) generated in memory in ${((performance.now() - built) / 1000).toFixed(1)} s: ${all.length} recorded calls, ${calls.length} with speech`,
)
const embedded = await run(createAnalyzer({ llm: null }, 'embedded'), calls)
report('embedded analyzer', score(calls, embedded.results, values.show), calls.length, embedded.ms)

if (process.env.LLM_BASE_URL) {
  if (!ANALYZERS['openai-compatible']) console.log('\nLLM_BASE_URL is set but no openai-compatible analyzer is registered: skipped.')
  else {
    const env = { llm: { baseUrl: process.env.LLM_BASE_URL, apiKey: process.env.LLM_API_KEY ?? null, model: process.env.LLM_MODEL ?? null } }
    const sample = calls.slice(0, Number(values['llm-calls']))
    const llm = await run(createAnalyzer(env, 'openai-compatible'), sample)
    report(`openai-compatible analyzer (${env.llm.model ?? 'default model'})`, score(sample, llm.results, values.show), sample.length, llm.ms)
  }
}
