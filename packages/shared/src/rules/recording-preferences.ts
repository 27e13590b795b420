// Recording Preferences modal.

/** "Notetaker settings: five booleans: internal_meeting, external_meeting, internal_host, external_host, self_host." */
export interface NotetakerFlags {
  internal_meeting: boolean
  external_meeting: boolean
  internal_host: boolean
  external_host: boolean
  self_host: boolean
}

/** "external meetings hosted by me, external meetings hosted by others, and internal meetings" */
export interface RecordingToggles {
  externalHostedByMe: boolean
  externalHostedByOthers: boolean
  internalMeetings: boolean
}

export interface RecordingPreferences {
  /** The master notetaker toggle. */
  notetakerEnabled: boolean
  toggles: RecordingToggles
}

export const ENABLE_ONE_MESSAGE = 'Enable notetaker for any one of meeting to save settings'
export const INTEGRATE_CALENDAR_MESSAGE = 'Complete calendar integration to enable settings'

const ALL_OFF: RecordingToggles = { externalHostedByMe: false, externalHostedByOthers: false, internalMeetings: false }
const ALL_ON: RecordingToggles = { externalHostedByMe: true, externalHostedByOthers: true, internalMeetings: true }

/**
 * Toggles → flags. "All three on means all five flags true. All three off means all five false. The mixed mappings
 * are not shown." Parley's mixed mapping (docs/decisions.md "Notetaker rules"): internal → internal_meeting;
 * hosted by me → external_meeting + self_host; hosted by others → external_meeting + internal_host + external_host.
 */
export function flagsFromToggles(t: RecordingToggles): NotetakerFlags {
  return {
    internal_meeting: t.internalMeetings,
    external_meeting: t.externalHostedByMe || t.externalHostedByOthers,
    self_host: t.externalHostedByMe,
    internal_host: t.externalHostedByOthers,
    external_host: t.externalHostedByOthers,
  }
}

/**
 * Flags → toggles, the inverse for every pattern flagsFromToggles produces. Other patterns (written before the
 * mapping existed) show a toggle on when any of its flags would make the bot join, and saving normalises them.
 */
export function togglesFromFlags(f: NotetakerFlags): RecordingToggles {
  return {
    internalMeetings: f.internal_meeting,
    externalHostedByMe: f.external_meeting && f.self_host,
    externalHostedByOthers: f.external_meeting && (f.internal_host || f.external_host),
  }
}

/**
 * "The master notetaker toggle off forces the three recording toggles off." Turning it back on turns all three on
 * (Parley's choice: the user gets the default back instead of a form that cannot be saved).
 */
export function setMasterToggle(_prefs: RecordingPreferences, on: boolean): RecordingPreferences {
  return { notetakerEnabled: on, toggles: on ? { ...ALL_ON } : { ...ALL_OFF } }
}

/** "The three are disabled while the master is off or the calendar is not integrated." */
export function preferenceControlsDisabled(prefs: RecordingPreferences, calendarIntegrated: boolean) {
  return {
    master: !calendarIntegrated,
    toggles: !calendarIntegrated || !prefs.notetakerEnabled,
    save: !calendarIntegrated,
  }
}

export type SaveCheck = { ok: true; notetakerEnabled: boolean; flags: NotetakerFlags } | { ok: false; message: string }

/**
 * "When the calendar is not integrated, the settings are disabled with 'Complete calendar integration to enable
 * settings'." / "Saving with the master on and all three recording toggles off is rejected with 'Enable notetaker
 * for any one of meeting to save settings'." The server runs the same check on what it receives.
 */
export function checkRecordingPreferencesSave(prefs: RecordingPreferences, calendarIntegrated: boolean): SaveCheck {
  if (!calendarIntegrated) return { ok: false, message: INTEGRATE_CALENDAR_MESSAGE }
  const t = prefs.notetakerEnabled ? prefs.toggles : ALL_OFF
  if (prefs.notetakerEnabled && !t.externalHostedByMe && !t.externalHostedByOthers && !t.internalMeetings) {
    return { ok: false, message: ENABLE_ONE_MESSAGE }
  }
  return { ok: true, notetakerEnabled: prefs.notetakerEnabled, flags: flagsFromToggles(t) }
}

/** The Notetaker card's On tag: the notetaker only joins meetings it can see, so without a calendar it is Off. */
export function notetakerShownOn(notetakerEnabled: boolean, calendarIntegrated: boolean): boolean {
  return notetakerEnabled && calendarIntegrated
}
