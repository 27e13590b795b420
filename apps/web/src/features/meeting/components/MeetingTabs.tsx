import type { MeetingTabKey } from '@parley/shared/rules/meeting-tabs'
import type { TMeetingDetail } from '@parley/shared/schemas/meeting-detail'
import { Tooltip } from 'antd'
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react'
import { useTabKeys } from '../hooks/useTabKeys'

interface MeetingTabsProps {
  tabs: TMeetingDetail['tabs']
  active: MeetingTabKey
  onChange: (key: MeetingTabKey) => void
  /** The open tab's content (only the open tab is rendered). */
  render: (key: MeetingTabKey) => ReactNode
}

const tabId = (key: string) => `meeting-tab-${key}`
const panelId = (key: string) => `meeting-tabpanel-${key}`
const reasonId = (key: string) => `meeting-tab-reason-${key}`

/**
 * Tabs 1–8 as the server's tab rules say; disabled ones carry their tooltip. A wrapping tab strip (ARIA tabs pattern,
 * arrow keys move between enabled tabs) so all eight stay visible in a narrow column without an overflow menu.
 * Number keys 1–8 open tabs from anywhere on the page; the live region says what they did, since focus stays put.
 */
export function MeetingTabs({ tabs, active, onChange, render }: MeetingTabsProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const enabled = tabs.filter((t) => !t.disabled)
  // The count makes a repeated message a new text, so screen readers say it again.
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 })
  const announce = (text: string) => setAnnouncement((a) => ({ text, count: a.count + 1 }))
  useTabKeys(
    tabs,
    (key, name) => {
      onChange(key)
      announce(`${name} tab`)
    },
    (name, reason) => announce(`${name} is not available: ${reason}`),
  )

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = enabled.findIndex((t) => t.key === active)
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: enabled.length - 1 }
    const to = moves[e.key]
    if (to === undefined || enabled.length === 0) return
    e.preventDefault()
    const next = enabled[(to + enabled.length) % enabled.length]
    if (!next) return
    onChange(next.key)
    buttons.current.get(next.key)?.focus()
  }

  return (
    <div className="meeting-tabs">
      <div role="tablist" aria-label="Call" className="meeting-tabs__list" onKeyDown={onKey}>
        {tabs.map((t) => {
          const button = (
            <button
              key={t.key}
              ref={(el) => {
                if (el) buttons.current.set(t.key, el)
                else buttons.current.delete(t.key)
              }}
              type="button"
              role="tab"
              id={tabId(t.key)}
              aria-selected={t.key === active}
              aria-controls={t.key === active ? panelId(t.key) : undefined}
              aria-disabled={t.disabled || undefined}
              aria-describedby={t.tooltip ? reasonId(t.key) : undefined}
              tabIndex={t.key === active ? 0 : -1}
              className={`meeting-tabs__tab${t.key === active ? ' meeting-tabs__tab--active' : ''}`}
              onClick={() => !t.disabled && onChange(t.key)}
            >
              {t.name}
            </button>
          )
          return t.tooltip ? (
            <Tooltip key={t.key} title={t.tooltip}>
              {button}
            </Tooltip>
          ) : (
            button
          )
        })}
      </div>
      {/* A disabled tab's tooltip only shows on hover; its reason is also its description for screen readers. */}
      <div hidden>
        {tabs.map((t) =>
          t.tooltip ? (
            <span key={t.key} id={reasonId(t.key)}>
              {t.tooltip}
            </span>
          ) : null,
        )}
      </div>
      <div className="visually-hidden" aria-live="polite">
        {announcement.count % 2 ? announcement.text : `${announcement.text}\u00a0`}
      </div>
      <div role="tabpanel" id={panelId(active)} aria-labelledby={tabId(active)} className="meeting-tabs__panel">
        {render(active)}
      </div>
    </div>
  )
}
