import type { SidebarEntry } from '@parley/shared/rules/capabilities'
import { Tooltip } from 'antd'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { logout } from '../../api/logout'
import { SUPPORT_EMAIL } from '../../lib/support'
import { NAV_ENTRIES } from './navEntries'
import { NavIcon } from './NavIcons'

interface SideNavProps {
  entries: SidebarEntry[]
  collapsed: boolean
  /** Called after any entry is used (closes the mobile drawer). */
  onNavigate?: () => void
}

const FOOTER: SidebarEntry[] = ['support', 'logout']

/** The sidebar's links, exactly the entries of sidebarEntries(actor), in order. */
export function SideNav({ entries, collapsed, onNavigate }: SideNavProps) {
  const { pathname } = useLocation()
  const main = entries.filter((e) => !FOOTER.includes(e))
  const footer = entries.filter((e) => FOOTER.includes(e))

  const withTooltip = (label: string, node: ReactNode) =>
    collapsed ? (
      <Tooltip title={label} placement="right">
        {node}
      </Tooltip>
    ) : (
      node
    )

  const renderEntry = (entry: SidebarEntry) => {
    const config = NAV_ENTRIES[entry]
    const content = (
      <>
        <NavIcon entry={entry} />
        <span className="side-nav__label">{config.label}</span>
      </>
    )
    if (entry === 'support') {
      return withTooltip(
        `Support: ${SUPPORT_EMAIL}`,
        <a className="side-nav__item" href={`mailto:${SUPPORT_EMAIL}`} aria-label={collapsed ? `Support ${SUPPORT_EMAIL}` : undefined} onClick={onNavigate}>
          <NavIcon entry={entry} />
          <span className="side-nav__label side-nav__label--stack">
            <span>Support</span>
            <span className="side-nav__sub">{SUPPORT_EMAIL}</span>
          </span>
        </a>,
      )
    }
    if (entry === 'logout') {
      return withTooltip(
        config.label,
        <button
          type="button"
          className="side-nav__item"
          aria-label={collapsed ? config.label : undefined}
          onClick={() => {
            onNavigate?.()
            logout()
          }}
        >
          {content}
        </button>,
      )
    }
    const active = config.isActive?.(pathname) ?? false
    return withTooltip(
      config.label,
      <Link
        to={config.to ?? '/'}
        className={`side-nav__item${active ? ' side-nav__item--active' : ''}`}
        aria-current={active ? 'page' : undefined}
        aria-label={collapsed ? config.label : undefined}
        onClick={onNavigate}
      >
        {content}
      </Link>,
    )
  }

  return (
    <nav aria-label="Main navigation" className={`side-nav${collapsed ? ' side-nav--collapsed' : ''}`}>
      <ul className="side-nav__list">
        {main.map((entry) => (
          <li key={entry}>{renderEntry(entry)}</li>
        ))}
      </ul>
      <ul className="side-nav__list side-nav__list--footer">
        {footer.map((entry) => (
          <li key={entry}>{renderEntry(entry)}</li>
        ))}
      </ul>
    </nav>
  )
}
