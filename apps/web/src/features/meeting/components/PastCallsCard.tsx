import type { TPastCall } from '@parley/shared/schemas/meeting-detail'
import dayjs from 'dayjs'
import { Link } from 'react-router'
import { formatDuration } from '../utils/time'

/** Earlier recorded calls with the same account. */
export function PastCallsCard({ calls }: { calls: readonly TPastCall[] }) {
  return (
    <section className="meeting-card" aria-labelledby="meeting-past-title">
      <h3 id="meeting-past-title" className="meeting-card__title">
        Past calls with this account
      </h3>
      {calls.length === 0 ? (
        <p className="meeting-muted">No earlier recorded calls with this account.</p>
      ) : (
        <ul className="past-calls">
          {calls.map((c) => (
            <li key={c.id}>
              <Link to={`/meeting/${c.id}`}>{c.title || 'Untitled call'}</Link>
              <span className="meeting-muted">
                {dayjs(c.start_time).format('D MMM YYYY')} · {formatDuration(c.video_duration)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
