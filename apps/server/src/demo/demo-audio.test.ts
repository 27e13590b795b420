import { createHash } from 'node:crypto'
import type { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { DEMO_AUDIO_NOTE, DEMO_AUDIO_RATE, demoAudio, demoAudioHeader, demoAudioSize } from './demo-audio'

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = []
  for await (const part of stream) parts.push(part as Buffer)
  return Buffer.concat(parts)
}

/** The RIFF sub-chunks after 'WAVE', as a reader walks them. */
function chunksOf(wav: Buffer): Map<string, Buffer> {
  const found = new Map<string, Buffer>()
  let at = 12
  while (at + 8 <= wav.length) {
    const id = wav.toString('ascii', at, at + 4)
    const size = wav.readUInt32LE(at + 4)
    found.set(id, wav.subarray(at + 8, at + 8 + size))
    at += 8 + size + (size % 2)
  }
  return found
}

describe('the demo calls’ synthetic audio track', () => {
  it('is a mono 8 kHz 8-bit PCM WAV whose sizes add up', async () => {
    const wav = await bytesOf(demoAudio(30))
    expect(wav.length).toBe(demoAudioSize(30))
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF')
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8)
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE')
    const chunks = chunksOf(wav)
    const fmt = chunks.get('fmt ') as Buffer
    expect(fmt.length).toBe(16)
    expect({
      format: fmt.readUInt16LE(0),
      channels: fmt.readUInt16LE(2),
      rate: fmt.readUInt32LE(4),
      byteRate: fmt.readUInt32LE(8),
      blockAlign: fmt.readUInt16LE(12),
      bits: fmt.readUInt16LE(14),
    }).toEqual({ format: 1, channels: 1, rate: DEMO_AUDIO_RATE, byteRate: DEMO_AUDIO_RATE, blockAlign: 1, bits: 8 })
    // 30 s of samples, and the data chunk is the last thing in the file.
    expect(chunks.get('data')?.length).toBe(30 * DEMO_AUDIO_RATE)
    expect(demoAudioHeader(30 * DEMO_AUDIO_RATE).length + 30 * DEMO_AUDIO_RATE).toBe(wav.length)
  })

  it('says in its INFO chunk that it is synthetic and holds no speech', async () => {
    const info = chunksOf(await bytesOf(demoAudio(1))).get('LIST') as Buffer
    expect(info.toString('ascii', 0, 4)).toBe('INFO')
    expect(info.toString('ascii', 4, 8)).toBe('ICMT')
    expect(info.toString('ascii', 12, 12 + info.readUInt32LE(8)).replace(/\0+$/, '')).toBe(DEMO_AUDIO_NOTE)
    expect(DEMO_AUDIO_NOTE).toMatch(/synthetic/i)
    expect(DEMO_AUDIO_NOTE).toMatch(/no speech/i)
  })

  it('is the same file on every run', async () => {
    const hash = async () =>
      createHash('sha256')
        .update(await bytesOf(demoAudio(120)))
        .digest('hex')
    expect(await hash()).toBe(await hash())
  })

  it('sounds like a quiet conversation: soft bursts with pauses between them', async () => {
    const wav = await bytesOf(demoAudio(300))
    const samples = chunksOf(wav).get('data') as Buffer
    // Loudness per 100 ms window, around the 8-bit midpoint.
    const windows: number[] = []
    for (let at = 0; at < samples.length; at += DEMO_AUDIO_RATE / 10) {
      let sum = 0
      const end = Math.min(samples.length, at + DEMO_AUDIO_RATE / 10)
      for (let i = at; i < end; i++) sum += ((samples[i] as number) - 128) ** 2
      windows.push(Math.sqrt(sum / (end - at)))
    }
    const silent = windows.filter((w) => w < 0.5).length / windows.length
    const peak = samples.reduce((most, s) => Math.max(most, Math.abs(s - 128)), 0)
    // Pauses take a real share of the time but most of it is "talk"; nothing is loud (peak under a third of full scale).
    expect(silent).toBeGreaterThan(0.08)
    expect(silent).toBeLessThan(0.4)
    expect(peak).toBeGreaterThan(5)
    expect(peak).toBeLessThanOrEqual(40)
    // Pauses come and go: the track switches between silence and sound many times, not once.
    const switches = windows.slice(1).filter((w, i) => w < 0.5 !== (windows[i] as number) < 0.5).length
    expect(switches).toBeGreaterThan(40)
  })

  it('refuses a length that is not a positive whole number of seconds', () => {
    expect(() => demoAudio(0)).toThrow(/positive whole number/)
    expect(() => demoAudio(1.5)).toThrow(/positive whole number/)
  })
})
