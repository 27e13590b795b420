import { CALENDAR_MESSAGES } from '@parley/shared/rules/upcoming-list'
import type { AuthContext } from '../../platform/auth/authenticate'
import { forbidden, notFound } from '../../platform/errors'
import type { ConnectDeps } from './calendar-connect.service'
import { markSyncRequested, userExists } from './calendar-sync.repository'
import { enqueueCalendarSync } from './calendar-sync.job'
import { syncCalendarConnection } from './calendar-sync.service'

/**
 * GET /admin/run_cron_task ("Forces a calendar sync"): queues the sync of the user's calendars at once.
 * A user syncs their own; admins of the company may sync anyone's in it (other companies' users are not found).
 */
export async function syncNow(deps: ConnectDeps, auth: AuthContext, userId: number): Promise<{ message: string; queued: number }> {
  const isAdmin = auth.user.userRole === 'super_admin' || (auth.user.userRole === 'company_admin' && auth.user.policy === 'edit')
  if (userId !== auth.user.id && !isAdmin) throw forbidden('You can only sync your own calendar.')
  const connections = await deps.db.withTenant(auth.user.companyId, async (tx) => {
    if (!(await userExists(tx, userId))) throw notFound('No such user.')
    return markSyncRequested(tx, userId)
  })
  for (const c of connections) {
    const ref = { companyId: c.companyId, connectionId: c.id }
    if (deps.jobs) await enqueueCalendarSync(deps.jobs, ref)
    else await syncCalendarConnection({ db: deps.db, providers: deps.providers, cipher: deps.cipher, now: deps.now }, ref).catch(() => undefined)
  }
  return { message: CALENDAR_MESSAGES.syncDone, queued: connections.length }
}
