import { scoreLabelColour, type ScoreLabel } from '@parley/shared/rules/deal-scores'
import { NO_HANDLING_MESSAGE } from '@parley/shared/rules/meeting-checklist'
import type { TObjectionRow } from '@parley/shared/schemas/meeting-detail'
import type { RowFeedback } from '../hooks/useRowFeedback'
import { LevelBadge } from './LevelBadge'
import { SnippetLink } from './SnippetLink'
import { ThumbsDownButton } from './ThumbsDownButton'

const isLevel = (v: string | null): v is ScoreLabel => v === 'High' || v === 'Medium' || v === 'Low'

/** The prospect's objections: severity (a negative signal, so High is red), how the rep handled it, and when. */
export function ObjectionsList({ rows, onSeek, feedback }: { rows: readonly TObjectionRow[]; onSeek: (s: number) => void; feedback: RowFeedback }) {
  if (rows.length === 0) return <p className="meeting-muted">No objections were raised in this call.</p>
  return (
    <ul className="insight-rows">
      {rows.map((o) => (
        <li key={o.id} className="insight-row">
          <div className="insight-row__head">
            <h4 className="insight-row__title">{o.heading}</h4>
            {isLevel(o.severity) ? <LevelBadge label={o.severity} colour={scoreLabelColour(o.severity, true)} title="Severity" /> : null}
            {o.grade ? <span className="meeting-muted">{o.grade}</span> : null}
            <ThumbsDownButton
              pressed={o.thumbs_down}
              pending={feedback.isPending('objection', o.id)}
              about={o.heading}
              onToggle={() => feedback.toggle('objection', o.id, o.thumbs_down, { heading: o.heading, detail: o.detail })}
            />
          </div>
          {o.sub_category ? <p className="meeting-muted">{[o.category, o.sub_category].filter(Boolean).join(' · ')}</p> : null}
          {o.detail ? <q className="checklist-item__quote">{o.detail}</q> : null}
          <p className="insight-row__handling">
            <strong>Handling:</strong> {o.meta.handling || NO_HANDLING_MESSAGE}
          </p>
          <div className="insight-row__moments">
            {o.timestamp.length ? (
              o.timestamp.map((t) => <SnippetLink key={t} timestamp={t} onSeek={onSeek} about={o.heading} />)
            ) : (
              <SnippetLink timestamp={null} onSeek={onSeek} />
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}
