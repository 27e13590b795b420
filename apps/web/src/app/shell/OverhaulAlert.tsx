import { Alert, Button } from 'antd'
import { useState } from 'react'
import { toHttpsUrl } from '../../lib/format'
import { readLocal, writeLocal } from '../../lib/storage'
import { LOCAL_KEYS } from '../../lib/storageKeys'

/** The banner itself; dismissal is remembered locally. */
export function OverhaulAlert({ domain }: { domain: string }) {
  const [dismissed, setDismissed] = useState(() => readLocal(LOCAL_KEYS.overhaulBannerDismissed) === 'true')
  if (dismissed) return null
  const url = toHttpsUrl(domain)
  return (
    <Alert
      className="overhaul-banner"
      type="info"
      showIcon
      role="region"
      aria-label="New version of Parley"
      title="A new version of Parley is ready for your team."
      description={`Try it at ${domain.replace(/^https?:\/\//, '')}.`}
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
