import { Button, Popover } from 'antd'
import type { ReactNode } from 'react'

/** A header button ('4 attendees') that opens the full list. */
export function PeopleDropdown({ label, title, children, disabled }: { label: string; title: string; children: ReactNode; disabled?: boolean }) {
  return (
    <Popover trigger="click" title={title} content={<div className="people-popover">{children}</div>} placement="bottomLeft">
      <Button size="small" disabled={disabled} aria-haspopup="dialog">
        {label} ▾
      </Button>
    </Popover>
  )
}
