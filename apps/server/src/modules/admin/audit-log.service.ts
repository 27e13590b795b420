import { auditPatterns } from '@parley/shared/rules/admin-audit'
import { isSuperAdmin } from '@parley/shared/rules/capabilities'
import type { TAuditCategory, TAuditLogResponse } from '@parley/shared/schemas/admin'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { forbidden } from '../../platform/errors'
import { audit } from '../../platform/audit'
import { listAudit } from './audit-log.repository'

export interface AuditLogRequest {
  category: TAuditCategory
  company_id?: number
  take: number
  skip: number
}

/** GET /audit-log: company admins read their company's log; super admins every company's, on the audited path. */
export async function readAuditLog(deps: AppDeps, auth: AuthContext, req: AuditLogRequest): Promise<TAuditLogResponse> {
  const base = { patterns: auditPatterns(req.category), take: req.take, skip: req.skip }
  if (!isSuperAdmin(auth.actor)) {
    if (req.company_id !== undefined && req.company_id !== auth.user.companyId) throw forbidden("You can read only your own company's audit log.")
    const { total, rows } = await deps.db.withTenant(auth.user.companyId, (tx) => listAudit(tx, { ...base, companyId: auth.user.companyId }))
    return { total_count: total, data: rows }
  }
  return deps.db.withAllCompanies(async (tx) => {
    await audit(tx, {
      companyId: auth.user.companyId,
      actorUserId: auth.user.id,
      impersonatorUserId: auth.impersonatorId,
      action: 'audit_log.list_all',
      targetType: 'company',
      targetId: req.company_id ?? null,
      details: { category: req.category },
    })
    const { total, rows } = await listAudit(tx, { ...base, companyId: req.company_id ?? null })
    return { total_count: total, data: rows }
  })
}
