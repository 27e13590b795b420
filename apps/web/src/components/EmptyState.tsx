import type { ReactNode } from 'react'

type Illustration = 'recordings' | 'calendar' | 'chart' | 'list' | 'lock' | 'search' | 'settings'

interface EmptyStateProps {
  title: string
  description?: ReactNode
  /** A call to action (button or link). */
  action?: ReactNode
  illustration?: Illustration
  /** Heading level of the title; 2 under a page header. */
  headingLevel?: 2 | 3
}

const glyphs: Record<Illustration, ReactNode> = {
  recordings: <path d="M20 26h18a3 3 0 0 1 3 3v14a3 3 0 0 1-3 3H20a3 3 0 0 1-3-3V29a3 3 0 0 1 3-3zm21 8 8-5v16l-8-5" />,
  calendar: <path d="M18 24h28a2 2 0 0 1 2 2v20a2 2 0 0 1-2 2H18a2 2 0 0 1-2-2V26a2 2 0 0 1 2-2zm-2 8h32M24 20v7M40 20v7M23 39h6" />,
  chart: <path d="M20 46V34m8 12V24m8 22V30m8 16V20M16 46h32" />,
  list: <path d="M18 24l2 2 4-4M18 34l2 2 4-4M18 44l2 2 4-4M29 25h17M29 35h17M29 45h17" />,
  lock: <path d="M22 32h20a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H22a2 2 0 0 1-2-2V34a2 2 0 0 1 2-2zm4 0v-5a6 6 0 0 1 12 0v5m-6 6v4" />,
  search: <path d="M30 42a11 11 0 1 0 0-22 11 11 0 0 0 0 22zm8-3 9 9" />,
  settings: <path d="M20 24h24M20 34h24M20 44h24M28 21v6M38 31v6M25 41v6" />,
}

/** A neutral "nothing here yet" panel: what the screen is for and what to do next. */
export function EmptyState({ title, description, action, illustration = 'list', headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="empty-state">
      <svg className="empty-state__art" width="96" height="96" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <circle cx="32" cy="34" r="30" fill="#eef0ff" />
        <g fill="none" stroke="#4f46e5" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
          {glyphs[illustration]}
        </g>
      </svg>
      <Heading className="empty-state__title">{title}</Heading>
      {description ? <div className="empty-state__description">{description}</div> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  )
}
