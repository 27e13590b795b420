import { moreLabel, topWithMore } from '@parley/shared/rules/win-loss'
import type { THeadingGroup } from '@parley/shared/schemas/win-loss'
import { Tooltip } from 'antd'
import { flattenHeadings } from '../utils/swotHeadings'

/**
 * A SWOT cell: "Top 3 … headings, then a '+N more' count", each heading with its decision driver; the rest in a
 * tooltip. Spans only, so the cell can sit inside a button.
 */
export function SwotHeadings({ groups }: { groups: readonly THeadingGroup[] }) {
  const { items, total } = flattenHeadings(groups)
  if (items.length === 0) return <span className="win-loss__none">—</span>
  const { shown } = topWithMore(items)
  const more = Math.max(0, total - shown.length)
  return (
    <span className="swot-cell">
      {shown.map((i) => (
        <span key={`${i.category}:${i.heading}`} className="swot-cell__item">
          <span className="swot-cell__heading">{i.heading}</span> <span className="swot-cell__driver">{i.category}</span>
        </span>
      ))}
      {more > 0 ? (
        <Tooltip
          title={items
            .slice(shown.length)
            .map((i) => `${i.heading} (${i.category})`)
            .join(' · ')}
        >
          <span className="swot-cell__more">{moreLabel(more)}</span>
        </Tooltip>
      ) : null}
    </span>
  )
}
