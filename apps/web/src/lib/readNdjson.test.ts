import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { readNdjson } from './readNdjson'

const ZLine = z.union([z.object({ status: z.string() }), z.object({ end: z.literal(true) })])

/** A stream that delivers the text in the given pieces, as a network answer may split it. */
function streamOf(pieces: string[]): ReadableStream<Uint8Array<ArrayBuffer>> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece))
      controller.close()
    },
  })
}

async function linesOf(pieces: string[]) {
  const lines: z.infer<typeof ZLine>[] = []
  await readNdjson(streamOf(pieces), ZLine, (line) => lines.push(line))
  return lines
}

describe('readNdjson', () => {
  it('gives each line once it is whole, however the pieces split it', async () => {
    expect(await linesOf(['{"sta', 'tus":"a"}\n{"status":"b"}\n{"e', 'nd":true}\n'])).toEqual([{ status: 'a' }, { status: 'b' }, { end: true }])
  })

  it('counts a last line without its newline', async () => {
    expect(await linesOf(['{"status":"a"}\n{"end":true}'])).toEqual([{ status: 'a' }, { end: true }])
  })

  it('skips blank lines and lines of another shape', async () => {
    expect(await linesOf(['\n{"status":"a"}\n  \n{"other":1}\n{"end":true}\n'])).toEqual([{ status: 'a' }, { end: true }])
  })

  it('keeps a character split across two pieces whole', async () => {
    const bytes = new TextEncoder().encode('{"status":"Café"}\n')
    const split = bytes.indexOf(0xc3) + 1
    const stream = new ReadableStream<Uint8Array<ArrayBuffer>>({
      start(controller) {
        controller.enqueue(bytes.slice(0, split))
        controller.enqueue(bytes.slice(split))
        controller.close()
      },
    })
    const lines: unknown[] = []
    await readNdjson(stream, ZLine, (line) => lines.push(line))
    expect(lines).toEqual([{ status: 'Café' }])
  })
})
