import { type TIntegrationId, type TIntegrationSetup, ZIntegrationSetupResponse } from '@parley/shared/schemas/settings'
import { useQuery } from '@tanstack/react-query'
import { api } from '../lib/api'

/** GET /api/integrations/setup: which Connect buttons this server is set up for (fixed while it runs). */
export function useIntegrationSetup() {
  return useQuery({
    queryKey: ['integration-setup'],
    queryFn: ({ signal }) => api.get('/integrations/setup', { schema: ZIntegrationSetupResponse, silent: true, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export type UnconfiguredIntegration = TIntegrationSetup & { demo: boolean }

/** Looks an integration up: its setup entry when this server is known not to be set up for it, else null. */
export function useUnconfiguredLookup(): (id: TIntegrationId) => UnconfiguredIntegration | null {
  const { data } = useIntegrationSetup()
  return (id) => {
    const entry = data?.integrations.find((i) => i.id === id)
    return entry && !entry.configured ? { ...entry, demo: data?.demo ?? false } : null
  }
}
