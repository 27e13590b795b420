import { orderBdrSignals, signalPercentages } from '@parley/shared/rules/bdr-dashboard'
import { roundPercent } from '@parley/shared/rules/report-charts'
import type { TBdrBestPracticeShare, TBdrCallRow, TBdrColumn, TBdrRepScore, TBdrSignalRow } from '@parley/shared/schemas/bdr-dashboard'
import type { BdrChecklistDbRow, BdrDbRow, BdrRepScoreDbRow, BdrSignalDbRow } from './bdr-dashboard.repository'

// Pure mapping of the dashboard's database rows to the shared answer types (dates to ISO, numbers from text).

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString())

/** The checklist columns: the company's signals in the fixed checklist column order. */
export const bdrColumns = (signals: readonly { id: number; name: string }[]): TBdrColumn[] => orderBdrSignals(signals).map((s) => ({ id: s.id, name: s.name }))

/** One call with a checklist item per column ('Checklist Not Found' is a null score). */
export function toBdrCallRow(x: BdrDbRow, columns: readonly TBdrColumn[], checklist: readonly BdrChecklistDbRow[]): TBdrCallRow {
  const bySignal = new Map(checklist.map((c) => [Number(c.signal_id), c]))
  return {
    id: x.id,
    zra_id: x.id,
    activity_id: x.calendar_event_id,
    start_at: iso(x.start_time) ?? '',
    title: x.title?.trim() || 'Untitled call',
    rep: [x.rep_name],
    video_duration: x.video_duration,
    sales_stage: x.call_stage,
    deal_name: x.deal_name,
    call_disposition: x.disposition,
    call_source: x.call_source,
    prospect_talk_seconds: Math.round(Number(x.prospect_ms) / 1000),
    outcome: x.outcome,
    meeting_set_by: x.meeting_set_by,
    next_meeting_at: iso(x.next_meeting_at),
    next_meeting_id: x.event_id === null ? null : Number(x.event_id),
    checklist: columns.map((c) => {
      const found = bySignal.get(c.id)
      return {
        id: c.id,
        name: c.name,
        score: found?.score ?? null,
        outcome_meta: { best_practices: (found?.best_practices ?? []).map((bp) => ({ ...bp, bp_score: bp.bp_score ?? null })) },
      }
    }),
    checklist_name: columns.map((c) => c.name),
  }
}

const share = (heading: string, n: number, followed: number): TBdrBestPracticeShare => ({ x: heading, y: roundPercent(followed, n), count: n })
const byHeading = (a: TBdrBestPracticeShare, b: TBdrBestPracticeShare) => a.x.localeCompare(b.x)

/** The checklist percentage rows (one per column, in order), the section's best-practice shares and its call count. */
export function toBdrSignals(
  rows: readonly BdrSignalDbRow[],
  columns: readonly TBdrColumn[],
): { data: TBdrSignalRow[]; best_practices: TBdrBestPracticeShare[]; calls: number } {
  const calls = rows.find((x) => x.signal_id === null && x.heading === null)?.n ?? 0
  const overall = rows.filter((x) => x.signal_id === null && x.heading !== null).map((x) => share(x.heading ?? '', x.n, x.followed))
  const data = columns.map((c): TBdrSignalRow => {
    const mine = rows.filter((x) => x.signal_id !== null && Number(x.signal_id) === c.id)
    const scores = mine.find((x) => x.heading === null)
    const bps = mine.filter((x) => x.heading !== null)
    const bpTotal = bps.reduce((s, x) => s + x.n, 0)
    const bpFollowed = bps.reduce((s, x) => s + x.followed, 0)
    const pct = signalPercentages({ scored: scores?.scored ?? 0, passed: scores?.passed ?? 0, bpFollowed, bpTotal })
    return { id: c.id, x: c.name, ...pct, scored: scores?.scored ?? 0, best_practices: bps.map((x) => share(x.heading ?? '', x.n, x.followed)).sort(byHeading) }
  })
  return { data, best_practices: overall.sort(byHeading), calls }
}

export const toBdrRepScore = (x: BdrRepScoreDbRow): TBdrRepScore => ({
  x: x.rep_name,
  y: x.score === null ? null : Number(x.score),
  rep_id: x.rep_id,
  calls: x.calls,
  meetings_set: x.meetings_set,
})
