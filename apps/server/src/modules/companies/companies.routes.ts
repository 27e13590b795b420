import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZCompanySettings, ZCompanySettingsPatch } from '@parley/shared/schemas/company-settings'
import type { AppDeps } from '../../platform/deps'
import { requireUser } from '../../platform/auth/authenticate'
import { companiesFor, getCompanySettings, updateCompanySettings } from './companies.service'

const ZCompanyParams = z.object({ id: z.coerce.number().int().positive() })

export const companiesRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/list_companies',
      { schema: { tags: ['companies'], response: { 200: z.object({ data: z.array(z.object({ id: z.number(), name: z.string() })) }) } } },
      async (request) => ({ data: await companiesFor(deps, requireUser(request)) }),
    )

    app.get(
      '/companies/:id/settings',
      { schema: { tags: ['companies'], params: ZCompanyParams, response: { 200: z.object({ company_id: z.number(), settings: ZCompanySettings }) } } },
      async (request) => ({ company_id: request.params.id, settings: await getCompanySettings(deps, requireUser(request), request.params.id) }),
    )

    app.patch(
      '/companies/:id/settings',
      {
        schema: {
          tags: ['companies'],
          params: ZCompanyParams,
          body: ZCompanySettingsPatch,
          response: { 200: z.object({ company_id: z.number(), settings: ZCompanySettings }) },
        },
      },
      async (request) => ({
        company_id: request.params.id,
        settings: await updateCompanySettings(deps, requireUser(request), request.params.id, request.body),
      }),
    )
  }
