import type { TAuthProviders } from '@parley/shared/schemas/auth'
import { startProviderSignIn } from '../utils/providers'
import { PRIVACY_POLICY_URL, TERMS_URL } from '../utils/legal'
import { ProviderButton } from './ProviderButton'

/** 'Login with Google' and 'Login with Microsoft'. */
export function StandardSignIn({ providers }: { providers: TAuthProviders | undefined }) {
  return (
    <div className="signin-card__body">
      <h1 className="signin-card__title">Sign in to Parley</h1>
      <p className="signin-card__lead">Use your work Google or Microsoft account.</p>
      <div className="signin-card__buttons">
        <ProviderButton provider="google" label="Login with Google" enabled={providers?.google ?? true} onClick={() => startProviderSignIn('google')} />
        <ProviderButton
          provider="microsoft"
          label="Login with Microsoft"
          enabled={providers?.microsoft ?? true}
          onClick={() => startProviderSignIn('microsoft')}
        />
      </div>
      <p className="signin-card__legal">
        By signing in you agree to Parley's{' '}
        <a href={PRIVACY_POLICY_URL} target="_blank" rel="noopener noreferrer">
          Privacy Policy
        </a>{' '}
        and{' '}
        <a href={TERMS_URL} target="_blank" rel="noopener noreferrer">
          Terms &amp; Conditions
        </a>
        .
      </p>
    </div>
  )
}
