// The default demo built in memory as the analyzer sees each call: segments plus call context, and what the
// generator planted in it. Shared by bench/analysis-eval.ts and bench/analysis-speed.ts; no database.
import type { AnalysisContext, TSegment } from '@parley/shared/schemas/analysis'
import { collectDemo } from '../apps/server/src/demo/generate'
import type { PlantedFacts } from '../apps/server/src/demo/planted'
import type { DemoChecklist, DemoData, DemoOptions } from '../apps/server/src/demo/types'

export interface DemoCall {
  recordingId: number
  callType: string
  durationSec: number
  segments: TSegment[]
  context: AnalysisContext
  planted: PlantedFacts
}

/** A fixed reference time, so every run scores the same calls. */
export const EVAL_NOW = Date.UTC(2025, 5, 2, 12)

/** properties as the demo writer stores them (see demo/write-rows.ts). */
const propertiesOf = (c: DemoChecklist): Record<string, unknown> => ({
  why_text: c.whyText,
  how_text: c.howText,
  tags: c.tags.join(', '),
  ...(c.model ? { model: c.model } : {}),
})

export function demoCalls(options: DemoOptions = {}): { calls: DemoCall[]; data: DemoData } {
  const planted = new Map<number, PlantedFacts>()
  const data = collectDemo({ seed: 42, now: EVAL_NOW, ...options, planted })
  const segmentsBy = new Map<number, TSegment[]>()
  for (const s of data.segments) {
    const list = segmentsBy.get(s.recordingId) ?? []
    list.push({ speaker: s.speakerName, side: s.side, startMs: s.startMs, endMs: s.endMs, text: s.text })
    segmentsBy.set(s.recordingId, list)
  }
  const participantsBy = new Map<number, AnalysisContext['participants']>()
  for (const p of data.participants) {
    const list = participantsBy.get(p.recordingId) ?? []
    list.push({ name: p.name, email: p.email, side: p.side })
    participantsBy.set(p.recordingId, list)
  }
  const calls: DemoCall[] = []
  for (const r of data.recordings) {
    const company = data.companies.find((c) => c.id === r.companyId)
    const facts = planted.get(r.id)
    if (!company || !facts) continue
    calls.push({
      recordingId: r.id,
      callType: r.callType,
      durationSec: r.durationSec,
      segments: segmentsBy.get(r.id) ?? [],
      planted: facts,
      context: {
        title: r.title,
        startTime: new Date(r.startedAt).toISOString(),
        companyName: company.name,
        checklist: data.checklists
          .filter((c) => c.companyId === company.id)
          .map((c) => ({ id: c.id, uniqueName: c.uniqueName, label: c.label, signalType: c.signalType, properties: propertiesOf(c) })),
        competitors: company.competitors,
        participants: participantsBy.get(r.id) ?? [],
        agendaType: r.agendaType,
        dealStage: null,
      },
    })
  }
  return { calls, data }
}
