import { and, eq, sql } from 'drizzle-orm'
import type { TSpeakerSide } from '@parley/shared/schemas/analysis'
import type { Db } from '../../db/client'
import { preparedRows } from '../../db/prepared'
import { type CalendarAttendee, calendarConnections } from '../../db/schema/calendar'

export type EventAttendee = CalendarAttendee

/** One call page as one row; the lists come as JSON built by PostgreSQL (one round trip, so the call page answers within 50 ms). */
export interface CallPageRow {
  id: number
  title: string | null
  /** Raw SQL answers keep PostgreSQL's timestamp text. */
  start_time: string | Date
  end_time: string | Date | null
  video_url: string | null
  storage_key: string | null
  media_type: string | null
  video_duration: number | null
  meeting_platform: string | null
  transcript_type: string | null
  transcript_status: string | null
  translated_texts: Record<string, unknown> | null
  processing_status: number | null
  processing_info: Record<string, unknown> | null
  llm_automation_status: string | null
  agenda_type: string | null
  is_crm_updated: boolean
  owner_name: string | null
  owner_email: string | null
  event: {
    id: number
    gceId: string | null
    attendees: CalendarAttendee[]
    attendeeEmails: string[]
    attendeeCompanies: string[]
    organizerEmail: string | null
    salesStage: string | null
    primaryDealId: number | null
    source: string | null
    agendaType: string | null
  } | null
  deal: {
    id: number
    crmDealId: string | null
    name: string
    amount: number | null
    crmName: string | null
    stageName: string | null
    accountName: string | null
    ownerName: string | null
  } | null
  analysis: { summary: string | null; actionItems: unknown[]; followUpEmail: string | null } | null
  segments: { speaker: string | null; side: TSpeakerSide; startMs: number; endMs: number; text: string }[]
  participants: { name: string; email: string | null; side: TSpeakerSide; isOrganizer: boolean; talkTimeMs: number }[]
  bot_log: { eventType: string; at: string; message: string | null }[]
  past_calls: { id: number; title: string | null; startTime: string; videoDuration: number | null }[]
  calendar_connected: boolean
}

const PAST_CALLS_LIMIT = 10
const BOT_LOG_LIMIT = 200

/**
 * A live recording with its calendar event, owner, primary deal (meeting_deals, else the event's primary_deal_id),
 * stored analysis, transcript lines (only when the transcript is done), participants by talk time, the notetaker log,
 * earlier calls of the same account (any of its deals, or the deal itself) and whether the viewer's calendar is
 * connected.
 */
export async function loadCallPage(tx: Db, meetingId: number, viewerId: number): Promise<CallPageRow | undefined> {
  const rows = await preparedRows<CallPageRow>(
    tx,
    sql`
    with m as (
      select m.*, u.name owner_name, u.email owner_email
      from meetings m left join users u on u.id = m.user_id
      where m.id = ${meetingId} and m.deleted_at is null
    ), ev as (
      select ce.* from calendar_events ce join m on ce.id = m.calendar_event_id
    ), dl as (
      -- The scalar sub-select keeps the primary-key lookup: a bare d.id = coalesce(…) planned a sequential scan of
      -- deals under row-level security (80 ms on the benchmark database). A deal deleted in the CRM stays the call's
      -- deal (its history is kept; CRM Info says 'Deal not found in CRM…').
      select d.* from deals d
      where d.id = (select coalesce(
        (select md.deal_id from meeting_deals md where md.meeting_id = ${meetingId} and md.is_primary),
        (select primary_deal_id from ev)))
    )
    select m.id, m.title, m.start_time, m.end_time, m.video_url, m.storage_key, m.media_type, m.video_duration,
      m.meeting_platform, m.transcript_type, m.transcript_status, m.translated_texts, m.processing_status,
      m.processing_info, m.llm_automation_status, m.agenda_type, m.is_crm_updated, m.owner_name, m.owner_email,
      (select json_build_object('id', ev.id, 'gceId', ev.gce_id, 'attendees', ev.attendees, 'attendeeEmails', ev.attendee_emails,
         'attendeeCompanies', ev.attendee_companies, 'organizerEmail', ev.organizer_email, 'salesStage', ev.sales_stage,
         'primaryDealId', ev.primary_deal_id, 'source', ev.source, 'agendaType', ev.agenda_type) from ev) event,
      (select json_build_object('id', dl.id, 'crmDealId', dl.crm_deal_id, 'name', dl.name, 'amount', dl.amount, 'crmName', dl.crm_name,
         'stageName', dl.stage_name, 'accountName', a.name, 'ownerName', o.name)
       from dl left join accounts a on a.id = dl.account_id left join users o on o.id = dl.owner_id) deal,
      (select json_build_object('summary', ar.summary, 'actionItems', ar.action_items, 'followUpEmail', ar.follow_up_email)
       from analysis_results ar where ar.meeting_id = m.id) analysis,
      case when m.transcript_status = 'done' then (
        select coalesce(json_agg(json_build_object('speaker', s.speaker, 'side', s.side, 'startMs', s.start_ms, 'endMs', s.end_ms, 'text', s.text)
          order by s.idx), '[]'::json)
        from transcript_segments s where s.meeting_id = m.id)
      else '[]'::json end segments,
      (select coalesce(json_agg(json_build_object('name', p.name, 'email', p.email, 'side', p.side, 'isOrganizer', p.is_organizer,
          'talkTimeMs', p.talk_time_ms) order by p.talk_time_ms desc, p.id), '[]'::json)
       from meeting_participants p where p.meeting_id = m.id) participants,
      (select coalesce(json_agg(json_build_object('eventType', b.event_type, 'at', b.at, 'message', b.payload ->> 'message') order by b.at), '[]'::json)
       from (select * from bot_events where calendar_event_id = m.calendar_event_id order by at limit ${BOT_LOG_LIMIT}) b) bot_log,
      (select coalesce(json_agg(json_build_object('id', pc.id, 'title', pc.title, 'startTime', pc.start_time, 'videoDuration', pc.video_duration)
          order by pc.start_time desc), '[]'::json)
       from (
         select distinct m2.id, m2.title, m2.start_time, m2.video_duration
         from meeting_deals md2 join meetings m2 on m2.id = md2.meeting_id
         where md2.deal_id in (
             select d2.id from deals d2 join dl on d2.account_id = dl.account_id
             union select dl.id from dl)
           and m2.id <> m.id and m2.deleted_at is null and m2.start_time < m.start_time
         order by m2.start_time desc limit ${PAST_CALLS_LIMIT}) pc) past_calls,
      exists (select 1 from calendar_connections cc where cc.user_id = ${viewerId} and cc.status = 'connected') calendar_connected
    from m`,
  )
  return rows[0]
}

/** Whether the user has a connected calendar (calendar_integrated). */
export async function hasConnectedCalendar(tx: Db, userId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: calendarConnections.id })
    .from(calendarConnections)
    .where(and(eq(calendarConnections.userId, userId), eq(calendarConnections.status, 'connected')))
    .limit(1)
  return rows.length > 0
}
