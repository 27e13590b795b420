import type { AnalysisContext, TSegment } from '@parley/shared/schemas/analysis'
import { SIGNAL_LIBRARY } from './checklist-library'

/** Hand-written transcripts for the analyzer's unit tests: [side, speaker, seconds, text]. */
export function segments(lines: readonly (readonly ['rep' | 'prospect' | 'unknown', string, number, string])[]): TSegment[] {
  return lines.map(([side, speaker, sec, text], i) => {
    const next = lines[i + 1]?.[2] ?? sec + 10
    return { side, speaker, startMs: sec * 1000, endMs: Math.max(sec * 1000 + 500, next * 1000 - 200), text }
  })
}

export function context(overrides: Partial<AnalysisContext> = {}): AnalysisContext {
  return {
    title: 'Discovery call – Acme',
    startTime: '2025-05-01T15:00:00.000Z',
    companyName: 'Northwind Analytics',
    checklist: Object.entries(SIGNAL_LIBRARY).map(([uniqueName, model], i) => ({
      id: i + 1,
      uniqueName,
      label: uniqueName.replaceAll('_', ' '),
      signalType: uniqueName === 'objections' ? ('insight' as const) : ('checklist' as const),
      properties: { model },
    })),
    competitors: ['Gong', 'Clari'],
    participants: [
      { name: 'Riley Rep', email: 'riley@northwind.example', side: 'rep' },
      { name: 'Pat Buyer', email: 'pat@acme.example', side: 'prospect' },
    ],
    ...overrides,
  }
}
