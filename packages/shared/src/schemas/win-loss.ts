import { z } from 'zod'
import { WIN_LOSS_GROUPINGS } from '../rules/win-loss'
import { QUADRANTS } from '../rules/win-loss-quadrant'
import { ZReportQuery } from './reports'

// Competitive Win-Loss's request and answers ("Body query: take (when paged), role, startTime, endTime, distinct, created and close date
// ranges, filter, after (cursor), sort. Response data.data with data, total, after, total_unique_deals.").

/** The cursor a page answers as `after` (signed by the server; opaque here). */
export const MAX_WIN_LOSS_CURSOR = 1000

export const ZWinLossQuery = ZReportQuery.omit({ skip: true, checklist_filters: true, search: true, group: true })
  .extend({
    after: z.string().min(1).max(MAX_WIN_LOSS_CURSOR, 'The page cursor is too long.').nullish(),
    /** "Grouping selector: competitor, funnel by product, deal owner, objection category" (the quadrant's bubbles). */
    group_by: z.enum(WIN_LOSS_GROUPINGS, { error: `group_by must be one of ${WIN_LOSS_GROUPINGS.join(', ')}.` }).nullish(),
  })
  .strict()
export type TWinLossQuery = z.infer<typeof ZWinLossQuery>

/** The answer's envelope: "data.data with data, total, after, total_unique_deals". */
const envelope = <T extends z.ZodType>(row: T) =>
  z.object({
    data: z.object({
      data: z.array(row),
      total: z.number(),
      after: z.string().nullable(),
      /** Deals in the filtered set ("Title shows the unique-deal count"). */
      total_unique_deals: z.number(),
    }),
  })

/** "unique_categories (category, count)" */
export const ZCategoryCount = z.object({ category: z.string(), count: z.number() })

/**
 * "Decision driver row: objection_category, category, total_deals, total_insights, strength_insight, weakness_insight,
 * opportunity_insight, threat_insight, per-SWOT total_count, unique_categories (category, count), open_deals,
 * closed_deals, wins, losses, win_rate, loss_rate" — the same row for every grouping; `name` is the group's value.
 */
export const ZWinLossGroupRow = z.object({
  name: z.string(),
  total_deals: z.number(),
  total_insights: z.number(),
  strength_insight: z.number(),
  weakness_insight: z.number(),
  opportunity_insight: z.number(),
  threat_insight: z.number(),
  unique_categories: z.array(ZCategoryCount),
  open_deals: z.number(),
  closed_deals: z.number(),
  wins: z.number(),
  losses: z.number(),
  win_rate: z.number(),
  loss_rate: z.number(),
})
export type TWinLossGroupRow = z.infer<typeof ZWinLossGroupRow>
/** The sales_stage values of each stage group, which a count click sets (rules/win-loss stageGroupValues). */
export const ZStageGroupValues = z.object({ open: z.array(z.string()), won: z.array(z.string()), lost: z.array(z.string()) })
export const ZWinLossGroupTable = z.object({
  data: envelope(ZWinLossGroupRow).shape.data.extend({ stage_groups: ZStageGroupValues }),
})
export type TWinLossGroupTable = z.infer<typeof ZWinLossGroupTable>

/** One point of "a scatter graph of Loss Rate vs Total Deals". */
export const ZWinLossGraphPoint = z.object({ name: z.string(), total_deals: z.number(), loss_rate: z.number() })
export const ZWinLossGraph = envelope(ZWinLossGraphPoint)
export type TWinLossGraph = z.infer<typeof ZWinLossGraph>

/** "Headings by category: category, headings, total_headings" (headings most said first). */
export const ZHeadingGroup = z.object({ category: z.string(), headings: z.array(z.string()), total_headings: z.number() })
export type THeadingGroup = z.infer<typeof ZHeadingGroup>

/** "Team next steps: team, next_steps list, steps_count" (TECHNICAL and BUSINESS only). */
export const ZTeamNextSteps = z.object({ team: z.enum(['TECHNICAL', 'BUSINESS']), next_steps: z.array(z.string()), steps_count: z.number() })

