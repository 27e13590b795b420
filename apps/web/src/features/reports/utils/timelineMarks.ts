import { type ActivityKind, type ActivityToggles, isKindShown, markerSize, STALE_GAP_DAYS } from '@parley/shared/rules/deal-activity'
import type { TPipelineActivity } from '@parley/shared/schemas/pipeline-review'

export interface TimelineMark {
  kind: ActivityKind
  /** 0–1 along the range. */
  x: number
  size: number
  at: string
}

export interface StaleSpan {
  from: number
  to: number
  days: number
}

const DAY_MS = 86_400_000

/**
 * The row's activity timeline: each shown call or e-mail placed along the range (markers sized by the call's length,
 * "10 px plus 2 px per 5 minutes, max 40 px"), and with the stale toggle the stretches of 14+ days without activity.
 */
export function timelineMarks(
  items: readonly TPipelineActivity[],
  range: { start: number; end: number },
  toggles: ActivityToggles,
): { marks: TimelineMark[]; stale: StaleSpan[] } {
  const span = Math.max(1, range.end - range.start)
  const place = (t: number) => Math.min(1, Math.max(0, (t - range.start) / span))
  const shown = items.filter((i) => isKindShown(i.kind, toggles)).sort((a, b) => a.at.localeCompare(b.at))
  const marks = shown.map((i) => ({ kind: i.kind, x: place(Date.parse(i.at)), size: i.kind === 'email' ? markerSize(null) : markerSize(i.duration), at: i.at }))
  const stale: StaleSpan[] = []
  if (toggles.stale) {
    const times = [range.start, ...shown.map((i) => Date.parse(i.at)), range.end]
    for (let k = 1; k < times.length; k++) {
      const a = times[k - 1] as number
      const b = times[k] as number
      const days = Math.floor((b - a) / DAY_MS)
      if (days >= STALE_GAP_DAYS) stale.push({ from: place(a), to: place(b), days })
    }
  }
  return { marks, stale }
}
