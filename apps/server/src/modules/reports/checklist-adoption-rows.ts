import type { TChecklistAdoptionRow } from '@parley/shared/schemas/checklist-adoption'
import type { ChecklistDbRow } from './checklist-adoption.repository'

// Database rows of Checklist Adoption → the spec's "Checklist adoption row". Pure: the page and the export shape a
// call the same way.

const iso = (v: string | Date | null | undefined): string | null => (v === null || v === undefined ? null : new Date(v).toISOString())
const num = (v: number | string | null | undefined): number | null => (v === null || v === undefined ? null : Number(v))

export function toChecklistRow(r: ChecklistDbRow, signalNames: ReadonlyMap<number, string>): TChecklistAdoptionRow {
  return {
    zra_id: r.meeting_id,
    title: r.title,
    owner_id: r.owner_id,
    owner_name: r.owner_name,
    deal_owner_manager: r.owner_manager,
    deal_id: r.deal_id,
    deal_name: r.deal_name,
    sales_stage: r.sales_stage,
    account_name: r.account_name,
    // The CRM's "none" is -1, as the pipeline's amount.
    expected_revenue: r.amount === null ? '-1' : String(Number(r.amount)),
    created_date: iso(r.created_date),
    close_date: r.close_date,
    start_at: iso(r.start_time) ?? '',
    video_duration: num(r.video_duration),
    call_stage: r.call_stage,
    agenda_type: r.agenda_type,
    checklist: r.signal_ids.map((id, i) => ({
      id: Number(id),
      name: signalNames.get(Number(id)) ?? `Signal ${id}`,
      score: num(r.scores[i]),
      bp_min: num(r.bp_min[i]),
    })),
    checklist_adoption: num(r.adoption),
  }
}
