// bench/analysis-eval — the embedded analyzer measured on the blind corpus (bench/corpus: conversations written
// and labelled by people who never saw the analyzer). Prints, per the labels:
//  * checklist items: precision and recall per item (a call and item pair is present or not);
//  * objections: found (a detection within one turn of a labelled objection), category agreement, handling agreement;
//  * next steps (recall: a labelled step within one turn of a found next step or action item), action items;
//  * competitor mentions and their polarity;
//  * summary ROUGE-1/2/L F1 against the reference summaries, beside LEAD-N, random sentences of the same length and a
//    greedy extractive oracle;
//  * chat: top-1 hit rate (the cited line on a labelled evidence turn) against BM25 over turns, and the share of
//    unanswerable questions answered "not discussed";
//  * contradictions between summary, checklist and best practices;
//  * the time to analyse a one-hour call.
// The demo's own figures are printed by bench/analysis-eval-demo.ts, and measure the demo, not calls.
// Usage: npx tsx bench/analysis-eval.ts [--show checklist|objections|next|actions|competitors|summary|chat] [--split dev|test]
import { parseArgs } from 'node:util'
import type { TAnalysisResult } from '@parley/shared/schemas/analysis'
import { analyzeCall } from '../apps/server/src/modules/analysis/providers/embedded/embedded.analyzer'
import { contradictionsOf } from '@parley/shared/rules/analysis-consistency'
import { answerFromCall } from '../apps/server/src/modules/ama/ama-moments'
import { bm25Best } from './eval/bm25'
import { type CorpusEntry, loadCorpus, loadSecondLabels, turnAt } from './eval/corpus'
import { type Rouge, rouge, rougeTokens } from './eval/rouge'
import { add, precision, recall, type Tally, tally } from './eval/tally'

const { values } = parseArgs({ options: { show: { type: 'string' }, split: { type: 'string' } } })
const show = values.show

const f3 = (x: number) => x.toFixed(3)
const row = (name: string, t: Tally) => `  ${name.padEnd(22)} precision ${f3(precision(t))}  recall ${f3(recall(t))}   (tp ${t.tp}, fp ${t.fp}, fn ${t.fn})`
const near = (a: number, b: number, within = 1) => Math.abs(a - b) <= within

// Dev calls (odd numbers) are for looking at misses; test calls (even numbers) only for the figures.
const isDev = (id: string) => Number(id.split('-')[1]) % 2 === 1
const corpus = loadCorpus().filter((e) => !values.split || (values.split === 'dev') === isDev(e.call.id))
const examples: string[] = []
const note = (kind: string, e: CorpusEntry, text: string) => {
  if (show === kind && isDev(e.call.id)) examples.push(`[${e.call.id}] ${text}`)
}

const started = performance.now()
const results = new Map<string, TAnalysisResult>()
for (const e of corpus) results.set(e.call.id, analyzeCall(e.segments, e.context))
const analyseMs = performance.now() - started

// Checklist items.
const items = new Map<string, Tally>()
for (const e of corpus) {
  const r = results.get(e.call.id) as TAnalysisResult
  for (const [name, label] of Object.entries(e.labels.checklist)) {
    const signal = r.checklist.find((c) => c.uniqueName === name)
    if (!signal) continue
    const t = items.get(name) ?? tally()
    const done = signal.status === 'done'
    // A call the analyzer cannot read (another language, no business talk) is scored on what it claims, not misses.
    if (!e.labels.analysable) {
      if (done) t.fp++
      items.set(name, t)
      continue
    }
    if (done && label.present) t.tp++
    else if (done) t.fp++
    else if (label.present) t.fn++
    items.set(name, t)
    if (done !== label.present)
      note(
        'checklist',
        e,
        `${done ? 'FP' : 'FN'} ${name} labelled@${label.evidence.join(',')} :: ${signal.snippets.map((s) => `[t${turnAt(e, s.timestamp)}] ${s.text}`).join(' | ') || e.labels.checklist[name].evidence.map((i) => `«${e.call.turns[i]?.text.slice(0, 160)}»`).join(' ')}`,
      )
  }
}

