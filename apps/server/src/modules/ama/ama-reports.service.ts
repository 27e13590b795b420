import { isSuperAdmin } from '@parley/shared/rules/capabilities'
import {
  AMA_REPORT_MESSAGES,
  type TAmaReportFilters,
  type TAmaReportResponse,
  type TAmaReportRow,
  type TAmaSummaryResponse,
} from '@parley/shared/schemas/ama-reports'
import type { AppDeps } from '../../platform/deps'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth/authenticate'
import { AppError, badRequest } from '../../platform/errors'
import { audit } from '../../platform/audit'
import { companyExists, countMessages, messagePage, type ReportScope, reportUsers, summaryRows, userCompany } from './ama-reports.repository'

const EXPORT_CHUNK = 1000

/** The AI chat reports: company admins read their company, super admins every company or one. */
export function createAmaReportsService(deps: AppDeps) {
  /**
   * Runs `fn` over the caller's scope: a company admin's own company in a tenant transaction (a company filter
   * naming another company is refused), a super admin's filter or every company on the audited cross-company path.
   */
  async function inScope<T>(auth: AuthContext, filters: TAmaReportFilters, action: string | null, fn: (tx: Db, scope: ReportScope) => Promise<T>) {
    const range = { from: filters.startTime, to: filters.endTime }
    const checkUser = async (tx: Db) => {
      if (filters.user_id === undefined) return
      const company = await userCompany(tx, filters.user_id)
      if (company === null || (filters.company_id !== undefined && company !== filters.company_id)) {
        // Invisible (another company's, for a company admin) or absent: the same 404, naming the field.
        throw new AppError(404, 'not_found', AMA_REPORT_MESSAGES.unknownUser, [{ field: 'user_id', message: AMA_REPORT_MESSAGES.unknownUser }])
      }
    }
    if (!isSuperAdmin(auth.actor)) {
      if (filters.company_id !== undefined && filters.company_id !== auth.user.companyId) {
        throw new AppError(403, 'forbidden', AMA_REPORT_MESSAGES.otherCompany)
      }
      return deps.db.withTenant(auth.user.companyId, async (tx) => {
        await checkUser(tx)
        return fn(tx, { companyIds: [auth.user.companyId], userId: filters.user_id, ...range })
      })
    }
    return deps.db.withAllCompanies(async (tx) => {
      if (filters.company_id !== undefined && !(await companyExists(tx, filters.company_id))) {
        throw badRequest(AMA_REPORT_MESSAGES.unknownCompany, [{ field: 'company_id', message: AMA_REPORT_MESSAGES.unknownCompany }])
      }
      await checkUser(tx)
      if (action) {
        await audit(tx, {
          companyId: auth.user.companyId,
          actorUserId: auth.user.id,
          impersonatorUserId: auth.impersonatorId,
          action,
          targetType: 'company',
          targetId: filters.company_id ?? null,
          details: { ...filters },
        })
      }
      return fn(tx, { companyIds: filters.company_id === undefined ? null : [filters.company_id], userId: filters.user_id, ...range })
    })
  }

  async function report(auth: AuthContext, query: TAmaReportFilters & { take: number; skip: number }): Promise<TAmaReportResponse> {
    const { take, skip, ...filters } = query
    return inScope(auth, filters, 'ama_report.list_all', async (tx, scope) => {
      const total = await countMessages(tx, scope)
      if (skip > 0 && skip >= total) {
        throw badRequest(AMA_REPORT_MESSAGES.pageBeyondRange, [{ field: 'skip', message: AMA_REPORT_MESSAGES.pageBeyondRange }])
      }
      return { data: { total, data: await messagePage(tx, scope, { take, skip }), users: await reportUsers(tx, scope.companyIds) } }
    })
  }

  async function summary(auth: AuthContext, filters: TAmaReportFilters): Promise<TAmaSummaryResponse> {
    return inScope(auth, filters, 'ama_summary_report.list_all', async (tx, scope) => ({
      data: { summaryReport: await summaryRows(tx, scope), users: await reportUsers(tx, scope.companyIds) },
    }))
  }

  /** Every matching message, newest first, a chunk per transaction so an export never holds the report in memory. */
  async function* exportMessages(auth: AuthContext, filters: TAmaReportFilters): AsyncGenerator<TAmaReportRow> {
    for (let skip = 0; ; skip += EXPORT_CHUNK) {
      const rows = await inScope(auth, filters, skip === 0 ? 'ama_report.export' : null, (tx, scope) => messagePage(tx, scope, { take: EXPORT_CHUNK, skip }))
      yield* rows
      if (rows.length < EXPORT_CHUNK) return
    }
  }

  return { report, summary, exportMessages }
}
