import type { TDashboardRow } from '@parley/shared/schemas/recordings'
import { parseHighlight } from '../utils/highlight'
import { formatOffset, moreHitsLabel } from '../utils/rowFormat'

interface TranscriptHitsProps {
  meetingId: number
  hits: TDashboardRow['searched_transcript']
  total: number
}

/** Two highlighted transcript snippets then '+N more'; each opens the transcript at that second in a new tab. */
export function TranscriptHits({ meetingId, hits, total }: TranscriptHitsProps) {
  if (hits.length === 0) return null
  const more = moreHitsLabel(total, hits.length)
  return (
    <ul className="call-hits" aria-label="Transcript matches">
      {hits.map((hit) => (
        <li key={`${hit.timestamp}-${hit.text.slice(0, 20)}`} className="call-hits__hit">
          <a
            href={`/meeting/${meetingId}?tab=transcript&start=${hit.timestamp}`}
            target="_blank"
            rel="noopener noreferrer"
            className="call-hits__time"
            aria-label={`Open the transcript at ${formatOffset(hit.timestamp)} in a new tab`}
          >
            {formatOffset(hit.timestamp)}
          </a>
          {hit.speakerName ? <span className="call-hits__speaker">{hit.speakerName}:</span> : null}
          <span className="call-hits__text">
            {parseHighlight(hit.highlight).map((part, i) =>
              // Parts never reorder, so the index is a stable key.
              part.mark ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
            )}
          </span>
        </li>
      ))}
      {more ? <li className="call-hits__more">{more}</li> : null}
    </ul>
  )
}
