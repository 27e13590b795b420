import { type AnalysisContext, type TAnalysisResult, type TSegment, ZAnalysisResult } from '@parley/shared/schemas/analysis'
import * as read from './openai-compatible.normalize'

// Pure mapping of the model's JSON (openai-compatible.schema.ts, but read defensively: a model may miss a field,
// write '1:02' or 0.8) into the shared ZAnalysisResult. It clamps scores, repairs timestamps (or finds the quoted
// line when the time is missing or invented), drops checklist ids we did not ask about and competitors we do not
// track, and lists every checklist signal of the company exactly once.

type Result = TAnalysisResult

interface MapInput {
  context: AnalysisContext
  /** The segments the model saw: used to place quotes and to refuse times past the end of the call. */
  segments: TSegment[]
}

function snippetsOf(v: unknown, input: MapInput, endMs: number): Result['checklist'][number]['snippets'] {
  return read.records(v).flatMap((s) => {
    const quote = read.text(s.text)
    if (quote === '') return []
    const timestamp = read.timestamp(s.timestamp, endMs) ?? read.locate(input.segments, quote)
    const speaker = read.text(s.speaker)
    return timestamp ? [{ text: quote, timestamp, ...(speaker ? { speaker } : {}) }] : []
  })
}

function checklistOf(v: unknown, input: MapInput, endMs: number): Result['checklist'] {
  const byId = new Map(input.context.checklist.map((c) => [c.id, c]))
  const byName = new Map(input.context.checklist.map((c) => [c.uniqueName.toLowerCase(), c]))
  const found = new Map<number, Result['checklist'][number]>()
  for (const entry of read.records(v)) {
    const id = read.number(entry.signalId)
    const definition = (id !== undefined ? byId.get(id) : undefined) ?? byName.get(read.text(entry.signalId).toLowerCase())
    if (!definition) continue
    const score = read.score(entry.score) ?? 0
    const statusText = read.text(entry.status).toLowerCase()
    const status = statusText === 'done' || statusText === 'completed' || (statusText === '' && score >= 50) ? 'done' : 'pending'
    const signal = {
      signalId: definition.id,
      uniqueName: definition.uniqueName,
      title: definition.label,
      signalType: definition.signalType,
      score,
      status,
      detail: read.text(entry.detail),
      snippets: snippetsOf(entry.snippets, input, endMs),
    } as const
    const seen = found.get(definition.id)
    if (!seen || seen.score < score) found.set(definition.id, signal)
  }
  // Every signal of the company appears once, in the company's order; the ones not heard are pending at 0.
  return input.context.checklist.map(
    (c) =>
      found.get(c.id) ?? {
        signalId: c.id,
        uniqueName: c.uniqueName,
        title: c.label,
        signalType: c.signalType,
        score: 0,
        status: 'pending',
        detail: '',
        snippets: [],
      },
  )
}

function objectionsOf(v: unknown, input: MapInput, endMs: number): Result['objections'] {
  return read.records(v).flatMap((o) => {
    const evidence = read.text(o.evidence)
    const category = read.text(o.category)
    if (evidence === '' && category === '') return []
    const timestamp = read.timestamp(o.timestamp, endMs) ?? read.locate(input.segments, evidence) ?? '00:00:00'
    return [
      {
        category: category || 'Other',
        subCategory: read.text(o.subCategory ?? o.sub_category) || 'General',
        severity: read.severity(o.severity),
        evidence,
        timestamp,
        handling: read.text(o.handling),
        handlingGrade: read.handlingGrade(o.handlingGrade ?? o.handling_grade),
        score: read.score(o.score) ?? 0,
      },
    ]
  })
}

function bestPracticesOf(v: unknown, endMs: number): Result['bestPractices'] {
  return read.records(v).flatMap((b) => {
    const heading = read.text(b.heading ?? b.bp_heading)
    if (heading === '') return []
    const score = read.score(b.score ?? b.bp_score) ?? 0
    const times = read.list(b.timestamps ?? b.bp_timestamp).map((t) => read.timestamp(t, endMs))
    return [
      {
        bp_heading: heading,
        bp_score: score,
        bp_grade: read.bpGrade(b.grade ?? b.bp_grade, score),
        bp_detail: read.text(b.detail ?? b.bp_detail),
        bp_timestamp: times.filter((t): t is string => t !== undefined),
      },
    ]
  })
}

/** The company's competitor name for a mention, 'us' for ourselves; undefined for a competitor we do not track. */
function competitorName(name: string, context: AnalysisContext): string | undefined {
  const k = name.toLowerCase()
  if (k === '' || k === 'us' || k === 'we' || k === context.companyName.toLowerCase()) return 'us'
  if (context.competitors.length === 0) return name
  // 'Gong.io' is Gong; a fragment shorter than three letters matches nothing.
  return context.competitors.find((c) => k.includes(c.toLowerCase()) || (k.length >= 3 && c.toLowerCase().includes(k)))
}

