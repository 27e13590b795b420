import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { SETTINGS_MESSAGES } from '@parley/shared/rules/settings'
import { toast } from '../../../lib/toast'

const FAILED: Record<string, string> = {
  denied: 'The connection was not approved. Try again, or ask your admin.',
  expired: 'The connection took too long or came from another session. Please try again.',
}

/** Back from the Zoom / Teams consent page (?integration=&status=): one notice, then the parameters go. */
export function usePlatformReturnNotice() {
  const [params, setParams] = useSearchParams()
  const status = params.get('status')
  const integration = params.get('integration')
  useEffect(() => {
    if (!integration || !status) return
    if (status === 'connected') toast.success(SETTINGS_MESSAGES.platformConnected)
    else toast.error(FAILED[status] ?? FAILED.expired)
    setParams(
      (p) => {
        p.delete('integration')
        p.delete('status')
        return p
      },
      { replace: true },
    )
  }, [integration, status, setParams])
}
