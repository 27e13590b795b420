import type { TUpcomingEvent } from '@parley/shared/schemas/upcoming-events'
import { Button, Dropdown } from 'antd'

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** The attendee-count and company dropdowns of a meeting row. */
export function AttendeeDropdowns({ event }: { event: TUpcomingEvent }) {
  const companies = [...new Set(event.attendee_list.map((a) => a.company).filter((c): c is string => Boolean(c)))]
  return (
    <span className="upcoming-row__dropdowns">
      <Dropdown
        trigger={['click']}
        disabled={event.attendee_list.length === 0}
        menu={{ items: event.attendee_list.map((a) => ({ key: a.email, label: a.name ? `${a.name} · ${a.email}` : a.email })) }}
      >
        <Button size="small">{plural(event.attendee_count, 'attendee')} ▾</Button>
      </Dropdown>
      <Dropdown trigger={['click']} disabled={companies.length === 0} menu={{ items: companies.map((c) => ({ key: c, label: c })) }}>
        <Button size="small">{plural(companies.length, 'company').replace('companys', 'companies')} ▾</Button>
      </Dropdown>
    </span>
  )
}
