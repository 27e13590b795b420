import {
  ZCrmPreviewQuery,
  ZCrmPreviewResponse,
  ZCrmTimelinesQuery,
  ZCrmTimelinesResponse,
  ZWriteToCrmBody,
  ZWriteToCrmQuery,
  ZWriteToCrmResponse,
} from '@parley/shared/schemas/crm-write'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../platform/deps'
import { requireUser } from '../../platform/auth/authenticate'
import { createTokenCipher } from '../../platform/tokens/token-cipher'
import { type CrmWriteDeps, crmWritePreview, crmWriteTimeline, writeToCrm } from './crm-write.service'
import { crmProviders } from './providers/crm-provider.registry'

/** The insights-to-CRM modal: write_to_crm and updateInCrmTimelines. */
export const crmWriteRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const write: CrmWriteDeps = {
      ...deps,
      cipher: createTokenCipher(deps.secrets.encryptionKey, deps.config.encryptionKeysPrevious),
      providers: crmProviders(deps.config),
    }

    app.get(
      '/crm-write/preview',
      {
        schema: {
          tags: ['crm'],
          summary: 'What would be written: the note lines with their moments, the deals the user may write to, the CRM',
          querystring: ZCrmPreviewQuery,
          response: { 200: ZCrmPreviewResponse },
        },
      },
      async (request) => crmWritePreview(write, requireUser(request), request.query.meeting_id),
    )

    app.post(
      '/write_to_crm',
      {
        schema: {
          tags: ['crm'],
          summary: "Write the confirmed lines as a note on a deal the user owns ('Call Insights updated in CRM!')",
          description:
            '400 over 15,000 characters, without text or not mapped; 403 for a deal of someone else or a shared viewer; 404 for an unknown deal; 409 without a CRM; 502/503 when the CRM refuses (nothing is marked written).',
          querystring: ZWriteToCrmQuery,
          body: ZWriteToCrmBody,
          response: { 200: ZWriteToCrmResponse },
        },
      },
      async (request) => writeToCrm(write, requireUser(request), request.body, request.query.sharingToken),
    )

    app.get(
      '/users/updateInCrmTimelines',
      {
        schema: {
          tags: ['crm'],
          summary: "The call's CRM writes, newest first",
          querystring: ZCrmTimelinesQuery,
          response: { 200: ZCrmTimelinesResponse },
        },
      },
      async (request) => crmWriteTimeline(write, requireUser(request), request.query.id),
    )
  }
