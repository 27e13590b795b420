import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ADMIN_MESSAGES } from '@parley/shared/rules/admin-validation'
import { canUseAdminCenter, isSuperAdmin } from '@parley/shared/rules/capabilities'
import {
  ZAdminDistinctResponse,
  ZAdminExportQuery,
  ZAdminExportRequest,
  ZAdminUsersQuery,
  ZAdminUsersRequest,
  ZAdminUsersResponse,
  ZAuditLogQuery,
  ZAuditLogResponse,
  ZInviteRequest,
  ZInviteResponse,
  ZReanalysisResponse,
  ZUpdateUserRequest,
  ZUpdateUserResponse,
} from '@parley/shared/schemas/admin'
import { ZUpdateUserDetailsQuery } from '@parley/shared/schemas/settings'
import type { FastifyRequest } from 'fastify'
import type { AppDeps } from '../../platform/deps'
import { requireCapability, requireUser } from '../../platform/auth/authenticate'
import { AppError } from '../../platform/errors'
import { peekRows, sendExport } from '../../platform/export/export'
import { mailerFor } from '../../platform/mail/mailer-for'
import { adminExportColumns } from './admin-export.columns'
import { createAdminUserChangesService, RateLimitedError } from './admin-user-changes.service'
import { createAdminUsersService } from './admin-users.service'
import { readAuditLog } from './audit-log.service'
import { updateUserDetailsByQuery } from '../settings/settings.service'
import { reanalysisProgress, startReanalysis } from '../analysis'

/** The admin center: super admins, or company admins with policy edit, enforced here. */
const adminOnly = (request: FastifyRequest) => requireCapability(request, canUseAdminCenter, ADMIN_MESSAGES.notCompanyAdmin)

export const adminRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const users = createAdminUsersService(deps)
    const changes = createAdminUserChangesService(deps, mailerFor(deps))

    app.post(
      '/users/admin_panel_user_data',
      {
        schema: {
          tags: ['admin'],
          summary: 'The admin table: a page of users (take 20, skip), or with ?distinct=true the filters\u2019 option lists',
          querystring: ZAdminUsersQuery,
          body: ZAdminUsersRequest,
          response: { 200: z.union([ZAdminUsersResponse, ZAdminDistinctResponse]) },
        },
      },
      async (request) => {
        const auth = adminOnly(request)
        if (request.query.distinct === 'true') return users.distinct(auth, request.body.filters)
        return users.list(auth, request.body)
      },
    )

    app.post(
      '/users/admin_panel_user_data/export',
      {
        schema: {
          tags: ['admin'],
          summary: 'The filtered, sorted admin table as a streamed .xlsx or .csv download',
          querystring: ZAdminExportQuery,
          body: ZAdminExportRequest,
        },
      },
      async (request, reply) => {
        const auth = adminOnly(request)
        const { empty, rows } = await peekRows(users.exportRows(auth, request.body.filters, request.body.sort))
        if (empty) throw new AppError(422, 'no_data', ADMIN_MESSAGES.noExportData)
        const superAdmin = isSuperAdmin(auth.actor)
        return sendExport(reply, {
          format: request.query.format,
          filename: 'admin-center-users',
          sheetName: 'Users',
          columns: adminExportColumns({ company: superAdmin, region: superAdmin || auth.settings.regionFilter }),
          rows,
        })
      },
    )

    // The JSON body is the admin center's edit; the query forms (?user_id=&remove_calendar_integration=true,
    // ?user_id=&post_call_email=) are the Settings screen's, where a user may change their own.
    app.put(
      '/update_user_details',
      { schema: { tags: ['admin'], querystring: ZUpdateUserDetailsQuery, body: ZUpdateUserRequest.nullish(), response: { 200: ZUpdateUserResponse } } },
      async (request) => {
        const q = request.query
        if (!request.body || q.remove_calendar_integration || q.post_call_email !== undefined) {
          return updateUserDetailsByQuery(deps, requireUser(request), q)
        }
        return changes.update(adminOnly(request), request.body)
      },
    )

    app.post(
      '/admin/users/:id/sign-out-everywhere',
      {
        schema: {
          tags: ['admin'],
          summary: 'Ends every session of a user (each token they hold is refused from now on)',
          params: z.object({ id: z.coerce.number().int().positive() }),
          response: { 200: ZUpdateUserResponse },
        },
      },
      async (request) => changes.signOutEverywhere(adminOnly(request), request.params.id),
    )

    app.post('/invite_new_user', { schema: { tags: ['admin'], body: ZInviteRequest, response: { 200: ZInviteResponse } } }, async (request, reply) => {
      try {
        return await changes.invite(adminOnly(request), request.body)
      } catch (err) {
        if (err instanceof RateLimitedError) reply.header('retry-after', String(err.retryAfterSeconds))
        throw err
      }
    })

    app.get('/audit-log', { schema: { tags: ['admin'], querystring: ZAuditLogQuery, response: { 200: ZAuditLogResponse } } }, async (request) =>
      readAuditLog(deps, adminOnly(request), request.query),
    )

    app.get(
      '/admin/reanalysis',
      { schema: { tags: ['admin'], summary: "How many of the company's analysed calls the current analyzer wrote", response: { 200: ZReanalysisResponse } } },
      async (request) => {
        const auth = adminOnly(request)
        return { data: { ...(await reanalysisProgress(deps, auth.user.companyId)), queued: false } }
      },
    )

    app.post(
      '/admin/reanalysis',
      {
        schema: { tags: ['admin'], summary: 'Re-analyses every stored call of the company with the current analyzer', response: { 200: ZReanalysisResponse } },
      },
      async (request) => {
        const auth = adminOnly(request)
        await startReanalysis({ db: deps.db, config: deps.config, jobs: deps.jobs, now: deps.now }, auth.user.companyId)
        return { data: { ...(await reanalysisProgress(deps, auth.user.companyId)), queued: Boolean(deps.jobs) } }
      },
    )
  }
