import { CALENDAR_SYNC_WINDOW_DAYS } from '@parley/shared/rules/upcoming-list'
import type { Database, Db } from '../../db/client'
import type { TokenCipher } from '../../platform/tokens/token-cipher'
import { type AccessTokenSource, TokenRefreshError, TokenRevokedError, accessTokenSource } from '../../platform/tokens/token-refresh'
import { findCompanySettings } from '../companies'
import { findAccountNamesByDomain } from '../meetings'
import { eventRow, externalDomains } from './calendar-event-rows'
import { refreshBotWishes } from './bot-wishes.service'
import * as repo from './calendar-sync.repository'
import type { CalendarProviders } from './providers/calendar-provider.registry'
import { type CalendarProvider, CalendarProviderError, type ChangesPage, type SyncCursor } from './providers/calendar-provider'

export interface CalendarSyncDeps {
  db: Database
  providers: CalendarProviders
  cipher: TokenCipher
  now?: () => Date
  /** Waits between retries; tests pass a recorder instead of real time. */
  sleep?: (ms: number) => Promise<void>
  fetch?: typeof fetch
}

export interface SyncResult {
  status: 'synced' | 'revoked' | 'failed' | 'skipped'
  pages: number
  upserted: number
  removed: number
  /** Events of the window that a full round no longer saw, marked cancelled. */
  swept: number
  fullResync: boolean
  message?: string
}

const DAY_MS = 86_400_000
/** The window starts a day back (meetings in progress, today's earlier ones) and reaches past the spec's 2 weeks. */
export const SYNC_WINDOW_BACK_MS = DAY_MS
const SYNC_WINDOW_AHEAD_MS = (CALENDAR_SYNC_WINDOW_DAYS + 1) * DAY_MS
/** A sync token is kept for a day; then a full listing slides the window forward. */
const WINDOW_MAX_AGE_MS = DAY_MS
const MAX_ATTEMPTS = 4
const BASE_DELAY_MS = 500
const MAX_DELAY_MS = 60_000

const NO_FLAGS = { internal_meeting: false, external_meeting: false, internal_host: false, external_host: false, self_host: false }

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Back-off for 429 / 5xx / broken answers: Retry-After when given, else exponential with jitter. */
export function backoffMs(attempt: number, retryAfterMs: number | null, random: () => number = Math.random): number {
  if (retryAfterMs !== null) return Math.min(retryAfterMs, MAX_DELAY_MS)
  return Math.min(BASE_DELAY_MS * 2 ** attempt, MAX_DELAY_MS) * (0.5 + random() / 2)
}

const isRetryable = (err: unknown) =>
  (err instanceof CalendarProviderError && (err.kind === 'rate_limited' || err.kind === 'transient')) || err instanceof TokenRefreshError

/** One page, with the token refreshed once on 401 and retries with back-off on limits and transient failures. */
async function fetchPage(deps: CalendarSyncDeps, provider: CalendarProvider, tokens: AccessTokenSource, cursor: SyncCursor): Promise<ChangesPage> {
  let refreshed = false
  for (let attempt = 0; ; attempt++) {
    try {
      return await provider.fetchChanges(await tokens.get(), cursor)
    } catch (err) {
      if (err instanceof CalendarProviderError && err.kind === 'unauthorized' && !refreshed) {
        refreshed = true
        await tokens.refresh()
        continue
      }
      if (!isRetryable(err) || attempt + 1 >= MAX_ATTEMPTS) throw err
      await (deps.sleep ?? realSleep)(backoffMs(attempt, err instanceof CalendarProviderError ? err.retryAfterMs : null))
    }
  }
}

/** Where the run stands; `starting` is a round begun in memory, recorded with its first stored page. */
interface RoundState {
  syncToken: string | null
  pageToken: string | null
  windowFrom: Date
  roundStartedAt: Date | null
  starting: { full: boolean } | null
}

const windowOf = (from: Date) => ({ from, to: new Date(from.getTime() + SYNC_WINDOW_BACK_MS + SYNC_WINDOW_AHEAD_MS) })

/**
 * Stores one page and moves the cursor in one transaction, so a crash loses at most the page in flight. The first
 * page of a round also records the round's start; the last one sweeps (full rounds) and saves the next sync token.
 */