// Objections: matched by place (within one turn), then category and handling compared.
const objections = tally()
let sameCategory = 0
let sameHandling = 0
for (const e of corpus) {
  const r = results.get(e.call.id) as TAnalysisResult
  const open = [...e.labels.objections]
  for (const o of r.objections) {
    const at = turnAt(e, o.timestamp)
    const k = open.findIndex((l) => near(l.turn, at))
    if (k < 0) {
      objections.fp++
      note('objections', e, `FP t${at} ${o.category}: ${o.evidence}`)
      continue
    }
    const l = open.splice(k, 1)[0]
    objections.tp++
    if (l.category === o.category) sameCategory++
    else note('objections', e, `CATEGORY t${at} labelled ${l.category}, found ${o.category}: ${o.evidence}`)
    if (l.handled === (o.handlingGrade === 'Handled')) sameHandling++
    else note('objections', e, `HANDLING t${at} labelled ${l.handled}, found ${o.handlingGrade}: ${o.handling.slice(0, 120)}`)
  }
  if (!e.labels.analysable) continue
  objections.fn += open.length
  for (const l of open) note('objections', e, `FN t${l.turn} ${l.category}: ${e.call.turns[l.turn]?.text.slice(0, 200)}`)
}

// Next steps and action items.
const nextSteps = tally()
const actions = tally()
for (const e of corpus) {
  const r = results.get(e.call.id) as TAnalysisResult
  const stepTurns = [
    ...(r.checklist.find((c) => c.uniqueName === 'next_steps')?.snippets ?? []).map((s) => turnAt(e, s.timestamp)),
    ...r.actionItems.map((a) => turnAt(e, a.timestamp ?? '00:00:00')),
  ]
  for (const l of e.labels.analysable ? e.labels.nextSteps : []) {
    if (stepTurns.some((t) => near(t, l.turn))) nextSteps.tp++
    else {
      nextSteps.fn++
      note('next', e, `FN t${l.turn} ${l.text} :: ${e.call.turns[l.turn]?.text.slice(0, 200)}`)
    }
  }
  const open = [...e.labels.actionItems]
  for (const a of r.actionItems) {
    const at = turnAt(e, a.timestamp ?? '00:00:00')
    const k = open.findIndex((l) => near(l.turn, at))
    if (k >= 0) {
      open.splice(k, 1)
      actions.tp++
    } else {
      actions.fp++
      note('actions', e, `FP t${at} ${a.owner}: ${a.text}`)
    }
  }
  if (e.labels.analysable) actions.fn += open.length
  for (const l of open) note('actions', e, `FN t${l.turn} ${l.owner}: ${l.text} :: ${e.call.turns[l.turn]?.text.slice(0, 160)}`)
}

// Competitors and polarity.
const competitors = tally()
let polarityAgree = 0
for (const e of corpus) {
  const r = results.get(e.call.id) as TAnalysisResult
  const known = new Set(e.call.knownCompetitors.map((c) => c.toLowerCase()))
  const labelled = e.labels.competitors.filter((c) => known.has(c.name.toLowerCase()))
  for (const m of r.competitorMentions) {
    const l = labelled.find((c) => c.name.toLowerCase() === m.competitor.toLowerCase())
    if (!l) {
      competitors.fp++
      continue
    }
    competitors.tp++
    if (l.polarity === m.polarity) polarityAgree++
    else note('competitors', e, `POLARITY ${m.competitor} labelled ${l.polarity}, found ${m.polarity}: ${m.snippets.map((s) => s.text).join(' | ')}`)
  }
  if (e.labels.analysable)
    competitors.fn += labelled.filter((l) => !r.competitorMentions.some((m) => m.competitor.toLowerCase() === l.name.toLowerCase())).length
}

