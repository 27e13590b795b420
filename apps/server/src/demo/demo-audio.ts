import { Readable } from 'node:stream'
import { createRng, type Rng } from './random'

/**
 * The synthetic audio track of the demo calls: a mono 8 kHz 8-bit PCM WAV of soft, filtered noise bursts in a
 * conversation's rhythm (turns of a few seconds, two alternating "voices", pauses between them). It carries no
 * speech; it exists so the player (speed, seeking, snippets) can be tried on demo calls.
 */
export const DEMO_AUDIO_RATE = 8000
/** Written into the file's INFO chunk, so the track says what it is wherever it ends up. */
export const DEMO_AUDIO_NOTE = 'Synthetic demo audio made by Parley: soft noise in a conversation rhythm, no speech.'

const CHUNK_BYTES = 64 * 1024
/** Envelope steps of 10 ms: smooth enough to avoid clicks, cheap enough for an hour of samples. */
const BLOCK = DEMO_AUDIO_RATE / 100
/** Target loudness, in 8-bit steps around the 128 midpoint: about -26 dBFS, quiet in headphones. */
const LOUDNESS = 6.5
const PEAK = 40

/** A RIFF chunk: id, little-endian size, body padded to an even length. */
function chunk(id: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.write(id, 0, 'ascii')
  head.writeUInt32LE(body.length, 4)
  return Buffer.concat([head, body, body.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)])
}

function infoChunk(): Buffer {
  const text = Buffer.from(`${DEMO_AUDIO_NOTE}\0`, 'ascii')
  return chunk('LIST', Buffer.concat([Buffer.from('INFO', 'ascii'), chunk('ICMT', text)]))
}

/** Everything before the samples: RIFF header, fmt, LIST/INFO with the note, and the data chunk's header. */
export function demoAudioHeader(dataBytes: number): Buffer {
  const fmt = Buffer.alloc(16)
  fmt.writeUInt16LE(1, 0) // PCM
  fmt.writeUInt16LE(1, 2) // mono
  fmt.writeUInt32LE(DEMO_AUDIO_RATE, 4)
  fmt.writeUInt32LE(DEMO_AUDIO_RATE, 8) // bytes per second
  fmt.writeUInt16LE(1, 12) // block align
  fmt.writeUInt16LE(8, 14) // bits per sample
  const dataHead = Buffer.alloc(8)
  dataHead.write('data', 0, 'ascii')
  dataHead.writeUInt32LE(dataBytes, 4)
  const body = Buffer.concat([Buffer.from('WAVE', 'ascii'), chunk('fmt ', fmt), infoChunk(), dataHead])
  const riff = Buffer.alloc(8)
  riff.write('RIFF', 0, 'ascii')
  // The RIFF size counts everything after these 8 bytes, samples (and their pad byte) included.
  riff.writeUInt32LE(body.length + dataBytes + (dataBytes % 2), 4)
  return Buffer.concat([riff, body])
}

/** Size in bytes of the track for `seconds`. */
export function demoAudioSize(seconds: number): number {
  const data = seconds * DEMO_AUDIO_RATE
  return demoAudioHeader(data).length + data + (data % 2)
}

/** The conversation: alternating turns of noise shaped like syllables, with pauses between turns. */
function createVoices(rng: Rng) {
  let voice = 0
  let inTurn = false
  let left = 0 // samples left in the current turn or pause
  let turnLength = 1
  let syllableHz = 4
  let syllablePhase = 0
  let gain = 0
  let low = 0
  let filtered = 0
  let smooth = 0.3
  // Sample noise from a plain LCG seeded once: the Rng object is too slow for 28 million draws an hour.
  let noise = rng.int(1, 0x7fffffff)
  const startTurn = () => {
    voice = 1 - voice
    inTurn = true
    turnLength = Math.round(rng.float(1.5, 7) * DEMO_AUDIO_RATE)
    left = turnLength
    syllableHz = rng.float(3.2, 5)
    syllablePhase = rng.float(0, Math.PI)
    // The two voices differ in brightness, as two people do; the gain keeps them equally loud.
    smooth = voice === 0 ? 0.22 : 0.38
    gain = LOUDNESS / Math.sqrt(smooth / (2 - smooth) / 3)
  }
  const startPause = () => {
    inTurn = false
    left = Math.round(rng.float(0.3, 1.4) * DEMO_AUDIO_RATE)
  }
  startPause()
  /** Fills `out` (offset `from`) with `count` samples of one envelope step. */
  return (out: Buffer, from: number, count: number) => {
    if (left <= 0) {
      if (inTurn) startPause()
      else startTurn()
    }
    let envelope = 0
    if (inTurn) {
      const t = (turnLength - left) / DEMO_AUDIO_RATE
      const edge = Math.min(1, (turnLength - left) / (0.05 * DEMO_AUDIO_RATE), left / (0.08 * DEMO_AUDIO_RATE))
      const syllable = Math.abs(Math.sin(Math.PI * syllableHz * t + syllablePhase))
      envelope = edge * (0.25 + 0.75 * syllable ** 1.5)
    }
    const scale = gain * envelope * 1.3
    for (let i = 0; i < count; i++) {
      // Filtered twice (one-pole low-pass): a soft rustle rather than a hiss.
      noise = (Math.imul(noise, 1664525) + 1013904223) | 0
      low += smooth * (noise / 0x80000000 - low)
      filtered += 0.5 * (low - filtered)
      const value = filtered * scale
      out[from + i] = 128 + (value > PEAK ? PEAK : value < -PEAK ? -PEAK : Math.round(value))
    }
    left -= count
  }
}

function* chunks(seconds: number): Generator<Buffer> {
  const total = seconds * DEMO_AUDIO_RATE
  yield demoAudioHeader(total)
  // Always the same stream: the file depends on its length only.
  const fill = createVoices(createRng('parley-demo-call-audio'))
  let written = 0
  while (written < total) {
    const size = Math.min(CHUNK_BYTES, total - written)
    const out = Buffer.allocUnsafe(size)
    for (let at = 0; at < size; at += BLOCK) fill(out, at, Math.min(BLOCK, size - at))
    written += size
    yield out
  }
  if (total % 2) yield Buffer.alloc(1)
}

/** The track for `seconds` (whole seconds), streamed in 64 KiB chunks so no hour of audio sits in memory. */
export function demoAudio(seconds: number): Readable {
  if (!Number.isInteger(seconds) || seconds <= 0) throw new Error(`demo audio needs a positive whole number of seconds, got ${seconds}`)
  return Readable.from(chunks(seconds), { objectMode: false })
}
