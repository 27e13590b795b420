import { type TReanalysisResponse, ZReanalysisResponse } from '@parley/shared/schemas/admin'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api'

const reanalysisKey = ['admin', 'reanalysis'] as const

/** GET /api/admin/reanalysis: how many of the company's analysed calls the current analyzer wrote. */
export function getReanalysis(signal?: AbortSignal): Promise<TReanalysisResponse> {
  return api.get('/admin/reanalysis', { schema: ZReanalysisResponse, signal })
}

/** The progress, read again every few seconds while calls are still on an older analysis and a run was started. */
export function useReanalysis(running: boolean) {
  return useQuery(
    queryOptions({
      queryKey: reanalysisKey,
      queryFn: ({ signal }) => getReanalysis(signal),
      refetchInterval: (q) => (running && q.state.data && q.state.data.data.current < q.state.data.data.total ? 3000 : false),
    }),
  )
}

/** POST /api/admin/reanalysis: queues the re-analysis of every stored call. */
export function useStartReanalysis() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => api.post('/admin/reanalysis', undefined, { schema: ZReanalysisResponse }),
    onSuccess: (data) => client.setQueryData(reanalysisKey, data),
  })
}
