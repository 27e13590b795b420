// Settings screen.
import { checkRecordingPreferencesSave, flagsFromToggles, type NotetakerFlags, togglesFromFlags } from './recording-preferences'

/** Every message of "Settings", plus the ones Parley adds where the spec is silent. */
export const SETTINGS_MESSAGES = {
  settingsUpdated: 'Settings Updated',
  prepUpdated: 'Updated!',
  accountDeleted: 'Account deleted successfully',
  accountDeleteFailed: 'Failed to delete account',
  calendarDisconnected: 'Calendar integration disconnected successfully',
  calendarDisconnectFailed: 'Failed to disconnect calendar integration',
  postCallEmailUpdated: 'Post call email preference updated successfully',
  postCallEmailFailed: 'Failed to update post call email preference',
  privacyUpdated: 'Privacy message preference updated successfully',
  privacyUpdateFailed: 'Failed to update privacy message preference',
  privacyReadFailed: 'Failed to get privacy message preference',
  deleteAccessFailed: 'Failed to update meeting delete permissions',
  // Parley's own (the spec shows none):
  deleteAccessUpdated: 'Meeting delete permissions updated',
  lastAdmin: 'You are the only admin of your company. Make someone else an admin before deleting your account.',
  platformConnected: 'Connected. The notetaker can now use this account.',
} as const

/**
 * "Prep-note interval: value chosen by the user" — the values offered, in minutes before the call. The demo
 * data uses 15, 30 and 60; 2 hours and a day cover calls booked far ahead.
 */
export const PREP_NOTE_INTERVALS = [15, 30, 60, 120, 1440] as const
export const DEFAULT_PREP_NOTE_INTERVAL = 30

export function prepIntervalLabel(minutes: number): string {
  if (minutes % 1440 === 0) return minutes === 1440 ? '1 day before' : `${minutes / 1440} days before`
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour before' : `${minutes / 60} hours before`
  return `${minutes} minutes before`
}

export type FlagsSaveCheck = { ok: true; notetakerEnabled: boolean; flags: NotetakerFlags } | { ok: false; field: string; message: string }

/**
 * The server's check of POST /users/updateNotetakerSettings: the same rule as the modal
 * (checkRecordingPreferencesSave), and only flag patterns the three toggles can produce, so what is stored is
 * always something the modal can show. The master toggle defaults to "on when any flag is on".
 */
export function checkNotetakerFlagsSave(body: NotetakerFlags & { notetaker_enabled?: boolean }, calendarIntegrated: boolean): FlagsSaveCheck {
  const flags: NotetakerFlags = {
    internal_meeting: body.internal_meeting,
    external_meeting: body.external_meeting,
    internal_host: body.internal_host,
    external_host: body.external_host,
    self_host: body.self_host,
  }
  const anyOn = Object.values(flags).some(Boolean)
  const notetakerEnabled = body.notetaker_enabled ?? anyOn
  if (!notetakerEnabled && anyOn) {
    return { ok: false, field: 'notetaker_enabled', message: 'Turn the notetaker on to choose meetings, or turn every meeting type off.' }
  }
  const toggles = togglesFromFlags(flags)
  const normal = flagsFromToggles(toggles)
  const odd = (Object.keys(flags) as (keyof NotetakerFlags)[]).find((k) => flags[k] !== normal[k])
  if (calendarIntegrated && odd) {
    return {
      ok: false,
      field: odd,
      message: `${odd} does not match the Recording Preferences choices (internal meetings, external meetings hosted by me, hosted by others).`,
    }
  }
  const check = checkRecordingPreferencesSave({ notetakerEnabled, toggles }, calendarIntegrated)
  if (!check.ok) return { ok: false, field: calendarIntegrated ? 'notetaker_enabled' : 'calendar', message: check.message }
  return check
}
