import type { Database } from '../../db/client'
import type { Db } from '../../db/client'

/** Rows per read: one short transaction each, so a slow download never holds a connection (PGlite has one). */
export const EXPORT_BATCH = 5000

/**
 * The rows of an export by their keys (read first, in order, in one transaction): EXPORT_BATCH keys per read-only
 * tenant transaction (on the replica when there is one), the next batch read while this one is written (one query in
 * flight at most). A row gone since the keys were read is skipped. Shared by every list and report export.
 */
export function batchedRows<K, R>(
  db: Database,
  companyId: number,
  keys: readonly K[],
  read: (tx: Db, batch: K[]) => Promise<R[]>,
  keyOf: (row: R) => K | null,
): AsyncGenerator<R> {
  const load = (i: number) => {
    const batch = keys.slice(i, i + EXPORT_BATCH)
    const found = db.withTenantRead(companyId, (tx) => read(tx, batch))
    found.catch(() => {}) // awaited below; a download abandoned mid-way must not leave an unhandled rejection
    return { batch, found }
  }
  return (async function* () {
    let next = keys.length ? load(0) : null
    for (let i = 0; next; i += EXPORT_BATCH) {
      const { batch, found } = next
      const byKey = new Map((await found).map((r) => [keyOf(r), r]))
      next = i + EXPORT_BATCH < keys.length ? load(i + EXPORT_BATCH) : null
      for (const k of batch) {
        const r = byKey.get(k)
        if (r) yield r
      }
    }
  })()
}
