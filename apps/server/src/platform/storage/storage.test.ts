import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { afterAll, describe, expect, it } from 'vitest'
import { createLocalStorage } from './local-storage'
import { PART_SIZE, type S3Sender, createS3Storage, parts } from './s3-storage.client'
import { assertSafeKey, safeFileName } from './storage'

const dir = mkdtempSync(path.join(tmpdir(), 'parley-storage-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('local storage', () => {
  const storage = createLocalStorage(dir)

  it('puts, stats, reads a range and deletes', async () => {
    const stored = await storage.put(Readable.from([Buffer.from('hello '), Buffer.from('world')]), 'companies/1/a/b.txt', 'text/plain')
    expect(stored.size).toBe(11)
    expect((await storage.stat('companies/1/a/b.txt'))?.size).toBe(11)
    expect(await text(await storage.get('companies/1/a/b.txt', { start: 6, end: 10 }))).toBe('world')
    expect(await text(await storage.get('companies/1/a/b.txt'))).toBe('hello world')
    await storage.delete('companies/1/a/b.txt')
    expect(await storage.stat('companies/1/a/b.txt')).toBeNull()
    await storage.delete('companies/1/a/b.txt')
  })

  it('leaves nothing behind when the stream fails', async () => {
    const failing = new Readable({
      read() {
        this.push('partial')
        this.destroy(new Error('client went away'))
      },
    })
    await expect(storage.put(failing, 'companies/1/broken.bin', 'application/octet-stream')).rejects.toThrow(/went away/)
    expect(await storage.stat('companies/1/broken.bin')).toBeNull()
    expect(readdirSync(path.join(dir, 'companies/1')).filter((f) => f.includes('broken'))).toEqual([])
  })

  it('fails on a missing object before streaming', async () => {
    await expect(storage.get('companies/1/missing.mp4')).rejects.toThrow(/ENOENT/)
  })
})

describe('storage keys', () => {
  it.each(['../etc/passwd', '/abs', 'a/../b', 'a//b', 'a/./b', ''])('refuses %j', (key) => {
    expect(() => assertSafeKey(key)).toThrow(/unsafe/)
  })

  it('turns a user file name into key characters', () => {
    expect(safeFileName('../../Zoom Call (1).vtt', 'x')).toBe('Zoom-Call-1-.vtt')
    expect(safeFileName('C:\\temp\\réunion.mp4', 'x')).toBe('reunion.mp4')
    expect(safeFileName('...', 'media')).toBe('media')
    expect(safeFileName(undefined, 'media')).toBe('media')
  })
})

describe('S3 storage', () => {
  it('regroups chunks into parts of the part size', async () => {
    const out: number[] = []
    for await (const p of parts(Readable.from([Buffer.alloc(3), Buffer.alloc(10), Buffer.alloc(1)]), 4)) out.push(p.length)
    expect(out).toEqual([4, 4, 4, 2])
  })

  function fake(): { sender: S3Sender; calls: string[] } {
    const calls: string[] = []
    return {
      calls,
      sender: {
        async send(command: object) {
          const name = command.constructor.name
          const input = (command as { input: { PartNumber?: number; ContentLength?: number } }).input
          calls.push(input.PartNumber ? `${name}#${input.PartNumber}:${input.ContentLength}` : name)
          if (name === 'CreateMultipartUploadCommand') return { UploadId: 'u1' }
          if (name === 'UploadPartCommand') return { ETag: `e${input.PartNumber}` }
          return {}
        },
      },
    }
  }
  const config = { kind: 's3' as const, bucket: 'b', region: 'us-east-1', forcePathStyle: true }

  it('sends a small file in one PUT', async () => {
    const { sender, calls } = fake()
    const stored = await createS3Storage(config, sender).put(Readable.from([Buffer.from('tiny')]), 'k/a.vtt', 'text/vtt')
    expect(stored.size).toBe(4)
    expect(calls).toEqual(['PutObjectCommand'])
  })

  it('streams a large file in parts and completes the upload', async () => {
    const { sender, calls } = fake()
    const body = Readable.from([Buffer.alloc(PART_SIZE), Buffer.alloc(PART_SIZE), Buffer.alloc(10)])
    const stored = await createS3Storage(config, sender).put(body, 'k/a.mp4', 'video/mp4')
    expect(stored.size).toBe(2 * PART_SIZE + 10)
    expect(calls).toEqual([
      'CreateMultipartUploadCommand',
      `UploadPartCommand#1:${PART_SIZE}`,
      `UploadPartCommand#2:${PART_SIZE}`,
      'UploadPartCommand#3:10',
      'CompleteMultipartUploadCommand',
    ])
  })

  it('aborts the multipart upload when the stream fails', async () => {
    const { sender, calls } = fake()
    async function* broken() {
      yield Buffer.alloc(PART_SIZE)
      yield Buffer.alloc(PART_SIZE)
      throw new Error('client went away')
    }
    await expect(createS3Storage(config, sender).put(Readable.from(broken()), 'k/a.mp4', 'video/mp4')).rejects.toThrow(/went away/)
    expect(calls.at(-1)).toBe('AbortMultipartUploadCommand')
  })
})
