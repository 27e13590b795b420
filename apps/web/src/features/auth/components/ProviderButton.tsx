import { Button, Tooltip } from 'antd'
import { useId } from 'react'
import type { SignInProvider } from '../utils/providers'
import { ProviderLogo } from './ProviderLogo'

interface ProviderButtonProps {
  provider: SignInProvider
  label: string
  /** False when the server has no credentials for this provider. */
  enabled: boolean
  onClick: () => void
}

const NOT_CONFIGURED = 'Not configured on this server'

export function ProviderButton({ provider, label, enabled, onClick }: ProviderButtonProps) {
  const hintId = useId()
  const button = (
    <Button
      block
      size="large"
      className="provider-button"
      icon={<ProviderLogo provider={provider} />}
      disabled={!enabled}
      aria-describedby={enabled ? undefined : hintId}
      onClick={onClick}
    >
      {label}
    </Button>
  )
  if (enabled) return button
  return (
    <Tooltip title={NOT_CONFIGURED}>
      <span className="provider-button__wrap">
        {button}
        <span id={hintId} className="visually-hidden">
          {NOT_CONFIGURED}
        </span>
      </span>
    </Tooltip>
  )
}
