import { ZCompanySettings, type TCompanySettings } from '@parley/shared/schemas/company-settings'
import { isSuperAdmin } from '@parley/shared/rules/capabilities'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { forbidden, notFound } from '../../platform/errors'
import { audit } from '../../platform/audit'
import { forgetCompanyWishes } from '../calendar'
import { findCompanySettings, listCompanies, saveCompanySettings } from './companies.repository'

/** GET /list_companies: every company for a super admin (audited cross-company read), else one's own. */
export async function companiesFor(deps: AppDeps, auth: AuthContext): Promise<{ id: number; name: string }[]> {
  if (!isSuperAdmin(auth.actor)) {
    return deps.db.withTenant(auth.user.companyId, async (tx) => listCompanies(tx))
  }
  return deps.db.withAllCompanies(async (tx) => {
    await audit(tx, {
      companyId: auth.user.companyId,
      actorUserId: auth.user.id,
      action: 'companies.list_all',
      targetType: 'company',
      targetId: null,
      details: {},
    })
    return listCompanies(tx)
  })
}

function requireSuperAdmin(auth: AuthContext) {
  if (!isSuperAdmin(auth.actor) || auth.impersonatorId) throw forbidden('Only a super admin can change company settings.')
}

export async function getCompanySettings(deps: AppDeps, auth: AuthContext, companyId: number): Promise<TCompanySettings> {
  requireSuperAdmin(auth)
  const settings = await deps.db.withTenant(companyId, (tx) => findCompanySettings(tx, companyId))
  if (!settings) throw notFound('No such company.')
  return settings
}

export async function updateCompanySettings(deps: AppDeps, auth: AuthContext, companyId: number, patch: Partial<TCompanySettings>): Promise<TCompanySettings> {
  requireSuperAdmin(auth)
  return deps.db.withTenant(companyId, async (tx) => {
    const current = await findCompanySettings(tx, companyId)
    if (!current) throw notFound('No such company.')
    const next = ZCompanySettings.parse({ ...current, ...patch })
    await saveCompanySettings(tx, companyId, next, auth.user.id)
    // Who counts as internal changed, so may every upcoming meeting's bot wishes: decided again by the calendar cron.
    if (JSON.stringify(current.domains ?? []) !== JSON.stringify(next.domains ?? [])) await forgetCompanyWishes(tx, companyId, deps.now?.() ?? new Date())
    await audit(tx, { companyId, actorUserId: auth.user.id, action: 'company_settings.update', targetType: 'company', targetId: companyId, details: { patch } })
    return next
  })
}
