import type { TDealReviewRow } from '@parley/shared/schemas/deal-review'
import dayjs from 'dayjs'
import { Link } from 'react-router'

const duration = (seconds: number | null) => (seconds === null ? null : seconds < 60 ? `${seconds}s` : `${Math.round(seconds / 60)} min`)

/** The drawer's 'Recorded calls' tab: the deal's recordings, newest first, each opening the call page. */
export function RecordedCalls({ row }: { row: TDealReviewRow }) {
  const recordings = new Map(row.eventDealStages.flatMap((s) => s.recordingIds.map((r) => [r.id, r] as const)))
  const calls = row.meetings.filter((m) => m.call !== null)
  const unrecorded = row.meetings.length - calls.length
  if (calls.length === 0) {
    return (
      <p className="deal-review__muted">
        No recorded calls yet.{unrecorded > 0 ? ` ${unrecorded} ${unrecorded === 1 ? 'meeting was' : 'meetings were'} not recorded.` : ''}
      </p>
    )
  }
  return (
    <>
      <ul className="deal-review__calls" aria-label="Recorded calls">
        {calls.map((m) => {
          const id = m.call?.id as number
          const r = recordings.get(id)
          return (
            <li key={`${m.event.id}-${id}`} className="deal-review__call">
              <Link to={`/meeting/${id}`} className="deal-review__call-title">
                {r?.title ?? m.event.title ?? 'Untitled call'}
              </Link>
              <span className="deal-review__call-meta">
                <time dateTime={m.event.start_at}>{dayjs(m.event.start_at).format('D MMM YYYY, h:mm A')}</time>
                {m.event.sales_stage ? <span>{m.event.sales_stage}</span> : null}
                {r && duration(r.durationSeconds) ? <span>{duration(r.durationSeconds)}</span> : null}
                {r?.score != null ? <span>Call score {r.score.toFixed(1)}</span> : null}
              </span>
            </li>
          )
        })}
      </ul>
      {unrecorded > 0 ? (
        <p className="deal-review__muted">
          {unrecorded} other {unrecorded === 1 ? 'meeting was' : 'meetings were'} not recorded.
        </p>
      ) : null}
    </>
  )
}
