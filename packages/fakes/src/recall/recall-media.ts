import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** One file per length, made once per process: a sandbox's bots all record the same length. */
const made = new Map<number, Promise<Buffer | null>>()

function ffmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => execFile('ffmpeg', args, { timeout: 120_000 }, (err) => (err ? reject(err) : resolve())))
}

async function make(seconds: number): Promise<Buffer | null> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fake-recall-media-'))
  const out = path.join(dir, 'video.mp4')
  try {
    // A still dark frame a second and quiet pink noise: small (≈ 3 KB a second), and every player can open it.
    await ffmpeg([
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `color=c=0x1e1b4b:s=320x180:r=1:d=${seconds}`,
      '-f',
      'lavfi',
      '-i',
      `anoisesrc=c=pink:r=8000:a=0.02:d=${seconds}`,
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-tune',
      'stillimage',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '24k',
      '-shortest',
      '-movflags',
      '+faststart',
      out,
    ])
    return await readFile(out)
  } catch {
    return null
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * The recording a fake bot made: a playable MP4 of `seconds` (made with ffmpeg, the tool Parley itself needs for
 * clips), or null when ffmpeg is not installed — then the fake serves a few placeholder bytes as before.
 */
export function fakeRecordingMp4(seconds: number): Promise<Buffer | null> {
  const whole = Math.max(1, Math.round(seconds))
  let file = made.get(whole)
  if (!file) {
    file = make(whole)
    made.set(whole, file)
  }
  return file
}
