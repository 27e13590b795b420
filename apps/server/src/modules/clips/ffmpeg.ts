import { spawn } from 'node:child_process'

export const FFMPEG_PATH = '/usr/bin/ffmpeg'
/** A clip is at most 15 minutes; even re-encoded on a loaded 2-core machine that takes far less than this. */
const FFMPEG_TIMEOUT_MS = 10 * 60_000
const STDERR_KEEP = 4000

export interface FfmpegResult {
  ok: boolean
  /** The last lines ffmpeg wrote: the reason when it fails. */
  reason: string
}

/** Runs ffmpeg with an argument array (never a shell), keeping the tail of its log. */
export function runFfmpeg(args: string[], binary = FFMPEG_PATH): Promise<FfmpegResult> {
  return new Promise((resolve) => {
    let stderr = ''
    const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    const timer = setTimeout(() => child.kill('SIGKILL'), FFMPEG_TIMEOUT_MS)
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-STDERR_KEEP)
    })
    child.once('error', (err) => {
      clearTimeout(timer)
      resolve({ ok: false, reason: `ffmpeg could not start: ${err.message}` })
    })
    child.once('close', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) return resolve({ ok: true, reason: '' })
      const lines = stderr
        .trim()
        .split('\n')
        .filter((l) => l.trim() !== '')
      const tail = lines.slice(-2).join(' ').trim()
      resolve({ ok: false, reason: signal ? `ffmpeg was stopped (${signal}).` : `ffmpeg failed (exit ${code}): ${tail}`.slice(0, 500) })
    })
  })
}

/**
 * Cuts [start, end] seconds out of `input` into an MP4 at `output`. Re-encoded (H.264/AAC) rather than stream-copied:
 * a copy can only cut at key frames, so a clip would start up to several seconds early. Input seeking (-ss/-to
 * before -i) keeps a cut near the end of a long call fast.
 */
export function clipArgs(input: string, output: string, startSeconds: number, endSeconds: number, audioOnly: boolean): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'error',
    '-y',
    '-ss',
    startSeconds.toFixed(3),
    '-to',
    endSeconds.toFixed(3),
    '-i',
    input,
    ...(audioOnly ? ['-vn'] : ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p']),
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    output,
  ]
}
