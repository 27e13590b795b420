import type { TMeetingDetail } from '@parley/shared/schemas/meeting-detail'
import dayjs from 'dayjs'
import { reportBug } from '../api/reportBug'
import { RaiseBugButton } from './RaiseBugButton'

type LogEntry = TMeetingDetail['activityBotLog'][number]

/** The notetaker activity log, with 'Raise a bug' (POST /api/exceptions/frontend). */
export function ActivityLogCard({ meetingId, entries }: { meetingId: number; entries: readonly LogEntry[] }) {
  const send = (description: string) =>
    reportBug({
      subject: `Bug report - notetaker activity of meeting ${meetingId}`,
      message: `${description}\n\nPage: ${window.location.href}\nActivity log:\n${entries.map((e) => `${e.at} ${e.event_type}${e.message ? `: ${e.message}` : ''}`).join('\n')}`,
    })
  return (
    <section className="meeting-card" aria-labelledby="meeting-log-title">
      <div className="meeting-card__head">
        <h3 id="meeting-log-title" className="meeting-card__title">
          Notetaker activity
        </h3>
        <RaiseBugButton about="notetaker activity" send={send} />
      </div>
      {entries.length === 0 ? (
        <p className="meeting-muted">No notetaker activity was recorded for this call.</p>
      ) : (
        <ol className="bot-log">
          {entries.map((e) => (
            <li key={`${e.at}-${e.event_type}`}>
              <time dateTime={e.at}>{dayjs(e.at).format('D MMM, h:mm:ss A')}</time>
              <span className="bot-log__event">{e.event_type.replaceAll('_', ' ')}</span>
              {e.message ? <span className="meeting-muted">{e.message}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
