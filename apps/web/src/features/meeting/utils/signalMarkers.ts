import type { TSalesInsightsResponse } from '@parley/shared/schemas/meeting-detail'
import { snippetSeconds } from '@parley/shared/rules/snippet-time'
import type { SignalMarker } from '../components/ProgressBar'

/** The moments drawn on the progress bar: each done checklist signal's snippets, objections (negative) and positive moments. */
export function signalMarkers(data: TSalesInsightsResponse['data'] | undefined): SignalMarker[] {
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
  return out.sort((a, b) => a.seconds - b.seconds)
}
