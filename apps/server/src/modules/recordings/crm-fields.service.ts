import type { TCrmFilterField } from '@parley/shared/schemas/recordings'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { badRequest } from '../../platform/errors'
import { type CrmFieldTable, findCrmFieldValues, findCrmFilterFields } from './crm-fields.repository'

/** GET users/dashboardFiltersDropdown: the CRM custom fields the company offers as dashboard filters. */
export async function crmFilterFields(deps: AppDeps, auth: AuthContext): Promise<TCrmFilterField[]> {
  const fields = await deps.db.withTenant(auth.user.companyId, (tx) => findCrmFilterFields(tx, auth.user.companyId))
  return fields.map(({ label, db_field, table_name }) => ({ label, db_field, table_name }))
}

/**
 * GET users/dashboardDropdownValues: one field's values, only for a (db_field, table_name) pair the company has
 * configured. Configured options come first in their order, then other values the rows hold, sorted.
 */
export async function crmFieldValues(deps: AppDeps, auth: AuthContext, dbField: string, table: CrmFieldTable): Promise<string[]> {
  const companyId = auth.user.companyId
  return deps.db.withTenant(companyId, async (tx) => {
    const field = (await findCrmFilterFields(tx, companyId)).find((f) => f.db_field === dbField && f.table_name === table)
    if (!field) throw badRequest(`Unknown CRM field: ${dbField}.`, [{ field: 'db_field', message: 'Not a CRM filter of your company.' }])
    const options = field.options.filter((o): o is string | number => typeof o === 'string' || typeof o === 'number').map(String)
    const found = await findCrmFieldValues(tx, companyId, table, dbField)
    return [...new Set([...options, ...found])]
  })
}
