import { canUseAdminCenter } from '@parley/shared/rules/capabilities'
import { DEALS_REFRESHED_MESSAGE } from '@parley/shared/schemas/crm'
import type { AuthContext } from '../../platform/auth/authenticate'
import { forbidden, notFound } from '../../platform/errors'
import type { CrmConnectDeps } from './crm-connect.service'
import { companyUserExists, listCompanyCrmConnections } from './crm-connection.repository'

/**
 * GET /refresh_crm_deals?user_id= ('Deals refreshed successfully!'): syncs the company's connected
 * CRMs now. Anyone refreshes for themselves; naming a colleague takes an admin; another company's user is not found.
 * A company on the built-in CRM has nothing to fetch, and is told the same.
 */
export async function refreshCrmDeals(deps: CrmConnectDeps, auth: AuthContext, userId: number): Promise<{ client_message: string; queued: number }> {
  if (userId !== auth.user.id && !canUseAdminCenter(auth.actor)) throw forbidden('You can only refresh your own deals.')
  const connections = await deps.db.withTenant(auth.user.companyId, async (tx) => {
    if (!(await companyUserExists(tx, userId))) throw notFound('No such user.')
    return (await listCompanyCrmConnections(tx)).filter((c) => c.status === 'connected')
  })
  for (const c of connections) await deps.startSync({ companyId: c.companyId, connectionId: c.id })
  return { client_message: DEALS_REFRESHED_MESSAGE, queued: connections.length }
}
