import type { TDashboardRow } from '@parley/shared/schemas/recordings'
import { Tag, Tooltip } from 'antd'
import dayjs from 'dayjs'
import { Link } from 'react-router'
import { rememberReturnSearch } from '../utils/returnSearch'
import { agendaLabel, formatDuration, outcomeTagsView, splitList } from '../utils/rowFormat'
import { BotActivity } from './BotActivity'
import { PeopleDropdown } from './PeopleDropdown'
import { TranscriptHits } from './TranscriptHits'

/** The source tag of the call link. */
export const CALL_LINK_SOURCE = 'recordings_dashboard'

interface CallRowProps {
  row: TDashboardRow
  /** Why the call was not recorded (Unrecorded tab). */
  message?: string
  /** The dashboard URL to return to; carried in navigation state. */
  returnTo: string
}

/** One call: title, time, people, deal, CRM flag, outcome tags, search hits and notetaker state. */
export function CallRow({ row, message, returnTo }: CallRowProps) {
  const e = row.calendarEventDetails
  const deal = row.crmDealDetails
  const tags = outcomeTagsView(row.outcome_tags)
  const agenda = row.agenda_type ?? e?.agenda_type ?? null
  const title = row.title || 'Untitled call'
  const cancelled = row.status === 'CANCELLED'
  return (
    <li className="call-row">
      <div className="call-row__main">
        <div className="call-row__title-line">
          {row.id !== null ? (
            <Link
              className="call-row__title"
              to={`/meeting/${row.id}?source=${CALL_LINK_SOURCE}`}
              state={{ from: returnTo, source: CALL_LINK_SOURCE }}
              onClick={() => rememberReturnSearch(returnTo.slice(returnTo.indexOf('?') + 1))}
            >
              {title}
            </Link>
          ) : (
            <span className="call-row__title">{title}</span>
          )}
          {cancelled ? <Tag color="red">CANCELLED</Tag> : null}
          {agenda ? (
            <Tooltip title={agenda.length > 15 ? agenda : undefined}>
              <Tag className="call-row__agenda">{agendaLabel(agenda)}</Tag>
            </Tooltip>
          ) : null}
        </div>
        <div className="call-row__meta">
          <time dateTime={row.start_time}>{dayjs(row.start_time).format('h:mm A')}</time>
          {row.video_duration !== null ? <span>{formatDuration(row.video_duration)}</span> : null}
          {e?.organizer_email ? <span title="Organiser">Organiser: {e.organizer_email}</span> : null}
          {row.owner ? <span>Rep: {row.owner.name}</span> : null}
        </div>
        <div className="call-row__meta">
          <PeopleDropdown noun="attendees" items={splitList(e?.attendee_name || e?.attendees)} />
          <PeopleDropdown noun="companies" items={splitList(e?.attendee_company)} />
          <BotActivity log={row.activityBotLog} />
        </div>
        {row.id !== null ? <TranscriptHits meetingId={row.id} hits={row.searched_transcript} total={row.searched_transcript_total} /> : null}
        {message ? (
          <p className="call-row__message" role="note">
            {message}
          </p>
        ) : null}
      </div>
      <dl className="call-row__deal">
        <div>
          <dt>Sales stage</dt>
          <dd>{e?.sales_stage ?? '—'}</dd>
        </div>
        <div>
          <dt>Deal</dt>
          <dd>{deal ? deal.deal_name : <span className="call-row__muted">No deal found</span>}</dd>
        </div>
        <div>
          <dt>Deal owner</dt>
          <dd>{deal?.owner_name ?? '—'}</dd>
        </div>
        <div>
          <dt>CRM</dt>
          <dd>{row.isCrmUpdated ? <span className="call-row__crm-flag">Updated in CRM</span> : <span className="call-row__muted">Not updated</span>}</dd>
        </div>
        {tags.shown.length ? (
          <div className="call-row__tags">
            <dt className="visually-hidden">Signals</dt>
            <dd>
              {tags.shown.map((t) => (
                <Tag key={t} color="purple">
                  {t}
                </Tag>
              ))}
              {tags.more ? <span className="call-row__more">{tags.more}</span> : null}
            </dd>
          </div>
        ) : null}
      </dl>
    </li>
  )
}
