import type { TMeetingDetail } from '@parley/shared/schemas/meeting-detail'
import { Typography } from 'antd'
import dayjs from 'dayjs'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatDuration } from '../utils/time'
import { PeopleDropdown } from './PeopleDropdown'
import { SideTag } from './SideTag'

interface MeetingHeaderProps {
  meeting: TMeetingDetail
  superAdmin: boolean
  /** The Share button (sharing issue); nothing until it is given. */
  shareSlot?: ReactNode
  /** The deal tag's edit control (CRM issue's mapping); nothing until it is given. */
  dealEditSlot?: ReactNode
  menu: ReactNode
  /** A shared page's visitor has no Meetings list to go back to. */
  hideBackLink?: boolean
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** Title, when and how long, who (attendees, companies, organiser), the deal tag and the page actions. */
export function MeetingHeader({ meeting, superAdmin, shareSlot, dealEditSlot, menu, hideBackLink }: MeetingHeaderProps) {
  const start = dayjs(meeting.start_time)
  const people = meeting.salesRepAndProspects
  const organiser = meeting.organiser?.name || meeting.organiser?.email
  const eventId = meeting.calendarEventDetails?.calendar_event_id
  return (
    <header className="meeting-header">
      {hideBackLink ? null : (
        <Link to="/meetings" className="page-header__back">
          ← Meetings
        </Link>
      )}
      <div className="meeting-header__top">
        <h1 className="meeting-header__title">{meeting.title || 'Untitled call'}</h1>
        <div className="meeting-header__actions">
          {shareSlot}
          {menu}
        </div>
      </div>
      <dl className="meeting-facts">
        <div>
          <dt>Date</dt>
          <dd>
            <time dateTime={meeting.start_time}>{start.format('ddd, D MMM YYYY')}</time>
          </dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{start.format('h:mm A')}</dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{formatDuration(meeting.video_duration)}</dd>
        </div>
        {organiser ? (
          <div>
            <dt>Organiser</dt>
            <dd>{organiser}</dd>
          </div>
        ) : null}
        <div>
          <dt>Deal</dt>
          <dd className="meeting-facts__deal">
            <span className="badge deal-badge">{meeting.crmDealDetails?.deal_name ?? 'No deal found'}</span>
            {meeting.canEditDealTag ? dealEditSlot : null}
          </dd>
        </div>
        {superAdmin && eventId ? (
          <div>
            <dt>Calendar event id</dt>
            <dd>
              <Typography.Text copyable={{ text: eventId }} className="meeting-facts__event">
                {eventId}
              </Typography.Text>
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="meeting-header__people">
        <PeopleDropdown label={plural(people.length, 'attendee', 'attendees')} title="Attendees" disabled={people.length === 0}>
          <ul className="people-list">
            {people.map((p) => (
              <li key={`${p.email ?? ''}-${p.name}`}>
                <span className="people-list__name">
                  {p.name}
                  {p.is_organizer ? ' (organiser)' : ''}
                </span>
                <SideTag side={p.side} />
                {p.email ? <span className="meeting-muted">{p.email}</span> : null}
              </li>
            ))}
          </ul>
        </PeopleDropdown>
        <PeopleDropdown label={plural(meeting.companies.length, 'company', 'companies')} title="Companies" disabled={meeting.companies.length === 0}>
          <ul className="people-list">
            {meeting.companies.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </PeopleDropdown>
      </div>
    </header>
  )
}
