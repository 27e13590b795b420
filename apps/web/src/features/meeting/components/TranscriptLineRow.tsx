import { formatHms } from '@parley/shared/rules/snippet-time'
import type { TTranscriptLine } from '@parley/shared/schemas/meeting-detail'
import { memo, useLayoutEffect, useRef } from 'react'
import { type SearchHit, splitByHits } from '../utils/transcriptSearch'

interface TranscriptLineRowProps {
  index: number
  line: TTranscriptLine
  active: boolean
  /** The search hits inside this line (none: an empty list shared by every line). */
  hits: readonly SearchHit[]
  /** Index (in `hits`) of the current search hit when it is in this line, else -1. */
  currentHit: number
  offset: number
  total: number
  onSeek: (seconds: number) => void
  measure: (index: number, el: HTMLElement | null) => void
}

const SIDE_LABEL = { rep: 'Rep', prospect: 'Prospect', unknown: 'Speaker' } as const

/** One transcript line: time (a seek button), speaker coloured by side, and the text with search marks. */
export const TranscriptLineRow = memo(function TranscriptLineRow({
  index,
  line,
  active,
  hits,
  currentHit,
  offset,
  total,
  onSeek,
  measure,
}: TranscriptLineRowProps) {
  const parts = hits.length ? splitByHits(line.text, hits) : null
  const row = useRef<HTMLLIElement>(null)
  // Measured when drawn and when its text changes, not on every move: reading a height forces a layout.
  useLayoutEffect(() => measure(index, row.current), [measure, index, line])
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the time button is the keyboard path to the same seek
    <li
      ref={row}
      aria-posinset={index + 1}
      aria-setsize={total}
      aria-current={active ? 'time' : undefined}
      data-line={index}
      className={`transcript-line transcript-line--${line.side}${active ? ' transcript-line--active' : ''}`}
      style={{ transform: `translateY(${offset}px)` }}
      onClick={(e) => {
        // Selecting text to copy it must not jump the player.
        if (window.getSelection()?.toString()) return
        if ((e.target as HTMLElement).closest('button')) return
        onSeek(line.start)
      }}
    >
      <div className="transcript-line__meta">
        <span className="transcript-line__speaker">
          {line.speaker}
          <span className="visually-hidden"> ({SIDE_LABEL[line.side]})</span>
        </span>
        <button type="button" className="transcript-line__time" aria-label={`Play from ${formatHms(line.start)}`} onClick={() => onSeek(line.start)}>
          {formatHms(line.start)}
        </button>
      </div>
      <p className="transcript-line__text">
        {parts
          ? parts.map((p) =>
              p.hit ? (
                <mark key={p.at} className={p.index === currentHit ? 'transcript-hit transcript-hit--current' : 'transcript-hit'}>
                  {p.text}
                </mark>
              ) : (
                <span key={p.at}>{p.text}</span>
              ),
            )
          : line.text}
      </p>
    </li>
  )
})
