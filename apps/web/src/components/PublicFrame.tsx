import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { hasToken } from '../lib/session'
import { BrandLogo } from './BrandLogo'
import { ButtonLink } from './ButtonLink'

/** Frame for pages that visitors may open without signing in (shared calls and clips). */
export function PublicFrame({ children }: { children: ReactNode }) {
  const signedIn = hasToken()
  return (
    <div className="public-frame">
      <header className="public-frame__bar">
        <Link to="/" aria-label="Parley home">
          <BrandLogo size={28} />
        </Link>
        {signedIn ? (
          <ButtonLink to="/">Open Parley</ButtonLink>
        ) : (
          <ButtonLink type="primary" to="/login">
            Sign in
          </ButtonLink>
        )}
      </header>
      <main className="public-frame__main" id="main-content">
        {children}
      </main>
    </div>
  )
}
