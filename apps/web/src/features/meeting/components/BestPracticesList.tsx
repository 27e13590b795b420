import { isPracticeGap } from '@parley/shared/rules/meeting-checklist'
import type { TBestPracticeRow } from '@parley/shared/schemas/meeting-detail'
import type { RowFeedback } from '../hooks/useRowFeedback'
import { LevelBadge } from './LevelBadge'
import { SnippetLink } from './SnippetLink'
import { ThumbsDownButton } from './ThumbsDownButton'

/** Best practices with their grade: 'Not followed' is a practice gap (red); thumbs-down is stored like other rows'. */
export function BestPracticesList({ rows, onSeek, feedback }: { rows: readonly TBestPracticeRow[]; onSeek: (s: number) => void; feedback: RowFeedback }) {
  if (rows.length === 0) return <p className="meeting-muted">No best practices were graded for this call.</p>
  return (
    <ul className="insight-rows">
      {rows.map((b) => (
        <li key={b.id} className="insight-row">
          <div className="insight-row__head">
            <h4 className="insight-row__title">{b.bp_heading}</h4>
            {b.bp_grade ? (
              <LevelBadge
                label={b.bp_grade}
                colour={isPracticeGap(b.bp_grade) ? 'red' : 'green'}
                title={b.bp_score === null ? undefined : `Score ${b.bp_score}/100`}
              />
            ) : null}
            <ThumbsDownButton
              pressed={b.thumbs_down}
              pending={feedback.isPending('best_practice', b.id)}
              about={b.bp_heading}
              onToggle={() => feedback.toggle('best_practice', b.id, b.thumbs_down, { heading: b.bp_heading, grade: b.bp_grade })}
            />
          </div>
          {b.bp_detail ? <p className="checklist-item__summary">{b.bp_detail}</p> : null}
          <div className="insight-row__moments">
            {b.bp_timestamp.map((t) => (
              <SnippetLink key={t} timestamp={t} onSeek={onSeek} about={b.bp_heading} />
            ))}
          </div>
        </li>
      ))}
    </ul>
  )
}
