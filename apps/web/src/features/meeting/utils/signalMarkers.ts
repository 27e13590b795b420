import type { TSalesInsightsResponse } from '@parley/shared/schemas/meeting-detail'
import { snippetSeconds } from '@parley/shared/rules/snippet-time'
import type { SignalMarker } from '../components/ProgressBar'

/** Markers closer than this share of the call are drawn as one: two dots on one spot hide each other from the mouse. */
const MERGE_SHARE = 0.015
const TONE_WEIGHT: Record<SignalMarker['tone'], number> = { negative: 2, positive: 1, neutral: 0 }

/**
 * The moments drawn on the progress bar: each done checklist signal's snippets, objections (negative) and positive
 * moments. Moments within 1.5% of `durationSeconds` of each other become one marker at the earliest, naming them all
 * (a negative one keeps the marker red).
 */
export function signalMarkers(data: TSalesInsightsResponse['data'] | undefined, durationSeconds: number | null = null): SignalMarker[] {
  if (!data) return []
  const out: SignalMarker[] = []
  const add = (timestamp: string | null, label: string, tone: SignalMarker['tone']) => {
    const seconds = snippetSeconds(timestamp)
    if (seconds !== null && !out.some((m) => m.seconds === seconds && m.label === label)) out.push({ seconds, label, tone })
  }
  for (const i of data.insights) {
    if (i.status !== 'done') continue
    const tone = i.properties.is_negative ? 'negative' : 'neutral'
    for (const s of i.snippets.slice(0, 1)) add(s.timestamp, i.properties.label || i.title, tone)
  }
  for (const o of data.objections) for (const t of o.timestamp.slice(0, 1)) add(t, `Objection: ${o.heading}`, 'negative')
  for (const m of data.positive_moments) for (const t of m.timestamp.slice(0, 1)) add(t, m.heading, 'positive')
  out.sort((a, b) => a.seconds - b.seconds)
  const within = Math.max(1, (durationSeconds ?? 0) * MERGE_SHARE)
  const merged: SignalMarker[] = []
  for (const m of out) {
    const last = merged.at(-1)
    if (last && m.seconds - last.seconds < within) {
      last.label = `${last.label} · ${m.label}`
      if (TONE_WEIGHT[m.tone] > TONE_WEIGHT[last.tone]) last.tone = m.tone
    } else merged.push({ ...m })
  }
  return merged
}
