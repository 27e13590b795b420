import type { CrmObjectKind } from './providers/crm-provider'

/** The steps of a round, in order: deals after accounts and contacts (they link to them), e-mails after deals. */
export const CRM_SYNC_STEPS = ['accounts', 'contacts', 'deals', 'emails', 'deleted'] as const
export type CrmSyncStep = (typeof CRM_SYNC_STEPS)[number]
export const isRecordStep = (s: CrmSyncStep): s is CrmObjectKind => s !== 'deleted'

/**
 * What crm_connections.sync_cursor holds: per step, the modification time the next round reads from; and the
 * round in progress (its step and the provider's page token), saved with every stored page so a crash resumes.
 */
export interface CrmSyncCursor {
  since: Partial<Record<CrmSyncStep, string>>
  round: {
    /** The first sync: every record, not only changes. */
    full: boolean
    startedAt: string
    step: number
    pageToken: string | null
    /** The latest modification time seen in this step (the next round's `since`). */
    maxSeen: string | null
  } | null
}

/** A first round reads from this far before its start, so records changed while it listed are read again. */
export const FULL_ROUND_OVERLAP_MS = 5 * 60_000

export function parseCrmCursor(raw: string | null): CrmSyncCursor {
  if (!raw) return { since: {}, round: null }
  try {
    const c = JSON.parse(raw) as CrmSyncCursor
    return c && typeof c === 'object' && c.since ? c : { since: {}, round: null }
  } catch {
    return { since: {}, round: null }
  }
}

/** The cursor after a step's last page: the next round reads that step from the latest change seen. */
export function finishStep(cursor: CrmSyncCursor, step: CrmSyncStep): CrmSyncCursor {
  const round = cursor.round
  if (!round) return cursor
  const next = round.full ? new Date(Date.parse(round.startedAt) - FULL_ROUND_OVERLAP_MS).toISOString() : (round.maxSeen ?? cursor.since[step] ?? null)
  const since = next ? { ...cursor.since, [step]: next } : cursor.since
  const last = round.step + 1 >= CRM_SYNC_STEPS.length
  return { since, round: last ? null : { ...round, step: round.step + 1, pageToken: null, maxSeen: null } }
}
