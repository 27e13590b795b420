import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3'
import { Readable } from 'node:stream'
import type { StorageConfig } from '../../config'
import { type ByteRange, type Storage, type StoredObject, assertSafeKey } from './storage-contract'

type S3Config = Extract<StorageConfig, { kind: 's3' }>

/** The one method of S3Client this file uses, so tests can hand in a fake. */
export interface S3Sender {
  send(command: object): Promise<unknown>
}

/** S3 needs parts of at least 5 MiB (but the last); 8 MiB keeps memory bounded to one part per upload. */
export const PART_SIZE = 8 * 1024 * 1024

/** Regroups any stream's chunks into parts of exactly `size` bytes (the last may be shorter). */
export async function* parts(body: AsyncIterable<Buffer | string>, size: number): AsyncGenerator<Buffer> {
  let held: Buffer[] = []
  let heldBytes = 0
  for await (const chunk of body) {
    let buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
    while (heldBytes + buf.length >= size) {
      const take = size - heldBytes
      held.push(buf.subarray(0, take))
      yield Buffer.concat(held)
      buf = buf.subarray(take)
      held = []
      heldBytes = 0
    }
    if (buf.length > 0) {
      held.push(buf)
      heldBytes += buf.length
    }
  }
  if (heldBytes > 0 || held.length > 0) yield Buffer.concat(held)
}

const isNotFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404
}

/** Any S3-compatible store (AWS, MinIO, R2, …). Uploads stream in parts, so a 1 GiB recording never sits in memory. */
export function createS3Storage(config: S3Config, client: S3Sender = newClient(config)): Storage {
  const Bucket = config.bucket
  return {
    kind: 's3',
    async put(body: Readable, key: string, contentType: string): Promise<StoredObject> {
      assertSafeKey(key)
      const it = parts(body, PART_SIZE)[Symbol.asyncIterator]()
      const first = await it.next()
      const second = first.done ? first : await it.next()
      if (second.done) {
        // Under one part: a single PUT.
        const whole = first.done ? Buffer.alloc(0) : first.value
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: whole, ContentType: contentType, ContentLength: whole.length }))
        return { size: whole.length, contentType }
      }
      const created = (await client.send(new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType }))) as { UploadId?: string }
      const UploadId = created.UploadId
      const done: { ETag?: string; PartNumber: number }[] = []
      let size = 0
      const upload = async (part: Buffer) => {
        const PartNumber = done.length + 1
        const answer = (await client.send(new UploadPartCommand({ Bucket, Key: key, UploadId, PartNumber, Body: part, ContentLength: part.length }))) as {
          ETag?: string
        }
        done.push({ ETag: answer.ETag, PartNumber })
        size += part.length
      }
      try {
        await upload(first.value as Buffer)
        await upload(second.value)
        for (let next = await it.next(); !next.done; next = await it.next()) await upload(next.value)
        await client.send(new CompleteMultipartUploadCommand({ Bucket, Key: key, UploadId, MultipartUpload: { Parts: done } }))
      } catch (err) {
        await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId })).catch(() => {})
        throw err
      }
      return { size, contentType }
    },
    async get(key: string, range?: ByteRange): Promise<Readable> {
      assertSafeKey(key)
      const answer = (await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }))) as {
        Body?: unknown
      }
      if (answer.Body instanceof Readable) return answer.Body
      throw new Error(`S3 returned no stream for ${key}`)
    },
    async stat(key: string): Promise<StoredObject | null> {
      assertSafeKey(key)
      try {
        const head = (await client.send(new HeadObjectCommand({ Bucket, Key: key }))) as { ContentLength?: number; ContentType?: string }
        return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? null }
      } catch (err) {
        if (isNotFound(err)) return null
        throw err
      }
    },
    async delete(key: string): Promise<void> {
      assertSafeKey(key)
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
  }
}

function newClient(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Without explicit keys the SDK's default chain applies (environment, instance role).
    credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
  })
}
