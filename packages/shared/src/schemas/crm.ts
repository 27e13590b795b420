import { z } from 'zod'

// CRM connections: connect / disconnect from Settings (admins), the connections' state for
// the Settings CRM card, and 'Refresh deals' (GET refresh_crm_deals?user_id= → client_message).

export const CRM_PROVIDERS = ['hubspot', 'salesforce'] as const
export type TCrmProvider = (typeof CRM_PROVIDERS)[number]

/** Message of 'Refresh deals'. */
export const DEALS_REFRESHED_MESSAGE = 'Deals refreshed successfully!'

export const ZCrmProviderParams = z.object({
  provider: z.enum(CRM_PROVIDERS, { error: 'The CRM provider is hubspot or salesforce.' }),
})

export const ZCrmCallbackQuery = z
  .object({
    code: z.string().max(4096).optional(),
    state: z.string().max(4096).optional(),
    error: z.string().max(200).optional(),
    error_description: z.string().max(1000).optional(),
  })
  .loose()

export const ZRefreshCrmDealsQuery = z
  .object({
    user_id: z.coerce
      .number({ error: 'user_id must be a number' })
      .int({ error: 'user_id must be a whole number' })
      .positive({ error: 'user_id must be a positive number' })
      .optional(),
  })
  .strict()

export const ZRefreshCrmDealsResponse = z.object({
  client_message: z.string(),
  /** Connections whose sync was started (0 for the built-in CRM, which has nothing to fetch). */
  queued: z.number().int(),
})

export const ZCrmConnection = z.object({
  provider: z.enum(CRM_PROVIDERS),
  /** connected | revoked | disconnected | error */
  status: z.string(),
  /** HubSpot portal id / Salesforce org id. */
  account_id: z.string().nullable(),
  last_synced_at: z.string().nullable(),
  /** A first sync has not finished yet, or a round is part-way. */
  syncing: z.boolean(),
  /** What the admin should know (a revoked grant, the last sync error), or null. */
  notice: z.string().nullable(),
})
export type TCrmConnection = z.infer<typeof ZCrmConnection>

export const ZCrmConnectionsResponse = z.object({ connections: z.array(ZCrmConnection) })

export const ZCrmMessage = z.object({ message: z.string() })
