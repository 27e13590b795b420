// The blind evaluation corpus (bench/corpus): conversations and their labels, read as the analyzer sees a call.
// Turn times are laid out from word counts (about 150 words a minute), one segment per turn.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { AnalysisContext, TSegment, TSpeakerSide } from '@parley/shared/schemas/analysis'
import { z } from 'zod'
import { CHECKLIST_LIBRARY } from '../../apps/server/src/demo/checklists'
import { checklistProperties } from '../../apps/server/src/modules/analysis/providers/embedded/checklist-library'

const ZCall = z.object({
  id: z.string(),
  kind: z.string(),
  language: z.string().default('en'),
  style: z.enum(['clean', 'asr']).default('clean'),
  title: z.string(),
  sellerCompany: z.string(),
  sellerProduct: z.string().optional(),
  knownCompetitors: z.array(z.string()).default([]),
  speakers: z.array(z.object({ label: z.string(), name: z.string().nullable().optional(), side: z.enum(['rep', 'prospect']), role: z.string().optional() })),
  turns: z.array(z.object({ speaker: z.string(), text: z.string() })),
})
export type CorpusCall = z.infer<typeof ZCall>

const ZItem = z.object({ present: z.boolean(), evidence: z.array(z.number().int()).default([]) })
const ZLabels = z.object({
  id: z.string(),
  analysable: z.boolean().default(true),
  checklist: z.record(z.string(), ZItem),
  objections: z.array(
    z.object({
      turn: z.number().int(),
      category: z.string(),
      quote: z.string().optional(),
      handled: z.boolean(),
      handlingTurn: z.number().int().nullable().optional(),
    }),
  ),
  nextSteps: z.array(z.object({ turn: z.number().int(), text: z.string() })),
  actionItems: z.array(z.object({ turn: z.number().int(), owner: z.string(), text: z.string() })),
  competitors: z.array(z.object({ name: z.string(), turns: z.array(z.number().int()).default([]), polarity: z.enum(['favorable', 'unfavorable', 'neutral']) })),
  summary: z.string(),
  questions: z.array(z.object({ question: z.string(), answerable: z.boolean(), evidence: z.array(z.number().int()).default([]) })),
})
export type CorpusLabels = z.infer<typeof ZLabels>

export interface CorpusEntry {
  call: CorpusCall
  labels: CorpusLabels
  segments: TSegment[]
  /** Each turn's [startMs, endMs). */
  turnTimes: [number, number][]
  context: AnalysisContext
}

const ROOT = path.join(import.meta.dirname, '..', 'corpus')
const WORDS_PER_MS = 150 / 60_000

/** Speakers a meeting tool labels anonymously or by role match no attendee: their side is unknown to Parley. */
const anonymous = (label: string) => /^(?:speaker|spk)[ _-]?\d+$/i.test(label.trim())

/** Parley matches a speaker to an attendee by name: a label that is the name (or its first name) has a side. */
function sideOf(call: CorpusCall, label: string): TSpeakerSide {
  const s = call.speakers.find((x) => x.label === label)
  if (!s?.name || anonymous(label)) return 'unknown'
  const l = label.trim().toLowerCase()
  const n = s.name.trim().toLowerCase()
  return l === n || l === n.split(/\s+/)[0] ? s.side : 'unknown'
}

function contextOf(call: CorpusCall): AnalysisContext {
  return {
    title: call.title,
    startTime: '2026-10-01T15:00:00.000Z',
    companyName: call.sellerCompany,
    checklist: CHECKLIST_LIBRARY.map((s, i) => ({
      id: 1000 + i,
      uniqueName: s.uniqueName,
      label: s.label,
      signalType: s.signalType ?? 'checklist',
      properties: checklistProperties(s.uniqueName),
    })),
    competitors: call.knownCompetitors,
    // Named speakers are attendees of the invite; anonymous ones are not.
    participants: call.speakers
      .filter((s) => s.name)
      .map((s) => ({
        name: s.name as string,
        email: `${(s.name as string).toLowerCase().replace(/\W+/g, '.')}@${s.side === 'rep' ? 'seller' : 'buyer'}.example`,
        side: s.side,
      })),
    agendaType: null,
    dealStage: null,
  }
}

export function toEntry(call: CorpusCall, labels: CorpusLabels): CorpusEntry {
  const segments: TSegment[] = []
  const turnTimes: [number, number][] = []
  let at = 2_000
  for (const t of call.turns) {
    const words = t.text.split(/\s+/).filter(Boolean).length
    const span = Math.max(1_200, Math.round(words / WORDS_PER_MS))
    segments.push({ speaker: t.speaker, side: sideOf(call, t.speaker), startMs: at, endMs: at + span, text: t.text })
    turnTimes.push([at, at + span])
    at += span + 400
  }
  return { call, labels, segments, turnTimes, context: contextOf(call) }
}

/** Every conversation that has labels, in id order. */
export function loadCorpus(dir = ROOT): CorpusEntry[] {
  const out: CorpusEntry[] = []
  for (const file of readdirSync(path.join(dir, 'calls'))
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const call = ZCall.parse(JSON.parse(readFileSync(path.join(dir, 'calls', file), 'utf8')))
    let labelsText: string
    try {
      labelsText = readFileSync(path.join(dir, 'labels', file), 'utf8')
    } catch {
      continue
    }
    out.push(toEntry(call, ZLabels.parse(JSON.parse(labelsText))))
  }
  return out
}

/** A second, independent labeller's labels of some calls (bench/corpus/labels-second), by call id. */
export function loadSecondLabels(dir = ROOT): Map<string, CorpusLabels> {
  const out = new Map<string, CorpusLabels>()
  const folder = path.join(dir, 'labels-second')
  let files: string[] = []
  try {
    files = readdirSync(folder).filter((f) => f.endsWith('.json'))
  } catch {
    return out
  }
  for (const f of files) {
    const labels = ZLabels.parse(JSON.parse(readFileSync(path.join(folder, f), 'utf8')))
    out.set(labels.id, labels)
  }
  return out
}

/** The turn a timestamp ('hh:mm:ss', seconds resolution) falls in. */
export function turnAt(entry: CorpusEntry, timestamp: string): number {
  const [h, m, s] = timestamp.slice(0, 8).split(':').map(Number)
  const ms = (h * 3600 + m * 60 + s) * 1000
  let best = 0
  for (let i = 0; i < entry.turnTimes.length; i++) if (entry.turnTimes[i][0] <= ms + 999) best = i
  return best
}
