import { TREND_TRUNC, trendInterval, type TrendInterval } from '@parley/shared/rules/trend-grouping'
import type {
  TActivityDashboardBody,
  TActivityDashboardResponse,
  TDashboardFilters,
  TDashboardRow,
  TDistinctValuesResponse,
} from '@parley/shared/schemas/recordings'
import type { AppDeps } from '../../platform/deps'
import type { Db } from '../../db/client'
import { scopeOf, type ResolvedScope } from '../../platform/access/scope'
import type { AuthContext } from '../../platform/auth/authenticate'
import { badRequest } from '../../platform/errors'
import { findCrmFilterFields } from './crm-fields.repository'
import type { CallFilters } from './recordings-filters'
import { toCallFilters } from './recordings-query'
import { type EventDetails, findPageDetails, type PageDetails } from './recordings-page.repository'
import {
  countCalls,
  findCallPage,
  findCallStages,
  findCurrentStages,
  findDistinctValues,
  findUnknownStages,
  type PageRow,
  trendBuckets,
} from './recordings.repository'

const iso = (d: string | Date) => new Date(d).toISOString()
const nowOf = (deps: AppDeps) => deps.now?.() ?? new Date()

/**
 * Scope, CRM field definitions and stage names checked against the company, then the SQL-ready filters: one path
 * for the list, the trend and the export.
 */
export async function callFiltersFor(
  deps: AppDeps,
  tx: Db,
  auth: AuthContext,
  body: TDashboardFilters,
  recorded: boolean,
): Promise<{ scope: ResolvedScope; f: CallFilters }> {
  const companyId = auth.user.companyId
  const scope = await scopeOf(tx, auth, body.role)
  const crmFields = Object.keys(body.crm_custom_field ?? {}).length ? await findCrmFilterFields(tx, companyId) : []
  const f = toCallFilters(auth, scope, body, recorded, nowOf(deps), crmFields)
  for (const [field, kind] of [
    ['stages', 'call'],
    ['currentStages', 'current'],
  ] as const) {
    const unknown = await findUnknownStages(tx, companyId, f[field], kind)
    if (unknown.length) {
      const message = `Unknown deal stage: ${unknown.slice(0, 5).join(', ')}.`
      throw badRequest(message, [{ field, message }])
    }
  }
  return { scope, f }
}

/** Why a past calendar event has no recording: the stored reason, else the notetaker's, else its last bot state. */
export function notRecordedMessage(e: Pick<EventDetails, 'status' | 'not_recorded_reason' | 'note_taker_message' | 'latest_event_type'>): string {
  if (e.status.toLowerCase() === 'cancelled') return 'The meeting was cancelled.'
  if (e.not_recorded_reason) return e.not_recorded_reason
  if (e.note_taker_message) return e.note_taker_message
  if (e.latest_event_type === 'in_waiting_room') return 'The notetaker was not admitted from the waiting room.'
  if (e.latest_event_type === 'in_call_not_recording') return 'The notetaker joined but was not allowed to record.'
  return 'The notetaker did not join this meeting.'
}

