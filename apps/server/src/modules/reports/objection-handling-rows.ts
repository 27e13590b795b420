import { objectionEvidence, objectionTimestamp } from '@parley/shared/rules/objection-handling'
import type { TObjectionRow } from '@parley/shared/schemas/objection-handling'
import type { ObjectionDbRow } from './objection-handling.repository'

// A database row of Objection Handling → the spec's "Objection row". Pure, so the page, the older call and the
// export shape an objection the same way.

/** The first of the objection's timestamps ('hh:mm:ss' or a range), else null. */
function firstTimestamp(value: unknown): string | null {
  if (!Array.isArray(value)) return null
  const first: unknown = value[0]
  return typeof first === 'string' ? first : null
}

/**
 * `signalCategory` is the category of the company's objections signal, for an objection stored without a link to
 * the call's signal (the signal did not apply to that call): it is still an objection of that signal.
 */
export function toObjectionRow(r: ObjectionDbRow, signalCategory: string | null = null): TObjectionRow {
  const stamp = firstTimestamp(r.timestamps)
  const category = r.signal_category ?? signalCategory
  return {
    o_id: r.o_id,
    od_id: r.od_id,
    deal_id: r.deal_id,
    deal_name: r.deal_name,
    call_date: new Date(r.call_date).toISOString(),
    call_stage: r.call_stage,
    owner_name: r.owner_name,
    rep_name: r.rep_name,
    category: r.category,
    tag: r.tag,
    detail: r.detail,
    call_summary: r.call_summary,
    signal_category: category,
    evidence: objectionEvidence({ signal_category: category, detail: r.detail, call_summary: r.call_summary }),
    grade: r.grade,
    handling: r.handling,
    handling_grade: r.handling_grade,
    title: r.title,
    zra_id: r.zra_id,
    // "Timestamp cells (on screen and in exports) must match an hh:mm:ss pattern …; otherwise 'No snippet'."
    timestamp: objectionTimestamp(stamp?.split(' --> ')[0]),
    y: 1,
  }
}
