import type { Database, Db } from '../../db/client'
import type { Mailer } from '../../platform/mail/mail'
import type { TokenCipher } from '../../platform/tokens/token-cipher'
import { type AccessTokenSource, accessTokenSource, TokenRefreshError, TokenRevokedError } from '../../platform/tokens/token-refresh'
import { backoffMs } from '../calendar/calendar-sync.service'
import * as conns from './crm-connection.repository'
import { markDealsDeleted, upsertDeals } from './crm-deals.repository'
import { type StageMap, upsertAccounts, upsertContacts, upsertDealCustomFields, upsertEmails, upsertStages, userIdsByEmail } from './crm-records.repository'
import { CRM_SYNC_STEPS, type CrmSyncCursor, type CrmSyncStep, finishStep, isRecordStep, parseCrmCursor } from './crm-sync-cursor'
import { type CrmApi, type CrmFieldDef, type CrmPage, type CrmProvider, CrmProviderError } from './providers/crm-provider'
import type { CrmProviders } from './providers/crm-provider.registry'

export interface CrmSyncDeps {
  db: Database
  providers: CrmProviders
  cipher: TokenCipher
  now?: () => Date
  /** Waits between retries; tests pass a recorder instead of real time. */
  sleep?: (ms: number) => Promise<void>
  /** Tells the company's admins when the grant is revoked (absent: the Settings notice only). */
  mailer?: Mailer
  /** Deal roll-ups after a sync changed deals: the queue in the worker, inline in API tests. */
  onDealsChanged?: (companyId: number, dealIds: number[]) => Promise<void>
}

export interface CrmSyncResult {
  status: 'synced' | 'revoked' | 'failed' | 'skipped'
  /** Transactions stored (each a batch of pages). */
  batches: number
  stored: Record<CrmSyncStep, number>
  dealsChanged: number
  message?: string
}

const MAX_ATTEMPTS = 5
/** Records stored per transaction: fewer round trips than one per page; a crash repeats at most one batch. */
const BATCH_RECORDS = 1000
const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
const isRetryable = (err: unknown) =>
  (err instanceof CrmProviderError && (err.kind === 'rate_limited' || err.kind === 'transient')) || err instanceof TokenRefreshError

/** The CRM kept refusing after a fresh token: only an admin reconnecting helps. */
class CrmAccessLost extends Error {}

/** What every page of a run needs: CRM owners as users, the synced stages, the custom deal fields. */
interface RunContext {
  owners: Map<string, number>
  stages: StageMap
  customFields: CrmFieldDef[]
}

/**
 * Calls the CRM with the connection's token: a 401/403 refreshes the token once and retries, a second one means
 * access is gone; 429 and 5xx are retried with back-off (Retry-After when given).
 */
function caller(deps: CrmSyncDeps, provider: CrmProvider, conn: conns.CrmSyncConnection, tokens: AccessTokenSource) {
  return async <T>(fn: (api: CrmApi) => Promise<T>): Promise<T> => {
    let refreshed = false
    for (let attempt = 0; ; attempt++) {
      try {
        return await fn(provider.api(await tokens.get(), conn))
      } catch (err) {
        if (err instanceof CrmProviderError && err.kind === 'unauthorized') {
          if (refreshed) throw new CrmAccessLost(err.message)
          refreshed = true
          await tokens.refresh()
          continue
        }
        if (!isRetryable(err) || attempt + 1 >= MAX_ATTEMPTS) throw err
        await (deps.sleep ?? realSleep)(backoffMs(attempt, err instanceof CrmProviderError ? err.retryAfterMs : null))
      }
    }
  }
}

async function allPages<T>(fetchPage: (token: string | null) => Promise<CrmPage<T>>): Promise<T[]> {
  const all: T[] = []
  let token: string | null = null
  do {
    const page: CrmPage<T> = await fetchPage(token)
    all.push(...page.records)
    token = page.next
  } while (token)
  return all
}