// Summaries against baselines of the same length.
function sentencesOf(e: CorpusEntry): string[] {
  return e.call.turns.flatMap((t) => t.text.split(/(?<=[.?!])\s+/).map((s) => `${t.speaker}: ${s}`)).filter((s) => rougeTokens(s).length >= 3)
}
function upTo(sentences: readonly string[], words: number): string {
  const out: string[] = []
  let n = 0
  for (const s of sentences) {
    if (n >= words) break
    out.push(s)
    n += rougeTokens(s).length
  }
  return out.join(' ')
}
function seeded(seed: number) {
  let x = seed
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648
    return x / 2147483648
  }
}
function oracle(sentences: readonly string[], reference: string, words: number): string {
  const picked: string[] = []
  let best = 0
  let length = 0
  while (length < words) {
    let choice = -1
    let choiceScore = best
    sentences.forEach((s, i) => {
      if (picked.includes(s)) return
      const score = rouge([...picked, s].join(' '), reference).r2
      if (score > choiceScore) {
        choiceScore = score
        choice = i
      }
    })
    if (choice < 0) break
    picked.push(sentences[choice])
    length += rougeTokens(sentences[choice]).length
    best = choiceScore
  }
  return picked.join(' ')
}
const sum = { ours: [] as Rouge[], lead: [] as Rouge[], random: [] as Rouge[], oracle: [] as Rouge[] }
for (const e of corpus) {
  if (!e.labels.analysable) continue
  const r = results.get(e.call.id) as TAnalysisResult
  const reference = e.labels.summary
  const words = rougeTokens(r.summary).length
  const sentences = sentencesOf(e)
  sum.ours.push(rouge(r.summary, reference))
  sum.lead.push(rouge(upTo(sentences, words), reference))
  const randoms: Rouge[] = []
  for (let k = 0; k < 5; k++) {
    const rand = seeded(k + 1)
    randoms.push(
      rouge(
        upTo(
          [...sentences].sort(() => rand() - 0.5),
          words,
        ),
        reference,
      ),
    )
  }
  sum.random.push({ r1: mean(randoms.map((x) => x.r1)), r2: mean(randoms.map((x) => x.r2)), rl: mean(randoms.map((x) => x.rl)) })
  sum.oracle.push(rouge(oracle(sentences, reference, words), reference))
  note('summary', e, `\n  ours: ${r.summary}\n  reference: ${reference}`)
}
function mean(xs: readonly number[]): number {
  return xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length
}
const avg = (rs: readonly Rouge[]) => ({ r1: mean(rs.map((x) => x.r1)), r2: mean(rs.map((x) => x.r2)), rl: mean(rs.map((x) => x.rl)) })

// Chat: the cited moment against the labelled evidence turns.
let asked = 0
let oursHit = 0
let bm25Hit = 0
let absent = 0
let absentNa = 0
let presentNa = 0
for (const e of corpus) {
  if (!e.labels.analysable) continue
  const lines = e.segments.map((s, idx) => ({ idx, speaker: s.speaker, side: s.side, startMs: s.startMs, text: s.text }))
  for (const q of e.labels.questions) {
    const answer = answerFromCall(q.question, lines, e.context.competitors)
    if (!q.answerable) {
      absent++
      if (answer.noAnswer) absentNa++
      else note('chat', e, `ANSWERED-ABSENT "${q.question}" → ${answer.citations[0]?.text.slice(0, 120)}`)
      continue
    }
    asked++
    const cited = answer.citations[0]?.idx ?? -1
    const bm = bm25Best(
      q.question,
      e.call.turns.map((t) => `${t.speaker} ${t.text}`),
    )
    if (q.evidence.includes(cited)) oursHit++
    else
      note(
        'chat',
        e,
        `MISS "${q.question}" evidence t${q.evidence.join(',')} → t${cited} ${answer.noAnswer ? '(NA)' : (answer.citations[0]?.text.slice(0, 120) ?? '')}`,
      )
    if (answer.noAnswer) presentNa++
    if (q.evidence.includes(bm)) bm25Hit++
  }
}

// Contradictions.
let contradictions = 0
for (const e of corpus) {
  const found = contradictionsOf(results.get(e.call.id) as TAnalysisResult)
  contradictions += found.length
  for (const c of found) note('contradictions', e, c)
}

// One hour of conversation: the corpus laid end to end until about 9,000 words.
const hour: (typeof corpus)[number]['segments'] = []
let offset = 0
let words = 0
for (const e of corpus.filter((x) => x.labels.analysable)) {
  for (const s of e.segments) hour.push({ ...s, startMs: s.startMs + offset, endMs: s.endMs + offset })
  words += e.segments.reduce((n, s) => n + s.text.split(/\s+/).length, 0)
  offset = hour[hour.length - 1].endMs + 1000
  if (words >= 9000) break
}
const context = corpus[0].context
for (let i = 0; i < 3; i++) analyzeCall(hour, context)
const times: number[] = []
for (let i = 0; i < 9; i++) {
  const t = performance.now()
  analyzeCall(hour, context)
  times.push(performance.now() - t)
}
times.sort((a, b) => a - b)

