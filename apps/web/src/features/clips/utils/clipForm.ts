import { CLIP_TIMES_MESSAGE, CLIP_TITLE_REQUIRED_MESSAGE } from '@parley/shared/rules/clip-range'
import type { TCreateClipBody } from '@parley/shared/schemas/clips'

export type ClipFormCheck = { ok: true; body: TCreateClipBody } | { ok: false; field: 'title' | 'range'; message: string }

/** The modal's own checks before asking the server; the server checks the same again. */
export function clipBodyOf(meetingId: number, title: string, range: [number, number]): ClipFormCheck {
  if (title.trim() === '') return { ok: false, field: 'title', message: CLIP_TITLE_REQUIRED_MESSAGE }
  const [start, end] = range
  if (!(end > start)) return { ok: false, field: 'range', message: CLIP_TIMES_MESSAGE }
  return { ok: true, body: { id: meetingId, title: title.trim(), startTime: start, duration: end - start } }
}
