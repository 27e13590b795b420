import {
  SWOT_TOOLTIPS,
  truncateName,
  WIN_LOSS_COUNT_INFO,
  WIN_LOSS_GROUPING_DEFS,
  WIN_LOSS_GROUPINGS,
  WIN_LOSS_TITLES,
  type WinLossGrouping,
} from '@parley/shared/rules/win-loss'
import type { TWinLossQuadrant, TWinLossQuery } from '@parley/shared/schemas/win-loss'
import { Select, Skeleton } from 'antd'
import { useState } from 'react'
import { useWinLossQuadrant } from '../api/winLoss'
import { QUADRANT_COLOURS, SwotQuadrantChart } from './SwotQuadrantChart'
import { InfoTip } from '../../components/InfoTip'

type TopRow = TWinLossQuadrant['data']['top_threats'][number]

/** "Top 3 threats and weaknesses": the headings said on the most deals, with the deals and the mentions (not the CRM's competitor). */
function TopTable({ nature, rows }: { nature: 'threat' | 'weakness'; rows: TopRow[] }) {
  const title = nature === 'threat' ? WIN_LOSS_TITLES.topThreats : WIN_LOSS_TITLES.topWeaknesses
  return (
    <div className="win-loss__top">
      <h3 className="win-loss__top-title">
        {title}
        <InfoTip text={SWOT_TOOLTIPS[nature]} label={title} />
      </h3>
      {rows.length === 0 ? (
        <p className="win-loss__none">None said in this range.</p>
      ) : (
        <table className="win-loss__top-table">
          <thead>
            <tr>
              <th scope="col">Heading</th>
              <th scope="col">Decision Driver</th>
              <th scope="col">
                Deals mentioning
                <InfoTip text={WIN_LOSS_COUNT_INFO.topDeals} label="Deals mentioning" />
              </th>
              <th scope="col">
                Mentions
                <InfoTip text={WIN_LOSS_COUNT_INFO.topMentions} label="Mentions" />
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.heading}|${r.objection_category}`}>
                <td>{r.heading}</td>
                <td>{r.objection_category}</td>
                <td>{r.deals}</td>
                <td>{r.mentions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}

/**
 * "A SWOT quadrant bubble chart of decision drivers; top threats and top weaknesses tables … Grouping selector:
 * competitor, funnel by product, deal owner, objection category." A bubble (or its button) filters by its names.
 */
export function SwotQuadrantSection({ query, onFilter }: { query: TWinLossQuery; onFilter: (filters: Record<string, string[]>, what: string) => void }) {
  const [groupBy, setGroupBy] = useState<WinLossGrouping>('objection_category')
  const answer = useWinLossQuadrant(groupBy, query)
  const def = WIN_LOSS_GROUPING_DEFS[groupBy]
  const bubbles = answer.data?.data ?? []
  const select = (names: string[]) => onFilter({ [def.filter]: names }, `quadrant_${groupBy}`)
  return (
    <section className="win-loss__card" aria-labelledby="win-loss-quadrant-title">
      <header className="win-loss__card-head">
        <h2 id="win-loss-quadrant-title" className="win-loss__card-title">
          {WIN_LOSS_TITLES.quadrant}
        </h2>
        <Select<WinLossGrouping>
          aria-label="Quadrant grouping"
          className="win-loss__group-select"
          value={groupBy}
          options={WIN_LOSS_GROUPINGS.map((g) => ({ value: g, label: WIN_LOSS_GROUPING_DEFS[g].label }))}
          onChange={setGroupBy}
        />
      </header>
      <div className="win-loss__quadrant">
        <div className="win-loss__quadrant-main">
          {answer.isPending ? <Skeleton active paragraph={{ rows: 8 }} /> : <SwotQuadrantChart bubbles={bubbles} label={def.label} onSelect={select} />}
          {bubbles.length > 0 ? (
            <ul className="chart-card__legend" aria-label={`Filter by ${def.label}`}>
              {bubbles.map((b) => (
                <li key={`${b.x}|${b.y}`}>
                  <button type="button" className="chart-card__legend-item" title={b.names.join(', ')} onClick={() => select(b.names)}>
                    <span className="win-loss__swatch" style={{ background: QUADRANT_COLOURS[b.quadrant] }} aria-hidden="true" />
                    {truncateName(b.names.join(', '))} <span className="chart-card__legend-count">{b.quadrant}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="win-loss__quadrant-side">
          <TopTable nature="threat" rows={answer.data?.top_threats ?? []} />
          <TopTable nature="weakness" rows={answer.data?.top_weaknesses ?? []} />
        </div>
      </div>
    </section>
  )
}
