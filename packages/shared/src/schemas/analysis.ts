import { z } from 'zod'

// One analysis result schema for the embedded analyzer and any LLM. Every screen and report
// reads stored results of this shape; nothing re-analyses on read.

export const SPEAKER_SIDES = ['rep', 'prospect', 'unknown'] as const
export const ZSpeakerSide = z.enum(SPEAKER_SIDES)
export type TSpeakerSide = z.infer<typeof ZSpeakerSide>

/** A normalised transcript segment: what every parser produces and every analyzer reads. */
export const ZSegment = z.object({
  speaker: z.string(),
  side: ZSpeakerSide,
  startMs: z.number().int().nonnegative(),
  endMs: z.number().int().nonnegative(),
  text: z.string(),
})
export type TSegment = z.infer<typeof ZSegment>

/** 'hh:mm:ss' or a range 'hh:mm:ss --> hh:mm:ss'; a call past 99 hours has more hour digits. */
export const ZTimestamp = z.string().regex(/^\d{2,}:\d{2}:\d{2}( --> \d{2,}:\d{2}:\d{2})?$/)

export const ZSnippet = z.object({ text: z.string(), timestamp: ZTimestamp, speaker: z.string().optional() })

export const FORECAST_LEVELS = ['High Likely', 'Likely', 'Less Likely', 'No forecast'] as const
export const SEVERITIES = ['High', 'Medium', 'Low'] as const
export const BP_GRADES = ['Followed', 'Not followed'] as const
export const SWOT_NATURES = ['strength', 'weakness', 'opportunity', 'threat'] as const

export const ZChecklistSignal = z.object({
  /** checklist_definitions.id of the company's signal */
  signalId: z.number().int(),
  uniqueName: z.string(),
  title: z.string(),
  signalType: z.enum(['checklist', 'insight']),
  score: z.number().int().min(0).max(100),
  status: z.enum(['pending', 'done']),
  detail: z.string(),
  snippets: z.array(ZSnippet),
})

export const ZObjection = z.object({
  category: z.string(),
  subCategory: z.string(),
  severity: z.enum(SEVERITIES),
  evidence: z.string(),
  timestamp: ZTimestamp,
  /** What the rep said next, and how well it answered the objection. */
  handling: z.string(),
  handlingGrade: z.enum(['Handled', 'Partially handled', 'Not handled']),
  score: z.number().int().min(0).max(100),
})

export const ZBestPractice = z.object({
  bp_heading: z.string(),
  bp_score: z.number().int().min(0).max(100),
  bp_grade: z.enum(BP_GRADES),
  bp_detail: z.string(),
  bp_timestamp: z.array(ZTimestamp),
})

export const ZSwotInsight = z.object({
  nature: z.enum(SWOT_NATURES),
  /** 'us' or a named competitor */
  about: z.string(),
  category: z.string(),
  heading: z.string(),
  detail: z.string(),
  timestamp: ZTimestamp.optional(),
})

export const ZAnalysisResult = z.object({
  summary: z.string(),
  actionItems: z.array(z.object({ owner: z.string(), side: ZSpeakerSide, text: z.string(), timestamp: ZTimestamp.optional() })),
  checklist: z.array(ZChecklistSignal),
  objections: z.array(ZObjection),
  bestPractices: z.array(ZBestPractice),
  swot: z.array(ZSwotInsight),
  competitorMentions: z.array(
    z.object({
      competitor: z.string(),
      count: z.number().int().positive(),
      /** How the buyer side spoke of it: praise or preference (a threat to us), complaints (an opening), or neither. */
      polarity: z.enum(['favorable', 'unfavorable', 'neutral']).optional(),
      snippets: z.array(ZSnippet),
    }),
  ),
  teamNextSteps: z.array(z.object({ team: z.enum(['TECHNICAL', 'BUSINESS']), text: z.string() })),
  nextSteps: z.array(z.string()),
  forecast: z.enum(FORECAST_LEVELS),
  sentiment: z.object({ rep: z.number().min(-1).max(1), prospect: z.number().min(-1).max(1) }),
  followUpEmail: z.object({ subject: z.string(), body: z.string() }),
})
export type TAnalysisResult = z.infer<typeof ZAnalysisResult>

/** What an analyzer is told about the call beyond its segments. */
export interface AnalysisContext {
  title: string
  startTime: string
  companyName: string
  /** The company's checklist: each definition carries its cue lexicon (properties.cues) as editable data. */
  checklist: {
    id: number
    uniqueName: string
    label: string
    signalType: 'checklist' | 'insight'
    properties: Record<string, unknown>
  }[]
  competitors: string[]
  participants: { name: string; email: string | null; side: TSpeakerSide }[]
  agendaType?: string | null
  dealStage?: string | null
}

export interface AnalysisOutcome {
  result: TAnalysisResult
  engine: 'embedded' | 'openai-compatible'
  model: string | null
  usage?: { inputTokens: number; outputTokens: number }
  /** Set when the LLM failed and the embedded result was kept. */
  note?: string
}
