import { describe, expect, it } from 'vitest'
import {
  checkRecordingPreferencesSave,
  flagsFromToggles,
  notetakerShownOn,
  type NotetakerFlags,
  preferenceControlsDisabled,
  type RecordingToggles,
  setMasterToggle,
  togglesFromFlags,
} from './recording-preferences'

const toggles = (me: boolean, others: boolean, internal: boolean): RecordingToggles => ({
  externalHostedByMe: me,
  externalHostedByOthers: others,
  internalMeetings: internal,
})
// internal_meeting, external_meeting, internal_host, external_host, self_host
const flags = (im: boolean, em: boolean, ih: boolean, eh: boolean, sh: boolean): NotetakerFlags => ({
  internal_meeting: im,
  external_meeting: em,
  internal_host: ih,
  external_host: eh,
  self_host: sh,
})

describe('"They map onto the five flags. All three on means all five flags true. All three off means all five false. The mixed mappings are not shown." (Parley decides the mixed ones)', () => {
  it.each([
    ['all on', toggles(true, true, true), flags(true, true, true, true, true)],
    ['all off', toggles(false, false, false), flags(false, false, false, false, false)],
    ['hosted by me only', toggles(true, false, false), flags(false, true, false, false, true)],
    ['hosted by others only', toggles(false, true, false), flags(false, true, true, true, false)],
    ['internal only', toggles(false, false, true), flags(true, false, false, false, false)],
    ['me + others', toggles(true, true, false), flags(false, true, true, true, true)],
    ['me + internal', toggles(true, false, true), flags(true, true, false, false, true)],
    ['others + internal', toggles(false, true, true), flags(true, true, true, true, false)],
  ])('%s', (_label, t, f) => {
    expect(flagsFromToggles(t)).toEqual(f)
    expect(togglesFromFlags(f)).toEqual(t) // round trip
  })

  it.each([
    ['external_meeting off hides both external toggles', flags(true, false, true, true, true), toggles(false, false, true)],
    ['only internal_host still means "hosted by others"', flags(false, true, true, false, false), toggles(false, true, false)],
    ['only external_host still means "hosted by others"', flags(false, true, false, true, false), toggles(false, true, false)],
  ])('legacy pattern: %s', (_label, f, t) => {
    expect(togglesFromFlags(f)).toEqual(t)
  })
})

describe('"The master notetaker toggle off forces the three recording toggles off. The three are disabled while the master is off or the calendar is not integrated."', () => {
  const on = { notetakerEnabled: true, toggles: toggles(true, false, true) }

  it('master off forces the three off; back on turns all three on', () => {
    const off = setMasterToggle(on, false)
    expect(off).toEqual({ notetakerEnabled: false, toggles: toggles(false, false, false) })
    expect(setMasterToggle(off, true)).toEqual({ notetakerEnabled: true, toggles: toggles(true, true, true) })
  })

  it.each([
    [true, true, { master: false, toggles: false, save: false }],
    [false, true, { master: false, toggles: true, save: false }],
    [true, false, { master: true, toggles: true, save: true }],
    [false, false, { master: true, toggles: true, save: true }],
  ])('master %s, calendar integrated %s', (master, integrated, disabled) => {
    expect(preferenceControlsDisabled({ ...on, notetakerEnabled: master }, integrated)).toEqual(disabled)
  })
})

describe("\"Saving with the master on and all three recording toggles off is rejected with 'Enable notetaker for any one of meeting to save settings'. When the calendar is not integrated, the settings are disabled with 'Complete calendar integration to enable settings'.\"", () => {
  it.each([
    [true, toggles(false, false, false), true, 'Enable notetaker for any one of meeting to save settings'],
    [true, toggles(true, true, true), false, 'Complete calendar integration to enable settings'],
    [false, toggles(false, false, false), false, 'Complete calendar integration to enable settings'],
  ])('master %s, %o, integrated %s → %s', (master, t, integrated, message) => {
    expect(checkRecordingPreferencesSave({ notetakerEnabled: master, toggles: t }, integrated)).toEqual({ ok: false, message })
  })

  it('saves the mapped flags', () => {
    expect(checkRecordingPreferencesSave({ notetakerEnabled: true, toggles: toggles(false, false, true) }, true)).toEqual({
      ok: true,
      notetakerEnabled: true,
      flags: flags(true, false, false, false, false),
    })
  })

  it('master off saves with all five false, whatever the toggles say', () => {
    expect(checkRecordingPreferencesSave({ notetakerEnabled: false, toggles: toggles(true, true, true) }, true)).toEqual({
      ok: true,
      notetakerEnabled: false,
      flags: flags(false, false, false, false, false),
    })
  })
})

describe("the Notetaker card's tag", () => {
  it('is On only with the notetaker enabled and a calendar connected', () => {
    expect(notetakerShownOn(true, true)).toBe(true)
    expect(notetakerShownOn(true, false)).toBe(false)
    expect(notetakerShownOn(false, true)).toBe(false)
  })
})