/** A bubble of the SWOT quadrant: its position, quadrant, the drivers at it, size (deals) and radius. */
export const ZQuadrantBubble = z.object({
  x: z.number(),
  y: z.number(),
  quadrant: z.enum(QUADRANTS),
  names: z.array(z.string()),
  size: z.number(),
  radius: z.number(),
})
/** A row of the top threats / top weaknesses tables. */
export const ZTopInsight = z.object({ heading: z.string(), objection_category: z.string(), deals: z.number(), mentions: z.number() })
export const ZWinLossQuadrant = z.object({
  data: z.object({
    data: z.array(ZQuadrantBubble),
    total: z.number(),
    after: z.null(),
    total_unique_deals: z.number(),
    group_by: z.enum(WIN_LOSS_GROUPINGS),
    top_threats: z.array(ZTopInsight),
    top_weaknesses: z.array(ZTopInsight),
  }),
})
export type TWinLossQuadrant = z.infer<typeof ZWinLossQuadrant>

/** A row of 'Why We Are Loosing?': the lost deals of one lost stage with their weaknesses, threats and proposed actions. */
export const ZLostStageRow = z.object({
  deal_stage: z.string(),
  unique_deals_lost: z.number(),
  weakness_insights: z.array(ZHeadingGroup),
  threat_insights: z.array(ZHeadingGroup),
  team_next_steps: z.array(ZTeamNextSteps),
})
export type TLostStageRow = z.infer<typeof ZLostStageRow>
export const ZLostStageTable = envelope(ZLostStageRow)

/** 'Decision Drivers For Lost Deals': lost deals per decision driver. */
export const ZLostDriverPoint = z.object({ objection_category: z.string(), unique_deals_lost: z.number(), total_insights: z.number() })
export const ZLostDriverChart = envelope(ZLostDriverPoint)
/** 'Underlying Factors For Lost Deals': the insights of lost deals per underlying factor, by nature, with its headings. */
export const ZLostFactorPoint = z.object({
  category: z.string(),
  unique_deals_lost: z.number(),
  total_headings: z.number(),
  strength: z.number(),
  weakness: z.number(),
  opportunity: z.number(),
  threat: z.number(),
  headings: z.array(z.string()),
})
export type TLostFactorPoint = z.infer<typeof ZLostFactorPoint>
export const ZLostFactorChart = envelope(ZLostFactorPoint)

/**
 * "Win/loss deal … row: deal_id, deal_name, latest_activity_id, current_deal_stage, previous_deal_stage, weakness_insights,
 * threat_insights, strength_insights, opportunity_insights …, team_next_steps …, win_loss_notes, call_date".
 */
export const ZWinLossDealRow = z.object({
  deal_id: z.number(),
  deal_name: z.string(),
  /** The deal's latest call in the range ("Deal Name (opens the meeting at the deal insights tab)"). */
  latest_activity_id: z.number(),
  call_date: z.string(),
  current_deal_stage: z.string().nullable(),
  previous_deal_stage: z.string().nullable(),
  deal_owner_name: z.string().nullable(),
  competitor_name: z.string().nullable(),
  funnel_by_product: z.string().nullable(),
  weakness_insights: z.array(ZHeadingGroup),
  threat_insights: z.array(ZHeadingGroup),
  strength_insights: z.array(ZHeadingGroup),
  opportunity_insights: z.array(ZHeadingGroup),
  team_next_steps: z.array(ZTeamNextSteps),
  win_loss_notes: z.string().nullable(),
})
export type TWinLossDealRow = z.infer<typeof ZWinLossDealRow>
export const ZWinLossDealPage = envelope(ZWinLossDealRow)
export type TWinLossDealPage = z.infer<typeof ZWinLossDealPage>

/** "… raw row: … competitor_name, funnel_by_product, deal_owner_name, Nature, objection_category, category, Heading, details, activity_date, activity_title, deal_stage_during_Call, rep_name …". */
export const ZWinLossRawRow = z.object({
  id: z.number(),
  deal_id: z.number(),
  deal_name: z.string(),
  activity_id: z.number(),
  activity_title: z.string().nullable(),
  activity_date: z.string(),
  deal_stage_during_Call: z.string().nullable(),
  current_deal_stage: z.string().nullable(),
  competitor_name: z.string().nullable(),
  funnel_by_product: z.string().nullable(),
  deal_owner_name: z.string().nullable(),
  rep_name: z.string().nullable(),
  Nature: z.string(),
  objection_category: z.string(),
  category: z.string(),
  Heading: z.string(),
  details: z.string().nullable(),
  /** hh:mm:ss, or 'No snippet'. */
  timeStamp: z.string(),
})
export type TWinLossRawRow = z.infer<typeof ZWinLossRawRow>
export const ZWinLossRawPage = envelope(ZWinLossRawRow)
export type TWinLossRawPage = z.infer<typeof ZWinLossRawPage>