async function loadContext(deps: CrmSyncDeps, conn: conns.CrmSyncConnection, call: ReturnType<typeof caller>): Promise<RunContext> {
  const owners = await allPages((t) => call((api) => api.owners(t)))
  const stages = await call((api) => api.stages())
  const customFields = await call((api) => api.dealFields())
  return deps.db.withTenant(conn.companyId, async (tx) => {
    const byEmail = await userIdsByEmail(
      tx,
      owners.flatMap((o) => (o.email ? [o.email] : [])),
    )
    await upsertDealCustomFields(tx, conn.companyId, customFields)
    return {
      owners: new Map(owners.flatMap((o) => (o.email && byEmail.has(o.email) ? [[o.crmId, byEmail.get(o.email) as number]] : []))),
      stages: await upsertStages(tx, conn.companyId, stages),
      customFields,
    }
  })
}

/** Stores one page of a step; answers how many rows it wrote and which deals changed. */
async function storeRecords(
  tx: Db,
  companyId: number,
  step: CrmSyncStep,
  page: CrmPage<unknown>,
  ctx: RunContext,
): Promise<{ stored: number; deals: number[] }> {
  switch (step) {
    case 'accounts':
      return { stored: await upsertAccounts(tx, companyId, page.records as Parameters<typeof upsertAccounts>[2], ctx.owners), deals: [] }
    case 'contacts':
      return { stored: await upsertContacts(tx, companyId, page.records as Parameters<typeof upsertContacts>[2]), deals: [] }
    case 'deals': {
      const ids = await upsertDeals(tx, companyId, page.records as Parameters<typeof upsertDeals>[2], ctx)
      return { stored: ids.length, deals: ids }
    }
    case 'emails':
      return { stored: await upsertEmails(tx, companyId, page.records as Parameters<typeof upsertEmails>[2], ctx.owners), deals: [] }
    default: {
      const ids = await markDealsDeleted(tx, page.records as { crmId: string; deletedAt: Date }[])
      return { stored: ids.length, deals: ids }
    }
  }
}

/** The latest modification (or deletion) time in a page: where the step's next round reads from. */
const latestOf = (page: CrmPage<unknown>): string | null => {
  let max = 0
  for (const r of page.records as { updatedAt?: Date; deletedAt?: Date }[]) max = Math.max(max, (r.updatedAt ?? r.deletedAt)?.getTime() ?? 0)
  return max > 0 ? new Date(max).toISOString() : null
}

/** Revoked: stop syncing, flag crm_access_status for the profile, and tell the admins by e-mail. */
async function revoke(deps: CrmSyncDeps, conn: conns.CrmSyncConnection, provider: CrmProvider, detail: string): Promise<string> {
  const message = `${provider.label} no longer accepts Parley's access (${detail}). An admin must reconnect ${provider.label} in Settings.`
  const admins = await deps.db.withTenant(conn.companyId, async (tx) => {
    await conns.markCrmRevoked(tx, conn.id, message)
    await conns.setCrmAccessStatus(tx, 'revoked')
    return conns.listCrmAdmins(tx)
  })
  for (const a of admins) {
    await deps.mailer?.send({
      companyId: conn.companyId,
      userId: a.id,
      to: a.email,
      subject: `${provider.label} got disconnected from Parley`,
      text: `${message}\n\nDeals, accounts and e-mails stop updating until then; what was synced stays.`,
      template: 'crm_revoked',
    })
  }
  return message
}

/**
 * Syncs one company CRM connection: owners, pipelines and custom fields first, then accounts, contacts, deals,
 * e-mails and deleted deals, each batch of pages stored with the cursor in one transaction (a crash resumes at the
 * batch in flight). The first round lists everything; later rounds read changes since the last change seen per step.
 */
