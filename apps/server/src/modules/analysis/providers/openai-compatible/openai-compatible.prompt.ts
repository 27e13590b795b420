import type { AnalysisContext, TAnalysisResult, TSegment } from '@parley/shared/schemas/analysis'

/** Rough token estimate for English text (about 4 characters a token), used only to size chunks. */
export const estimateTokens = (text: string): number => Math.ceil(text.length / 4)

export function formatTimestamp(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`
}

/** '[hh:mm:ss] Speaker (rep|prospect|unknown): text' — the line format the prompt and the timestamps rely on. */
export const renderSegment = (s: TSegment): string => `[${formatTimestamp(s.startMs)}] ${s.speaker} (${s.side}): ${s.text.replace(/\s+/g, ' ').trim()}`

export interface ChunkOptions {
  /** Transcript tokens per request (default 12,000). */
  maxTokens?: number
  /** Tokens of the previous chunk repeated at the start of the next, so a thought cut in two is seen whole. */
  overlapTokens?: number
}

/** A segment longer than the whole budget is cut into pieces that keep its speaker and start time. */
function splitOversized(segments: TSegment[], maxTokens: number): TSegment[] {
  const maxChars = maxTokens * 4 - 100
  return segments.flatMap((s) => {
    if (estimateTokens(renderSegment(s)) <= maxTokens) return [s]
    const parts: TSegment[] = []
    for (let i = 0; i < s.text.length; i += maxChars) parts.push({ ...s, text: s.text.slice(i, i + maxChars) })
    return parts
  })
}

/** Cuts the transcript into chunks of at most `maxTokens` (rendered lines), overlapping by about `overlapTokens`. */
export function chunkSegments(segments: TSegment[], options: ChunkOptions = {}): TSegment[][] {
  const maxTokens = options.maxTokens ?? 12_000
  const overlap = Math.min(options.overlapTokens ?? 600, Math.floor(maxTokens / 4))
  const all = splitOversized(
    segments.filter((s) => s.text.trim() !== ''),
    maxTokens,
  )
  const cost = all.map((s) => estimateTokens(renderSegment(s)) + 1)
  const chunks: TSegment[][] = []
  let start = 0
  while (start < all.length) {
    let end = start
    let used = 0
    while (end < all.length && (end === start || used + (cost[end] as number) <= maxTokens)) used += cost[end++] as number
    chunks.push(all.slice(start, end))
    if (end >= all.length) break
    // Step back over the last segments of this chunk, up to the overlap budget, but always move forward.
    let next = end
    let repeated = 0
    while (next - 1 > start && repeated + (cost[next - 1] as number) <= overlap) repeated += cost[--next] as number
    start = next
  }
  return chunks
}

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)
const clean = (v: unknown, max: number) => (typeof v === 'string' && v.trim() !== '' ? v.replace(/\s+/g, ' ').trim().slice(0, max) : undefined)

/** A few of the signal's cue phrases (properties.cues: the lexicon the embedded analyzer reads) as plain words. */
function cuePhrases(cues: unknown): string[] {
  const phrases = Array.isArray(cues)
    ? cues
    : isRecord(cues)
      ? [...(Array.isArray(cues.strong) ? cues.strong : []), ...(Array.isArray(cues.positive) ? cues.positive : [])]
      : []
  return phrases
    .filter((q): q is string => typeof q === 'string' && !q.startsWith('/'))
    .map((q) => q.replace(/\*|\.\.\./g, '').trim())
    .filter(Boolean)
    .slice(0, 6)
}

function checklistLines(context: AnalysisContext): string[] {
  return context.checklist.map((c) => {
    const why = clean(c.properties.why_text, 300) ?? clean(c.properties.detail, 300)
    const model = isRecord(c.properties.model) ? c.properties.model : undefined
    const cues = model && Array.isArray(model.examples) ? cuePhrases(model.examples) : cuePhrases(c.properties.cues)
    return [
      `- id ${c.id} · ${c.label} [${c.signalType}]`,
      why ? `: ${why}` : '',
      cues.length > 0 ? ` (listen for: ${cues.map((q) => `"${q}"`).join(', ')})` : '',
    ].join('')
  })
}

/** The company's objection categories and sub-categories (cues.categories of its objections signal), so both engines report under the same names. */
function objectionCategories(context: AnalysisContext): string | undefined {
  const lines = context.checklist.flatMap((c) => {
    const categories = isRecord(c.properties.cues) ? c.properties.cues.categories : undefined
    if (!isRecord(categories)) return []
    return Object.entries(categories).map(([name, body]) => {
      const subs = isRecord(body) && isRecord(body.subCategories) ? Object.keys(body.subCategories) : []
      return subs.length > 0 ? `${name} (${subs.join(', ')})` : name
    })
  })
  return lines.length > 0 ? `Objection categories (sub-categories), use these names: ${lines.join('; ')}` : undefined
}

function contextBlock(context: AnalysisContext): string {
  const people = context.participants.map((p) => `- ${p.name} (${p.side})${p.email ? ` <${p.email}>` : ''}`)
  return [
    `Call: ${context.title} (${context.startTime})`,
    `Our company: ${context.companyName}`,
    context.dealStage ? `Deal stage: ${context.dealStage}` : '',
    context.agendaType ? `Agenda: ${context.agendaType}` : '',
    'Participants (rep = our side, prospect = the buyer):',
    ...(people.length > 0 ? people : ['- (none listed; use the speaker names in the transcript)']),
    `Competitors to watch for: ${context.competitors.length > 0 ? context.competitors.join(', ') : 'none listed; report any competitor named'}`,
    objectionCategories(context) ?? '',
    'Checklist signals (return one checklist entry per id below, and no other ids):',
    ...checklistLines(context),
  ]
    .filter((line) => line !== '')
    .join('\n')
}

export function systemPrompt(companyName: string): string {
  return [
    `You analyse recorded sales calls for ${companyName}. You read a transcript and return only JSON in the requested shape.`,
    'Rules:',
    '- Base every item on what was actually said; never invent facts, names or numbers. Empty lists are fine.',
    '- Copy timestamps from the transcript lines as hh:mm:ss; use the time of the line you quote.',
    '- Quote exactly: every quoted text (snippets, objection evidence) must be words of one transcript line. A quote that is not in the transcript is discarded.',
    '- Who speaks matters. A concern raised by a prospect is an objection; a rep\'s question about it is not. Negations count ("we don\'t have budget" is a budget objection; "budget is not a problem" is not).',
    '- Checklist: score 0-100 how fully the call covered each signal; status "done" when it was covered well enough to act on, else "pending". Quote the lines that show it.',
    '- Objections: category such as Pricing, Budget, Timing, Authority, Need, Competition, Product fit, Integration, Security, Trust; severity High when it can stop the deal; grade how the rep handled it from what the rep said next.',
    '- Action items: commitments someone made ("I\'ll send…", "we will…", "next step is…"), owned by the person who made them.',
    "- SWOT: strengths, weaknesses, opportunities and threats about us ('us') or about a named competitor. Who said what about whom decides: the prospect praising or leaning to a competitor is a threat about that competitor, never a strength; a complaint about a competitor is an opportunity; our price above a competitor's is a Pricing objection and a weakness about us.",
    '- Next steps and team next steps are short actions in the imperative ("Send the revised proposal by Friday"), never quotes or speaker names. The next-steps checklist signal is done exactly when next steps were agreed.',
    '- Forecast: High Likely, Likely, Less Likely or No forecast when the call says too little.',
    '- Sentiment from -1 (negative) to 1 (positive) for each side. The follow-up e-mail is from the rep to the prospect.',
  ].join('\n')
}

export function chunkPrompt(context: AnalysisContext, chunk: TSegment[], part: number, parts: number): string {
  const first = chunk[0]
  const last = chunk.at(-1)
  const span = first && last ? ` (${formatTimestamp(first.startMs)} to ${formatTimestamp(last.endMs)})` : ''
  const header =
    parts > 1
      ? `Transcript, part ${part} of ${parts}${span}. Analyse this part only; the parts are merged afterwards. The start may repeat the end of the previous part.`
      : `Transcript${span}:`
  return `${contextBlock(context)}\n\n${header}\n${chunk.map(renderSegment).join('\n')}`
}

/** The final call of a chunked analysis: the parts' own summaries and outlooks, plus what was merged already. */
export function mergePrompt(context: AnalysisContext, parts: TAnalysisResult[], merged: TAnalysisResult): string {
  const partLines = parts.map((p, i) =>
    [
      `Part ${i + 1} of ${parts.length}:`,
      `Summary: ${p.summary}`,
      `Next steps: ${p.nextSteps.join('; ') || 'none'}`,
      `Team next steps: ${p.teamNextSteps.map((t) => `${t.team}: ${t.text}`).join('; ') || 'none'}`,
      `Forecast: ${p.forecast}`,
      `Follow-up e-mail draft: ${p.followUpEmail.subject} — ${p.followUpEmail.body.slice(0, 600)}`,
    ].join('\n'),
  )
  const facts = [
    `Checklist covered: ${
      merged.checklist
        .filter((c) => c.status === 'done')
        .map((c) => c.title)
        .join(', ') || 'none'
    }`,
    `Still open: ${
      merged.checklist
        .filter((c) => c.status === 'pending')
        .map((c) => c.title)
        .join(', ') || 'none'
    }`,
    `Objections: ${merged.objections.map((o) => `${o.category} (${o.severity}, ${o.handlingGrade})`).join('; ') || 'none'}`,
    `Action items: ${merged.actionItems.map((a) => `${a.owner}: ${a.text}`).join('; ') || 'none'}`,
  ]
  return [
    contextBlock(context),
    '',
    `The call was analysed in ${parts.length} consecutive parts. Write the whole call's summary (a few sentences), next steps, team next steps, forecast and follow-up e-mail from them. Drop repeats; keep what was agreed last.`,
    '',
    ...partLines,
    '',
    'Across the whole call:',
    ...facts,
  ].join('\n')
}
