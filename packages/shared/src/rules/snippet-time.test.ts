import { describe, expect, it } from 'vitest'
import { ZTimestamp } from '../schemas/analysis'
import { formatHms, isValidSnippetTimestamp, NO_SNIPPET, snippetLabel, snippetSeconds, snippetWindow, START_BEYOND_CALL_MESSAGE } from './snippet-time'

describe('snippet timestamps — "Snippet timestamps must match hh:mm:ss, otherwise \'No snippet\' is shown."', () => {
  it.each([
    ['00:01:30', 90],
    ['01:00:00', 3600],
    ['00:02:05 --> 00:02:40', 125],
  ])('%s is %i s', (ts, seconds) => {
    expect(snippetSeconds(ts)).toBe(seconds)
    expect(isValidSnippetTimestamp(ts)).toBe(true)
  })

  it.each(['1:30', '00:61:00', 'abc', '', '00:00:60', null, undefined])('%j is not a snippet timestamp', (ts) => {
    expect(isValidSnippetTimestamp(ts)).toBe(false)
    expect(snippetLabel(ts)).toBe('No snippet')
  })

  it('labels a range by its start', () => {
    expect(snippetLabel('00:02:05 --> 00:02:40')).toBe('00:02:05')
  })

  it('formats seconds as hh:mm:ss', () => {
    expect(formatHms(3725.9)).toBe('01:02:05')
  })

  it('a call past 99 hours keeps every hour digit, and what is written reads back', () => {
    const seconds = 123 * 3600 + 45 * 60
    expect(formatHms(seconds)).toBe('123:45:00')
    expect(snippetSeconds(formatHms(seconds))).toBe(seconds)
    expect(snippetSeconds(`${formatHms(seconds)} --> ${formatHms(seconds + 30)}`)).toBe(seconds)
    expect(ZTimestamp.safeParse('123:45:00').success).toBe(true)
    expect(ZTimestamp.safeParse('123:45:00 --> 123:46:10').success).toBe(true)
    expect(ZTimestamp.safeParse('1:45:00').success).toBe(false)
  })
})

describe('snippetWindow — start/end query options', () => {
  it('plays start to end inside the call', () => {
    expect(snippetWindow('60', '90', 3600)).toEqual({ ok: true, start: 60, end: 90 })
  })
  it('refuses a start beyond the call length', () => {
    expect(snippetWindow('4000', undefined, 3600)).toEqual({ ok: false, message: START_BEYOND_CALL_MESSAGE })
  })
  it('refuses a start that is not a number', () => {
    expect(snippetWindow('abc', undefined, 3600)).toEqual({ ok: false, message: NO_SNIPPET })
  })
  it('drops an end before the start or past the call', () => {
    expect(snippetWindow(60, 30, 3600)).toEqual({ ok: true, start: 60, end: null })
    expect(snippetWindow(60, 5000, 3600)).toEqual({ ok: true, start: 60, end: null })
  })
})