export async function syncCrmConnection(deps: CrmSyncDeps, ref: { companyId: number; connectionId: number }): Promise<CrmSyncResult> {
  const now = deps.now ?? (() => new Date())
  const result: CrmSyncResult = { status: 'synced', batches: 0, stored: { accounts: 0, contacts: 0, deals: 0, emails: 0, deleted: 0 }, dealsChanged: 0 }
  const conn = await deps.db.withTenant(ref.companyId, (tx) => conns.findCrmConnection(tx, ref.connectionId))
  if (conn?.status !== 'connected') return { ...result, status: 'skipped' }
  const provider = deps.providers[conn.provider]
  const tokens = accessTokenSource({
    stored: conn,
    client: provider.oauthClient,
    cipher: deps.cipher,
    now,
    fetch: provider.tokenFetch,
    save: (t) => deps.db.withTenant(conn.companyId, (tx) => conns.saveCrmTokens(tx, conn.id, t)),
    // Recorded below with the CRM's own wording, once the refusal reaches the run.
    revoked: async () => undefined,
  })
  const call = caller(deps, provider, conn, tokens)
  const changed = new Set<number>()
  // Roll-ups follow whatever was stored, also when the run stops half-way.
  const settle = async (r: CrmSyncResult): Promise<CrmSyncResult> => {
    r.dealsChanged = changed.size
    if (changed.size > 0) await deps.onDealsChanged?.(conn.companyId, [...changed])
    return r
  }
  try {
    const ctx = await loadContext(deps, conn, call)
    let cursor: CrmSyncCursor = parseCrmCursor(conn.syncCursor)
    cursor.round ??= { full: cursor.since.deals === undefined, startedAt: now().toISOString(), step: 0, pageToken: null, maxSeen: null }
    const fetchPage = (step: CrmSyncStep, since: Date | null, pageToken: string | null) =>
      call<CrmPage<unknown>>((api) =>
        isRecordStep(step) ? api.list(step, { since, pageToken, customFields: ctx.customFields }) : api.deletedDeals({ since, pageToken }),
      )
    while (cursor.round) {
      const round = cursor.round
      const step = CRM_SYNC_STEPS[round.step] as CrmSyncStep
      const since = round.full ? null : cursor.since[step] ? new Date(cursor.since[step] as string) : null
      let page: CrmPage<unknown>
      try {
        // Pages are stored in batches of about BATCH_RECORDS: one transaction (and one cursor save) per batch.
        page = await fetchPage(step, since, round.pageToken)
        while (page.next && page.records.length < BATCH_RECORDS) {
          const more = await fetchPage(step, since, page.next)
          page = { records: [...page.records, ...more.records], next: more.next }
        }
      } catch (err) {
        // An expired provider cursor (Salesforce query locator) restarts the step; upserts make repeats harmless.
        if (err instanceof CrmProviderError && err.kind === 'cursor_expired' && round.pageToken) {
          cursor = { ...cursor, round: { ...round, pageToken: null } }
          continue
        }
        throw err
      }
      const seen = latestOf(page)
      const maxSeen = seen && (!round.maxSeen || seen > round.maxSeen) ? seen : round.maxSeen
      const next: CrmSyncCursor = page.next
        ? { ...cursor, round: { ...round, pageToken: page.next, maxSeen } }
        : finishStep({ ...cursor, round: { ...round, maxSeen } }, step)
      const out = await deps.db.withTenant(conn.companyId, async (tx) => {
        const stored = await storeRecords(tx, conn.companyId, step, page, ctx)
        if (next.round) await conns.saveCrmCursor(tx, conn.id, JSON.stringify(next))
        else await conns.finishCrmSync(tx, conn.id, JSON.stringify(next))
        return stored
      })
      result.batches++
      result.stored[step] += out.stored
      for (const id of out.deals) changed.add(id)
      cursor = next
    }
  } catch (err) {
    if (err instanceof TokenRevokedError || err instanceof CrmAccessLost) {
      const detail = err instanceof CrmAccessLost ? err.message : 'the saved grant was refused'
      return settle({ ...result, status: 'revoked', message: await revoke(deps, conn, provider, detail) })
    }
    const message = err instanceof Error ? err.message : String(err)
    await deps.db.withTenant(conn.companyId, (tx) => conns.recordCrmSyncError(tx, conn.id, message))
    if (err instanceof CrmProviderError && err.kind === 'permanent') return settle({ ...result, status: 'failed', message })
    await settle(result)
    throw err
  }
  return settle(result)
}
