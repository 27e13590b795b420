// Clip validation: its messages, and "Default clip length about 10 s or 10% of the duration".

export const CLIP_TITLE_REQUIRED_MESSAGE = 'Clip title is required'
export const CLIP_TIMES_MESSAGE = 'Choose start time and end time'
export const CLIP_CREATED_MESSAGE = 'New clip creation in progress.'
/** A clip is a moment, not a copy of the call: longer cuts are refused (docs/decisions.md "Clips"). */
export const MAX_CLIP_SECONDS = 15 * 60
export const MAX_CLIP_TITLE_LENGTH = 200
export const CLIP_TOO_LONG_MESSAGE = `A clip can be at most ${MAX_CLIP_SECONDS / 60} minutes long.`
export const CLIP_OUTSIDE_CALL_MESSAGE = 'The clip must lie within the call.'

export type ClipRangeCheck = { ok: true } | { ok: false; field: 'startTime' | 'duration'; message: string }

/**
 * A clip from `startTime` lasting `duration` seconds must be longer than zero, end inside the call (its length
 * rounded up, as the slider reaches it) and be no longer than MAX_CLIP_SECONDS.
 */
export function checkClipRange(startTime: number, duration: number, callSeconds: number | null): ClipRangeCheck {
  if (!(duration > 0) || startTime < 0) return { ok: false, field: 'duration', message: CLIP_TIMES_MESSAGE }
  if (callSeconds === null || callSeconds <= 0) return { ok: false, field: 'duration', message: 'This call has no recording length to cut a clip from.' }
  if (startTime >= callSeconds) return { ok: false, field: 'startTime', message: CLIP_OUTSIDE_CALL_MESSAGE }
  if (startTime + duration > Math.ceil(callSeconds)) return { ok: false, field: 'duration', message: CLIP_OUTSIDE_CALL_MESSAGE }
  if (duration > MAX_CLIP_SECONDS) return { ok: false, field: 'duration', message: CLIP_TOO_LONG_MESSAGE }
  return { ok: true }
}

/** The slider's first position: 10 s from the start, or the first 10% of a call shorter than 100 s. */
export function defaultClipRange(callSeconds: number): [number, number] {
  const total = Math.max(1, Math.floor(callSeconds))
  return [0, total >= 100 ? 10 : Math.max(1, Math.round(total / 10))]
}
