import { PARTNER_SOURCES } from '@parley/shared/schemas/auth'
import { Alert } from 'antd'
import { useEffect, useState } from 'react'
import { Navigate, useNavigate, useSearchParams } from 'react-router'
import { BrandLogo } from '../../../components/BrandLogo'
import { FullPageSpin } from '../../../components/FullPageSpin'
import { useTeamsSignIn } from '../../../api/useTeamsSignIn'
import { consumePreLoginPath, hasToken, isAutoLogin } from '../../../lib/session'
import { SUPPORT_EMAIL } from '../../../lib/support'
import { useAuthProviders } from '../api/getAuthProviders'
import { useLoginCallback } from '../hooks/useLoginCallback'
import { useUtmTracking } from '../hooks/useUtmTracking'
import { DemoSignIn } from './DemoSignIn'
import { LoginHero } from './LoginHero'
import { PartnerSignIn } from './PartnerSignIn'
import { StandardSignIn } from './StandardSignIn'

/** /login: provider buttons, the partner variant (?source=ai-amplify|hp-bundle) and demo sign-in. */
export function LoginPage() {
  const [params] = useSearchParams()
  const callback = useLoginCallback()
  const usingCallbackToken = callback.signingIn
  // Whether the visitor arrived signed in, read once: a sign-in made on this page navigates by itself (to the saved
  // path), and must not be overtaken by the redirect home below while the target route's code is still loading.
  const [signedIn] = useState(hasToken)
  const teams = useTeamsSignIn(!signedIn && !usingCallbackToken)
  const providers = useAuthProviders()
  const source = params.get('source') ?? ''
  const partner = (PARTNER_SOURCES as readonly string[]).includes(source)
  useUtmTracking()

  useEffect(() => {
    document.title = partner ? 'Start your free trial · Parley' : 'Sign in · Parley'
  }, [partner])

  if (usingCallbackToken) return <FullPageSpin label="Signing you in…" />
  if (teams === 'trying') return <FullPageSpin label="Signing you in through Microsoft Teams…" />
  if (teams === 'signed-in') return <RedirectAfterTeamsSignIn />
  // A signed-in user is sent home, unless autoLogin asks to show the page anyway.
  if (signedIn && !isAutoLogin()) return <Navigate to="/" replace />

  return (
    <main className={`login${partner ? ' login--partner' : ''}`}>
      <LoginHero partner={partner} />
      <section className="login-panel" aria-label="Sign in">
        <div className="login-panel__brand">
          <BrandLogo size={32} />
        </div>
        <div className="signin-card">
          {callback.error ? <Alert className="signin-card__error" type="error" showIcon title={callback.error} /> : null}
          {partner ? <PartnerSignIn providers={providers.data} /> : <StandardSignIn providers={providers.data} />}
        </div>
        {providers.data?.demo ? (
          <div className="signin-card signin-card--demo">
            <DemoSignIn />
          </div>
        ) : null}
        <p className="login-panel__footer">
          Trouble signing in? <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
      </section>
    </main>
  )
}

function RedirectAfterTeamsSignIn() {
  const navigate = useNavigate()
  useEffect(() => {
    navigate(consumePreLoginPath(), { replace: true })
  }, [navigate])
  return <FullPageSpin label="Signing you in…" />
}
