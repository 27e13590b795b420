import type { z } from 'zod'
import { TranscriptParseError } from '../transcript-errors'
import { stripBom } from '../transcript-text'
import type { TranscriptFormat } from '../transcript-types'

/** JSON.parse with the failing line in the error (V8 reports a character position; some versions the line). */
export function parseJsonText(content: string, format: TranscriptFormat | null): unknown {
  const text = stripBom(content)
  try {
    return JSON.parse(text)
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err)
    const lineCol = /line (\d+) column \d+/.exec(message)
    const position = /at position (\d+)/.exec(message)
    const line = lineCol ? Number(lineCol[1]) : position ? lineAt(text, Number(position[1])) : text.trim() ? 1 : null
    const detail = message.replace(/\s*\(line \d+ column \d+\)/, '').replace(/ in JSON at position \d+/, '')
    throw new TranscriptParseError({ format, line, reason: `not valid JSON: ${detail}` })
  }
}

function lineAt(text: string, position: number): number {
  let line = 1
  for (let i = 0; i < position && i < text.length; i++) if (text.charCodeAt(i) === 10) line++
  return line
}

/**
 * Validates parsed JSON against a vendor schema; the first problem becomes the error, named by its path
 * ('[3].words[2].start_timestamp.relative: expected number'). When the offending value is a string that occurs
 * in the file, its line is given too.
 */
export function validateJson<T>(schema: z.ZodType<T>, value: unknown, content: string, format: TranscriptFormat): T {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  const where = pathText(issue.path)
  const found = valueAt(value, issue.path)
  const line = typeof found === 'string' && found ? lineOfString(content, found) : null
  throw new TranscriptParseError({ format, line, reason: `${where ? `${where}: ` : ''}${issue.message}` })
}

export function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
    .join('')
    .replace(/^\./, '')
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined
    at = (at as Record<PropertyKey, unknown>)[key]
  }
  return at
}

/** 1-based line where the JSON string literal `value` first appears, or null. */
export function lineOfString(content: string, value: string): number | null {
  const at = content.indexOf(JSON.stringify(value))
  return at < 0 ? null : lineAt(stripBom(content), at - (content.charCodeAt(0) === 0xfeff ? 1 : 0))
}

/** The list itself, or the list under `key` of a wrapping object; anything else is returned for the schema to reject. */
export function listIn(value: unknown, key: string): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value) && Array.isArray((value as Record<string, unknown>)[key])) {
    return (value as Record<string, unknown>)[key]
  }
  return value
}
