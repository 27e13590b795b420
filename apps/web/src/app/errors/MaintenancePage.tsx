import { useEffect } from 'react'
import { SUPPORT_EMAIL } from '../../lib/support'
import { ToolsArt } from './ErrorArt'
import { StandalonePage } from './StandalonePage'

/** Built instead of the app when VITE_MAINTENANCE=1 (exists, disabled by a flag). */
export function MaintenancePage() {
  useEffect(() => {
    document.title = 'Scheduled maintenance · Parley'
  }, [])
  return (
    <StandalonePage
      withoutRouter
      art={<ToolsArt />}
      title="We're down for scheduled maintenance"
      description={
        <>
          <p>Parley is being upgraded. Estimated downtime: 2 PM to 6 PM IST.</p>
          <p>
            Your recordings are safe. Questions? <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
        </>
      }
    />
  )
}
