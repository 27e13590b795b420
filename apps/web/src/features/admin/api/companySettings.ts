import { ZCompanySettings, type TCompanySettings } from '@parley/shared/schemas/company-settings'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { profileQueryKey } from '../../../api/getProfile'
import { api, apiRequest } from '../../../lib/api'
import { adminKeys } from './adminUsers'

const ZSettingsAnswer = z.object({ company_id: z.number(), settings: ZCompanySettings })

/** GET /api/companies/:id/settings (super admins). */
export async function getCompanySettings(companyId: number, signal?: AbortSignal): Promise<TCompanySettings> {
  return (await api.get(`/companies/${companyId}/settings`, { schema: ZSettingsAnswer, signal })).settings
}

export function useCompanySettings(companyId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: adminKeys.settings(companyId ?? 0),
      queryFn: ({ signal }) => getCompanySettings(companyId as number, signal),
      enabled: companyId !== null,
    }),
  )
}

/** PATCH /api/companies/:id/settings with only the changed keys; the server audits who changed what. */
export function patchCompanySettings(companyId: number, patch: Partial<TCompanySettings>) {
  return apiRequest(`/companies/${companyId}/settings`, { method: 'PATCH', body: patch, schema: ZSettingsAnswer })
}

export function usePatchCompanySettings(companyId: number | null) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (patch: Partial<TCompanySettings>) => patchCompanySettings(companyId as number, patch),
    onSuccess: (answer) => {
      client.setQueryData(adminKeys.settings(answer.company_id), answer.settings)
      // The signed-in user's own company drives their sidebar and screens: reload the profile.
      void client.invalidateQueries({ queryKey: profileQueryKey })
      void client.invalidateQueries({ queryKey: ['admin', 'audit'] })
    },
  })
}
