// The share modal's snippet ("Snippet start and end are set by a range slider from 0 to the call
// length and only apply if 'Create snippet' is ticked").

export const SNIPPET_END_BEYOND_CALL_MESSAGE = 'The snippet ends after the end of the call.'
export const SNIPPET_END_BEFORE_START_MESSAGE = 'The snippet must end after it starts.'

export type SnippetCheck = { ok: true } | { ok: false; field: 'startTime' | 'endTime'; message: string }

/** A snippet in whole seconds within 0…duration; an unknown duration only requires end after start. */
export function checkShareSnippet(startTime: number, endTime: number, durationSeconds: number | null): SnippetCheck {
  if (endTime <= startTime) return { ok: false, field: 'endTime', message: SNIPPET_END_BEFORE_START_MESSAGE }
  if (durationSeconds !== null && durationSeconds > 0 && endTime > Math.ceil(durationSeconds)) {
    return { ok: false, field: 'endTime', message: SNIPPET_END_BEYOND_CALL_MESSAGE }
  }
  return { ok: true }
}

/** The slider's first position: the first 10% of the call, at least 10 s ("about 10 s or 10% of duration"). */
export function defaultSnippetRange(durationSeconds: number): [number, number] {
  const total = Math.max(1, Math.floor(durationSeconds))
  return [0, Math.min(total, Math.max(10, Math.round(total / 10)))]
}
