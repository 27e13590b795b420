import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { callStageSql } from './call-stage.sql'
import { preparedRows } from '../../db/prepared'

// The Deal Activity tab's reads. The same definitions as the deal roll-ups
// (deal-rollups.repository aggregateActivity): recorded = recordings mapped to the deal as primary; unrecorded = past,
// not cancelled calendar events of the deal without a live recording; e-mails = the deal's logged e-mails. Each read
// is one statement on the indexes meeting_deals(deal_id), calendar_events(primary_deal_id), emails(deal_id,
// received_at) and deal_stage_history(deal_id, changed_at), inside the caller's tenant transaction.

export interface ActivityDealRow {
  id: number
  name: string
  created_date: string | null
  deleted_at: string | null
}

export async function findActivityDeal(tx: Db, dealId: number): Promise<ActivityDealRow | undefined> {
  const rows = await preparedRows<ActivityDealRow>(tx, sql`select d.id, d.name, d.created_date, d.deleted_at from deals d where d.id = ${dealId}`)
  return rows[0]
}

export interface ActivityCallRow {
  event_id: number | null
  meeting_id: number | null
  title: string | null
  start_at: string
  duration: number | null
  recorded: boolean
  call_stage: string | null
  stage: string | null
  /** The recording's rep and the calendar owner (the access rule's owners). */
  owner_ids: number[]
  /** The viewer is among the event's invitees or the recording's participants. */
  attended: boolean
}

/** Every call of the deal, newest first, with what the access rule needs to know about the viewer. */
export async function listActivityCalls(tx: Db, dealId: number, viewerEmail: string, now: Date): Promise<ActivityCallRow[]> {
  const email = viewerEmail.toLowerCase()
  return preparedRows<ActivityCallRow>(
    tx,
    sql`
    select c.event_id, c.meeting_id, c.title, c.start_at, c.duration, c.recorded, c.call_stage, c.owner_ids, c.attended,
      (select h.to_stage from deal_stage_history h where h.deal_id = ${dealId} and h.changed_at <= c.start_at
        order by h.changed_at desc limit 1) as stage
    from (
      select ce.id as event_id, m.id as meeting_id, coalesce(m.title, ce.title) as title, m.start_time as start_at,
        m.video_duration as duration, true as recorded, ${callStageSql(sql`ce.sales_stage`, sql`md.deal_id`, sql`m.start_time`)} as call_stage,
        array_remove(array[m.user_id, ce.user_id], null) as owner_ids,
        (${email} = any(coalesce(ce.attendee_emails, '{}'::text[])) or coalesce(pp.heard, false)) as attended
      from meeting_deals md
      -- LATERAL … LIMIT 1 keeps these per-row index look-ups: as plain joins the planner hashed every recording
      -- of the company (a scan that grows with the company, not with the deal).
      join lateral (select * from meetings m where m.id = md.meeting_id limit 1) m on true
      left join calendar_events ce on ce.id = m.calendar_event_id
      -- Per recording through meeting_participants(meeting_id): an EXISTS under the OR became one scan of every
      -- participant of the company.
      left join lateral (
        select bool_or(lower(p.email) = ${email}) as heard from meeting_participants p where p.meeting_id = m.id
      ) pp on true
      where md.deal_id = ${dealId} and md.is_primary and m.deleted_at is null
      union all
      select e.id, null::int, e.title, e.start_at, extract(epoch from (e.end_at - e.start_at))::int, false,
        ${callStageSql(sql`e.sales_stage`, sql`e.primary_deal_id`, sql`e.start_at`)},
        array_remove(array[e.user_id], null), ${email} = any(e.attendee_emails)
      from calendar_events e
      left join lateral (select 1 as found from meetings m where m.calendar_event_id = e.id and m.deleted_at is null limit 1) rec on true
      where e.primary_deal_id = ${dealId} and e.deleted_at is null and e.status <> 'cancelled' and e.start_at <= ${now.toISOString()}
        and rec.found is null
    ) c
    order by c.start_at desc, c.meeting_id desc nulls last, c.event_id desc nulls last`,
  )
}

export interface ActivityEmailRow {
  id: number
  subject: string | null
  to_emails: string[]
  from_email: string | null
  received_at: string
  direction: string
}

/** The deal's e-mails, newest first, without their bodies (dealEmailBody loads one on demand). */
export async function listActivityEmails(tx: Db, dealId: number): Promise<ActivityEmailRow[]> {
  return preparedRows<ActivityEmailRow>(
    tx,
    sql`select id, subject, to_emails, from_email, received_at, direction from emails where deal_id = ${dealId}
      order by received_at desc, id desc`,
  )
}

/** Outcome headings of recordings, as the recordings dashboard shows them. */
export async function listOutcomeHeadings(tx: Db, meetingIds: number[]): Promise<Map<number, string[]>> {
  if (meetingIds.length === 0) return new Map()
  const rows = await preparedRows<{ meeting_id: number; headings: string[] }>(
    tx,
    sql`
    select mi.meeting_id, array_agg(o ->> 'heading' order by mi.id, ord) as headings
    from meeting_insights mi, jsonb_array_elements(mi.outcome_details) with ordinality as x(o, ord)
    where mi.meeting_id = any(${`{${meetingIds.join(',')}}`}::int[]) and coalesce(o ->> 'heading', '') <> ''
    group by mi.meeting_id`,
  )
  return new Map(rows.map((r) => [r.meeting_id, r.headings]))
}

/** Everyone below `managerId` in the reporting line, directly or further down. */
export async function reportsBelow(tx: Db, managerId: number): Promise<Set<number>> {
  const rows = await preparedRows<{ id: number }>(
    tx,
    sql`
    with recursive tree(id) as (
      select user_id from user_managers where manager_id = ${managerId}
      union
      select um.user_id from user_managers um join tree on um.manager_id = tree.id
    ) select id from tree`,
  )
  return new Set(rows.map((r) => Number(r.id)))
}

export interface EmailBodyRow {
  id: number
  subject: string | null
  from_email: string | null
  to_emails: string[]
  received_at: string
  body: string | null
}

export async function findEmailBody(tx: Db, emailId: number): Promise<EmailBodyRow | undefined> {
  const rows = await preparedRows<EmailBodyRow>(tx, sql`select id, subject, from_email, to_emails, received_at, body from emails where id = ${emailId}`)
  return rows[0]
}