function swotOf(v: unknown, input: MapInput, endMs: number): Result['swot'] {
  return read.records(v).flatMap((s) => {
    const nature = read.swotNature(s.nature)
    const about = competitorName(read.text(s.about), input.context)
    const heading = read.text(s.heading)
    if (!nature || !about || heading === '') return []
    const timestamp = read.timestamp(s.timestamp, endMs)
    return [{ nature, about, category: read.text(s.category) || 'General', heading, detail: read.text(s.detail), ...(timestamp ? { timestamp } : {}) }]
  })
}

function competitorMentionsOf(v: unknown, input: MapInput, endMs: number): Result['competitorMentions'] {
  const byName = new Map<string, Result['competitorMentions'][number]>()
  for (const m of read.records(v)) {
    const name = competitorName(read.text(m.competitor), input.context)
    if (!name || name === 'us') continue
    const snippets = snippetsOf(m.snippets, input, endMs)
    const count = Math.max(Math.round(read.number(m.count) ?? 0), snippets.length, 1)
    const seen = byName.get(name)
    byName.set(name, seen ? { competitor: name, count: seen.count + count, snippets: [...seen.snippets, ...snippets] } : { competitor: name, count, snippets })
  }
  return [...byName.values()]
}

function actionItemsOf(v: unknown, input: MapInput, endMs: number): Result['actionItems'] {
  const sideOf = (owner: string) => {
    const k = owner.toLowerCase()
    return input.context.participants.find((p) => p.name.toLowerCase() === k || p.name.toLowerCase().split(' ')[0] === k)?.side
  }
  return read.records(v).flatMap((a) => {
    const item = read.text(a.text)
    if (item === '') return []
    const owner = read.text(a.owner) || 'Unassigned'
    const timestamp = read.timestamp(a.timestamp, endMs)
    return [{ owner, side: read.side(a.side) ?? sideOf(owner) ?? 'unknown', text: item, ...(timestamp ? { timestamp } : {}) }]
  })
}

export function mapTeamNextSteps(v: unknown): Result['teamNextSteps'] {
  return read.records(v).flatMap((t) => {
    const step = read.text(t.text)
    return step === '' ? [] : [{ team: read.text(t.team).toUpperCase().startsWith('TECH') ? ('TECHNICAL' as const) : ('BUSINESS' as const), text: step }]
  })
}

export const mapNextSteps = (v: unknown): string[] =>
  read
    .list(v)
    .map(read.text)
    .filter((s) => s !== '')

export function mapFollowUpEmail(v: unknown): Result['followUpEmail'] {
  const email = read.isRecord(v) ? v : {}
  return { subject: read.text(email.subject), body: typeof email.body === 'string' ? email.body.trim() : '' }
}

/** One chunk's answer → a complete, validated result for the segments it covered. */
export function mapChunkAnalysis(raw: unknown, input: MapInput): TAnalysisResult {
  const r = read.isRecord(raw) ? raw : {}
  const endMs = input.segments.reduce((max, s) => Math.max(max, s.endMs), 0) || Number.POSITIVE_INFINITY
  const sentiment = read.isRecord(r.sentiment) ? r.sentiment : {}
  return ZAnalysisResult.parse({
    summary: read.text(r.summary),
    actionItems: actionItemsOf(r.actionItems, input, endMs),
    checklist: checklistOf(r.checklist, input, endMs),
    objections: objectionsOf(r.objections, input, endMs),
    bestPractices: bestPracticesOf(r.bestPractices, endMs),
    swot: swotOf(r.swot, input, endMs),
    competitorMentions: competitorMentionsOf(r.competitorMentions, input, endMs),
    teamNextSteps: mapTeamNextSteps(r.teamNextSteps),
    nextSteps: mapNextSteps(r.nextSteps),
    forecast: read.forecast(r.forecast),
    sentiment: { rep: read.sentiment(sentiment.rep), prospect: read.sentiment(sentiment.prospect) },
    followUpEmail: mapFollowUpEmail(r.followUpEmail),
  })
}

/** The final merge call's answer replaces the whole-call fields of the merged parts; a field it leaves empty keeps the merged value. */
export function mapMergeAnswer(raw: unknown, merged: TAnalysisResult): TAnalysisResult {
  const r = read.isRecord(raw) ? raw : {}
  const email = mapFollowUpEmail(r.followUpEmail)
  const teamNextSteps = mapTeamNextSteps(r.teamNextSteps)
  const nextSteps = mapNextSteps(r.nextSteps)
  return ZAnalysisResult.parse({
    ...merged,
    summary: read.text(r.summary) || merged.summary,
    teamNextSteps: teamNextSteps.length > 0 ? teamNextSteps : merged.teamNextSteps,
    nextSteps: nextSteps.length > 0 ? nextSteps : merged.nextSteps,
    forecast: r.forecast === undefined ? merged.forecast : read.forecast(r.forecast),
    followUpEmail: email.subject || email.body ? email : merged.followUpEmail,
  })
}