async function storePage(
  deps: CalendarSyncDeps,
  conn: repo.SyncConnection,
  state: RoundState,
  page: ChangesPage,
  domainsOf: (tx: Db) => Promise<readonly string[]>,
): Promise<{ upserted: number; removed: number; swept: number }> {
  return deps.db.withTenant(conn.companyId, async (tx) => {
    if (state.starting) {
      state.roundStartedAt = await repo.startRound(tx, conn.id, state.starting.full ? { windowFrom: state.windowFrom } : null)
      state.starting = null
    }
    const latest = new Map<string, ChangesPage['changes'][number]>()
    for (const c of page.changes) latest.set(c.kind === 'upsert' ? c.event.providerEventId : c.providerEventId, c)
    // A cancelled event only ever updates a stored one: one never seen while live is not worth a row.
    const live = (c: ChangesPage['changes'][number]) => c.kind === 'upsert' && c.event.status === 'confirmed'
    const events = [...latest.values()].flatMap((c) => (c.kind === 'upsert' && live(c) ? [c.event] : []))
    const removed = [...latest.values()].flatMap((c) => (live(c) ? [] : [c.kind === 'upsert' ? c.event.providerEventId : c.providerEventId]))
    if (events.length > 0) {
      const owner = await repo.lockOwnerSettings(tx, conn.userId)
      const domains = await domainsOf(tx)
      const accountNames = await findAccountNamesByDomain(tx, externalDomains(events, domains, conn.userEmail))
      const ctx = {
        companyId: conn.companyId,
        userId: conn.userId,
        connectionId: conn.id,
        provider: conn.provider,
        userEmail: conn.userEmail,
        companyName: conn.companyName,
        companyDomains: domains,
        accountNames,
        owner: owner ?? { notetakerEnabled: false, flags: NO_FLAGS },
      }
      const { withChoice } = await repo.upsertEvents(
        tx,
        events.map((e) => eventRow(e, ctx)),
      )
      await refreshBotWishes(tx, { eventIds: withChoice }, domains)
    }
    await repo.markCancelled(tx, conn.userId, removed)
    let swept = 0
    if (page.nextPageToken) await repo.saveCursor(tx, conn.id, { pageToken: page.nextPageToken })
    else {
      if (state.syncToken === null) swept = await repo.cancelUnseen(tx, conn.id, windowOf(state.windowFrom), state.roundStartedAt ?? new Date())
      await repo.saveCursor(tx, conn.id, { syncToken: page.nextSyncToken })
    }
    return { upserted: events.length, removed: removed.length, swept }
  })
}

/**
 * Syncs one calendar connection: resumes a round cut short, else runs an incremental round
 * from the stored sync token, else a full listing of the window. Each page is stored with its cursor in one
 * transaction. 410 (or Graph's syncStateNotFound) restarts with a full listing; a full round then marks the window's
 * events it did not see as cancelled. A refused grant marks the connection revoked; other failures keep the cursor
 * and are thrown after the retries, so the job is retried later with back-off.
 */
export async function syncCalendarConnection(deps: CalendarSyncDeps, ref: { companyId: number; connectionId: number }): Promise<SyncResult> {
  const now = deps.now ?? (() => new Date())
  const result: SyncResult = { status: 'synced', pages: 0, upserted: 0, removed: 0, swept: 0, fullResync: false }
  const conn = await deps.db.withTenant(ref.companyId, (tx) => repo.findSyncConnection(tx, ref.connectionId))
  if (conn?.status !== 'connected') return { ...result, status: 'skipped' }
  // A connection that never held a grant is a seeded one (the demo's calendars): nothing to sync, and not revoked.
  if (!conn.accessTokenEnc && !conn.refreshTokenEnc) return { ...result, status: 'skipped' }
  const provider = deps.providers[conn.provider]
  const tokens = accessTokenSource({
    stored: conn,
    client: provider.oauthClient,
    cipher: deps.cipher,
    now,
    fetch: deps.fetch,
    save: (t) => deps.db.withTenant(conn.companyId, (tx) => repo.saveTokens(tx, conn.id, t)),
    revoked: (reason) => deps.db.withTenant(conn.companyId, (tx) => repo.markRevoked(tx, conn.id, reason)),
  })
  let domains: readonly string[] | null = null
  const domainsOf = async (tx: Db) => {
    domains ??= (await findCompanySettings(tx, conn.companyId))?.domains ?? []
    return domains
  }

  const state: RoundState = {
    syncToken: conn.syncToken,
    pageToken: conn.syncPageToken,
    windowFrom: conn.syncWindowFrom ?? new Date(0),
    roundStartedAt: conn.syncRoundStartedAt,
    starting: null,
  }
  const startRound = (full: boolean) => {
    if (full) {
      state.windowFrom = new Date(now().getTime() - SYNC_WINDOW_BACK_MS)
      state.syncToken = null
      result.fullResync = true
    }
    state.pageToken = null
    state.starting = { full }
  }
  // Resume a round cut short; otherwise start one: full when there is no token or its window has aged (the window
  // was pinned SYNC_WINDOW_BACK_MS before the listing that made the token).
  if (!state.pageToken || !state.roundStartedAt || !conn.syncWindowFrom) {
    const stale = !conn.syncWindowFrom || now().getTime() - (conn.syncWindowFrom.getTime() + SYNC_WINDOW_BACK_MS) > WINDOW_MAX_AGE_MS
    startRound(!state.syncToken || stale)
  }
  let restarted = false
  try {
    for (;;) {
      let page: ChangesPage
      try {
        page = await fetchPage(deps, provider, tokens, { window: windowOf(state.windowFrom), syncToken: state.syncToken, pageToken: state.pageToken })
      } catch (err) {
        if (err instanceof CalendarProviderError && err.kind === 'sync_expired' && !restarted) {
          restarted = true
          startRound(true)
          continue
        }
        throw err
      }
      const stored = await storePage(deps, conn, state, page, domainsOf)
      result.pages++
      result.upserted += stored.upserted
      result.removed += stored.removed
      result.swept += stored.swept
      if (!page.nextPageToken) return result
      state.pageToken = page.nextPageToken
    }
  } catch (err) {
    if (err instanceof TokenRevokedError) return { ...result, status: 'revoked', message: err.reason }
    const message = err instanceof Error ? err.message : String(err)
    const permanent = err instanceof CalendarProviderError && err.kind === 'permanent'
    await deps.db.withTenant(conn.companyId, (tx) => repo.recordSyncError(tx, conn.id, message, { final: permanent }))
    if (permanent) return { ...result, status: 'failed', message }
    throw err
  }
}
