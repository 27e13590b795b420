import { type Column, type SQL, sql } from 'drizzle-orm'

/**
 * A call's deal stage: the stage its calendar event names, else the deal's stage at the call's start from the stage
 * history Parley records on every change. Calendar sync and uploads leave the event's stage empty, so without the
 * history a real call would belong to no stage (and the Deal Insights tab and deal review would show none of it).
 */
export function callStageSql(eventStage: Column | SQL, dealId: Column | SQL, at: Column | SQL): SQL<string | null> {
  return sql<string | null>`coalesce(nullif(btrim(${eventStage}), ''), (select h.to_stage from deal_stage_history h
    where h.deal_id = ${dealId} and h.changed_at <= ${at} order by h.changed_at desc, h.id desc limit 1))`
}
