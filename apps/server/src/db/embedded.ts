import { accessSync, constants, mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

export interface EmbeddedPostgres {
  /** Directory holding the Unix socket; pass it as `host` to pg. */
  socketDir: string
  port: number
  /** A gzipped copy of the whole database, loadable with `loadDataDir` (tests clone a seeded template). */
  dump(): Promise<Blob>
  stop(): Promise<void>
}

/**
 * PGlite served over a Unix socket so the rest of the server speaks the ordinary wire protocol through `pg`.
 * `dataDir` undefined keeps the database in memory (tests).
 */
export async function startEmbeddedPostgres(opts: { dataDir?: string; socketDir: string; port?: number; loadDataDir?: Blob }): Promise<EmbeddedPostgres> {
  const port = opts.port ?? 5432
  for (const dir of [opts.dataDir, opts.socketDir]) if (dir) ensureWritableDirectory(dir)
  const db = await PGlite.create({ dataDir: opts.dataDir ? path.join(opts.dataDir, 'pgdata') : undefined, loadDataDir: opts.loadDataDir })
  const server = new PGLiteSocketServer({ db, path: path.join(opts.socketDir, `.s.PGSQL.${port}`), maxConnections: 1 })
  await server.start()
  return {
    socketDir: opts.socketDir,
    port,
    dump: async () => (await db.dumpDataDir('gzip')) as Blob,
    async stop() {
      await server.stop()
      await db.close()
    },
  }
}

/** Creates `dir` if needed and fails with a message a person can act on when it cannot be written. */
export function ensureWritableDirectory(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true })
    accessSync(dir, constants.W_OK)
  } catch {
    throw new StartupError(`The data directory ${path.resolve(dir)} is not writable. Set PARLEY_DATA_DIR to a writable directory or fix its permissions.`)
  }
}

/** A startup failure a person can fix; main.ts prints its message as one line and exits non-zero. */
export class StartupError extends Error {}
