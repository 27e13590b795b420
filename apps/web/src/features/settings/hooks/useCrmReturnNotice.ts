import { CRM_PROVIDERS } from '@parley/shared/schemas/crm'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { toast } from '../../../lib/toast'
import { CRM_LABELS } from '../api/crm'

/**
 * Back from a CRM's consent page (?crm_connected=<provider> or ?crm_error=<message>): one notice, then the
 * parameters go so a reload does not repeat it. Answers whether the page was opened that way (the CRM panel opens).
 */
export function useCrmReturnNotice(): boolean {
  const [params, setParams] = useSearchParams()
  const connected = params.get('crm_connected')
  const error = params.get('crm_error')
  const [returned] = useState(() => connected !== null || error !== null)
  useEffect(() => {
    if (connected === null && error === null) return
    if (error !== null) toast.error(error || 'The CRM could not be connected. Please try again.')
    else {
      const provider = CRM_PROVIDERS.find((p) => p === connected)
      toast.success(`${provider ? CRM_LABELS[provider] : 'Your CRM'} connected. Deals are syncing now.`)
    }
    setParams(
      (p) => {
        p.delete('crm_connected')
        p.delete('crm_error')
        return p
      },
      { replace: true },
    )
  }, [connected, error, setParams])
  return returned
}
