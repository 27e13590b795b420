import { describe, expect, it } from 'vitest'
import { ENABLE_ONE_MESSAGE, INTEGRATE_CALENDAR_MESSAGE } from './recording-preferences'
import { checkNotetakerFlagsSave, PREP_NOTE_INTERVALS, prepIntervalLabel } from './settings'

const flags = (im: boolean, em: boolean, ih: boolean, eh: boolean, sh: boolean) => ({
  internal_meeting: im,
  external_meeting: em,
  internal_host: ih,
  external_host: eh,
  self_host: sh,
})

describe('checkNotetakerFlagsSave — the server side of "Recording preferences"', () => {
  it('"When the calendar is not integrated, the settings are disabled with \'Complete calendar integration to enable settings\'."', () => {
    expect(checkNotetakerFlagsSave(flags(true, true, true, true, true), false)).toMatchObject({ ok: false, message: INTEGRATE_CALENDAR_MESSAGE })
  })
  it('"Saving with the master on and all three recording toggles off is rejected with \'Enable notetaker for any one of meeting to save settings\'."', () => {
    expect(checkNotetakerFlagsSave({ ...flags(false, false, false, false, false), notetaker_enabled: true }, true)).toMatchObject({
      ok: false,
      message: ENABLE_ONE_MESSAGE,
    })
  })
  it('"All three off means all five false": the master off saves', () => {
    expect(checkNotetakerFlagsSave(flags(false, false, false, false, false), true)).toEqual({
      ok: true,
      notetakerEnabled: false,
      flags: flags(false, false, false, false, false),
    })
  })
  it.each([
    ['all on', flags(true, true, true, true, true)],
    ['internal only', flags(true, false, false, false, false)],
    ['hosted by me only', flags(false, true, false, false, true)],
    ['hosted by others only', flags(false, true, true, true, false)],
  ])('accepts a pattern the three toggles produce: %s', (_name, f) => {
    expect(checkNotetakerFlagsSave(f, true)).toMatchObject({ ok: true, notetakerEnabled: true, flags: f })
  })
  it('refuses a pattern no toggle combination makes, naming the flag', () => {
    expect(checkNotetakerFlagsSave(flags(false, false, false, false, true), true)).toMatchObject({ ok: false, field: 'self_host' })
  })
  it('refuses flags on with the master off', () => {
    expect(checkNotetakerFlagsSave({ ...flags(true, false, false, false, false), notetaker_enabled: false }, true)).toMatchObject({
      ok: false,
      field: 'notetaker_enabled',
    })
  })
})

describe('prep-note intervals ("value chosen by the user")', () => {
  it('labels every offered value', () => {
    expect(PREP_NOTE_INTERVALS.map(prepIntervalLabel)).toEqual(['15 minutes before', '30 minutes before', '1 hour before', '2 hours before', '1 day before'])
  })
})
