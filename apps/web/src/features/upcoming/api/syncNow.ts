import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { profileQueryKey } from '../../../api/getProfile'
import { api } from '../../../lib/api'
import { upcomingKeys } from './upcomingEvents'

/** 'Sync Now': GET /api/admin/run_cron_task?task=calendar_sync; answers 'Calendar sync successfully!'. */
export function useSyncNow() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => api.get('/admin/run_cron_task', { query: { task: 'calendar_sync' }, schema: z.object({ message: z.string(), queued: z.number() }) }),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: profileQueryKey }), client.invalidateQueries({ queryKey: upcomingKeys.all })]),
  })
}
