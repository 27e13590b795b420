import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { type ByteRange, type Storage, type StoredObject, assertSafeKey } from './storage-contract'

/** Files under one directory (PARLEY_DATA_DIR/media by default). Content types live with the rows that point here. */
export function createLocalStorage(dir: string): Storage {
  const root = path.resolve(dir)
  const fileOf = (key: string) => {
    assertSafeKey(key)
    return path.join(root, key)
  }
  return {
    kind: 'local',
    async put(body: Readable, key: string, contentType: string): Promise<StoredObject> {
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      // Written beside the target and renamed, so a reader never sees half a file.
      const partial = `${file}.${randomUUID()}.part`
      try {
        await pipeline(body, createWriteStream(partial))
        await rename(partial, file)
      } catch (err) {
        await rm(partial, { force: true })
        throw err
      }
      return { size: (await stat(file)).size, contentType }
    },
    async get(key: string, range?: ByteRange): Promise<Readable> {
      const file = fileOf(key)
      await stat(file) // a missing file fails here, before any byte is sent
      return createReadStream(file, range ? { start: range.start, end: range.end } : {})
    },
    async stat(key: string): Promise<StoredObject | null> {
      try {
        const s = await stat(fileOf(key))
        return s.isFile() ? { size: s.size, contentType: null } : null
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw err
      }
    },
    async delete(key: string): Promise<void> {
      await rm(fileOf(key), { force: true })
    },
  }
}
