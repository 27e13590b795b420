import {
  ACTIVITY_COLOURS,
  type ActivityToggles,
  DEFAULT_ACTIVITY_TOGGLES,
  groupTimeline,
  NO_DEAL_MESSAGE,
  TIMELINE_LOADING_MS,
  timelineWindowStart,
  visibleGroups,
} from '@parley/shared/rules/deal-activity'
import type { TMeetingDetail } from '@parley/shared/schemas/meeting-detail'
import { Button, Spin } from 'antd'
import dayjs from 'dayjs'
import { useEffect, useMemo, useRef, useState } from 'react'
import { EmptyState } from '../../../components/EmptyState'
import { useDealActivity } from '../api/getDealActivity'
import { localDay, timelineItems } from '../utils/timelineItems'
import { ActivityTimeline } from './ActivityTimeline'
import { ActivityToggleBar } from './ActivityToggleBar'
import { EmailBodyDrawer } from './EmailBodyDrawer'
import '../deal-activity.css'

/** The call's deal: the mapped deal of the tag, else the calendar event's primary deal. */
export function dealIdOf(meeting: TMeetingDetail): number | null {
  return meeting.crmDealDetails?.deal_id ?? meeting.calendarEventDetails?.primary_deal_id ?? null
}

function Count({ label, value, colour }: { label: string; value: number; colour?: string }) {
  return (
    <div className="deal-activity__count">
      <span className="deal-activity__count-value">
        {colour ? <span className="deal-activity__swatch" style={{ background: colour }} aria-hidden="true" /> : null}
        {value}
      </span>
      <span className="deal-activity__count-label">{label}</span>
    </div>
  )
}

/** Tab 5: the deal's activity timeline (recorded and unrecorded calls, e-mails), 5 days at a time. */
export function DealActivityTab({ meeting }: { meeting: TMeetingDetail; onSeek: (seconds: number) => void }) {
  return <DealActivityPanel dealId={dealIdOf(meeting)} currentMeetingId={meeting.id} />
}

/** A deal's activity timeline by deal id (the call page's tab 5, the pipeline drawer's tab 1); 0 = not on a call page. */
export function DealActivityPanel({ dealId, currentMeetingId, account = false }: { dealId: number | null; currentMeetingId: number; account?: boolean }) {
  const activity = useDealActivity(dealId, account)
  const [toggles, setToggles] = useState<ActivityToggles>(DEFAULT_ACTIVITY_TOGGLES)
  const [loads, setLoads] = useState(0)
  const [loadingMore, setLoadingMore] = useState(false)
  const [email, setEmail] = useState<{ id: number; subject: string | null } | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(() => () => (timer.current ? clearTimeout(timer.current) : undefined), [])

  const data = activity.data
  const items = useMemo(() => (data ? timelineItems(data) : []), [data])
  const groups = useMemo(() => groupTimeline(items, toggles, localDay), [items, toggles])
  const { shown, hasMore } = visibleGroups(groups, loads)
  const since = useMemo(() => timelineWindowStart([data?.deal.created_date_timestamp, ...items.map((i) => i.at)], new Date()), [data, items])

  if (dealId === null) return <EmptyState headingLevel={3} illustration="chart" title={NO_DEAL_MESSAGE} />
  if (activity.isLoading) return <Spin className="deal-activity__spin" />
  if (!data) return <EmptyState headingLevel={3} illustration="chart" title="No deal activity to show" description="The deal's activity could not be loaded." />

  const loadMore = () => {
    // "Load More adds 5; loading spinner 1.5 s"
    setLoadingMore(true)
    timer.current = setTimeout(() => {
      setLoads((n) => n + 1)
      setLoadingMore(false)
    }, TIMELINE_LOADING_MS)
  }

  return (
    <section className="deal-activity" aria-labelledby="deal-activity-title">
      <header className="deal-activity__header">
        <div>
          <h3 id="deal-activity-title" className="deal-activity__title">
            {data.deals ? `All ${data.deals.length} deals of the account` : data.deal.deal_name}
          </h3>
          <p className="deal-activity__muted">
            Activity since {dayjs(since).format('D MMM YYYY')}
            {data.deal.deleted ? ' · this deal was deleted in the CRM' : ''}
          </p>
        </div>
        <div className="deal-activity__counts">
          <Count label="Recorded calls" value={data.recordedCount} colour={ACTIVITY_COLOURS.recorded} />
          <Count label="Not recorded calls" value={data.unrecordedCount} colour={ACTIVITY_COLOURS.unrecorded} />
          <Count label="E-mails" value={data.emailCount} colour={ACTIVITY_COLOURS.email} />
          <Count label="Total activity" value={data.totalActivity} />
        </div>
      </header>
      <ActivityToggleBar
        value={toggles}
        onChange={(next) => {
          setToggles(next)
          setLoads(0)
        }}
      />
      {groups.length === 0 ? (
        <p className="deal-activity__muted deal-activity__none">{items.length === 0 ? 'No activity on this deal yet.' : 'No activity of the kinds chosen.'}</p>
      ) : (
        <ActivityTimeline groups={shown} currentMeetingId={currentMeetingId} onOpenEmail={(id, subject) => setEmail({ id, subject })} />
      )}
      {hasMore ? (
        <div className="deal-activity__more">
          {loadingMore ? <Spin size="small" aria-label="Loading more activity" /> : null}
          <Button onClick={loadMore} disabled={loadingMore}>
            Load More
          </Button>
        </div>
      ) : null}
      <EmailBodyDrawer emailId={email?.id ?? null} subject={email?.subject ?? null} onClose={() => setEmail(null)} />
    </section>
  )
}
