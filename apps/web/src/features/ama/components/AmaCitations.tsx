import type { TAmaCitation } from '@parley/shared/schemas/ama'

/** The moments an answer used, as hh:mm:ss links that seek the player. */
export function AmaCitations({ citations, onSeek }: { citations: TAmaCitation[]; onSeek: (seconds: number) => void }) {
  if (citations.length === 0) return null
  return (
    <ul className="ama-citations" aria-label="Cited moments">
      {citations.map((c) => (
        <li key={`${c.seconds}-${c.speaker}`} className="ama-citation">
          <button type="button" className="ama-citation__time" onClick={() => onSeek(c.seconds)} aria-label={`Play from ${c.timestamp} (${c.speaker})`}>
            {c.timestamp}
          </button>
          <span className="ama-citation__speaker">{c.speaker}</span>
          <span className="ama-citation__text">{c.text}</span>
        </li>
      ))}
    </ul>
  )
}
