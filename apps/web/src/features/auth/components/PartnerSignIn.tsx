import { PARTNER_CONSENT_ERROR, type TAuthProviders } from '@parley/shared/schemas/auth'
import { Checkbox, type CheckboxRef } from 'antd'
import { useId, useRef, useState } from 'react'
import { toast } from '../../../lib/toast'
import { type SignInProvider, startProviderSignIn } from '../utils/providers'
import { PRIVACY_POLICY_URL, TERMS_URL } from '../utils/legal'
import { ProviderButton } from './ProviderButton'

/** Partner sign-up: the privacy and terms box must be ticked before a provider is opened. */
export function PartnerSignIn({ providers }: { providers: TAuthProviders | undefined }) {
  const [agreed, setAgreed] = useState(false)
  const [showError, setShowError] = useState(false)
  const checkboxRef = useRef<CheckboxRef>(null)
  const errorId = useId()

  const tryWith = (provider: SignInProvider) => {
    if (!agreed) {
      setShowError(true)
      toast.error(PARTNER_CONSENT_ERROR)
      checkboxRef.current?.focus()
      return
    }
    startProviderSignIn(provider)
  }

  return (
    <div className="signin-card__body">
      <h1 className="signin-card__title">Start your free trial</h1>
      <p className="signin-card__lead">Create your Parley account with your work Google or Microsoft account.</p>
      <div className={`consent${showError && !agreed ? ' consent--error' : ''}`}>
        <Checkbox
          ref={checkboxRef}
          checked={agreed}
          onChange={(e) => {
            setAgreed(e.target.checked)
            if (e.target.checked) setShowError(false)
          }}
          aria-invalid={showError && !agreed}
          aria-describedby={showError && !agreed ? errorId : undefined}
          data-testid="partner-consent"
        >
          I agree to the{' '}
          <a href={PRIVACY_POLICY_URL} target="_blank" rel="noopener noreferrer">
            Privacy Policy
          </a>{' '}
          and{' '}
          <a href={TERMS_URL} target="_blank" rel="noopener noreferrer">
            Terms &amp; Conditions
          </a>
        </Checkbox>
        {showError && !agreed ? (
          <p id={errorId} className="consent__error" role="alert">
            {PARTNER_CONSENT_ERROR}
          </p>
        ) : null}
      </div>
      <div className="signin-card__buttons">
        <ProviderButton provider="google" label="Try Parley with Google" enabled={providers?.google ?? true} onClick={() => tryWith('google')} />
        <ProviderButton provider="microsoft" label="Try Parley with Microsoft" enabled={providers?.microsoft ?? true} onClick={() => tryWith('microsoft')} />
      </div>
    </div>
  )
}
