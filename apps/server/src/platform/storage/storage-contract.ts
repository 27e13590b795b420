import type { Readable } from 'node:stream'

/** Keys under this prefix hold one file many recordings share (the demo's synthetic audio): never removed with one row. */
export const SHARED_MEDIA_PREFIX = 'shared/'

/** An inclusive byte range, as HTTP Range requests name them. */
export interface ByteRange {
  start: number
  end: number
}

export interface StoredObject {
  size: number
  contentType: string | null
}

/**
 * Where recordings and clips live: a local directory by default, S3-compatible when S3_BUCKET is
 * set. Keys are server-made paths such as `companies/3/meetings/<uuid>/call.mp4`; never a user's file name alone.
 */
export interface Storage {
  readonly kind: 'local' | 's3'
  /** Streams `body` to `key` and returns its size; a failed or aborted stream leaves nothing behind. */
  put(body: Readable, key: string, contentType: string): Promise<StoredObject>
  get(key: string, range?: ByteRange): Promise<Readable>
  /** null when there is no such object. */
  stat(key: string): Promise<StoredObject | null>
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/

/** Keys are relative paths of safe characters, so a key can never climb out of the media directory or bucket prefix. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) throw new Error(`unsafe storage key: ${key}`)
}

/** A file name reduced to safe key characters, keeping its extension. */
export function safeFileName(name: string | undefined, fallback: string): string {
  const cleaned = (name ?? '')
    .split(/[\\/]/)
    .pop()
    ?.normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+/, '')
    .slice(-100)
  return cleaned || fallback
}
