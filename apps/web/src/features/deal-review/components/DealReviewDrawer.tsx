import type { TDealReviewRow } from '@parley/shared/schemas/deal-review'
import { Drawer, Tabs } from 'antd'
import dayjs from 'dayjs'
import { useRef, useState } from 'react'
import { ForecastTag } from './ForecastTag'
import { RecordedCalls } from './RecordedCalls'
import { StageSignals } from './StageSignals'

type TabKey = 'signals' | 'calls'

/** The right-hand drawer of a deal: tabs 'Stage signals' and 'Recorded calls'. */
export function DealReviewDrawer({ row, onClose }: { row: TDealReviewRow | null; onClose: () => void }) {
  const [tab, setTab] = useState<TabKey>('signals')
  // The last deal stays drawn while the drawer slides away.
  const last = useRef(row)
  if (row) last.current = row
  const shown = row ?? last.current
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      afterOpenChange={(open) => {
        if (!open) setTab('signals')
      }}
      title={shown?.dealName ?? ''}
      placement="right"
      size={640}
      closable={{ 'aria-label': 'Close deal' }}
      rootClassName="deal-review-drawer"
    >
      {shown ? (
        <>
          <dl className="deal-review__facts">
            <dt>Rep</dt>
            <dd>{shown.dealRep ?? '—'}</dd>
            <dt>Stage</dt>
            <dd>{shown.currentDealStage ?? '—'}</dd>
            <dt>Close date</dt>
            <dd>{shown.dealCloseDate ? dayjs(shown.dealCloseDate).format('D MMM YYYY') : '—'}</dd>
            <dt>Status</dt>
            <dd>{shown.status}</dd>
            <dt>Forecast</dt>
            <dd>
              <ForecastTag forecast={shown.forecast} />
            </dd>
            {shown.first_meeting_score ? (
              <>
                <dt>First meeting score</dt>
                <dd>{shown.first_meeting_score}</dd>
              </>
            ) : null}
          </dl>
          <Tabs
            activeKey={tab}
            onChange={(k) => setTab(k as TabKey)}
            items={[
              { key: 'signals', label: 'Stage signals', children: <StageSignals row={shown} /> },
              { key: 'calls', label: 'Recorded calls', children: <RecordedCalls row={shown} /> },
            ]}
          />
        </>
      ) : null}
    </Drawer>
  )
}
