import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import type { CallFilters } from './recordings-filters'
import { baseSql, filteredFrom, listOrder } from './recordings.repository'

/**
 * Every filtered call's key in the list's order (the recording's id on the Recorded tab, the calendar event's on
 * Unrecorded): one integer per row, so even 250k rows stay a few MB while the rows themselves are read in batches.
 */
export async function findExportKeys(tx: Db, f: CallFilters): Promise<number[]> {
  const { cte, from, ranked } = filteredFrom(f)
  const key = f.recorded ? sql`b.meeting_id` : sql`b.event_id`
  const { rows } = await tx.execute<{ k: number }>(sql`${cte} select ${key} as k ${from} order by ${listOrder(ranked)}`)
  return rows.map((r) => r.k)
}

export type ExportRow = {
  meeting_id: number | null
  event_id: number | null
  title: string | null
  start_time: string | Date
  video_duration: number | null
  owner_name: string | null
  organizer_email: string | null
  attendees: string
  companies: string
  sales_stage: string | null
  deal_name: string | null
  deal_owner: string | null
  agenda_type: string | null
  source: string | null
  call_disposition: string | null
  status: string | null
  not_recorded_reason: string | null
  note_taker_message: string | null
  latest_event_type: string | null
}

/** One batch of export rows by key (one array parameter: planning stays cheap), with the people-facing details joined in SQL; order is the caller's. */
export async function findExportRows(tx: Db, f: CallFilters, keys: number[]): Promise<ExportRow[]> {
  if (!keys.length) return []
  const key = f.recorded ? sql`b.meeting_id` : sql`b.event_id`
  const { rows } = await tx.execute<ExportRow>(sql`
    select b.meeting_id, b.event_id, b.title, b.start_time, b.video_duration, u.name as owner_name, b.organizer_email,
      coalesce((select string_agg(coalesce(nullif(a ->> 'name', ''), a ->> 'email'), ', ') from jsonb_array_elements(b.attendees) a), '') as attendees,
      coalesce(array_to_string(b.attendee_companies, ', '), '') as companies,
      b.sales_stage, d.name as deal_name, o.name as deal_owner, b.agenda_type, b.source, b.call_disposition,
      b.status, b.not_recorded_reason, b.note_taker_message, b.latest_event_type
    from (${baseSql(f)}) b
    left join deals d on d.id = b.deal_id
    left join users o on o.id = d.owner_id
    left join users u on u.id = b.owner_id
    where ${key} = any(${sql.param(keys)}::int[])`)
  return rows
}
