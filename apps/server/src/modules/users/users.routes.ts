import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZProfile } from '@parley/shared/schemas/user'
import type { AppDeps } from '../../platform/deps'
import { requireUser } from '../../platform/auth/authenticate'
import { completeOnboarding, getProfile } from './users.service'

export const usersRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/profile', { schema: { tags: ['users'], response: { 200: ZProfile } } }, async (request) => getProfile(deps, requireUser(request)))

    app.post(
      '/users/onboarding/status',
      {
        schema: {
          tags: ['users'],
          body: z.object({ user_id: z.number().int().positive() }).strict(),
          response: { 200: z.object({ hasCompletedOnboarding: z.boolean() }) },
        },
      },
      async (request) => completeOnboarding(deps, requireUser(request), request.body.user_id),
    )
  }
