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
  it('is empty before the panel loads', () => {
    expect(signalMarkers(undefined)).toEqual([])
  })
})
