import { isSuperAdmin } from '@parley/shared/rules/capabilities'
import { isoDay, onboardingDateFrom } from '@parley/shared/rules/admin-date-presets'
import type { TAdminDistinct, TAdminFilters, TAdminSort, TAdminUserRow, TAdminUsersResponse } from '@parley/shared/schemas/admin'
import type { AppDeps } from '../../platform/deps'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth/authenticate'
import { audit } from '../../platform/audit'
import {
  type AdminUserRecord,
  type UserQuery,
  companiesWithStaleCounts,
  countUsers,
  distinctOptions,
  licenseTypes,
  refreshMeetingCounts,
  sortedUserIds,
  userRecords,
} from './admin-users.repository'

const EXPORT_CHUNK = 1000
/** Meeting counts older than this are recomputed before the table shows or sorts by them (the job runs every 15 min). */
export const MEETING_COUNTS_FRESH_MS = 20 * 60_000

/** The admin user row from a stored record. */
export function toAdminRow(r: AdminUserRecord): TAdminUserRow {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    company_id: r.company_id,
    company: r.company,
    manager_emails: r.managers.map((m) => m.email),
    managers: r.managers.map((m) => m.name).join(', '),
    role: r.role,
    policy: r.policy,
    onboarding_date: r.onboarding_date,
    license_expiry_date: r.license_expiry_date,
    status: r.status,
    function: r.function,
    department: r.department,
    location: r.location,
    calendar: r.calendar_connected && r.notetaker_enabled ? 1 : 0,
    service_provider: r.service_provider,
    platform: r.platform,
    nominated_by: r.nominated_by,
    licenses: r.licenses,
    internal_meeting: Number(r.internal_meeting),
    external_meeting_external_host: Number(r.external_meeting_external_host),
    external_meeting_internal_host: Number(r.external_meeting_internal_host),
  }
}

/** The admin table: non-super-admins see only their company; super admins every company, on the audited path. */
export function createAdminUsersService(deps: AppDeps) {
  const now = () => deps.now?.() ?? new Date()

  /**
   * Runs `fn` with the companies the caller may see: their own (tenant transaction), or for a super admin the
   * companies filter or every company, on the audited cross-company path. `audited.everyone` also audits
   * company admins (exports); null skips the audit row (follow-up reads of one export).
   */
  function inScope<T>(
    auth: AuthContext,
    companies: number[],
    audited: { action: string; everyone?: boolean } | null,
    fn: (tx: Db, companyIds: number[] | null) => Promise<T>,
  ) {
    const superAdmin = isSuperAdmin(auth.actor)
    const run = async (tx: Db, companyIds: number[] | null) => {
      if (audited && (superAdmin || audited.everyone)) {
        await audit(tx, {
          companyId: auth.user.companyId,
          actorUserId: auth.user.id,
          impersonatorUserId: auth.impersonatorId,
          action: audited.action,
          targetType: 'company',
          targetId: superAdmin ? null : auth.user.companyId,
          details: { companies },
        })
      }
      return fn(tx, companyIds)
    }
    if (!superAdmin) return deps.db.withTenant(auth.user.companyId, (tx) => run(tx, [auth.user.companyId]))
    return deps.db.withAllCompanies((tx) => run(tx, companies.length ? companies : null))
  }

  const queryOf = (filters: TAdminFilters, companyIds: number[] | null): UserQuery => ({
    companyIds,
    filters,
    onboardingFrom: onboardingDateFrom(filters.onboarding_date, isoDay(now())),
  })

  /** Usually the job has refreshed them; right after start or a long pause, the table does it once. */
  async function freshCounts(tx: Db, companyIds: number[] | null): Promise<void> {
    const at = now()
    const stale = await companiesWithStaleCounts(tx, companyIds, new Date(at.getTime() - MEETING_COUNTS_FRESH_MS))
    if (stale.length) await refreshMeetingCounts(tx, stale, at)
  }

  async function list(auth: AuthContext, req: { filters: TAdminFilters; sort: TAdminSort | null; take: number; skip: number }): Promise<TAdminUsersResponse> {
    return inScope(auth, req.filters.companies, { action: 'admin_users.list_all' }, async (tx, companyIds) => {
      const q = queryOf(req.filters, companyIds)
      await freshCounts(tx, companyIds)
      const counts = await countUsers(tx, q)
      const ids = await sortedUserIds(tx, q, req.sort, { take: req.take, skip: req.skip })
      const records = await userRecords(tx, ids)
      return {
        data: {
          total_count: counts.total,
          calendar_integrated: counts.calendarIntegrated,
          licenses: await licenseTypes(tx, companyIds),
          data: records.map(toAdminRow),
        },
      }
    })
  }

  async function distinct(auth: AuthContext, filters: TAdminFilters): Promise<{ data: TAdminDistinct }> {
    return inScope(auth, filters.companies, { action: 'admin_users.list_all' }, async (tx, companyIds) => ({ data: await distinctOptions(tx, companyIds) }))
  }

  /** Every matching row in table order, read a chunk at a time so an export never holds the table in memory. */
  async function* exportRows(auth: AuthContext, filters: TAdminFilters, sort: TAdminSort | null): AsyncGenerator<TAdminUserRow> {
    const ids = await inScope(auth, filters.companies, { action: 'admin_users.export', everyone: true }, (tx, companyIds) =>
      sortedUserIds(tx, queryOf(filters, companyIds), sort),
    )
    for (let i = 0; i < ids.length; i += EXPORT_CHUNK) {
      const chunk = ids.slice(i, i + EXPORT_CHUNK)
      const records = await inScope(auth, filters.companies, null, (tx) => userRecords(tx, chunk))
      for (const r of records) yield toAdminRow(r)
    }
  }

  return { list, distinct, exportRows }
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>
