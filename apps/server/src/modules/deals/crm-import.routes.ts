import { canManageCompanyIntegrations } from '@parley/shared/rules/capabilities'
import { CRM_IMPORT_MAX_BYTES } from '@parley/shared/rules/crm-import'
import { ZCrmImportQuery, ZCrmImportResponse } from '@parley/shared/schemas/crm-import'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../platform/deps'
import { requireCapability } from '../../platform/auth/authenticate'
import { AppError } from '../../platform/errors'
import { importCrmCsv } from './crm-import.service'
import { rollupsAfterSync } from './crm-sync.job'
import { RATE_LIMITS } from '../../platform/rate-limits'

const ADMINS_ONLY = "Only company admins can import the company's CRM data."

/** The built-in CRM's CSV import. Its own plugin, so the raw-text body parser serves this route only. */
export const crmImportRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Browsers label a .csv file text/csv, application/vnd.ms-excel or nothing at all: take any body as text here.
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: CRM_IMPORT_MAX_BYTES }, (_req, body, done) => done(null, body))
    const importDeps = { db: deps.db, now: deps.now, onDealsChanged: rollupsAfterSync(deps.db, deps.jobs, deps.now) }

    app.post(
      '/crm/import',
      {
        config: { rateLimit: RATE_LIMITS.upload },
        bodyLimit: CRM_IMPORT_MAX_BYTES,
        schema: {
          tags: ['crm'],
          summary: 'Import accounts, contacts or deals from a CSV file into the built-in CRM (admins)',
          description:
            'The body is the CSV file itself (Content-Type text/csv). All or nothing: any row that cannot be read, or that names an ' +
            'account or contact the company does not have, refuses the whole file with the lines listed. 409 when a CRM is connected.',
          querystring: ZCrmImportQuery,
          consumes: ['text/csv'],
          response: { 200: ZCrmImportResponse },
        },
      },
      async (request) => {
        const auth = requireCapability(request, canManageCompanyIntegrations, ADMINS_ONLY)
        if (typeof request.body !== 'string') {
          throw new AppError(415, 'unsupported_media_type', 'Send the CSV file itself as the request body (Content-Type text/csv).')
        }
        return importCrmCsv(importDeps, auth, request.query.kind, request.body)
      },
    )
  }
