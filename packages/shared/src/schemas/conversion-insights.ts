import { z } from 'zod'
import { MOVEMENTS } from '../rules/conversion-insights'
import { ZReportQuery, ZReportSchema } from './reports'

// Conversion Insights (page 7): "POST /reports/meetings-deals-report (query: role, startTime, endTime, filter, distinct,
// sort, skip, take)" answers deals with their calls in the range; "POST /users/MeetingsOutcomesReport" the outcomes of
// those deals (stage movement, movement by starting stage, checklist coverage of deals that moved on against the rest).

export const ZMovement = z.enum(MOVEMENTS)

export const ZConversionRow = z.object({
  deal_id: z.number(),
  crm_deal_id: z.string(),
  deal_name: z.string(),
  account_name: z.string().nullable(),
  owner_name: z.string().nullable(),
  deal_type: z.string().nullable(),
  /** As Pipeline Review's: text, "-1 means none". */
  amount: z.string(),
  close_date: z.string().nullable(),
  /** The stage when the range began ("previous_deal_stage"). */
  previous_deal_stage: z.string().nullable(),
  /** The stage when the range ended. */
  sales_stage: z.string().nullable(),
  movement: ZMovement,
  calls: z.number(),
  recorded_calls: z.number(),
  last_call_date: z.string().nullable(),
  /** The last recorded call in the range (zra_id), for the call link. */
  last_recorded_call_id: z.number().nullable(),
  checklist: z.array(z.object({ key: z.string(), name: z.string(), score: z.number().nullable() })),
  /** Fraction 0–1 of the company's checklist covered ("shown multiplied by 100"). */
  checklist_adoption: z.number(),
})
export type TConversionRow = z.infer<typeof ZConversionRow>

export const ZConversionPageResponse = z.object({
  data: z.object({ result: z.array(ZConversionRow), total: z.number(), schema: ZReportSchema }),
})
export type TConversionPageResponse = z.infer<typeof ZConversionPageResponse>

const ZMovementCounts = z.object({
  Won: z.number(),
  'Moved forward': z.number(),
  'No movement': z.number(),
  'Moved backward': z.number(),
  Lost: z.number(),
})
export type TMovementCounts = z.infer<typeof ZMovementCounts>

/**
 * Conversion Insights' variant of POST /users/MeetingsOutcomesReport: the common query, told apart from the
 * development-rep dashboard's by onlyBDRData left out (or false).
 */
export const ZConversionOutcomesQuery = ZReportQuery.extend({ onlyBDRData: z.literal(false).optional() }).strict()
export type TConversionOutcomesQuery = z.infer<typeof ZConversionOutcomesQuery>

export const ZOutcomesResponse = z.object({
  data: z.object({
    total: z.number(),
    movement: ZMovementCounts,
    /** Deals per stage at the start of the range, by where they went (stages in the pipeline's order). */
    by_stage: z.array(ZMovementCounts.extend({ stage: z.string(), total: z.number() })),
    /** Per checklist item: the percent of deals that moved on (Won, Moved forward) and of the others that covered it. */
    checklist: z.array(z.object({ key: z.string(), name: z.string(), progressed: z.number(), other: z.number() })),
    progressed_deals: z.number(),
    other_deals: z.number(),
  }),
})
export type TOutcomesResponse = z.infer<typeof ZOutcomesResponse>
