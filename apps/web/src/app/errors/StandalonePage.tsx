import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { BrandLogo } from '../../components/BrandLogo'

interface StandalonePageProps {
  art: ReactNode
  title: string
  description?: ReactNode
  actions?: ReactNode
  /** Render the brand as plain text (no router available, e.g. outside the router's error boundary). */
  withoutRouter?: boolean
}

/** Full-page message used by the error, access and maintenance pages. */
export function StandalonePage({ art, title, description, actions, withoutRouter }: StandalonePageProps) {
  return (
    <div className="standalone">
      <header className="standalone__brand">
        {withoutRouter ? (
          <BrandLogo />
        ) : (
          <Link to="/" aria-label="Parley home">
            <BrandLogo />
          </Link>
        )}
      </header>
      <main className="standalone__main">
        <div className="standalone__art" aria-hidden="true">
          {art}
        </div>
        <h1 className="standalone__title">{title}</h1>
        {description ? <div className="standalone__description">{description}</div> : null}
        {actions ? <div className="standalone__actions">{actions}</div> : null}
      </main>
    </div>
  )
}

/** Large status text used as the page's illustration ("404", "500"…). */
export function StatusArt({ code }: { code: string }) {
  return <span className="status-art">{code}</span>
}
