import type { TProfile } from '@parley/shared/schemas/user'
import { Alert, Button } from 'antd'
import { useState } from 'react'
import { toHttpsUrl } from '../../lib/format'
import { readLocal, writeLocal } from '../../lib/storage'
import { LOCAL_KEYS } from '../../lib/storageKeys'

/** Invites users of overhaul-enabled companies to the new version; dismissal is remembered locally. */
export function OverhaulBanner({ profile }: { profile: TProfile }) {
  const { overhaul_enabled, overhaul_domain } = profile.company_meta_data
  const [dismissed, setDismissed] = useState(() => readLocal(LOCAL_KEYS.overhaulBannerDismissed) === 'true')
  if (!overhaul_enabled || !overhaul_domain.trim() || dismissed) return null
  const url = toHttpsUrl(overhaul_domain)
  return (
    <Alert
      className="overhaul-banner"
      type="info"
      showIcon
      role="region"
      aria-label="New version of Parley"
      title="A new version of Parley is ready for your team."
      description={`Try it at ${overhaul_domain.replace(/^https?:\/\//, '')}.`}
      action={
        <Button type="primary" size="small" href={url}>
          Open the new version
        </Button>
      }
      closable={{
        'aria-label': 'Dismiss new version banner',
        onClose: () => {
          writeLocal(LOCAL_KEYS.overhaulBannerDismissed, 'true')
          setDismissed(true)
        },
      }}
    />
  )
}