console.log(
  `blind corpus: ${corpus.length} labelled conversations${values.split ? ` (${values.split} split)` : ''}, analysed in ${(analyseMs / 1000).toFixed(1)} s`,
)
console.log('checklist items (per call and item; done = score > 30):')
const all = tally()
for (const [name, t] of items) {
  console.log(row(name, t))
  add(all, t)
}
console.log(row('ALL items', all), '  target: recall ≥ 0.80 at precision ≥ 0.90')
console.log('objections (found within one turn of a labelled one):')
console.log(row('objections', objections), '  target: recall ≥ 0.85 at precision ≥ 0.85')
console.log(`  category agrees on ${sameCategory}/${objections.tp}; handling agrees on ${sameHandling}/${objections.tp}`)
console.log(row('next steps', nextSteps), '  target: recall ≥ 0.90')
console.log(row('action items', actions))
console.log(row('competitors', competitors), `  polarity agrees on ${polarityAgree}/${competitors.tp}`)
const table = (name: string, r: Rouge) => `  ${name.padEnd(16)} ROUGE-1 ${f3(r.r1)}  ROUGE-2 ${f3(r.r2)}  ROUGE-L ${f3(r.rl)}`
const ours = avg(sum.ours)
const random = avg(sum.random)
const best = avg(sum.oracle)
console.log(`summary against reference summaries (${sum.ours.length} calls, F1; baselines of the same length):`)
console.log(table('Parley', ours))
console.log(table('LEAD-N', avg(sum.lead)))
console.log(table('random sentences', random))
console.log(table('greedy oracle', best))
console.log(`  ROUGE-2 from random to oracle: ${f3((ours.r2 - random.r2) / Math.max(1e-9, best.r2 - random.r2))} of the way  (target ≥ 0.5)`)
console.log(
  `chat: top-1 hit rate ${f3(oursHit / Math.max(1, asked))} vs BM25 over turns ${f3(bm25Hit / Math.max(1, asked))} on ${asked} questions (target +0.10); 'not discussed' on ${absentNa}/${absent} unanswerable (target ≥ 0.90), on ${presentNa}/${asked} answerable`,
)
console.log(`contradictions between summary, checklist and best practices: ${contradictions} (target 0)`)
console.log(`one-hour call: ${words.toLocaleString('en-US')} words, ${hour.length} turns: median ${times[4].toFixed(0)} ms over 9 runs (target ≤ 300 ms)`)
// How far two careful people agree: the second labeller scored against the first, as the analyzer is.
const second = loadSecondLabels()
if (second.size > 0) {
  const items2 = tally()
  const objections2 = tally()
  const steps2 = tally()
  for (const [id, b] of second) {
    const a = corpus.find((e) => e.call.id === id)?.labels
    if (!a) continue
    for (const [name, l] of Object.entries(a.checklist)) {
      const other = b.checklist[name]?.present ?? false
      if (other && l.present) items2.tp++
      else if (other) items2.fp++
      else if (l.present) items2.fn++
    }
    const open = [...a.objections]
    for (const o of b.objections) {
      const k = open.findIndex((l) => near(l.turn, o.turn))
      if (k >= 0) {
        open.splice(k, 1)
        objections2.tp++
      } else objections2.fp++
    }
    objections2.fn += open.length
    for (const l of a.nextSteps)
      if (b.nextSteps.some((x) => near(x.turn, l.turn)) || b.actionItems.some((x) => near(x.turn, l.turn))) steps2.tp++
      else steps2.fn++
  }
  console.log(`human agreement: a second labeller on ${second.size} calls, scored against the first as the analyzer is:`)
  console.log(row('checklist items', items2))
  console.log(row('objections', objections2))
  console.log(row('next steps', steps2))
}
for (const x of examples) console.log(x)
