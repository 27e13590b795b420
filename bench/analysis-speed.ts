// bench/analysis-speed — embedded analyzer:
//  * a one-hour call (≈ 9,000 words, built from the demo generator's calls laid end to end) analysed in
//    ≤ 100 ms median after warm-up;
//  * 1,000 calls analysed end to end in memory (analysis, schema validation, JSON for storage) in ≤ 2 minutes.
// Prints figures; asserts nothing. Usage: npx tsx bench/analysis-speed.ts [--runs 30] [--calls 1000]
import { parseArgs } from 'node:util'
import type { TSegment } from '@parley/shared/schemas/analysis'
import { createAnalyzer } from '../apps/server/src/modules/analysis/analyzer'
import { demoCalls } from './analysis-calls'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '30' }, calls: { type: 'string', default: '1000' } } })
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b)
const at = (xs: number[], q: number) => sorted(xs)[Math.min(xs.length - 1, Math.floor(xs.length * q))] as number
const words = (segs: readonly TSegment[]) => segs.reduce((n, s) => n + s.text.split(/\s+/).filter(Boolean).length, 0)

const t0 = performance.now()
const { calls } = demoCalls()
const external = calls.filter((c) => c.segments.length > 0 && c.context.participants.some((p) => p.side === 'prospect'))
console.log(`default demo generated in memory in ${((performance.now() - t0) / 1000).toFixed(1)} s (${calls.length} recorded calls)`)

// One hour of one conversation: the longest calls of one company, one after another on a single timeline.
const first = [...external].sort((a, b) => b.durationSec - a.durationSec)[0]
const hour: TSegment[] = []
let offset = 0
let count = 0
for (const c of [...external].filter((c) => c.context.companyName === first.context.companyName).sort((a, b) => b.durationSec - a.durationSec)) {
  for (const s of c.segments) {
    if (count >= 9000) break
    hour.push({ ...s, startMs: s.startMs + offset, endMs: s.endMs + offset })
    count += words([s])
  }
  offset = hour[hour.length - 1].endMs + 2000
  if (count >= 9000) break
}
const analyzer = createAnalyzer({ llm: null }, 'embedded')
const timeOne = async () => {
  const started = performance.now()
  await analyzer.analyze(hour, first.context)
  return performance.now() - started
}
const cold = await timeOne()
for (let i = 0; i < 5; i++) await timeOne()
const runs: number[] = []
for (let i = 0; i < Number(values.runs); i++) runs.push(await timeOne())
console.log(
  `one-hour call: ${words(hour).toLocaleString('en-US')} words, ${hour.length} segments, ${Math.round(offset / 60000)} min; first run ${cold.toFixed(0)} ms (model load included); after warm-up, ${runs.length} runs: median ${at(runs, 0.5).toFixed(1)} ms, p95 ${at(runs, 0.95).toFixed(1)} ms (target ≤ 100 ms median)`,
)

const n = Number(values.calls)
let bytes = 0
let analysedWords = 0
const started = performance.now()
for (let i = 0; i < n; i++) {
  const c = external[i % external.length]
  const outcome = await analyzer.analyze(c.segments, c.context)
  bytes += JSON.stringify(outcome.result).length
  analysedWords += words(c.segments)
}
const total = performance.now() - started
console.log(
  `${n.toLocaleString('en-US')} calls end to end (${external.length} distinct demo calls, ${Math.round(analysedWords / n).toLocaleString('en-US')} words each on average): ${(total / 1000).toFixed(1)} s, ${(total / n).toFixed(1)} ms a call, ${Math.round(bytes / n).toLocaleString('en-US')} bytes of result JSON a call (target ≤ 120 s)`,
)
