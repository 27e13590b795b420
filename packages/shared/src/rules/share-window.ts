// A snippet share link shares one part of the call: what it shows of the call's analysis is the evidence heard in
// that part, never a reading of the whole call.

import type { TSalesInsightsResponse } from '../schemas/meeting-detail'
import { checklistCompletionPercentage } from './deal-scores'
import { snippetSeconds } from './snippet-time'

/** A part of the call in seconds: [start, end). */
export interface CallWindow {
  start: number
  end: number
}

type Insights = TSalesInsightsResponse['data']

/** True when an hh:mm:ss timestamp (or the start of an hh:mm:ss --> hh:mm:ss range) lies in the window. */
export function isInWindow(timestamp: string | null | undefined, w: CallWindow): boolean {
  const s = snippetSeconds(timestamp)
  return s !== null && s >= w.start && s < w.end
}

const inWindow = (timestamps: readonly string[], w: CallWindow) => timestamps.filter((t) => isInWindow(t, w))

/**
 * The checklist and insights panel cut to a window. A checklist item keeps only the snippets and outcome details
 * timed inside it; its score and summary read the whole call, so they go, and it is done only when the window holds
 * its evidence. Objections, positive moments, best practices and action items are kept when one of their timestamps
 * lies in the window, with those timestamps only. Evidence without a timestamp cannot be placed, so it is left out.
 */
export function insightsInWindow(data: Insights, w: CallWindow): Insights {
  const practices = <T extends { bp_timestamp: string[] }>(rows: readonly T[]): T[] =>
    rows.flatMap((p) => {
      const bp_timestamp = inWindow(p.bp_timestamp, w)
      return bp_timestamp.length > 0 ? [{ ...p, bp_timestamp }] : []
    })
  const timed = <T extends { timestamp: string[] }>(rows: readonly T[]): T[] =>
    rows.flatMap((r) => {
      const timestamp = inWindow(r.timestamp, w)
      return timestamp.length > 0 ? [{ ...r, timestamp }] : []
    })
  const insights = data.insights.map((i) => {
    const snippets = i.snippets.filter((s) => isInWindow(s.timestamp, w))
    const outcomeDetails = i.outcomeDetails.filter((d) => isInWindow(d.timestamp, w))
    const heard = snippets.length > 0 || outcomeDetails.length > 0
    return {
      ...i,
      status: heard && i.status === 'done' ? ('done' as const) : ('pending' as const),
      score: null,
      detail_score: null,
      summary: null,
      snippets,
      outcomeDetails,
      outcomes_meta: { best_practices: practices(i.outcomes_meta.best_practices) },
    }
  })
  return {
    ...data,
    insights,
    objections: timed(data.objections),
    positive_moments: timed(data.positive_moments),
    best_practices: practices(data.best_practices),
    action_items: data.action_items.flatMap((a) => {
      const items = a.items.filter((x) => isInWindow(x.timestamp, w))
      return items.length > 0 ? [{ ...a, items }] : []
    }),
    completion: checklistCompletionPercentage(insights.map((i) => ({ uniqueName: i.unique_name, signalType: i.signal_type, status: i.status }))),
  }
}
