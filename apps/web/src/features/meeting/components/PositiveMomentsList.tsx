import type { TPositiveMoment } from '@parley/shared/schemas/meeting-detail'
import type { RowFeedback } from '../hooks/useRowFeedback'
import { SnippetLink } from './SnippetLink'
import { ThumbsDownButton } from './ThumbsDownButton'

/** Strengths and opportunities the analysis found, each with its moments. */
export function PositiveMomentsList({ rows, onSeek, feedback }: { rows: readonly TPositiveMoment[]; onSeek: (s: number) => void; feedback: RowFeedback }) {
  if (rows.length === 0) return <p className="meeting-muted">No positive moments were found in this call.</p>
  return (
    <ul className="insight-rows">
      {rows.map((m) => (
        <li key={m.id} className="insight-row">
          <div className="insight-row__head">
            <h4 className="insight-row__title">{m.heading}</h4>
            {m.category ? <span className="meeting-muted">{m.category}</span> : null}
            <ThumbsDownButton
              pressed={m.thumbs_down}
              pending={feedback.isPending('positive_moment', m.id)}
              about={m.heading}
              onToggle={() => feedback.toggle('positive_moment', m.id, m.thumbs_down, { heading: m.heading, detail: m.detail })}
            />
          </div>
          {m.detail ? <p className="checklist-item__summary">{m.detail}</p> : null}
          <div className="insight-row__moments">
            {m.timestamp.map((t) => (
              <SnippetLink key={t} timestamp={t} onSeek={onSeek} about={m.heading} />
            ))}
          </div>
        </li>
      ))}
    </ul>
  )
}
