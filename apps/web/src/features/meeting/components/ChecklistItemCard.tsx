import { detailScoreLabel, scoreLabel, scoreLabelColour } from '@parley/shared/rules/deal-scores'
import { detailScoreColour, HOW_TO_PRACTICE_LABEL, showHowToPractice } from '@parley/shared/rules/meeting-checklist'
import type { TMeetingInsight } from '@parley/shared/schemas/meeting-detail'
import { Link } from 'react-router'
import type { RowFeedback } from '../hooks/useRowFeedback'
import { LevelBadge } from './LevelBadge'
import { SnippetLink } from './SnippetLink'
import { ThumbsDownButton } from './ThumbsDownButton'

interface ChecklistItemCardProps {
  item: TMeetingInsight
  onSeek: (seconds: number) => void
  feedback: RowFeedback
  howToPracticeOn: boolean
  highlighted: boolean
}

export const checklistItemAnchor = (uniqueName: string) => `checklist-item-${uniqueName.replace(/[^a-zA-Z0-9_-]/g, '-')}`

/** The label beside a signal: checklist items show the score band, insight signals the detail-page 0–10 label. */
function scoreBadge(item: TMeetingInsight) {
  if (item.signal_type === 'insight') {
    if (item.detail_score === null) return null
    const label = detailScoreLabel(item.detail_score, item.unique_name === 'objections')
    return <LevelBadge label={label} colour={detailScoreColour(label)} title={`Score ${item.detail_score}/10`} />
  }
  if (item.score === null) return null
  const label = scoreLabel(item.score)
  return <LevelBadge label={label} colour={scoreLabelColour(label, item.properties.is_negative)} title={`Score ${item.score}/100`} />
}

/** One signal of the call: done or pending, its label, what was found, the moments (snippets) and feedback. */
export function ChecklistItemCard({ item, onSeek, feedback, howToPracticeOn, highlighted }: ChecklistItemCardProps) {
  const done = item.status === 'done'
  const name = item.properties.label || item.title
  return (
    <li
      id={checklistItemAnchor(item.unique_name)}
      className={`checklist-item${highlighted ? ' checklist-item--highlighted' : ''}`}
      data-unique-name={item.unique_name}
    >
      <div className="checklist-item__head">
        <span className={`checklist-item__status checklist-item__status--${item.status}`} role="img" aria-label={done ? 'Done' : 'Pending'}>
          {done ? '✓' : '○'}
        </span>
        <h4 className="checklist-item__title">{name}</h4>
        {scoreBadge(item)}
        <ThumbsDownButton
          pressed={item.thumbs_down}
          pending={feedback.isPending('insight', item.outcomeId)}
          about={name}
          onToggle={() => feedback.toggle('insight', item.outcomeId, item.thumbs_down, { title: name, summary: item.summary })}
        />
      </div>
      {item.summary ? <p className="checklist-item__summary">{item.summary}</p> : null}
      {item.snippets.length > 0 ? (
        <ul className="checklist-item__snippets" aria-label={`Moments for ${name}`}>
          {item.snippets.map((s) => (
            <li key={`${s.timestamp}-${s.text.slice(0, 20)}`}>
              <SnippetLink timestamp={s.timestamp} onSeek={onSeek} about={name} />
              <q className="checklist-item__quote">{s.text}</q>
            </li>
          ))}
        </ul>
      ) : null}
      {item.outcomeDetails.length > 0 ? (
        <ul className="checklist-item__outcomes">
          {item.outcomeDetails.map((o) => (
            <li key={`${o.heading}-${o.timestamp}`}>
              <strong>{o.heading}</strong>
              {o.detail ? <span> — {o.detail}</span> : null} <SnippetLink timestamp={o.timestamp} onSeek={onSeek} about={o.heading} />
            </li>
          ))}
        </ul>
      ) : null}
      {item.signal_id !== null && showHowToPractice(howToPracticeOn, item.properties) ? (
        <Link className="checklist-item__how" to={`/checklist/${item.signal_id}/how`}>
          {HOW_TO_PRACTICE_LABEL}
        </Link>
      ) : null}
    </li>
  )
}
