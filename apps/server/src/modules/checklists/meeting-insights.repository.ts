import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { preparedRows } from '../../db/prepared'

type Json = Record<string, unknown>

export interface InsightRow {
  id: number
  signalId: number | null
  uniqueName: string
  title: string | null
  salesAttribute: string | null
  signalType: string
  signalCategory: string | null
  status: string
  score: number | null
  summary: string | null
  snippets: unknown[]
  outcomeDetails: unknown[]
  label: string | null
  properties: Json | null
  isNegative: boolean | null
  displayOrder: number | null
}

export interface ObjectionRow {
  id: number
  category: string
  subCategory: string | null
  tag: string | null
  severity: string | null
  score: number | null
  grade: string | null
  detail: string | null
  handling: string | null
  timestamps: string[]
}

export interface BestPracticeRow {
  id: number
  insightId: number | null
  heading: string
  score: number | null
  grade: string | null
  detail: string | null
  timestamps: string[]
}

export interface PositiveMomentRow {
  id: number
  heading: string
  category: string | null
  detail: string | null
  timestamps: string[]
}

/** The checklist panel of one call as one row; the lists come as JSON built by PostgreSQL (one round trip). */
export interface MeetingInsightsRow {
  id: number
  start_time: string | Date
  processing_status: number | null
  processing_info: Json | null
  agenda_type: string | null
  event_agenda_type: string | null
  sales_stage: string | null
  owner_function: string | null
  action_items: unknown[] | null
  insights: InsightRow[]
  objections: ObjectionRow[]
  best_practices: BestPracticeRow[]
  positive_moments: PositiveMomentRow[]
  /** Agenda types the company's active checklist names (the selector's options). */
  agendas: string[]
  /** Functions of the company's people heard in the call. */
  functions: (string | null)[]
  /** 'source_type:source_id' of items whose latest thumbs action by the viewer is a thumbs-down. */
  thumbs_down: string[]
}

/**
 * A live recording's stored analysis for the panel: scored signals with their library definition (library order),
 * objections, best practices, strengths and opportunities (positive moments), action items, agenda and function tags,
 * and the viewer's thumbs-down state.
 */
export async function loadMeetingInsights(tx: Db, meetingId: number, viewerId: number): Promise<MeetingInsightsRow | undefined> {
  const rows = await preparedRows<MeetingInsightsRow>(
    tx,
    sql`
    select m.id, m.start_time, m.processing_status, m.processing_info, m.agenda_type, ce.agenda_type event_agenda_type,
      ce.sales_stage, u.function owner_function, ar.action_items,
      (select coalesce(json_agg(json_build_object('id', i.id, 'signalId', i.signal_id, 'uniqueName', i.unique_name, 'title', i.title,
          'salesAttribute', i.sales_attribute, 'signalType', i.signal_type, 'signalCategory', i.signal_category, 'status', i.status,
          'score', i.score, 'summary', i.summary, 'snippets', i.snippets, 'outcomeDetails', i.outcome_details, 'label', d.signal_label,
          'properties', d.properties, 'isNegative', d.is_negative, 'displayOrder', d.display_order)
          order by coalesce(d.display_order, 2147483647), i.id), '[]'::json)
       from meeting_insights i left join checklist_definitions d on d.id = i.signal_id where i.meeting_id = m.id) insights,
      (select coalesce(json_agg(json_build_object('id', o.id, 'category', o.category, 'subCategory', o.sub_category, 'tag', o.tag,
          'severity', o.severity, 'score', o.score, 'grade', o.grade, 'detail', o.detail, 'handling', o.handling, 'timestamps', o.timestamps)
          order by o.id), '[]'::json)
       from objections o where o.meeting_id = m.id) objections,
      (select coalesce(json_agg(json_build_object('id', b.id, 'insightId', b.insight_id, 'heading', b.heading, 'score', b.score,
          'grade', b.grade, 'detail', b.detail, 'timestamps', b.timestamps) order by b.id), '[]'::json)
       from best_practices b where b.meeting_id = m.id) best_practices,
      (select coalesce(json_agg(json_build_object('id', w.id, 'heading', w.heading, 'category', w.category, 'detail', w.detail,
          'timestamps', w.timestamps) order by w.id), '[]'::json)
       from swot_insights w where w.meeting_id = m.id and w.nature in ('strength', 'opportunity')) positive_moments,
      array(select distinct unnest(cd.agenda_types) from checklist_definitions cd where cd.is_active order by 1) agendas,
      array(select pu.function from meeting_participants p join users pu on pu.id = p.user_id where p.meeting_id = m.id) functions,
      array(select t.source_type || ':' || coalesce(t.source_id, '') from (
          select distinct on (ci.source_type, ci.source_id) ci.source_type, ci.source_id, ci.action_type
          from checklist_interactions ci
          where ci.meeting_id = m.id and ci.user_id = ${viewerId} and ci.action_type in ('thumbs-down', 'remove-thumbs-down')
          order by ci.source_type, ci.source_id, ci.id desc) t
        where t.action_type = 'thumbs-down') thumbs_down
    from meetings m
    left join calendar_events ce on ce.id = m.calendar_event_id
    left join users u on u.id = m.user_id
    left join analysis_results ar on ar.meeting_id = m.id
    where m.id = ${meetingId} and m.deleted_at is null`,
  )
  return rows[0]
}
