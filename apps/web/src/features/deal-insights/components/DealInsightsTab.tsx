import { NO_DEAL_MESSAGE } from '@parley/shared/rules/deal-activity'
import { ALL_STAGES, callsOfStage, dealInsightsEmptyState, itemsForStage, stageOptions } from '@parley/shared/rules/deal-insights'
import type { TMeetingDetail } from '@parley/shared/schemas/meeting-detail'
import { Button, Segmented, Select, Skeleton } from 'antd'
import { useMemo, useState } from 'react'
import { EmptyState } from '../../../components/EmptyState'
import { LoadErrorAlert } from '../../../components/LoadErrorAlert'
import { useDealForecast } from '../api/getDealForecast'
import { useDealInsights } from '../api/getDealInsights'
import { DealChatPanel } from './DealChatPanel'
import { DealForecastCard } from './DealForecastCard'
import { DealSignalTable } from './DealSignalTable'
import '../deal-insights.css'

type View = 'insights' | 'chat'

/** The call's deal: the mapped deal of the tag, else the calendar event's primary deal. */
const dealIdOf = (meeting: TMeetingDetail): number | null => meeting.crmDealDetails?.deal_id ?? meeting.calendarEventDetails?.primary_deal_id ?? null

/**
 * Tab 8: the deal's checklist and insights across its calls by stage, the forecast and next meeting, and the deal chat;
 * when the deal has an account, the same across every deal of the account ("Deal Insights tab (and account-level
 * insights)").
 */
export function DealInsightsTab({ meeting, onSeek }: { meeting: TMeetingDetail; onSeek: (seconds: number) => void }) {
  const dealId = dealIdOf(meeting)
  // The panel's own query (cached): it names the deal's account.
  const account = useDealInsights(dealId).data?.account ?? null
  const [scope, setScope] = useState<Scope>('deal')
  const panel = (
    <DealInsightsPanel
      key={scope}
      dealId={dealId}
      accountId={scope === 'account' && account ? account.id : undefined}
      currentCallId={meeting.id}
      fallbackName={meeting.crmDealDetails?.deal_name ?? null}
      onSeek={onSeek}
    />
  )
  if (!account) return panel
  return (
    <>
      <Segmented<Scope>
        className="deal-insights__scope"
        aria-label="Insights of"
        value={scope}
        onChange={setScope}
        options={[
          { value: 'deal', label: 'This deal' },
          { value: 'account', label: 'Whole account', title: `Every deal of ${account.name}` },
        ]}
      />
      {panel}
    </>
  )
}

type Scope = 'deal' | 'account'

interface DealInsightsPanelProps {
  dealId: number | null
  /** The open call (its moments seek the player); 0 off the call page, where every moment opens its call. */
  currentCallId: number
  fallbackName: string | null
  onSeek: (seconds: number) => void
  /** Account Insights: the insights of every deal of this account. */
  accountId?: number
}

/** A deal's insights by deal id (the call page's tab 8, the pipeline drawer's Deal Insights tab). */
export function DealInsightsPanel({ dealId, currentCallId, fallbackName, onSeek, accountId }: DealInsightsPanelProps) {
  const insights = useDealInsights(dealId, accountId)
  const forecast = useDealForecast(dealId)
  const [view, setView] = useState<View>('insights')
  const [chosenStage, setStage] = useState<string | null>(null)
  const data = insights.data
  const stages = useMemo(() => (data ? stageOptions(data.deal?.sales_stage ?? null, data.calls) : []), [data])
  const stage = chosenStage ?? (data?.deal?.sales_stage || ALL_STAGES)

  if (dealId === null) return <EmptyState headingLevel={3} illustration="chart" title={NO_DEAL_MESSAGE} />
  if (insights.isError && !data) return <LoadErrorAlert title="The deal's insights could not be loaded." onRetry={() => void insights.refetch()} />
  if (!data) return <Skeleton active paragraph={{ rows: 6 }} />

  const calls = callsOfStage(data.calls, stage)
  const checklist = itemsForStage(data.all_checklist, stage)
  const signals = itemsForStage(data.all_insights, stage)
  const empty = dealInsightsEmptyState(calls, [...checklist, ...signals])
  const current = data.deal?.sales_stage ?? null

  return (
    <div className="deal-insights">
      <header className="deal-insights__head">
        <div>
          <h3 className="deal-insights__deal">{data.deal?.name ?? fallbackName}</h3>
          {data.account ? <div className="deal-insights__account">{data.account.name}</div> : null}
        </div>
        {forecast.data ? <DealForecastCard forecast={forecast.data} /> : forecast.isPending ? <Skeleton.Input active size="small" /> : null}
      </header>
      <Segmented<View>
        className="deal-insights__view"
        value={view}
        onChange={setView}
        options={[
          { value: 'insights', label: 'Checklist & insights' },
          { value: 'chat', label: 'Ask about this deal' },
        ]}
      />
      {view === 'chat' ? (
        <DealChatPanel dealId={dealId} dealName={data.deal?.name ?? 'this deal'} currentCallId={currentCallId} onSeek={onSeek} />
      ) : (
        <>
          <div className="deal-insights__stage">
            <label htmlFor="deal-insights-stage">Stage</label>
            <Select
              id="deal-insights-stage"
              aria-label="Stage"
              className="deal-insights__stage-select"
              value={stage}
              onChange={setStage}
              options={[...stages.map((s) => ({ value: s, label: s === current ? `${s} (current stage)` : s })), { value: ALL_STAGES, label: 'All stages' }]}
            />
            <span className="deal-insights__calls">{`${calls.length} recorded call${calls.length === 1 ? '' : 's'}`}</span>
          </div>
          {empty ? (
            <EmptyState
              headingLevel={3}
              illustration="chart"
              title={empty}
              action={stage !== ALL_STAGES && data.calls.length > 0 ? <Button onClick={() => setStage(ALL_STAGES)}>Show all stages</Button> : undefined}
            />
          ) : (
            <>
              <DealSignalTable title="Deal checklist" items={checklist} currentCallId={currentCallId} onSeek={onSeek} />
              <DealSignalTable title="Insights" items={signals} currentCallId={currentCallId} onSeek={onSeek} />
            </>
          )}
        </>
      )}
    </div>
  )
}
