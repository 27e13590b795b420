import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZDemoLogin, ZDemoUsers } from '@parley/shared/schemas/auth'
import type { AppDeps } from '../../platform/deps'
import { requireUser } from '../../platform/auth/authenticate'
import { AppError } from '../../platform/errors'
import { profileForToken } from '../users/users.service'
import { ZProfile } from '@parley/shared/schemas/user'
import { createAuthService } from './auth.service'
import { RATE_LIMITS } from '../../platform/rate-limits'

export const authRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const auth = createAuthService(deps)

    app.get('/auth/demo-users', { schema: { tags: ['auth'], response: { 200: ZDemoUsers } } }, async () => auth.demoUsers())

    app.post(
      '/auth/demo-login',
      {
        config: { rateLimit: RATE_LIMITS.signIn },
        schema: { tags: ['auth'], body: ZDemoLogin, response: { 200: z.object({ jwt: z.string(), user: ZProfile }) } },
      },
      async (request) => {
        const result = await auth.demoLogin(request.body.user_id)
        if (!result.ok) throw new AppError(403, 'sign_in_refused', result.message)
        const user = await profileForToken(deps, result.jwt)
        if (!user) throw new AppError(403, 'sign_in_refused', 'No such demo user.')
        return { jwt: result.jwt, user }
      },
    )

    app.post(
      '/auth/logout',
      { schema: { tags: ['auth'], summary: 'Signs this token out on the server', response: { 204: z.null() } } },
      async (request, reply) => {
        await auth.logout(request.auth)
        return reply.status(204).send(null)
      },
    )

    app.post(
      '/admin/impersonation-tokens',
      {
        schema: {
          tags: ['admin'],
          body: z.object({ user_id: z.number().int().positive() }).strict(),
          response: { 200: z.object({ token: z.string(), expires_at: z.string(), link: z.string() }) },
        },
      },
      async (request) => {
        const minted = await auth.mintImpersonation(requireUser(request), request.body.user_id)
        return { ...minted, link: `${deps.config.publicUrl}/admin/impersonate/${minted.token}` }
      },
    )

    app.post(
      '/auth/impersonate',
      {
        config: { rateLimit: RATE_LIMITS.impersonation },
        schema: { tags: ['auth'], body: z.object({ token: z.string().min(20).max(200) }).strict(), response: { 200: z.object({ jwt: z.string() }) } },
      },
      async (request) => auth.redeemImpersonation(request.body.token),
    )
  }
