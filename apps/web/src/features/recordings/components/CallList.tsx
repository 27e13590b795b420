import type { TDashboardRow } from '@parley/shared/schemas/recordings'
import { groupByDay } from '../utils/rowFormat'
import { CallRow } from './CallRow'

interface CallListProps {
  rows: TDashboardRow[]
  messages: { calendar_event_id: number; message: string }[]
  returnTo: string
}

/** The page's rows under weekday grouping labels (Sun to Sat). */
export function CallList({ rows, messages, returnTo }: CallListProps) {
  const byEvent = new Map(messages.map((m) => [m.calendar_event_id, m.message]))
  return (
    <div className="call-list">
      {groupByDay(rows, (r) => r.start_time).map((group) => (
        <section key={group.key} className="call-list__day" aria-label={group.label}>
          <h2 className="call-list__label">{group.label}</h2>
          <ul className="call-list__rows">
            {group.rows.map((row) => (
              <CallRow
                key={row.id ?? `event-${row.calendarEventDetails?.id ?? row.start_time}`}
                row={row}
                returnTo={returnTo}
                message={row.calendarEventDetails ? byEvent.get(row.calendarEventDetails.id) : undefined}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
