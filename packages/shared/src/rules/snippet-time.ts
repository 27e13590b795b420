// Snippet timestamps and snippet playback ("Snippet timestamps must match hh:mm:ss, otherwise
// 'No snippet' is shown"; the call page's query options start, end, time; "snippet playback ends with the notice 'Video
// snippet has ended!'").

export const NO_SNIPPET = 'No snippet'
export const SNIPPET_ENDED_MESSAGE = 'Video snippet has ended!'
export const START_BEYOND_CALL_MESSAGE = 'The snippet starts after the end of the call.'

// Two hour digits at least: a call past 99 hours is written with more (formatHms), and read back the same way.
const HH_MM_SS = /^(\d{2,}):([0-5]\d):([0-5]\d)$/

/** Seconds of an 'hh:mm:ss' timestamp (or the start of an 'hh:mm:ss --> hh:mm:ss' range); null when it is not one. */
export function snippetSeconds(timestamp: string | null | undefined): number | null {
  if (typeof timestamp !== 'string') return null
  const start = timestamp.split('-->')[0]?.trim() ?? ''
  const m = HH_MM_SS.exec(start)
  if (!m) return null
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3])
}

/** "Snippet timestamps must match hh:mm:ss" */
export const isValidSnippetTimestamp = (timestamp: string | null | undefined): boolean => snippetSeconds(timestamp) !== null

/** What a snippet's seek link shows: its hh:mm:ss, or 'No snippet' when the timestamp is invalid. */
export function snippetLabel(timestamp: string | null | undefined): string {
  return isValidSnippetTimestamp(timestamp) ? ((timestamp as string).split('-->')[0]?.trim() ?? NO_SNIPPET) : NO_SNIPPET
}

/** Seconds as hh:mm:ss (transcript timestamps, snippet labels). */
export function formatHms(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`
}

export type SnippetWindow = { ok: true; start: number; end: number | null } | { ok: false; message: string }

const toNumber = (v: string | number | null | undefined): number | null => {
  if (v === null || v === undefined || v === '') return null
  const n = typeof v === 'number' ? v : Number(v)
  return Number.isFinite(n) ? n : null
}

/**
 * The part of the recording the `start`/`end` (or `time`) query options ask to play, in seconds. A start that is not
 * a number, is negative or lies beyond the call is refused with a message (the page then plays from the beginning);
 * an end before the start, or past the call, is dropped (play to the end).
 */
export function snippetWindow(
  start: string | number | null | undefined,
  end: string | number | null | undefined,
  durationSeconds: number | null,
): SnippetWindow {
  const s = toNumber(start)
  if (s === null || s < 0) return { ok: false, message: NO_SNIPPET }
  if (durationSeconds !== null && durationSeconds > 0 && s >= durationSeconds) return { ok: false, message: START_BEYOND_CALL_MESSAGE }
  const e = toNumber(end)
  const endOk = e !== null && e > s && (durationSeconds === null || durationSeconds <= 0 || e <= durationSeconds)
  return { ok: true, start: s, end: endOk ? e : null }
}
