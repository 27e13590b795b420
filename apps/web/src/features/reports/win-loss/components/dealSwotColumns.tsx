import { dealInsightsLink, SWOT_NATURE_LABELS, type SwotNature } from '@parley/shared/rules/win-loss'
import type { TWinLossDealRow } from '@parley/shared/schemas/win-loss'
import { Tooltip } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import { Link } from 'react-router'
import { ProposedActions } from './ProposedActions'
import { SwotHeadings } from './SwotHeadings'
import { SwotTitle } from './SwotTitle'

const CELL: Record<SwotNature, keyof TWinLossDealRow> = {
  weakness: 'weakness_insights',
  threat: 'threat_insights',
  strength: 'strength_insights',
  opportunity: 'opportunity_insights',
}

interface DealColumnsProps {
  onNature: (nature: SwotNature) => void
  onDeal: (row: TWinLossDealRow) => void
}

/** "SWOT cells are clickable and filter by nature": the whole cell is one button. */
function swotColumn(nature: SwotNature, onNature: (nature: SwotNature) => void) {
  return {
    key: nature,
    title: <SwotTitle nature={nature} />,
    width: 260,
    render: (_: unknown, row: TWinLossDealRow) => {
      const groups = row[CELL[nature]] as TWinLossDealRow['weakness_insights']
      if (groups.length === 0) return <span className="win-loss__none">—</span>
      return (
        <button type="button" className="swot-cell__button" onClick={() => onNature(nature)}>
          <span className="visually-hidden">Filter by {SWOT_NATURE_LABELS[nature]}: </span>
          <SwotHeadings groups={groups} />
        </button>
      )
    },
  }
}

/**
 * "'Deal-Level SWOT Analysis' table …: Deal Name (opens the meeting at the deal insights tab), Current Deal Stage,
 * Previous Deal Stage, Weakness, Threat, Proposed Actions, Strength, Opportunity, Win Loss Notes."
 */
export function dealSwotColumns({ onNature, onDeal }: DealColumnsProps): ColumnsType<TWinLossDealRow> {
  return [
    {
      key: 'deal_name',
      title: 'Deal Name',
      width: 220,
      fixed: 'left',
      render: (_: unknown, row) => (
        <Link to={dealInsightsLink(row.latest_activity_id)} className="win-loss__deal" onClick={() => onDeal(row)}>
          {row.deal_name}
        </Link>
      ),
    },
    { key: 'current_deal_stage', dataIndex: 'current_deal_stage', title: 'Current Deal Stage', width: 170, render: (v: string | null) => v ?? '—' },
    { key: 'previous_deal_stage', dataIndex: 'previous_deal_stage', title: 'Previous Deal Stage', width: 170, render: (v: string | null) => v ?? '—' },
    swotColumn('weakness', onNature),
    swotColumn('threat', onNature),
    { key: 'actions', title: 'Proposed Actions', width: 340, render: (_: unknown, row) => <ProposedActions teams={row.team_next_steps} /> },
    swotColumn('strength', onNature),
    swotColumn('opportunity', onNature),
    {
      key: 'win_loss_notes',
      dataIndex: 'win_loss_notes',
      title: 'Win Loss Notes',
      width: 240,
      render: (v: string | null) =>
        v ? (
          <Tooltip title={v} placement="topLeft">
            <span className="win-loss__clamp">{v}</span>
          </Tooltip>
        ) : (
          <span className="win-loss__none">—</span>
        ),
    },
  ]
}
