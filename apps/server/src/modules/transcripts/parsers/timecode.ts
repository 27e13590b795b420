// Clock times as caption and transcript files write them: [h:]mm:ss[.fff] (WebVTT), hh:mm:ss,fff (SRT), hh:mm:ss.

const CLOCK = /^(?:(\d{1,3}):)?(\d{1,2}):(\d{2})(?:[.,](\d{1,3}))?$/

/** Milliseconds, or null when `value` is not a valid clock time (minutes and seconds must be below 60). */
export function parseClock(value: string, fraction: 'required' | 'optional' = 'optional'): number | null {
  const m = CLOCK.exec(value.trim())
  if (!m) return null
  const [, h, mm, ss, frac] = m
  if (fraction === 'required' && frac === undefined) return null
  const minutes = Number(mm)
  const seconds = Number(ss)
  if (minutes >= 60 || seconds >= 60) return null
  const ms = frac === undefined ? 0 : Number(frac.padEnd(3, '0'))
  return ((Number(h ?? 0) * 60 + minutes) * 60 + seconds) * 1000 + ms
}

/** About 150 words a minute: used only where a file gives a start but no end. */
export const MS_PER_SPOKEN_WORD = 400

export function estimateSpeechMs(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length
  return Math.max(1000, words * MS_PER_SPOKEN_WORD)
}
