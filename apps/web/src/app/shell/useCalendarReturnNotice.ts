import { CALENDAR_MESSAGES } from '@parley/shared/rules/upcoming-list'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { profileQueryKey } from '../../api/getProfile'
import { toast } from '../../lib/toast'

/**
 * After a calendar integration returns with ?referred_by=google|outlook, a success message is
 * shown and the parameter is removed.
 */
export function useCalendarReturnNotice(): void {
  const [params, setParams] = useSearchParams()
  const queryClient = useQueryClient()
  const referredBy = params.get('referred_by')
  useEffect(() => {
    if (referredBy !== 'google' && referredBy !== 'outlook') return
    toast.success(CALENDAR_MESSAGES.connected)
    void queryClient.invalidateQueries({ queryKey: profileQueryKey })
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        next.delete('referred_by')
        return next
      },
      { replace: true },
    )
  }, [referredBy, setParams, queryClient])
}
