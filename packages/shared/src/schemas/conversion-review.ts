import { z } from 'zod'
import { AGG_TYPES, LEADERBOARD_GROUPINGS, MQL_METRIC_TYPES, QUALIFIED_METRIC_TYPES } from '../rules/conversion-review'
import { ZReportQuery } from './reports'

// Qualified-deal review and MQL-deal review: POST
// /reports/qualified-deal-review-metrics?metricType= and /reports/mql-deal-review-metrics?metricType= with "query {role,
// startTime, endTime, created and close date ranges, filter, aggType, distinct}"; "Response data.data". Field names are
// the Qualified/MQL summary's.

const listOf = (values: readonly string[]) => values.join(', ')

/** The body: the common report query plus the trend's aggregation and the leaderboards' grouping. */
export const ZReviewQuery = ZReportQuery.extend({
  /** "Aggregation: month, quarter"; default month. */
  aggType: z.enum(AGG_TYPES, { error: `aggType must be one of ${listOf(AGG_TYPES)}.` }).nullish(),
  /** "Leaderboard grouping: Deal Owner, Deal Owner Manager, Region, Sub Region, Funnel by Product, Segment"; default owner. */
  groupBy: z.enum(LEADERBOARD_GROUPINGS, { error: `groupBy must be one of ${listOf(LEADERBOARD_GROUPINGS)}.` }).nullish(),
}).strict()
export type TReviewQuery = z.infer<typeof ZReviewQuery>

export const ZQualifiedMetricQuery = z.object({
  metricType: z.enum(QUALIFIED_METRIC_TYPES, { error: `metricType must be one of ${listOf(QUALIFIED_METRIC_TYPES)}.` }),
})
export const ZMqlMetricQuery = z.object({
  metricType: z.enum(MQL_METRIC_TYPES, { error: `metricType must be one of ${listOf(MQL_METRIC_TYPES)}.` }),
})

const ZMovement = z.enum(['forward', 'backward', 'lost', 'none', 'other'])
/** Deals of the review by the stage they are in at the end of the period, in the qualified-review set's order, unknown last. */
export const ZStageCount = z.object({ stage: z.string(), movement: ZMovement, count: z.number().int() })
export type TStageCount = z.infer<typeof ZStageCount>

/** qualified_deals: the cards. */
export const ZQualifiedDeals = z.object({
  totalQualified: z.number().int(),
  moved: z.number().int(),
  movedBackward: z.number().int(),
  noMovement: z.number().int(),
  /** Deals in a stage no rule places (counted in the total, in no card). */
  otherStages: z.number().int(),
  conversionPercentage: z.number(),
  qualifiedDeals: z.array(ZStageCount),
})
/** mql_deals: the cards. */
export const ZMqlDeals = z.object({
  totalMQL: z.number().int(),
  moved: z.number().int(),
  lost: z.number().int(),
  noMovement: z.number().int(),
  otherStages: z.number().int(),
  conversionPercentage: z.number(),
  mqlDeals: z.array(ZStageCount),
})

/** One period of the trend: deals that entered the starting stage in it, how many have moved forward and back since. */
export const ZConversionPoint = z.object({
  period: z.string(),
  label: z.string(),
  total: z.number().int(),
  converted: z.number().int(),
  lost: z.number().int(),
  percentage: z.number(),
})
export const ZCountPoint = z.object({ period: z.string(), label: z.string(), count: z.number().int() })
export const ZReviewConversion = z.object({
  aggType: z.enum(AGG_TYPES),
  conversionGraph: z.array(ZConversionPoint),
  /** Of each period's deals, how many are still in the starting stage (currentlyQualifiedGraph / currentlyMQLGraph). */
  currentlyQualifiedGraph: z.array(ZCountPoint).optional(),
  currentlyMQLGraph: z.array(ZCountPoint).optional(),
})
export type TReviewConversion = z.infer<typeof ZReviewConversion>

/** *_lost: the deals that moved back (qualified) or were lost (MQL), by the stage they are in. */
export const ZReviewLost = z.object({ lost: z.number().int(), lostByStage: z.array(z.object({ stage: z.string(), count: z.number().int() })) })

/** "leaderboards (owner, owner_manager, region, sub_region, funnel_by_product, segment, count)": the grouping's key is set. */
export const ZLeaderboardRow = z.object({
  owner: z.string().optional(),
  owner_manager: z.string().optional(),
  region: z.string().optional(),
  sub_region: z.string().optional(),
  funnel_by_product: z.string().optional(),
  segment: z.string().optional(),
  count: z.number().int(),
})
export type TLeaderboardRow = z.infer<typeof ZLeaderboardRow>
/**
 * "fatalObjectionsLeaderBoard (dealName, objections, lastRecordedCallId)": the objections raised on the deal's recorded
 * calls, with how many of them are of High and Medium severity (the rest Low or unrated).
 */
export const ZObjectionDeal = z.object({
  dealId: z.number().int(),
  dealName: z.string(),
  objections: z.number().int(),
  high: z.number().int(),
  medium: z.number().int(),
  lastRecordedCallId: z.number().int().nullable(),
})
export type TObjectionDeal = z.infer<typeof ZObjectionDeal>
/** "eligibleNotRecordedChart (not_recorded_reason, count, owner_count, owner_names)". */
export const ZNotRecordedSlice = z.object({
  not_recorded_reason: z.string(),
  count: z.number().int(),
  owner_count: z.number().int(),
  owner_names: z.array(z.string()),
})

/** accelerate_deals, engage_more, qualify_better, record_more: the section's counts, leaderboard and objections chart. */
export const ZReviewSection = z.object({
  groupBy: z.enum(LEADERBOARD_GROUPINGS),
  accelerate: z.number().int().optional(),
  engageMore: z.number().int().optional(),
  qualifyBetter: z.number().int().optional(),
  recordMore: z.number().int().optional(),
  lowRepEffortFresh: z.number().int().optional(),
  lowRepEffortOld: z.number().int().optional(),
  highRepEffort: z.number().int().optional(),
  engagedButStalled: z.number().int().optional(),
  goneCold: z.number().int().optional(),
  ownerInactive: z.number().int().optional(),
  noScheduledCalls: z.number().int().optional(),
  noEligibleCalls: z.number().int().optional(),
  eligibleNotRecorded: z.number().int().optional(),
  invalidRecorded: z.number().int().optional(),
  eligibleNotRecordedChart: z.array(ZNotRecordedSlice).optional(),
  leaderboards: z.array(ZLeaderboardRow),
  fatalObjectionsLeaderBoard: z.array(ZObjectionDeal),
})
export type TReviewSection = z.infer<typeof ZReviewSection>

export const ZReviewMetricData = z.union([ZQualifiedDeals, ZMqlDeals, ZReviewConversion, ZReviewLost, ZReviewSection])
/** "Response data.data". */
export const ZReviewMetricResponse = z.object({ data: z.object({ data: ZReviewMetricData }) })
export type TReviewMetricResponse = z.infer<typeof ZReviewMetricResponse>
export const ZReviewDealsResponse = z.object({ data: z.object({ data: z.union([ZQualifiedDeals, ZMqlDeals]) }) })
export type TReviewDeals = z.infer<typeof ZReviewDealsResponse>['data']['data']
export const ZReviewConversionResponse = z.object({ data: z.object({ data: ZReviewConversion }) })
export const ZReviewLostResponse = z.object({ data: z.object({ data: ZReviewLost }) })
export const ZReviewSectionResponse = z.object({ data: z.object({ data: ZReviewSection }) })
