import { formatHms } from '@parley/shared/rules/snippet-time'
import type { TTranscriptLine } from '@parley/shared/schemas/meeting-detail'
import { NO_TRANSCRIPT_MESSAGE } from '@parley/shared/rules/processing-status'
import { useMemo } from 'react'
import { EmptyState } from '../../../components/EmptyState'
import { speakerTurns } from '../utils/transcriptLines'

/** Tab 6, the second transcript view: the conversation as speaker turns, for reading rather than seeking. */
export function ReadingView({ lines, onSeek }: { lines: readonly TTranscriptLine[]; onSeek: (seconds: number) => void }) {
  const turns = useMemo(() => speakerTurns(lines), [lines])
  if (turns.length === 0) return <EmptyState headingLevel={3} illustration="list" title={NO_TRANSCRIPT_MESSAGE} />
  return (
    <div className="reading-view">
      {turns.map((t) => (
        <section key={t.start} className={`reading-turn reading-turn--${t.side}`} aria-label={`${t.speaker} at ${formatHms(t.start)}`}>
          <h4 className="reading-turn__speaker">
            {t.speaker}{' '}
            <button type="button" className="transcript-line__time" onClick={() => onSeek(t.start)}>
              {formatHms(t.start)}
            </button>
          </h4>
          <p>{t.text}</p>
        </section>
      ))}
    </div>
  )
}
