import { SWOT_NATURE_LABELS, SWOT_TOOLTIPS, type SwotNature } from '@parley/shared/rules/win-loss'
import { InfoTip } from '../../components/InfoTip'

/** A SWOT column's title with the spec's tooltip ("Tooltips: Weakness = areas where the prospect says …"). */
export function SwotTitle({ nature }: { nature: SwotNature }) {
  const label = SWOT_NATURE_LABELS[nature]
  return (
    <span className="report-th">
      {label}
      <InfoTip text={SWOT_TOOLTIPS[nature]} label={label} />
    </span>
  )
}
