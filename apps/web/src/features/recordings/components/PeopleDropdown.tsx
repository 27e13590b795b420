import { Button, Popover } from 'antd'

interface PeopleDropdownProps {
  /** e.g. "attendees", "companies" */
  noun: string
  items: string[]
}

/** "3 attendees ▾": the full list in a popover, so a row stays one line high. */
export function PeopleDropdown({ noun, items }: PeopleDropdownProps) {
  if (items.length === 0) return <span className="call-row__muted">No {noun}</span>
  const label = `${items.length} ${items.length === 1 ? noun.replace(/ies$/, 'y').replace(/s$/, '') : noun}`
  return (
    <Popover
      trigger="click"
      placement="bottomLeft"
      content={
        <ul className="people-list">
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      }
    >
      <Button size="small" type="link" className="call-row__dropdown" aria-label={`Show ${label}`}>
        {label} ▾
      </Button>
    </Popover>
  )
}
