import { canManageCompanyIntegrations } from '@parley/shared/rules/capabilities'
import {
  ZCrmCallbackQuery,
  ZCrmConnectionsResponse,
  ZCrmMessage,
  ZCrmProviderParams,
  ZRefreshCrmDealsQuery,
  ZRefreshCrmDealsResponse,
} from '@parley/shared/schemas/crm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../platform/deps'
import { requireCapability, requireUser } from '../../platform/auth/authenticate'
import { mailerFor } from '../../platform/mail/mailer-for'
import { createTokenCipher } from '../../platform/tokens/token-cipher'
import { type CrmConnectDeps, disconnectCrmProvider, finishCrmConnect, listCrmConnections, startCrmConnect } from './crm-connect.service'
import { crmImportRoutes } from './crm-import.routes'
import { refreshCrmDeals } from './crm-refresh.service'
import { enqueueCrmSync, rollupsAfterSync } from './crm-sync.job'
import { syncCrmConnection } from './crm-sync.service'
import { crmProviders } from './providers/crm-provider.registry'

const ADMINS_ONLY = 'Only company admins can manage the CRM integration.'

export const crmConnectRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const cipher = createTokenCipher(deps.secrets.encryptionKey, deps.config.encryptionKeysPrevious)
    const providers = crmProviders(deps.config)
    const sync = { db: deps.db, providers, cipher, now: deps.now, mailer: mailerFor(deps), onDealsChanged: rollupsAfterSync(deps.db, deps.jobs, deps.now) }
    const connect: CrmConnectDeps = {
      ...deps,
      cipher,
      providers,
      // Without a queue (API tests) the sync runs before the answer; a failure stays recorded on the connection.
      startSync: async (ref) => {
        if (deps.jobs) await enqueueCrmSync(deps.jobs, ref)
        else await syncCrmConnection(sync, ref).catch(() => undefined)
      },
    }

    // The built-in CRM's CSV import sits beside the connections (its own plugin: it parses CSV bodies).
    await app.register(crmImportRoutes(deps))

    app.get(
      '/crm/connections',
      { schema: { tags: ['crm'], summary: "The company's CRM connections and what the admin should know", response: { 200: ZCrmConnectionsResponse } } },
      async (request) => listCrmConnections(connect, requireCapability(request, canManageCompanyIntegrations, ADMINS_ONLY)),
    )

    app.get(
      '/crm/:provider/connect',
      {
        schema: {
          tags: ['crm'],
          summary: "The consent URL that connects the company's CRM (admins)",
          params: ZCrmProviderParams,
          response: { 200: z.object({ url: z.string() }) },
        },
      },
      async (request) => startCrmConnect(connect, requireCapability(request, canManageCompanyIntegrations, ADMINS_ONLY), request.params.provider),
    )

    app.get(
      '/crm/:provider/callback',
      { schema: { tags: ['crm'], summary: 'Where the CRM sends the browser back after consent', params: ZCrmProviderParams, querystring: ZCrmCallbackQuery } },
      async (request, reply) => {
        const to = await finishCrmConnect(connect, request.params.provider, request.query)
        return reply.header('cache-control', 'no-store').redirect(to, 302)
      },
    )

    app.delete(
      '/crm/:provider',
      {
        schema: {
          tags: ['crm'],
          summary: "Disconnect the company's CRM (admins); synced deals stay",
          params: ZCrmProviderParams,
          response: { 200: ZCrmMessage },
        },
      },
      async (request) => disconnectCrmProvider(connect, requireCapability(request, canManageCompanyIntegrations, ADMINS_ONLY), request.params.provider),
    )

    app.get(
      '/refresh_crm_deals',
      {
        schema: {
          tags: ['crm'],
          summary: "'Refresh deals': sync the company's CRM now",
          querystring: ZRefreshCrmDealsQuery,
          response: { 200: ZRefreshCrmDealsResponse },
        },
      },
      async (request) => {
        const auth = requireUser(request)
        return refreshCrmDeals(connect, auth, request.query.user_id ?? auth.user.id)
      },
    )
  }
