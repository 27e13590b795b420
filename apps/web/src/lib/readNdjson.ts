import type { z } from 'zod'

/**
 * Reads newline-delimited JSON as it arrives: `onLine` gets each line that has the schema's shape, in order; blank
 * lines and lines of another shape are skipped. A last line without its newline still counts.
 */
export async function readNdjson<T>(stream: ReadableStream<BufferSource>, schema: z.ZodType<T>, onLine: (line: T) => void): Promise<void> {
  const reader = stream.pipeThrough(new TextDecoderStream()).getReader()
  let buffered = ''
  const emit = (text: string) => {
    if (text.trim() === '') return
    const line = schema.safeParse(JSON.parse(text))
    if (line.success) onLine(line.data)
  }
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    buffered += value
    const parts = buffered.split('\n')
    buffered = parts.pop() ?? ''
    for (const part of parts) emit(part)
  }
  emit(buffered)
}
