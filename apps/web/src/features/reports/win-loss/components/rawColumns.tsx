import { callInsightsLink, dealInsightsLink } from '@parley/shared/rules/win-loss'
import type { TWinLossRawRow } from '@parley/shared/schemas/win-loss'
import { Tooltip } from 'antd'
import type { ColumnsType } from 'antd/es/table'
import dayjs from 'dayjs'
import { Link } from 'react-router'
import { TruncatedName } from './groupTableColumns'

const NATURE_CLASS: Record<string, string> = { Strength: 'strength', Weakness: 'weakness', Opportunity: 'opportunity', Threat: 'threat' }
const text = (v: string | null) => (v ? v : <span className="win-loss__none">—</span>)

/**
 * 'Look At Each Decision Driver And Underlying Factor': one SWOT insight a row ("… raw row: … competitor_name,
 * funnel_by_product, deal_owner_name, Nature, objection_category, category, Heading, details, activity_date,
 * activity_title, deal_stage_during_Call …"). Call date is the one sortable column, newest first by default.
 */
export function rawColumns(desc: boolean, onCall: (row: TWinLossRawRow) => void): ColumnsType<TWinLossRawRow> {
  return [
    {
      key: 'deal_name',
      title: 'Deal Name',
      width: 210,
      fixed: 'left',
      render: (_: unknown, r) => (
        <Link to={dealInsightsLink(r.activity_id)} className="win-loss__deal" onClick={() => onCall(r)}>
          {r.deal_name}
        </Link>
      ),
    },
    {
      key: 'call',
      title: 'Call',
      width: 220,
      render: (_: unknown, r) => (
        <Link to={callInsightsLink(r.activity_id, r.timeStamp)} className="win-loss__call" onClick={() => onCall(r)}>
          {r.activity_title ?? 'Untitled call'}
          <span className="win-loss__at">{r.timeStamp}</span>
        </Link>
      ),
    },
    {
      key: 'call_date',
      title: 'Call Date',
      width: 120,
      sorter: true,
      sortDirections: ['descend', 'ascend'],
      sortOrder: desc ? 'descend' : 'ascend',
      // "Dates shown 'Mon D, YYYY' (en-US)".
      render: (_: unknown, r) => dayjs(r.activity_date).format('MMM D, YYYY'),
    },
    { key: 'stage', title: 'Deal Stage During Call', width: 170, render: (_: unknown, r) => text(r.deal_stage_during_Call) },
    {
      key: 'nature',
      title: 'Nature',
      width: 110,
      render: (_: unknown, r) => <span className={`nature-tag nature-tag--${NATURE_CLASS[r.Nature] ?? 'other'}`}>{r.Nature}</span>,
    },
    { key: 'driver', title: 'Decision Driver', width: 140, render: (_: unknown, r) => <TruncatedName name={r.objection_category} /> },
    { key: 'factor', title: 'Underlying Factor', width: 220, render: (_: unknown, r) => <TruncatedName name={r.category} /> },
    { key: 'heading', title: 'Heading', width: 220, render: (_: unknown, r) => r.Heading },
    {
      key: 'details',
      title: 'Details',
      width: 320,
      render: (_: unknown, r) =>
        r.details ? (
          <Tooltip title={r.details} placement="topLeft">
            <span className="win-loss__clamp">{r.details}</span>
          </Tooltip>
        ) : (
          text(null)
        ),
    },
    { key: 'competitor', title: 'Competitor', width: 130, render: (_: unknown, r) => text(r.competitor_name) },
    { key: 'funnel', title: 'Funnel By Product', width: 160, render: (_: unknown, r) => text(r.funnel_by_product) },
    { key: 'owner', title: 'Deal Owner', width: 150, render: (_: unknown, r) => text(r.deal_owner_name) },
  ]
}