/** The page's rows in the response's shape, with the details read for them (findPageDetails). */
function buildRows(
  f: CallFilters,
  page: PageRow[],
  { events, deals, owners, tags, logs, hits }: PageDetails,
): { rows: TDashboardRow[]; messages: { calendar_event_id: number; message: string }[] } {
  const eventById = new Map(events.map((e) => [e.id, e]))
  const dealById = new Map(deals.map((d) => [d.id, d]))
  const ownerById = new Map(owners.map((o) => [o.id, o]))
  const tagsByMeeting = new Map(tags.map((t) => [t.meeting_id, t.headings]))
  const messages: { calendar_event_id: number; message: string }[] = []
  const rows = page.map((r): TDashboardRow => {
    const e = r.event_id === null ? undefined : eventById.get(r.event_id)
    const d = r.deal_id === null ? undefined : dealById.get(r.deal_id)
    const o = r.owner_id === null ? undefined : ownerById.get(r.owner_id)
    const myHits = r.meeting_id === null ? [] : hits.filter((h) => h.meeting_id === r.meeting_id)
    if (!f.recorded && e) messages.push({ calendar_event_id: e.id, message: notRecordedMessage(e) })
    return {
      id: r.meeting_id,
      title: r.title,
      start_time: iso(r.start_time),
      video_duration: r.video_duration,
      calendarEventDetails: e
        ? {
            id: e.id,
            source: e.source,
            organizer_email: e.organizer_email,
            attendees: e.attendees,
            attendee_company: e.attendee_company,
            attendee_name: e.attendee_name,
            sales_stage: e.sales_stage,
            start_at: iso(e.start_at),
            agenda_type: e.agenda_type,
          }
        : null,
      crmDealDetails: d
        ? { deal_id: d.id, deal_name: d.name, owner_name: d.owner_name, current_stage: d.stage_name, crm_custom_field: d.custom_fields ?? {} }
        : null,
      isCrmUpdated: r.is_crm_updated,
      deal_owner_manager: d?.owner_manager ?? null,
      agenda_type: r.agenda_type,
      source: r.source,
      owner: o ? { id: o.id, name: o.name, email: o.email } : null,
      outcome_tags: r.meeting_id === null ? [] : (tagsByMeeting.get(r.meeting_id) ?? []),
      searched_transcript: myHits.map((h) => ({
        timestamp: Math.floor(h.start_ms / 1000),
        highlight: h.highlight,
        text: h.text,
        speakerName: h.speaker,
        speakerType: h.side,
      })),
      searched_transcript_total: myHits[0]?.total ?? 0,
      status: e && e.status.toLowerCase() === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
      event_properties: e?.event_properties ?? {},
      activityBotLog: logs.filter((l) => l.calendar_event_id === r.event_id).map((l) => ({ event_type: l.event_type, at: iso(l.at) })),
    }
  })
  return { rows, messages }
}

/** POST /reports/activity-dashboard: one tab's page (or, with limit false, every row for export). */
export async function activityDashboard(
  deps: AppDeps,
  auth: AuthContext,
  paging: { take: number; skip: number },
  body: TActivityDashboardBody,
): Promise<TActivityDashboardResponse> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const { scope, f } = await callFiltersFor(deps, tx, auth, body, body.only_recorded_calls)
    const page = await findCallPage(tx, f, body.limit ? paging.take : null, body.limit ? paging.skip : 0)
    const total = page[0]?.total ?? (paging.skip > 0 ? await countCalls(tx, f) : 0)
    const ids = <T>(xs: (T | null)[]) => [...new Set(xs.filter((x): x is T => x !== null))]
    const keys = {
      meetingIds: ids(page.map((r) => r.meeting_id)),
      eventIds: ids(page.map((r) => r.event_id)),
      dealIds: ids(page.map((r) => r.deal_id)),
      ownerIds: ids(page.map((r) => r.owner_id)),
    }
    const details = await findPageDetails(tx, f, keys, scope.userIds)
    const { rows, messages } = buildRows(f, page, details)
    return { data: { data: rows, total, superAdmin: auth.user.userRole === 'super_admin', salesReps: details.reps, messages } }
  })
}

/** POST /reports/activity-trend: calls per bucket, the bucket chosen by the spec's rule from the range. */
export async function activityTrend(
  deps: AppDeps,
  auth: AuthContext,
  body: TDashboardFilters & { only_recorded_calls: boolean; stage?: string[] },
): Promise<{ interval: TrendInterval; data: { key_as_string: string; distinct_count: { value: number } }[] }> {
  return deps.db.withTenant(auth.user.companyId, async (tx) => {
    const { f } = await callFiltersFor(deps, tx, auth, { ...body, stages: body.stages ?? body.stage }, body.only_recorded_calls)
    const interval = trendInterval(f.start, f.end)
    const rows = await trendBuckets(tx, f, TREND_TRUNC[interval])
    return { interval, data: rows.map((r) => ({ key_as_string: iso(r.bucket).slice(0, 10), distinct_count: { value: r.n } })) }
  })
}

export async function callStages(deps: AppDeps, auth: AuthContext): Promise<string[]> {
  return deps.db.withTenant(auth.user.companyId, (tx) => findCallStages(tx, auth.user.companyId))
}

export async function currentDealStages(deps: AppDeps, auth: AuthContext): Promise<string[]> {
  return deps.db.withTenant(auth.user.companyId, (tx) => findCurrentStages(tx, auth.user.companyId))
}

/** POST /reports/distinct-values: the option lists of the dashboard's filters, from the user's company. */
export async function distinctValues(deps: AppDeps, auth: AuthContext, select: string[]): Promise<TDistinctValuesResponse> {
  const lists = await deps.db.withTenant(auth.user.companyId, (tx) => findDistinctValues(tx, auth.user.companyId, select))
  return { data: [lists as TDistinctValuesResponse['data'][number]] }
}
