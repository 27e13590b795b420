import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZCustomView, ZCustomViewBody, ZReadViewsQuery, ZViewIdQuery } from '@parley/shared/schemas/recordings'
import type { AppDeps } from '../../platform/deps'
import { requireUser } from '../../platform/auth/authenticate'
import { changeView, createView, readViews, removeView } from './saved-views.service'

const one = { 200: z.object({ data: ZCustomView }) }

/** Saved views of the dashboard and reports; ids travel as ?id=, as the original API has them. */
export const savedViewsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/users/readCustomViews',
      { schema: { tags: ['views'], querystring: ZReadViewsQuery, response: { 200: z.object({ data: z.array(ZCustomView) }) } } },
      async (request) => ({ data: await readViews(deps, requireUser(request), request.query.page) }),
    )
    app.post('/users/createCustomView', { schema: { tags: ['views'], body: ZCustomViewBody, response: one } }, async (request) => ({
      data: await createView(deps, requireUser(request), request.body),
    }))
    app.post('/users/updateCustomView', { schema: { tags: ['views'], querystring: ZViewIdQuery, body: ZCustomViewBody, response: one } }, async (request) => ({
      data: await changeView(deps, requireUser(request), request.query.id, request.body),
    }))
    app.post(
      '/users/deleteCustomView',
      { schema: { tags: ['views'], querystring: ZViewIdQuery, response: { 200: z.object({ data: z.object({ id: z.number() }) }) } } },
      async (request) => ({ data: await removeView(deps, requireUser(request), request.query.id) }),
    )
  }
