import { describe, expect, it } from 'vitest'
import { callMomentLink, NO_SNIPPET, natureOfLabel, SENTIMENT_OF, timestampCell, VOC_INSIGHTS } from './voice-of-customer'

describe('"Timestamp cells (on screen and in exports) must match an hh:mm:ss pattern (several allowed); otherwise \'No snippet\'."', () => {
  it.each([
    ['00:03:52', '00:03:52'],
    ['01:02:03 --> 01:02:09', '01:02:03'],
    ['3:52', NO_SNIPPET],
    ['', NO_SNIPPET],
    [null, NO_SNIPPET],
    ['00:61:00', NO_SNIPPET],
  ])('%j → %s', (timestamp, cell) => {
    expect(timestampCell(timestamp)).toBe(cell)
  })
})

describe('"linked to the call at the timestamp" — "Timestamp deep link: start (seconds) with tab=insights"; "Call titles link to the meeting page with a source tag"', () => {
  it('opens the call at the moment, or its insights tab when the timestamp is not valid', () => {
    expect(callMomentLink(42, '00:03:52')).toBe('/meeting/42?tab=insights&start=232&source=voice_of_customer')
    expect(callMomentLink(42, '01:00:00 --> 01:00:09')).toBe('/meeting/42?tab=insights&start=3600&source=voice_of_customer')
    expect(callMomentLink(42, 'soon')).toBe('/meeting/42?tab=insights&source=voice_of_customer')
  })
})

describe('"customer statements by category with sentiment grade"', () => {
  it('strengths and opportunities are positive for us, weaknesses and threats negative', () => {
    expect(SENTIMENT_OF).toEqual({ strength: 'Positive', opportunity: 'Positive', weakness: 'Negative', threat: 'Negative' })
  })

  it('uses the SWOT tooltips for the kinds of statement', () => {
    expect(VOC_INSIGHTS.weakness.info).toBe('Areas where the prospect says we need improvement.')
    expect(VOC_INSIGHTS.threat.info).toBe('The prospect says something good about a competitor.')
    expect(VOC_INSIGHTS.strength.info).toBe('Positive aspects mentioned about us.')
    expect(natureOfLabel('Threat')).toBe('threat')
    expect(natureOfLabel('Nope')).toBeNull()
  })
})
