import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { Database } from '../../db/client'
import type { Storage } from '../../platform/storage/storage'
import { FFMPEG_PATH } from './ffmpeg'

/** A few seconds of test pattern and tone made by ffmpeg's lavfi sources at test time (no binaries committed). */
export function generateMedia(dir: string, seconds: number, kind: 'video' | 'audio'): Buffer {
  const file = path.join(dir, kind === 'video' ? 'source.mp4' : 'source.wav')
  const video = ['-f', 'lavfi', '-i', `testsrc=size=160x120:rate=10:duration=${seconds}`]
  const audio = ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`]
  const args =
    kind === 'video'
      ? ['-y', '-loglevel', 'error', ...video, ...audio, '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file]
      : ['-y', '-loglevel', 'error', ...audio, file]
  const run = spawnSync(FFMPEG_PATH, args, { encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`ffmpeg could not generate test media: ${run.stderr}`)
  return readFileSync(file)
}

/** The length in seconds ffprobe reads from a file. */
export function probeSeconds(file: string): number {
  const run = spawnSync('/usr/bin/ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], { encoding: 'utf8' })
  return Number(run.stdout.trim())
}

/** Points a call at a media file in storage (as an upload would), keeping its other columns. */
export async function attachMedia(db: Database, storage: Storage, meetingId: number, key: string, content: Buffer, mediaType: string, seconds: number) {
  await storage.put(Readable.from(content), key, mediaType)
  await db.pool.query('update meetings set storage_key = $2, media_type = $3, video_duration = $4 where id = $1', [meetingId, key, mediaType, seconds])
}

/** A live call (the `nth`, from 0) of the user with the given e-mail that has transcript lines. */
export async function callOf(db: Database, email: string, nth = 0): Promise<number> {
  const { rows } = await db.pool.query<{ id: number }>(
    `select m.id from meetings m join users u on u.id = m.user_id
      where lower(u.email) = lower($1) and m.deleted_at is null and exists (select 1 from transcript_segments s where s.meeting_id = m.id)
      order by m.id limit 1 offset $2`,
    [email, nth],
  )
  const row = rows[0]
  if (!row) throw new Error(`no call of ${email}`)
  return row.id
}
