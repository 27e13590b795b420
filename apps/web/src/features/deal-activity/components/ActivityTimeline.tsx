import { ACTIVITY_COLOURS, ACTIVITY_LABELS, markerSize, MARKER_MAX_PX, type TimelineGroup } from '@parley/shared/rules/deal-activity'
import dayjs from 'dayjs'
import { Link } from 'react-router'
import { formatMinutes, type TimelineEntry } from '../utils/timelineItems'

interface ActivityTimelineProps {
  groups: readonly TimelineGroup<TimelineEntry>[]
  /** The call page's own call: marked, not linked. */
  currentMeetingId: number
  onOpenEmail: (id: number, subject: string | null) => void
}

function Marker({ entry }: { entry: TimelineEntry }) {
  const size = markerSize(entry.call ? entry.call.duration : null)
  return (
    <span className="deal-timeline__marker-box" style={{ width: MARKER_MAX_PX }} aria-hidden="true">
      <span className="deal-timeline__marker" style={{ width: size, height: size, background: ACTIVITY_COLOURS[entry.kind] }} />
    </span>
  )
}

function CallEntry({ entry, currentMeetingId }: { entry: TimelineEntry; currentMeetingId: number }) {
  const call = entry.call
  if (!call) return null
  const facts = [dayjs(call.start_at).format('h:mm A'), formatMinutes(call.duration), call.call_stage ?? call.stage].filter(Boolean).join(' · ')
  const title = call.can_view ? call.title || 'Untitled call' : 'A call you do not have access to'
  return (
    <div className="deal-timeline__content">
      <span className="deal-timeline__kind">{ACTIVITY_LABELS[entry.kind]}</span>
      {call.is_meeting_recorded && call.can_view && call.zra_id !== null && call.zra_id !== currentMeetingId ? (
        <Link className="deal-timeline__title" to={`/meeting/${call.zra_id}`}>
          {title}
        </Link>
      ) : (
        <span className={`deal-timeline__title${call.can_view ? '' : ' deal-timeline__title--restricted'}`}>
          {title}
          {call.zra_id === currentMeetingId ? <span className="deal-activity__muted"> (this call)</span> : null}
        </span>
      )}
      <span className="deal-activity__muted">{facts}</span>
      {call.outcomes.length > 0 ? <span className="deal-timeline__outcomes">{call.outcomes.slice(0, 3).join(' · ')}</span> : null}
    </div>
  )
}

function EmailEntry({ entry, onOpenEmail }: { entry: TimelineEntry; onOpenEmail: ActivityTimelineProps['onOpenEmail'] }) {
  const email = entry.email
  if (!email) return null
  const incoming = email.direction === 'INCOMING_EMAIL'
  return (
    <div className="deal-timeline__content">
      <span className="deal-timeline__kind">{incoming ? 'E-mail received' : 'E-mail sent'}</span>
      <button type="button" className="deal-timeline__title deal-timeline__link-button" onClick={() => onOpenEmail(email.id, email.subject)}>
        {email.subject || '(no subject)'}
      </button>
      <span className="deal-activity__muted">
        {dayjs(email.received_at).format('h:mm A')} · {incoming ? `from ${email.from_email ?? 'unknown'}` : `to ${email.to_email || 'unknown'}`}
      </span>
    </div>
  )
}

/** The deal's activity by day, newest first; marker colour = kind, marker size = call length. */
export function ActivityTimeline({ groups, currentMeetingId, onOpenEmail }: ActivityTimelineProps) {
  return (
    <ol className="deal-timeline" aria-label="Deal activity timeline">
      {groups.map((g) =>
        g.type === 'stale' ? (
          <li key={`stale-${g.from}`} className="deal-timeline__stale">
            No activity for {g.days} days ({dayjs(g.from).format('D MMM')} – {dayjs(g.to).format('D MMM YYYY')})
          </li>
        ) : (
          <li key={g.date} className="deal-timeline__day">
            <h4 className="deal-timeline__date">{dayjs(g.date).format('ddd, D MMM YYYY')}</h4>
            <ul className="deal-timeline__items">
              {g.items.map((entry, i) => (
                <li
                  // A call the viewer may not open has no ids: its place in the day keys it.
                  key={entry.email ? `e-${entry.email.id}` : `c-${entry.call?.zra_id ?? 'x'}-${entry.call?.id ?? 'x'}-${i}`}
                  className="deal-timeline__item"
                  data-kind={entry.kind}
                >
                  <Marker entry={entry} />
                  {entry.email ? <EmailEntry entry={entry} onOpenEmail={onOpenEmail} /> : <CallEntry entry={entry} currentMeetingId={currentMeetingId} />}
                </li>
              ))}
            </ul>
          </li>
        ),
      )}
    </ol>
  )
}
