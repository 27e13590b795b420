import { describe, expect, it } from 'vitest'
import { callOptionLabel, sourceLabel, sourceOfLabel } from './callLabels'

describe('call report labels', () => {
  it('names the calendar sources and keeps the raw value a filter needs', () => {
    expect(sourceLabel('google_calendar')).toBe('Google Calendar')
    expect(sourceLabel('MYT')).toBe('MYT')
    expect(sourceLabel(null)).toBe('—')
    expect(sourceOfLabel('Google Calendar', ['orum', 'google_calendar'])).toBe('google_calendar')
    expect(sourceOfLabel('Instant', ['Instant'])).toBe('Instant')
  })

  it('shows a source filter value by its name, other filters as they are', () => {
    expect(callOptionLabel('call_source', 'outlook_calendar')).toBe('Outlook Calendar')
    expect(callOptionLabel('rep', 'google_calendar')).toBe('google_calendar')
  })
})
