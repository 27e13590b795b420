import type { TUpcomingEvent } from '@parley/shared/schemas/upcoming-events'
import { App, Switch, Tooltip } from 'antd'
import { useUpdateBotSchedule } from '../api/botSchedule'
import type { LiveNotetaker } from '../utils/liveNotetaker'
import { AttendeeDropdowns } from './AttendeeDropdowns'
import { BotControlButton } from './BotControlButton'

const REMOVE_CONFIRM = 'Are you sure? Do you want to remove the notetaker from this meeting?'
const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })
const date = (iso: string) => new Date(iso).toLocaleDateString([], { weekday: 'short', month: 'short', day: 'numeric' })

/** An info button with its tooltip: focusable, and named by what the tooltip says. */
function InfoButton({ label, tooltip, className, reason }: { label: string; tooltip: string; className: string; reason?: string }) {
  return (
    <Tooltip title={tooltip}>
      <button type="button" className={`upcoming-info ${className}`} aria-label={label} data-reason={reason}>
        <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="10" />
          <path d="M12 16v-4M12 8h.01" strokeLinecap="round" />
        </svg>
      </button>
    </Tooltip>
  )
}

interface Props {
  event: TUpcomingEvent
  live: LiveNotetaker
  superAdmin: boolean
}

/** One meeting: when, title, attendees and companies, organiser, the notetaker toggle and 'Notetaker joins: Yes/No'. */
export function MeetingRow({ event: e, live, superAdmin }: Props) {
  const { modal } = App.useApp()
  const update = useUpdateBotSchedule()
  const title = e.title?.trim() || 'Untitled meeting'
  const joins = e.notetaker.joins
  const setNotetaker = (on: boolean) => {
    const apply = () => update.mutateAsync({ id: e.id, gce_id: e.gce_id ?? '', status: on })
    // "Turning it off asks … Turning it on applies at once."
    if (on) apply()
    else modal.confirm({ title: REMOVE_CONFIRM, okText: 'Yes', cancelText: 'No', onOk: apply })
  }
  return (
    <li className="upcoming-row" data-testid="upcoming-row">
      <div className="upcoming-row__when">
        <span className="upcoming-row__date">{date(e.start_at)}</span>
        <span>
          {time(e.start_at)} – {time(e.end_at)}
        </span>
      </div>
      <div className="upcoming-row__main">
        <h3 className="upcoming-row__title">
          {title}
          {superAdmin ? (
            <InfoButton className="upcoming-row__event-id" label={`Calendar event id: ${e.gce_id ?? e.id}`} tooltip={`Event id: ${e.gce_id ?? e.id}`} />
          ) : null}
        </h3>
        <div className="upcoming-row__meta">
          <AttendeeDropdowns event={e} />
          {e.organizer_email ? <span className="upcoming-row__organiser">Organiser: {e.organizer_email}</span> : null}
        </div>
        <p className="upcoming-row__why">{e.notetaker.explanation}</p>
      </div>
      <div className="upcoming-row__notetaker">
        <Switch
          aria-label={`Notetaker for ${title}`}
          checked={e.notetaker.toggle_on}
          disabled={!live.toggleEnabled}
          loading={update.isPending}
          onChange={setNotetaker}
        />
        <span className="upcoming-row__joins">
          Notetaker joins: <strong className={joins ? 'is-yes' : 'is-no'}>{joins ? 'Yes' : 'No'}</strong>
          <InfoButton className="upcoming-row__reason" label={live.reason} reason={live.reason} tooltip={live.reason} />
        </span>
        {live.botControl && e.gce_id ? <BotControlButton gceId={e.gce_id} control={live.botControl} /> : null}
      </div>
    </li>
  )
}
