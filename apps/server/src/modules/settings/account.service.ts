import { SETTINGS_MESSAGES } from '@parley/shared/rules/settings'
import type { AppDeps } from '../../platform/deps'
import type { AuthContext } from '../../platform/auth/authenticate'
import { AppError } from '../../platform/errors'
import { countOtherAdmins } from '../admin'
import { audit } from '../../platform/audit'
import { queueNotetakerReconcile } from './notetaker-reconcile'
import { deleteAccount } from './settings.repository'

/**
 * DELETE /delete_my_account (docs/decisions.md "Settings"): the person's sign-in, connections and personal data
 * go; the company keeps its recordings, transcripts, analysis, clips and the audit trail. The last admin who can
 * run the admin center cannot leave the company without one.
 */
export async function deleteMyAccount(deps: AppDeps, auth: AuthContext): Promise<{ message: string }> {
  const u = auth.user
  if (auth.impersonatorId) throw new AppError(403, 'forbidden', 'An impersonation session cannot delete the account.')
  await deps.db.withTenant(u.companyId, async (tx) => {
    if (u.userRole === 'company_admin' && u.policy === 'edit' && (await countOtherAdmins(tx, u.companyId, u.id)) === 0) {
      throw new AppError(409, 'last_admin', SETTINGS_MESSAGES.lastAdmin)
    }
    await deleteAccount(tx, u.id, deps.now?.() ?? new Date())
    await audit(tx, {
      companyId: u.companyId,
      actorUserId: u.id,
      action: 'user.delete_account',
      targetType: 'user',
      targetId: u.id,
      details: { role: u.userRole },
    })
  })
  await queueNotetakerReconcile(deps, u.companyId, u.id)
  return { message: SETTINGS_MESSAGES.accountDeleted }
}
