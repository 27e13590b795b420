// Pure rules of the CRM mirror: duplicates and out-of-order records (last modified wins), and the stage history
// Parley records itself on every stage change (the CRMs' own histories are not read).

export interface StoredDealState {
  id: number
  stageName: string | null
  stageChangedAt: Date | null
  crmUpdatedAt: Date | null
}

export interface IncomingDeal {
  crmId: string
  stageName: string | null
  createdAt: Date | null
  updatedAt: Date
}

export interface StageHistoryEntry {
  crmDealId: string
  fromStage: string | null
  toStage: string
  changedAt: Date
}

/** One record per CRM id, the most recently modified (a page, or a retried page, may repeat a record). */
export function latestByCrmId<T extends { crmId: string; updatedAt: Date }>(records: readonly T[]): T[] {
  const latest = new Map<string, T>()
  for (const r of records) {
    const seen = latest.get(r.crmId)
    if (!seen || r.updatedAt.getTime() >= seen.updatedAt.getTime()) latest.set(r.crmId, r)
  }
  return [...latest.values()]
}

/**
 * Which incoming deals to write and the stage history they make. A record not newer than the stored one is dropped
 * (it arrived out of order, or was read again). A new deal enters its first stage when it was created; a changed stage is
 * one history row at the record's modification time, and resets the days-in-stage clock.
 */
export function planDealWrites<T extends IncomingDeal>(
  incoming: readonly T[],
  stored: ReadonlyMap<string, StoredDealState>,
): { writes: { deal: T; stageChangedAt: Date | null }[]; history: StageHistoryEntry[] } {
  const writes: { deal: T; stageChangedAt: Date | null }[] = []
  const history: StageHistoryEntry[] = []
  for (const deal of latestByCrmId(incoming)) {
    const before = stored.get(deal.crmId)
    // Not newer than what is stored: out of order, or read again by an overlapping round.
    if (before?.crmUpdatedAt && deal.updatedAt.getTime() <= before.crmUpdatedAt.getTime()) continue
    if (!before) {
      const enteredAt = deal.createdAt ?? deal.updatedAt
      if (deal.stageName) history.push({ crmDealId: deal.crmId, fromStage: null, toStage: deal.stageName, changedAt: enteredAt })
      writes.push({ deal, stageChangedAt: deal.stageName ? enteredAt : null })
      continue
    }
    if (deal.stageName && deal.stageName !== before.stageName) {
      history.push({ crmDealId: deal.crmId, fromStage: before.stageName, toStage: deal.stageName, changedAt: deal.updatedAt })
      writes.push({ deal, stageChangedAt: deal.updatedAt })
      continue
    }
    writes.push({ deal, stageChangedAt: before.stageChangedAt })
  }
  return { writes, history }
}
