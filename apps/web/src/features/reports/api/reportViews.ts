import { type TCustomView, type TCustomViewBody, ZCustomView } from '@parley/shared/schemas/recordings'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api'
import { reportKeys } from './reportKeys'

// Saved views of a report: the saved-views API with `page` = the report key (recordings use 'meetings').

const ZList = z.object({ data: z.array(ZCustomView) })
const ZOne = z.object({ data: ZCustomView })
export type ReportViewInput = Omit<TCustomViewBody, 'page'>

/** GET /api/users/readCustomViews?page={report}: own views and the team's shared ones. */
export function useReportViews(page: string) {
  return useQuery({
    queryKey: reportKeys.views(page),
    queryFn: async ({ signal }) => (await api.get('/users/readCustomViews', { query: { page }, schema: ZList, silent: true, signal })).data,
    placeholderData: keepPreviousData,
  })
}

/** POST createCustomView, or updateCustomView?id= when an id is given. */
export function useSaveReportView(page: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: ReportViewInput }): Promise<TCustomView> => {
      const payload = { ...body, page }
      const answer = id
        ? await api.post('/users/updateCustomView', payload, { query: { id }, schema: ZOne })
        : await api.post('/users/createCustomView', payload, { schema: ZOne })
      return answer.data
    },
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.views(page) }),
  })
}

export function useDeleteReportView(page: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.post('/users/deleteCustomView', {}, { query: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.views(page) }),
  })
}
