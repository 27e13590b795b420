import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZDeleteMeetingsAccessBody,
  ZIntegrationSetupResponse,
  ZMessage,
  ZNotetakerSettingsBody,
  ZNotetakerSettingsResponse,
  ZPlatformConnectKind,
  ZPrepNoteIntervalQuery,
  ZPrivacyMessageControlBody,
  ZPrivacyMessageStatus,
  ZRedirectUriResponse,
} from '@parley/shared/schemas/settings'
import type { AppDeps } from '../../platform/deps'
import { requireUser } from '../../platform/auth/authenticate'
import { notFound } from '../../platform/errors'
import { createTokenCipher } from '../../platform/tokens/token-cipher'
import { deleteMyAccount } from './account.service'
import { INTEGRATION_DOCS, integrationDoc, integrationSetup } from './integration-setup.service'
import { finishPlatformConnect, type PlatformDeps, platformRedirectUri } from './platform-connect.service'
import {
  getNotetakerSettings,
  privacyMessageControl,
  privacyMessageStatus,
  updateDeleteMeetingsAccess,
  updateNotetakerSettings,
  updatePrepNotes,
} from './settings.service'

const ZKindParams = z.object({ kind: ZPlatformConnectKind })
const ZDocParams = z.object({ name: z.enum(INTEGRATION_DOCS, { error: `Choose ${INTEGRATION_DOCS.join(', ')}.` }) })
const ZPlatformCallbackQuery = z
  .object({
    state: z.string().max(4096).optional(),
    code: z.string().max(4096).optional(),
    admin_consent: z.string().max(10).optional(),
    tenant: z.string().max(100).optional(),
    error: z.string().max(200).optional(),
    error_description: z.string().max(1000).optional(),
  })
  .loose()

/** Settings screen calls; the update_user_details query forms live on the admin route. */
export const settingsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const platform: PlatformDeps = { ...deps, cipher: createTokenCipher(deps.secrets.encryptionKey, deps.config.encryptionKeysPrevious) }
    const tags = ['settings']

    app.get('/users/getNotetakerSettings', { schema: { tags, response: { 200: ZNotetakerSettingsResponse } } }, async (request) =>
      getNotetakerSettings(deps, requireUser(request)),
    )

    app.post('/users/updateNotetakerSettings', { schema: { tags, body: ZNotetakerSettingsBody, response: { 200: ZMessage } } }, async (request) =>
      updateNotetakerSettings(deps, requireUser(request), request.body),
    )

    app.get('/users/privacyMessageStatus', { schema: { tags, response: { 200: ZPrivacyMessageStatus } } }, async (request) =>
      privacyMessageStatus(deps, requireUser(request)),
    )

    app.post('/users/privacyMessageControl', { schema: { tags, body: ZPrivacyMessageControlBody, response: { 200: ZMessage } } }, async (request) =>
      privacyMessageControl(deps, requireUser(request), request.body.message_control),
    )

    app.post('/users/updateDeleteMeetingsAccess', { schema: { tags, body: ZDeleteMeetingsAccessBody, response: { 200: ZMessage } } }, async (request) =>
      updateDeleteMeetingsAccess(deps, requireUser(request), request.body),
    )

    app.post('/update_prep_note_interval', { schema: { tags, querystring: ZPrepNoteIntervalQuery, response: { 200: ZMessage } } }, async (request) =>
      updatePrepNotes(deps, requireUser(request), { interval: request.query.prep_note_interval, enabled: request.query.enabled }),
    )

    app.delete('/delete_my_account', { schema: { tags, response: { 200: ZMessage } } }, async (request) => deleteMyAccount(deps, requireUser(request)))

    app.get(
      '/integrations/setup',
      {
        schema: {
          tags,
          summary: 'Which Connect buttons this server is set up for, and what an admin sets for the others',
          response: { 200: ZIntegrationSetupResponse },
        },
      },
      async (request) => {
        requireUser(request)
        return integrationSetup(deps.config)
      },
    )

    // Public like the repository it comes from: the setup dialog opens it in a new tab, which has no bearer token.
    app.get('/integrations/docs/:name', { schema: { tags, summary: "An integration's setup page (Markdown)", params: ZDocParams } }, async (request, reply) => {
      const text = integrationDoc(request.params.name)
      if (text === null) throw notFound('This server ships without the integration docs.')
      return reply.type('text/plain; charset=utf-8').send(text)
    })

    app.get(
      '/integrations/:kind/redirect_uri',
      { schema: { tags, summary: 'The Zoom / MS Teams consent page for the Settings cards', params: ZKindParams, response: { 200: ZRedirectUriResponse } } },
      async (request) => platformRedirectUri(platform, requireUser(request), request.params.kind),
    )

    app.get(
      '/integrations/:kind/callback',
      { schema: { tags, summary: 'Where Zoom / Microsoft send the browser back after consent', params: ZKindParams, querystring: ZPlatformCallbackQuery } },
      async (request, reply) => {
        const to = await finishPlatformConnect(platform, request.params.kind, request.query)
        return reply.header('cache-control', 'no-store').redirect(to, 302)
      },
    )
  }
