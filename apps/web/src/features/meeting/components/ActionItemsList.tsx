import type { TActionItemsByUser } from '@parley/shared/schemas/meeting-detail'
import { SnippetLink } from './SnippetLink'
import { SideTag } from './SideTag'

/** Action items grouped by the person who owns them. */
export function ActionItemsList({ groups, onSeek }: { groups: readonly TActionItemsByUser[]; onSeek: (seconds: number) => void }) {
  if (groups.length === 0) return <p className="meeting-muted">No action items were found in this call.</p>
  return (
    <div className="action-items">
      {groups.map((g) => (
        <div key={g.user} className="action-items__group">
          <h4 className="action-items__user">
            {g.user} <SideTag side={g.side} />
          </h4>
          <ul className="action-items__list">
            {g.items.map((item) => (
              <li key={`${item.text}-${item.timestamp}`}>
                <span>{item.text}</span> {item.timestamp ? <SnippetLink timestamp={item.timestamp} onSeek={onSeek} about="action item" /> : null}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}
