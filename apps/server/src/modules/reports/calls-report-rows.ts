import type { TCallReportRow } from '@parley/shared/schemas/call-reports'
import type { CallDbRow } from './calls-report.repository'

// Database rows of the call reports → the spec's "Call report row". Pure, so the page and the export agree.

export function toCallRow(r: CallDbRow): TCallReportRow {
  return {
    call_key: r.call_key,
    start_at: new Date(r.start_at).toISOString(),
    title: r.title,
    zra_id: r.meeting_id === null ? null : Number(r.meeting_id),
    calendar_event_id: r.event_id === null ? null : Number(r.event_id),
    rep: r.rep,
    rep_id: r.rep_id === null ? null : Number(r.rep_id),
    deal_id: r.deal_id === null ? null : Number(r.deal_id),
    deal_name: r.deal_name,
    sales_stage: r.sales_stage,
    owner_name: r.owner_name,
    first_meeting_score: r.first_meeting_score,
    note_taker_allowed: r.note_taker_allowed,
    is_meeting_recorded: r.is_recorded,
    not_recorded_reason: r.not_recorded_reason,
    note_taker_message: r.note_taker_message,
    call_source: r.source,
    is_eligible: r.is_eligible,
    recording_status: r.recording_status,
  }
}
