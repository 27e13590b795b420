import { z } from 'zod'
import { ACTIVITY_GROUPS } from '../rules/activity-review'
import { ZReportQuery } from './reports'

// Activity Review ("POST /users/activityReview (role, group manager or rep,
// times, filter). Its response shape is not shown." — the shape below is ours; docs/decisions.md).

/** The common query with `group` naming the view: manager (Manager) or rep (Team). */
export const ZActivityReviewQuery = ZReportQuery.extend({
  group: z.enum(ACTIVITY_GROUPS, { error: "group must be 'manager' or 'rep'." }).nullish(),
})
export type TActivityReviewQuery = z.infer<typeof ZActivityReviewQuery>

export const ZActivityReviewRow = z.object({
  /** The manager or rep (users.id). */
  id: z.number(),
  name: z.string(),
  email: z.string(),
  /** The manager view: who reports directly to them; the rep view: empty. */
  team_members: z.array(z.string()),
  /** The rep view: their managers' names, comma-separated. */
  manager_name: z.string().nullable(),
  /** "activity (datetime, event)": the latest recorded call, question or CRM update in the range; null when none. */
  activity: z.object({ datetime: z.string(), event: z.string() }).nullable(),
  /** Whole percent of eligible calls recorded, 0 when none was eligible; with its parts. */
  notetaker_adoption: z.number(),
  recorded: z.number(),
  eligible: z.number(),
  /** Whole percent: the average checklist adoption of the analysed calls; null when none was analysed. */
  checklist_adoption: z.number().nullable(),
  analysed_calls: z.number(),
  crm_updates: z.number(),
  ama_questions: z.number(),
  calls: z.number(),
})
export type TActivityReviewRow = z.infer<typeof ZActivityReviewRow>

export const ZActivityReviewResponse = z.object({
  data: z.object({ group: z.enum(ACTIVITY_GROUPS), result: z.array(ZActivityReviewRow), total: z.number() }),
})
export type TActivityReviewResponse = z.infer<typeof ZActivityReviewResponse>
