import { SENTIMENT_OF, type SwotNature, VOC_INSIGHTS } from '@parley/shared/rules/voice-of-customer'
import type { TVoiceOfCustomerRow } from '@parley/shared/schemas/voice-of-customer'
import type { VocDbRow } from './voice-of-customer.repository'

// Database rows of Voice of Customer → the spec's "Voice of customer row". Pure: the page and the export agree.

const asNature = (v: string): SwotNature => (v in VOC_INSIGHTS ? (v as SwotNature) : 'strength')

export function toVocRow(r: VocDbRow): TVoiceOfCustomerRow {
  const nature = asNature(r.nature)
  const detail = r.detail?.trim() ? r.detail : null
  return {
    id: r.id,
    checklist: VOC_INSIGHTS[nature].label,
    category: r.category,
    heading: r.heading,
    detail,
    call_summary: detail ? null : r.call_summary,
    grade: SENTIMENT_OF[nature],
    // "'advanced' shows detail as evidence, else call summary".
    signal_category: detail ? 'advanced' : 'summary',
    competitor_name: r.competitor_name,
    deal_id: r.deal_id,
    deal_name: r.deal_name,
    sales_stage: r.sales_stage,
    call_stage: r.call_stage,
    owner_name: r.owner_name,
    agenda_type: r.agenda_type,
    call_date: new Date(r.start_time).toISOString(),
    title: r.title,
    zra_id: r.meeting_id,
    timestamp: r.timestamp,
  }
}
