import { LEVELS, type Level, scoreLabel } from '@parley/shared/rules/deal-scores'
import { productsDiscussed } from '@parley/shared/rules/pipeline-review'
import { qualificationScore } from '@parley/shared/rules/deal-scores'
import type { TPipelineActivity, TPipelineRow } from '@parley/shared/schemas/pipeline-review'
import type { ActivityDbRow, PipelineDbRow } from './pipeline-review.repository'

// Database rows of Pipeline Review → the spec's "Pipeline deal row". Pure, so the page, the legacy list and the
// export all shape a deal the same way.

const DAY_MS = 86_400_000
const iso = (v: string | Date | null | undefined): string | null => (v === null || v === undefined ? null : new Date(v).toISOString())
const num = (v: string | number | null | undefined): number | null => (v === null || v === undefined || v === '' ? null : Number(v))
const asLevel = (v: string): Level => ((LEVELS as readonly string[]).includes(v) ? (v as Level) : 'None')

export function toActivity(a: ActivityDbRow): TPipelineActivity {
  return { kind: a.kind, at: new Date(a.at).toISOString(), id: a.id, duration: a.duration === null ? null : Number(a.duration), direction: a.direction }
}

/** "deal_next_meeting_date_info (list; first item a reason)". */
function nextMeetingInfo(at: string | null, now: Date): string[] {
  if (at && new Date(at) > now) return ['Next meeting scheduled', at]
  return ['No upcoming meeting on the calendar']
}

export function toPipelineRow(r: PipelineDbRow, now: Date, activities: ActivityDbRow[] = [], attendees: string[] = []): TPipelineRow {
  const lastCall = iso(r.last_call_at)
  const nextMeeting = iso(r.next_meeting_at)
  const critical = r.critical_checklist ?? []
  const shown = activities.map(toActivity)
  return {
    deal_id: r.deal_id,
    crm_deal_id: r.crm_deal_id,
    deal_name: r.deal_name,
    owner_name: r.owner_name,
    owner_id: r.owner_id,
    deal_type: r.deal_type,
    sales_stage: r.sales_stage,
    // The CRM's "none" is -1, as the spec's rows carry it.
    amount: r.amount === null ? '-1' : String(Number(r.amount)),
    close_date: r.close_date,
    deal_created_date: iso(r.deal_created_date),
    deal_link: r.deal_link,
    account_id: r.account_id,
    account_name: r.account_name,
    region: r.region,
    sub_region: r.sub_region,
    segment: r.segment,
    opportunity_type: r.opportunity_type,
    funnel_by_product: r.funnel_by_product,
    industry: r.industry,
    days_in_current_stage: r.days_in_current_stage === null ? null : Math.max(0, Number(r.days_in_current_stage)),
    deal_followup_email_count: Number(r.follow_ups),
    first_meeting_score: r.first_meeting_score,
    crm_notes: r.notes,
    crm_next_steps: r.next_step,
    deal_owner_manager: r.owner_manager,
    deal_severe_objections_count: Number(r.severe_objections),
    deal_days_since_last_call: lastCall ? Math.max(0, Math.floor((now.getTime() - new Date(lastCall).getTime()) / DAY_MS)) : null,
    deal_last_call_date: lastCall,
    deal_last_recorded_call_date: iso(r.last_recorded_call_at),
    deal_last_email_date: iso(r.last_email_at),
    deal_last_prospect_email_date: iso(r.last_prospect_email_at),
    deal_last_rep_email_date: iso(r.last_rep_email_at),
    deal_next_meeting_date: nextMeeting && new Date(nextMeeting) > now ? nextMeeting : null,
    deal_next_meeting_date_info: nextMeetingInfo(nextMeeting, now),
    engagement: asLevel(r.engagement),
    prospect_engagement: asLevel(r.prospect_engagement),
    rep_engagement: asLevel(r.rep_engagement),
    forecast: r.forecast,
    qualification_score: qualificationScore(r.forecast),
    // "Forecast export adds a 'Forecast info' column of key: level pairs": each checklist signal at the deal's best score.
    forecast_info: critical.map((c) => ({ key: c.name, level: c.score === null ? 'None' : scoreLabel(c.score) })),
    playbook_coverage: num(r.playbook_coverage),
    critical_checklist: critical.map((c) => ({ key: c.key, name: c.name, score: c.score === null ? null : Number(c.score) })),
    likeliness_score: r.likeliness_score,
    likeliness_score_value: num(r.likeliness_score_value),
    likeliness_score_info: r.likeliness_score_info ?? [],
    activity_attendees: attendees,
    calls: shown.filter((a) => a.kind !== 'email'),
    emails: shown.filter((a) => a.kind === 'email'),
    activity_count: Number(r.activity_count),
    product_discussed: productsDiscussed(r.products ?? []),
    checklist_values: Object.fromEntries(Object.entries(r.checklist_values ?? {}).map(([k, v]) => [k, v === null ? null : Number(v)])),
  }
}
