import { type TCrmConnection, type TCrmProvider, ZCrmConnectionsResponse, ZCrmMessage, ZRefreshCrmDealsResponse } from '@parley/shared/schemas/crm'
import type { TProfile } from '@parley/shared/schemas/user'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { profileQueryKey } from '../../../api/getProfile'
import { api } from '../../../lib/api'

const crmConnectionsKey = ['settings', 'crm-connections'] as const
/** While a sync runs the card follows it; the first sync of a large CRM takes minutes. */
const SYNCING_POLL_MS = 10_000

/** GET /api/crm/connections (admins): each company connection's state for the CRM accordion. */
export function useCrmConnections() {
  return useQuery(
    queryOptions({
      queryKey: crmConnectionsKey,
      queryFn: ({ signal }): Promise<TCrmConnection[]> => api.get('/crm/connections', { schema: ZCrmConnectionsResponse, signal }).then((r) => r.connections),
      refetchInterval: (q) => (q.state.data?.some((c) => c.syncing) ? SYNCING_POLL_MS : false),
    }),
  )
}

/** GET /api/crm/:provider/connect: the consent URL (the session is a bearer token, so the server cannot redirect). */
export async function crmConnectUrl(provider: TCrmProvider): Promise<string> {
  return (await api.get(`/crm/${provider}/connect`, { schema: z.object({ url: z.string() }) })).url
}

/** DELETE /api/crm/:provider (admins); the synced deals stay. */
export function useDisconnectCrm() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (provider: TCrmProvider) => api.delete(`/crm/${provider}`, { schema: ZCrmMessage }),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: crmConnectionsKey }), client.invalidateQueries({ queryKey: profileQueryKey })]),
  })
}

/** GET /api/refresh_crm_deals?user_id=: answers the client_message to show. */
export function useRefreshCrmDeals() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (userId: number) => api.get('/refresh_crm_deals', { query: { user_id: userId }, schema: ZRefreshCrmDealsResponse }),
    onSettled: () => client.invalidateQueries({ queryKey: crmConnectionsKey }),
  })
}

export const CRM_LABELS: Record<TCrmProvider, string> = { hubspot: 'HubSpot', salesforce: 'Salesforce' }

/** 'Refresh deals' is offered when the company keeps deals in a CRM (its own, or one connected from Settings). */
export function companyHasCrm(profile: Pick<TProfile, 'crm_name' | 'crm_access_status'>): boolean {
  return profile.crm_name !== null || profile.crm_access_status === 'connected'
}
