import type { TChecklistLibrarySignal } from '@parley/shared/schemas/checklists'
import { Tag } from 'antd'
import { Link } from 'react-router'
import { splitTags } from '../utils/splitTags'
import { type WhyHowState, whyHowPath } from '../utils/whyHowLinks'

interface ChecklistSignalCardProps {
  signal: TChecklistLibrarySignal
  /** Where the card's links come back to (the library with its filter). */
  from: string
}

/** One signal: label, tags, its detail in 4 lines (2 when tags take room), and links to why and how. */
export function ChecklistSignalCard({ signal, from }: ChecklistSignalCardProps) {
  const tags = splitTags(signal.properties.tags)
  const state: WhyHowState = { from }
  const titleId = `checklist-signal-${signal.id}`
  return (
    <article className="checklist-card" aria-labelledby={titleId} data-testid="checklist-card">
      <h2 className="checklist-card__title" id={titleId}>
        {signal.signal_label}
      </h2>
      {tags.length > 0 ? (
        <div className="checklist-card__tags">
          {tags.map((tag) => (
            <Tag key={tag} color="geekblue">
              {tag}
            </Tag>
          ))}
        </div>
      ) : null}
      {signal.detail ? (
        <p className={tags.length > 0 ? 'checklist-card__text checklist-card__text--short' : 'checklist-card__text'} title={signal.detail}>
          {signal.detail}
        </p>
      ) : null}
      <div className="checklist-card__links">
        <Link className="checklist-card__link" to={whyHowPath(signal.id, 'why')} state={state}>
          Why it matters<span className="visually-hidden">: {signal.signal_label}</span>
        </Link>
        <Link className="checklist-card__link" to={whyHowPath(signal.id, 'how')} state={state}>
          How to practice<span className="visually-hidden">: {signal.signal_label}</span>
        </Link>
      </div>
    </article>
  )
}
