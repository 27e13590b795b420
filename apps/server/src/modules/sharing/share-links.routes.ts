import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZMeetingIdParams,
  ZMeetingIdQuery,
  ZRevokeShareLinkResponse,
  ZShareLinkIdParams,
  ZShareLinksResponse,
  ZShareSettingsBody,
  ZShareUrlResponse,
} from '@parley/shared/schemas/sharing'
import type { AppDeps } from '../../platform/deps'
import { requireUser } from '../../platform/auth/authenticate'
import { createMeetingShareLink, listMeetingShareLinks, revokeMeetingShareLink } from './share-links.service'

/** Creating, listing and revoking a call's share links (getMeetingShareURL and its kin). */
export const shareLinksRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/users/getMeetingShareURL',
      {
        schema: {
          tags: ['sharing'],
          summary: 'A new link anyone can open (default settings); data.token is shown once',
          querystring: ZMeetingIdQuery,
          response: { 200: ZShareUrlResponse },
        },
      },
      async (request) => createMeetingShareLink(deps, requireUser(request), request.query.id, { shareType: 'anyone', emails: [], insightsVisible: true }),
    )

    app.post(
      '/users/getMeetingShareURLWithSettings',
      {
        schema: {
          tags: ['sharing'],
          summary: 'A new link with share settings (type, e-mails, insightsVisible, snippet, expiry)',
          querystring: ZMeetingIdQuery,
          body: ZShareSettingsBody,
          response: { 200: ZShareUrlResponse },
        },
      },
      async (request) => createMeetingShareLink(deps, requireUser(request), request.query.id, request.body),
    )

    app.get(
      '/sharing/meetings/:id/links',
      {
        schema: {
          tags: ['sharing'],
          summary: "The call's live links with their type, views and expiry",
          description: "Everything for the call's owner and admins; one's own links for others who may see the call.",
          params: ZMeetingIdParams,
          response: { 200: ZShareLinksResponse },
        },
      },
      async (request) => ({ data: await listMeetingShareLinks(deps, requireUser(request), request.params.id) }),
    )

    app.post(
      '/sharing/links/:linkId/revoke',
      {
        schema: {
          tags: ['sharing'],
          summary: "Revoke a link (the call's owner, the link's creator or an admin)",
          params: ZShareLinkIdParams,
          response: { 200: ZRevokeShareLinkResponse },
        },
      },
      async (request) => ({ message: 'Link revoked', data: await revokeMeetingShareLink(deps, requireUser(request), request.params.linkId) }),
    )
  }
