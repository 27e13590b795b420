import { MOVEMENT_COLOURS, MOVEMENTS, type Movement } from '@parley/shared/rules/conversion-insights'
import { roundPercent } from '@parley/shared/rules/report-charts'
import type { TOutcomesResponse } from '@parley/shared/schemas/conversion-insights'
import { Skeleton } from 'antd'
import { InfoTip } from '../../components/InfoTip'

interface MovementCardsProps {
  outcomes: TOutcomesResponse['data'] | undefined
  /** The movements the filter holds now (a card shows pressed). */
  selected: string[]
  /** A card click filters the table by that movement (again: clears it). */
  onSelect: (movement: Movement) => void
}

const INFO: Record<Movement, string> = {
  Won: 'Deals that reached a won stage during the range.',
  'Moved forward': 'Deals that ended the range later in your pipeline than they started it.',
  'No movement': 'Deals that ended the range in the stage they started it in (or a stage your pipeline does not order).',
  'Moved backward': 'Deals that ended the range earlier in your pipeline than they started it.',
  Lost: 'Deals that reached a lost stage during the range.',
}

/** The deals with calls in the range, and where they went: one card per movement, each a filter. */
export function MovementCards({ outcomes, selected, onSelect }: MovementCardsProps) {
  if (!outcomes) return <Skeleton active paragraph={{ rows: 2 }} className="conversion-cards conversion-cards--loading" />
  return (
    <section className="conversion-cards" aria-label="Stage movement">
      <div className="conversion-card conversion-card--total">
        <span className="conversion-card__label">
          Deals with calls
          <InfoTip text="Deals with at least one call in the Call Date range (recorded or not), in your scope." label="Deals with calls" />
        </span>
        <span className="conversion-card__value">{outcomes.total}</span>
      </div>
      {MOVEMENTS.map((m) => (
        <button
          type="button"
          key={m}
          className="conversion-card"
          aria-pressed={selected.includes(m)}
          title={INFO[m]}
          onClick={() => onSelect(m)}
          style={{ borderTopColor: MOVEMENT_COLOURS[m] }}
        >
          <span className="conversion-card__label">{m}</span>
          <span className="conversion-card__value">{outcomes.movement[m]}</span>
          <span className="conversion-card__percent">{roundPercent(outcomes.movement[m], outcomes.total)}% of deals</span>
        </button>
      ))}
    </section>
  )
}
