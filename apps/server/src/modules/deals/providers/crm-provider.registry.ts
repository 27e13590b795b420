import type { Config } from '../../../config'
import type { CrmProvider, CrmProviderId } from './crm-provider'
import { hubspotProvider } from './hubspot/hubspot.client'
import { salesforceProvider } from './salesforce/salesforce.client'

export type CrmProviders = Record<CrmProviderId, CrmProvider>

/** The hand-written registry: a connection's provider id → its client, built from configuration. */
export function crmProviders(config: Config, fetchImpl?: typeof fetch): CrmProviders {
  const { hubspot, salesforce } = config.crm
  return {
    hubspot: hubspotProvider({
      apiUrl: hubspot.apiUrl,
      authUrl: hubspot.authUrl,
      appUrl: hubspot.appUrl,
      oauthClient: { tokenUrl: hubspot.tokenUrl, clientId: hubspot.clientId ?? '', clientSecret: hubspot.clientSecret },
      fetch: fetchImpl,
    }),
    salesforce: salesforceProvider({
      loginUrl: salesforce.loginUrl,
      apiVersion: salesforce.apiVersion,
      oauthClient: { tokenUrl: `${salesforce.loginUrl}/services/oauth2/token`, clientId: salesforce.clientId ?? '', clientSecret: salesforce.clientSecret },
      fetch: fetchImpl,
    }),
  }
}
