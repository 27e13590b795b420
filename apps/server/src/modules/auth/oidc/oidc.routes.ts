import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZAuthProviders } from '@parley/shared/schemas/auth'
import { ZApiError } from '@parley/shared/schemas/errors'
import type { AppDeps } from '../../../platform/deps'
import { badRequest } from '../../../platform/errors'
import { createAuthService } from '../auth.service'
import { createLoginStateCookie } from './login-state'
import { createOidcClient, OIDC_PROVIDERS } from './oidc.client'
import { createOidcLogin, type SignInByEmail } from './oidc-login.service'
import { notConfiguredMessage } from './oidc.messages'
import { msteamsLoginRoutes } from './msteams-login.routes'
import { RATE_LIMITS } from '../../../platform/rate-limits'

/** What these routes need; tests pass this with a stub sign-in instead of the whole app's dependencies. */
export type OidcDeps = Pick<AppDeps, 'config' | 'secrets'> & { signInByEmail: SignInByEmail }

const ZProviderParams = z.object({ provider: z.enum(OIDC_PROVIDERS) })
const ZCallbackQuery = z.looseObject({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
})
const ZRedirect = z.null().describe('302 to the sign-in provider, or to /login?token=… or /login?error=…')

/** `/login?token=` or `/login?error=`; the web login screen stores the token or shows the message. */
const loginPage = (key: 'token' | 'error', value: string) => `/login?${key}=${encodeURIComponent(value)}`

export const oidcRoutes =
  (deps: AppDeps | OidcDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { config } = deps
    const signInByEmail = 'signInByEmail' in deps ? deps.signInByEmail : createAuthService(deps).signInByEmail
    const client = createOidcClient(config.oidc)
    const login = createOidcLogin({ client, publicUrl: config.publicUrl, signInByEmail })
    const cookie = createLoginStateCookie(deps.secrets.jwtSecret, { secure: config.publicUrl.startsWith('https:') })

    // Nothing here may be cached: each answer carries one-time login state or a session token.
    const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store')

    app.get(
      '/auth/providers',
      { schema: { tags: ['auth'], summary: 'Which sign-in providers are configured', response: { 200: ZAuthProviders } } },
      async () => ({ google: client.isConfigured('google'), microsoft: client.isConfigured('microsoft'), demo: config.demo }),
    )

    app.get(
      '/auth/oidc/:provider/start',
      {
        config: { rateLimit: RATE_LIMITS.signIn },
        schema: {
          tags: ['auth'],
          summary: 'Start sign-in with Google or Microsoft (authorization code + PKCE)',
          params: ZProviderParams,
          response: { 302: ZRedirect, 400: ZApiError },
        },
      },
      async (request, reply) => {
        const { provider } = request.params
        if (!client.isConfigured(provider)) throw badRequest(notConfiguredMessage(provider))
        const started = await login.start(provider)
        noStore(reply)
        if (!started.ok) {
          request.log.warn({ provider }, 'OIDC discovery failed')
          return reply.header('set-cookie', cookie.clear()).redirect(loginPage('error', started.message), 302)
        }
        reply.header('set-cookie', await cookie.seal({ provider, ...started.checks }))
        return reply.redirect(started.url, 302)
      },
    )

    app.get(
      '/auth/oidc/:provider/callback',
      {
        config: { rateLimit: RATE_LIMITS.signIn },
        schema: {
          tags: ['auth'],
          summary: 'Where the provider sends the browser back; ends at /login with a token or an error',
          params: ZProviderParams,
          querystring: ZCallbackQuery,
          response: { 302: ZRedirect },
        },
      },
      async (request, reply) => {
        const { provider } = request.params
        // The state is single-use: clear it whatever happens next.
        noStore(reply).header('set-cookie', cookie.clear())
        const saved = await cookie.open(request.headers.cookie)
        const queryStart = request.url.indexOf('?')
        const rawQuery = queryStart === -1 ? '' : request.url.slice(queryStart + 1)
        const result = client.isConfigured(provider)
          ? await login.finish(provider, rawQuery, request.query, saved, request.log)
          : { ok: false as const, message: notConfiguredMessage(provider) }
        return reply.redirect(result.ok ? loginPage('token', result.jwt) : loginPage('error', result.message), 302)
      },
    )

    await app.register(msteamsLoginRoutes({ config, client, signInByEmail }))
  }
