import { z } from 'zod'
import { ZReportSchema } from './reports'

// Notetaker Adoption (a row per rep: "rep name, rep email, manager, scheduled,
// eligible (eligibleNotetaker + eligibleExternal), recorded (recordedExternal + recordedNotetaker), instant,
// notetakerAdoptionRate (whole percent; 0 when eligible is 0)").

export const ZAdoptionCounts = z.object({
  scheduled: z.number(),
  eligibleNotetaker: z.number(),
  eligibleExternal: z.number(),
  eligible: z.number(),
  recordedNotetaker: z.number(),
  recordedExternal: z.number(),
  recorded: z.number(),
  instant: z.number(),
  notetakerAdoptionRate: z.number(),
})
export type TAdoptionCounts = z.infer<typeof ZAdoptionCounts>

export const ZAdoptionRow = ZAdoptionCounts.extend({
  rep_id: z.number(),
  rep_name: z.string(),
  rep_email: z.string(),
  /** The rep's managers, comma-separated; null when none. */
  manager: z.string().nullable(),
})
export type TAdoptionRow = z.infer<typeof ZAdoptionRow>

/** One page of reps (take/skip) or every rep (take omitted), with the whole filtered set's totals. */
export const ZAdoptionPageResponse = z.object({
  data: z.object({ result: z.array(ZAdoptionRow), total: z.number(), totals: ZAdoptionCounts, schema: ZReportSchema }),
})
export type TAdoptionPageResponse = z.infer<typeof ZAdoptionPageResponse>

export const ZAdoptionTrendPoint = ZAdoptionCounts.extend({ x: z.string() })

/** The charts: the counts per period of the group, and adoption per rep (the reps with most eligible calls). */
export const ZAdoptionChartsResponse = z.object({
  data: z.object({
    group: z.enum(['day', 'week', 'month']),
    trend: z.array(ZAdoptionTrendPoint),
    reps: z.array(z.object({ x: z.string(), y: z.number(), eligible: z.number() })),
  }),
})
export type TAdoptionChartsResponse = z.infer<typeof ZAdoptionChartsResponse>
