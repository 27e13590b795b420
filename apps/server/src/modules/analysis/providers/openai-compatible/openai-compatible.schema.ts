import { BP_GRADES, FORECAST_LEVELS, SEVERITIES, SPEAKER_SIDES, SWOT_NATURES } from '@parley/shared/schemas/analysis'
import { z } from 'zod'

// What the model is asked to return (sent as response_format json_schema). It differs from ZAnalysisResult on
// purpose: every field is required and nullable instead of optional (OpenAI's strict mode demands it), checklist
// entries carry only the signal id (names come from our definitions), and there are no numeric bounds or patterns
// (the mapper clamps scores and repairs timestamps, so a near-miss is fixed rather than thrown away).

const ZLlmSnippet = z.object({
  text: z.string().describe('the words as spoken'),
  timestamp: z.string().describe('hh:mm:ss of the line quoted'),
  speaker: z.string().nullable(),
})

export const ZLlmChunkAnalysis = z.object({
  summary: z.string().describe('a few sentences on what was discussed and agreed'),
  actionItems: z.array(
    z.object({
      owner: z.string().describe('the person who committed to it'),
      side: z.enum(SPEAKER_SIDES),
      text: z.string(),
      timestamp: z.string().nullable(),
    }),
  ),
  checklist: z.array(
    z.object({
      signalId: z.number().int().describe('id of a checklist signal listed in the prompt'),
      score: z.number().describe('0-100: how fully the call covered the signal'),
      status: z.enum(['pending', 'done']),
      detail: z.string().describe('what was said about it, or what is missing'),
      snippets: z.array(ZLlmSnippet),
    }),
  ),
  objections: z.array(
    z.object({
      category: z.string(),
      subCategory: z.string(),
      severity: z.enum(SEVERITIES),
      evidence: z.string().describe("the prospect's words"),
      timestamp: z.string(),
      handling: z.string().describe('what the rep said next'),
      handlingGrade: z.enum(['Handled', 'Partially handled', 'Not handled']),
      score: z.number().describe('0-100: how well the rep handled it'),
    }),
  ),
  bestPractices: z.array(
    z.object({
      heading: z.string(),
      score: z.number(),
      grade: z.enum(BP_GRADES),
      detail: z.string(),
      timestamps: z.array(z.string()),
    }),
  ),
  swot: z.array(
    z.object({
      nature: z.enum(SWOT_NATURES),
      about: z.string().describe("'us' or the competitor's name"),
      category: z.string(),
      heading: z.string(),
      detail: z.string(),
      timestamp: z.string().nullable(),
    }),
  ),
  competitorMentions: z.array(z.object({ competitor: z.string(), count: z.number().int(), snippets: z.array(ZLlmSnippet) })),
  teamNextSteps: z.array(z.object({ team: z.enum(['TECHNICAL', 'BUSINESS']), text: z.string() })),
  nextSteps: z.array(z.string()),
  forecast: z.enum(FORECAST_LEVELS),
  sentiment: z.object({ rep: z.number().describe('-1 to 1'), prospect: z.number().describe('-1 to 1') }),
  followUpEmail: z.object({ subject: z.string(), body: z.string() }),
})
export type TLlmChunkAnalysis = z.infer<typeof ZLlmChunkAnalysis>

/** The final call of a chunked analysis: the whole-call fields written from the parts' answers. */
export const ZLlmMergeAnswer = ZLlmChunkAnalysis.pick({ summary: true, teamNextSteps: true, nextSteps: true, forecast: true, followUpEmail: true })
export type TLlmMergeAnswer = z.infer<typeof ZLlmMergeAnswer>
