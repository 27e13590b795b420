import { formatHms } from '@parley/shared/rules/snippet-time'
import type { TTranscriptLine } from '@parley/shared/schemas/meeting-detail'

/** The line being spoken at `seconds`: the last line that started at or before it (-1 before the first). */
export function activeLineIndex(lines: readonly Pick<TTranscriptLine, 'start'>[], seconds: number): number {
  let lo = 0
  let hi = lines.length - 1
  let found = -1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if ((lines[mid]?.start ?? 0) <= seconds) {
      found = mid
      lo = mid + 1
    } else hi = mid - 1
  }
  return found
}

/** The transcript as the copy button puts it on the clipboard: '[hh:mm:ss] Speaker: text' per line. */
export function transcriptAsText(lines: readonly TTranscriptLine[]): string {
  return lines.map((l) => `[${formatHms(l.start)}] ${l.speaker}: ${l.text}`).join('\n')
}

/** Consecutive lines of one speaker joined, for the reading view. */
export function speakerTurns(lines: readonly TTranscriptLine[]): { speaker: string; side: TTranscriptLine['side']; start: number; text: string }[] {
  const turns: { speaker: string; side: TTranscriptLine['side']; start: number; text: string }[] = []
  for (const l of lines) {
    const last = turns[turns.length - 1]
    if (last && last.speaker === l.speaker) last.text = `${last.text} ${l.text}`
    else turns.push({ speaker: l.speaker, side: l.side, start: l.start, text: l.text })
  }
  return turns
}
