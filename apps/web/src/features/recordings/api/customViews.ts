import { type TCustomView, type TCustomViewBody, ZCustomView } from '@parley/shared/schemas/recordings'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api'
import { recordingsKeys } from './activityDashboard'

export const VIEWS_PAGE = 'meetings'

/** GET /api/users/readCustomViews?page=meetings → own views and the team's shared ones. */
export function useCustomViews() {
  return useQuery({
    queryKey: recordingsKeys.views,
    queryFn: async ({ signal }) =>
      (await api.get('/users/readCustomViews', { query: { page: VIEWS_PAGE }, schema: z.object({ data: z.array(ZCustomView) }), silent: true, signal })).data,
  })
}

const ZOne = z.object({ data: ZCustomView })
export type ViewInput = Omit<TCustomViewBody, 'page'>

/** POST createCustomView, or updateCustomView?id= when an id is given; errors toast the server's message. */
export function useSaveView() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: ViewInput }): Promise<TCustomView> => {
      const payload = { ...body, page: VIEWS_PAGE }
      const answer = id
        ? await api.post('/users/updateCustomView', payload, { query: { id }, schema: ZOne })
        : await api.post('/users/createCustomView', payload, { schema: ZOne })
      return answer.data
    },
    onSuccess: () => client.invalidateQueries({ queryKey: recordingsKeys.views }),
  })
}

/** POST deleteCustomView?id= */
export function useDeleteView() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.post('/users/deleteCustomView', {}, { query: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: recordingsKeys.views }),
  })
}
