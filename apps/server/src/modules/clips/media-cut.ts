import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { Storage } from '../../platform/storage/storage'
import { clipFileType } from './clips.mapper'
import { clipArgs, type FfmpegResult, runFfmpeg } from './ffmpeg'

/**
 * Cuts [startSeconds, endSeconds] of the stored file `sourceKey` into an MP4 (or M4A) stored at `targetKey`. The
 * source is only read. ffmpeg refusing the file comes back as a failed result with its reason; a storage error throws.
 */
export async function cutStoredMedia(
  storage: Storage,
  cut: { sourceKey: string; targetKey: string; startSeconds: number; endSeconds: number; audioOnly: boolean },
  ffmpegPath?: string,
): Promise<FfmpegResult> {
  const dir = await mkdtemp(path.join(tmpdir(), 'parley-cut-'))
  try {
    const input = path.join(dir, 'source')
    const output = path.join(dir, 'cut.mp4')
    // ffmpeg needs a seekable input; storage may be S3, so the call's media is copied to a temporary file first.
    await pipeline(await storage.get(cut.sourceKey), createWriteStream(input))
    const result = await runFfmpeg(clipArgs(input, output, cut.startSeconds, cut.endSeconds, cut.audioOnly), ffmpegPath)
    // The temporary path means nothing to the user who reads the reason.
    if (!result.ok) return { ok: false, reason: result.reason.replaceAll(input, 'the recording') }
    await storage.put(createReadStream(output), cut.targetKey, clipFileType(cut.targetKey))
    return result
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
