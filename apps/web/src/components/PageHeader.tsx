import type { ReactNode } from 'react'
import { Link } from 'react-router'

interface PageHeaderProps {
  title: ReactNode
  subtitle?: ReactNode
  /** Actions shown on the right (buttons, menus). */
  extra?: ReactNode
  /** A back link shown above the title. */
  back?: { to: string; label: string }
}

/** The page's h1, an optional subtitle and actions. */
export function PageHeader({ title, subtitle, extra, back }: PageHeaderProps) {
  return (
    <div className="page-header">
      <div className="page-header__text">
        {back ? (
          <Link to={back.to} className="page-header__back">
            <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
              <path d="M19 12H5M11 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {back.label}
          </Link>
        ) : null}
        <h1 className="page-header__title">{title}</h1>
        {subtitle ? <p className="page-header__subtitle">{subtitle}</p> : null}
      </div>
      {extra ? <div className="page-header__extra">{extra}</div> : null}
    </div>
  )
}
