import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZApiError } from '@parley/shared/schemas/errors'
import type { Config } from '../../../config'
import { AppError, badRequest, unauthorized } from '../../../platform/errors'
import type { OidcClient } from './oidc.client'
import type { SignInByEmail } from './oidc-login.service'
import { createTeamsSsoVerifier, teamsAudiences } from './teams-sso'
import { RATE_LIMITS } from '../../../platform/rate-limits'

export const TEAMS_NOT_CONFIGURED = 'Microsoft Teams sign-in is not configured: set MICROSOFT_CLIENT_ID and MICROSOFT_TEAMS_APP_ID.'

/** GET /users/msteamsLogin?clientToken= answers data.data, an app token, for the Teams SSO token. */
export const msteamsLoginRoutes =
  (deps: { config: Pick<Config, 'publicUrl' | 'oidc' | 'teamsAppId'>; client: OidcClient; signInByEmail: SignInByEmail }): FastifyPluginAsyncZod =>
  async (app) => {
    const { config, client } = deps
    const microsoft = config.oidc.microsoft
    const verifier =
      microsoft && config.teamsAppId
        ? createTeamsSsoVerifier({
            metadata: () => client.metadata('microsoft'),
            audiences: teamsAudiences(config.publicUrl, [config.teamsAppId, microsoft.clientId]),
          })
        : undefined

    app.get(
      '/users/msteamsLogin',
      {
        config: { rateLimit: RATE_LIMITS.signIn },
        schema: {
          tags: ['auth'],
          summary: 'Exchange a Microsoft Teams SSO token for a Parley token',
          querystring: z.object({ clientToken: z.string().min(1) }),
          response: { 200: z.object({ data: z.object({ data: z.string() }) }), 400: ZApiError, 401: ZApiError, 403: ZApiError },
        },
      },
      async (request) => {
        if (!verifier) throw badRequest(TEAMS_NOT_CONFIGURED)
        const identity = await verifier.verify(request.query.clientToken)
        if (!identity) throw unauthorized()
        const result = await deps.signInByEmail(identity.email, 'teams')
        if (!result.ok) throw new AppError(403, 'sign_in_refused', result.message)
        return { data: { data: result.jwt } }
      },
    )
  }
