import { groupByDay, SYNC_PENDING_RELOAD_MS, showsSyncNow, UPCOMING_PAGE_SIZE, upcomingEmptyState } from '@parley/shared/rules/upcoming-list'
import { useQuery } from '@tanstack/react-query'
import { Alert, Button, Input, Pagination, Skeleton } from 'antd'
import { useState } from 'react'
import { profileQueryOptions } from '../../../api/getProfile'
import { PageHeader } from '../../../components/PageHeader'
import { toast } from '../../../lib/toast'
import { useDebouncedValue } from '../../../lib/useDebouncedValue'
import { useSyncNow } from '../api/syncNow'
import { useUpcomingEvents } from '../api/upcomingEvents'
import { useNow } from '../hooks/useNow'
import { liveNotetaker } from '../utils/liveNotetaker'
import { CalendarDisconnectedAlert } from './CalendarDisconnectedAlert'
import { InstantRecordingPopover } from './InstantRecordingPopover'
import { MeetingRow } from './MeetingRow'
import { UpcomingEmpty } from './UpcomingEmpty'
import '../upcoming.css'

/** "Search and report debounce: 500 ms". */
const SEARCH_DEBOUNCE_MS = 500
const TICK_MS = 15_000
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone

/** /upcoming-meetings: the upcoming meetings screen. */
export function UpcomingMeetingsPage() {
  // The pending state lives on the profile: it refetches on the list's 30 s beat while a sync is pending.
  const profile = useQuery({
    ...profileQueryOptions(),
    refetchInterval: (q) => (q.state.data?.meta_data.calendar_sync_pending ? SYNC_PENDING_RELOAD_MS : false),
  })
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const title = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS)
  const syncPending = profile.data?.meta_data.calendar_sync_pending ?? false
  const events = useUpcomingEvents(page, title, syncPending)
  const syncNow = useSyncNow()
  const now = useNow(TICK_MS)

  const data = events.data
  const listed = (data?.events ?? []).map((e) => ({ event: e, live: liveNotetaker(e, now), startAt: e.start_at })).filter((r) => r.live.timing !== 'completed')
  const empty = profile.data && data ? upcomingEmptyState(profile.data, listed.length === 0 ? 0 : data.total, title !== '') : null

  const header = (
    <PageHeader
      title="Your upcoming meetings"
      subtitle="Toggle the Notetaker to join/not join any upcoming meeting"
      extra={
        <div className="upcoming-actions">
          <span className="upcoming-sync-text">Calendar syncs every 30 mins</span>
          {profile.data && showsSyncNow(profile.data) ? (
            <Button loading={syncNow.isPending} onClick={() => syncNow.mutate(undefined, { onSuccess: (r) => toast.success(r.message) })}>
              Sync Now
            </Button>
          ) : null}
          <InstantRecordingPopover />
        </div>
      }
    />
  )

  return (
    <div className="page upcoming-page">
      {header}
      <Input.Search
        className="upcoming-search"
        allowClear
        aria-label="Find your meetings by title"
        placeholder="Find your meetings by title"
        value={search}
        onChange={(ev) => {
          setSearch(ev.target.value)
          setPage(1)
        }}
      />
      {profile.data && !empty ? <CalendarDisconnectedAlert profile={profile.data} /> : null}
      {events.isError ? <Alert type="error" showIcon message="Your meetings could not be loaded. Refresh the page to try again." /> : null}
      {!data || !profile.data ? (
        events.isError ? null : (
          <Skeleton active />
        )
      ) : empty ? (
        <UpcomingEmpty state={empty} onRefresh={() => Promise.all([profile.refetch(), events.refetch()])} />
      ) : (
        <>
          {groupByDay(listed, now, timeZone).map((g) => (
            <section key={g.day} className="upcoming-day" aria-label={g.label}>
              <h2 className="upcoming-day__label">{g.label}</h2>
              <ul className="upcoming-list">
                {g.events.map((r) => (
                  <MeetingRow key={r.event.id} event={r.event} live={r.live} superAdmin={data.superAdmin} />
                ))}
              </ul>
            </section>
          ))}
          {data.total > UPCOMING_PAGE_SIZE ? (
            <Pagination
              className="upcoming-pagination"
              current={page}
              pageSize={UPCOMING_PAGE_SIZE}
              total={data.total}
              showSizeChanger={false}
              onChange={setPage}
            />
          ) : null}
        </>
      )}
    </div>
  )
}
