import type { TSalesInsightsResponse } from '@parley/shared/schemas/meeting-detail'
import { describe, expect, it } from 'vitest'
import { signalMarkers } from './signalMarkers'

type Data = TSalesInsightsResponse['data']
const insight = (title: string, status: 'done' | 'pending', timestamps: string[], negative = false) =>
  ({
    title,
    status,
    snippets: timestamps.map((timestamp) => ({ timestamp, time: null, text: '', speaker: null })),
    properties: { label: title, is_negative: negative },
  }) as unknown as Data['insights'][number]

describe('signalMarkers', () => {
  it('marks the first moment of done signals, objections and positive moments, in time order', () => {
    const data = {
      insights: [insight('Budget', 'done', ['00:03:00', '00:04:00']), insight('Pitch', 'pending', ['00:01:00']), insight('Bad', 'done', ['nope'])],
      objections: [{ heading: 'Pricing', timestamp: ['00:02:00'] }],
      positive_moments: [{ heading: 'Good reaction', timestamp: ['00:00:30'] }],
    } as unknown as Data
    expect(signalMarkers(data)).toEqual([
      { seconds: 30, label: 'Good reaction', tone: 'positive' },
      { seconds: 120, label: 'Objection: Pricing', tone: 'negative' },
      { seconds: 180, label: 'Budget', tone: 'neutral' },
    ])
  })
  it('draws moments closer than 1.5% of the call as one marker at the earliest, naming them all, red when one is negative', () => {
    const data = {
      insights: [insight('Resistance handling', 'done', ['00:18:11']), insight('Timelines', 'done', ['00:10:00'])],
      objections: [{ heading: 'Pricing', timestamp: ['00:18:11'] }],
      positive_moments: [{ heading: 'Good reaction', timestamp: ['00:18:20'] }],
    } as unknown as Data
    expect(signalMarkers(data, 1200)).toEqual([
      { seconds: 600, label: 'Timelines', tone: 'neutral' },
      { seconds: 1091, label: 'Resistance handling · Objection: Pricing · Good reaction', tone: 'negative' },
    ])
    // Without a length, only moments at the same second are one marker.
    expect(signalMarkers(data).map((m) => m.label)).toEqual(['Timelines', 'Resistance handling · Objection: Pricing', 'Good reaction'])
  })
  it('is empty before the panel loads', () => {
    expect(signalMarkers(undefined)).toEqual([])
  })
})
