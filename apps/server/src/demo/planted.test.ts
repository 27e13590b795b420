import { describe, expect, it } from 'vitest'
import { compileSignal } from '../modules/analysis/providers/embedded/signal-detector'
import { collectDemo } from './generate'
import type { PlantedFacts } from './planted'

const NOW = Date.UTC(2025, 5, 2, 12)

describe('planted facts (ground truth for bench/analysis-eval)', () => {
  const planted = new Map<number, PlantedFacts>()
  const data = collectDemo({ seed: 7, now: NOW, planted })

  it('are recorded for every recording without changing what the generator produces', () => {
    expect([...planted.keys()].sort((a, b) => a - b)).toEqual(data.recordings.map((r) => r.id).sort((a, b) => a - b))
    const plain = collectDemo({ seed: 7, now: NOW })
    expect(plain.segments.map((s) => s.text)).toEqual(data.segments.map((s) => s.text))
  })

  it('point at what was said, where it was said', () => {
    const bySegmentStart = new Map(data.segments.map((s) => [`${s.recordingId}/${s.startMs}`, s]))
    let objections = 0
    for (const [recordingId, facts] of planted) {
      for (const o of facts.objections) {
        objections++
        const seg = bySegmentStart.get(`${recordingId}/${o.startMs}`)
        expect(seg?.side).toBe('prospect')
        expect(o.text.startsWith(seg?.text ?? '∅')).toBe(true)
      }
      for (const a of facts.actionItems) expect(a.endMs).toBeGreaterThanOrEqual(a.startMs)
    }
    expect(objections).toBeGreaterThan(100)
    const signals = new Set([...planted.values()].flatMap((f) => f.signals.map((s) => s.uniqueName)))
    expect([...signals].sort()).toEqual(
      [
        'budget',
        'current_provider',
        'current_solution',
        'decision_process',
        'next_steps',
        'objections',
        'opening',
        'pain_or_priority',
        'pitch',
        'resistance_handling',
        'timelines',
      ].sort(),
    )
  })

  it('plant nothing in silent calls', () => {
    const silent = data.recordings.filter((r) => r.shape === 'silent')
    for (const r of silent) expect(planted.get(r.id)).toMatchObject({ signals: [], objections: [], actionItems: [] })
  })

  it('sit beside an editable analyzer model on every checklist definition and a competitor list per company', () => {
    for (const c of data.checklists) expect(compileSignal(c.model)).not.toBeNull()
    for (const c of data.companies) expect(c.competitors.length).toBeGreaterThan(2)
  })
})
