// A small deterministic generator that fills a JSON schema (the subset OpenAI's structured outputs accept: object,
// array, string, number, integer, boolean, null, enum, const, anyOf/oneOf, type lists, local $refs) with values
// taken from the prompt, so the fake's answers are schema-valid and look like they came from the call.

export type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema | JsonSchema[]
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  $ref?: string
  $defs?: Record<string, JsonSchema>
  definitions?: Record<string, JsonSchema>
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  format?: string
  [keyword: string]: unknown
}

const TIMESTAMP = /\b\d{2}:\d{2}:\d{2}\b/g
const MAX_DEPTH = 12
const TRANSCRIPT_LINE = /^\[\d{2}:\d{2}:\d{2}\]\s*[^:]{1,80}:\s*/

/** Sentences worth quoting: the transcript lines (without their '[hh:mm:ss] Speaker (side):' prefix) when the
 * prompt has them, else its longer lines. */
function sentencesOf(prompt: string): string[] {
  const lines = prompt.split('\n').map((l) => l.trim())
  const spoken = lines.filter((l) => TRANSCRIPT_LINE.test(l)).map((l) => l.replace(TRANSCRIPT_LINE, '').trim())
  const candidates = (spoken.length > 0 ? spoken : lines).filter((l) => l.length >= 12)
  return candidates.length > 0 ? candidates : ['The participants discussed the next steps of the evaluation.']
}

export interface SampleSource {
  sentences: string[]
  timestamps: string[]
  ids: number[]
}

export function sampleSourceOf(prompt: string): SampleSource {
  const ids = [...prompt.matchAll(/\bid[ :=#]*(\d+)/gi)].map((m) => Number(m[1]))
  return { sentences: sentencesOf(prompt), timestamps: prompt.match(TIMESTAMP) ?? ['00:00:00'], ids: ids.length > 0 ? ids : [1] }
}

function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

const pick = <T>(list: T[], key: string): T => list[hash(key) % list.length] as T

function resolveRef(root: JsonSchema, ref: string): JsonSchema {
  const match = /^#\/(\$defs|definitions)\/(.+)$/.exec(ref)
  const defs = match ? (match[1] === '$defs' ? root.$defs : root.definitions) : undefined
  const target = match && defs ? defs[decodeURIComponent(match[2] as string)] : ref === '#' ? root : undefined
  if (!target) throw new Error(`Unsupported $ref ${ref}`)
  return target
}

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null') ?? 'null'
  if (schema.type) return schema.type
  if (schema.properties) return 'object'
  if (schema.items) return 'array'
  return undefined
}

function numberIn(schema: JsonSchema, integer: boolean, key: string, source: SampleSource): number {
  if (integer && /id$/i.test(key)) return pick(source.ids, key)
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 0.01) : undefined)
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 0.01) : undefined)
  const lo = min ?? (max !== undefined ? Math.min(0, max) : 0)
  const hi = max ?? Math.max(lo, 100)
  const value = lo + ((hash(key) % 1000) / 1000) * (hi - lo)
  return integer ? Math.min(Math.floor(hi), Math.max(Math.ceil(lo), Math.round(value))) : Math.round(value * 100) / 100
}

function stringFor(schema: JsonSchema, key: string, source: SampleSource): string {
  const name = key.split('.').pop() ?? key
  let text: string
  if (schema.format === 'date-time') text = '2026-01-01T00:00:00Z'
  else if (schema.format === 'date') text = '2026-01-01'
  else if (schema.format === 'email' || /email$/i.test(name)) text = 'someone@example.com'
  else if (/timestamp|time$/i.test(name)) text = pick(source.timestamps, key)
  else text = pick(source.sentences, key)
  if (schema.maxLength !== undefined) text = text.slice(0, schema.maxLength)
  if (schema.minLength !== undefined) text = text.padEnd(schema.minLength, '.')
  return text
}

/** A value valid against `schema`; `prompt` supplies the sentences, timestamps and ids it quotes. */
export function sampleFromSchema(schema: JsonSchema, prompt: string): unknown {
  const source = sampleSourceOf(prompt)
  const walk = (node: JsonSchema, key: string, depth: number): unknown => {
    if (depth > MAX_DEPTH) return null
    if (node.$ref) return walk(resolveRef(schema, node.$ref), key, depth + 1)
    if (node.const !== undefined) return node.const
    if (node.enum && node.enum.length > 0) return pick(node.enum, key)
    const branches = node.anyOf ?? node.oneOf
    if (branches) return walk(branches.find((b) => b.type !== 'null') ?? (branches[0] as JsonSchema), key, depth + 1)
    if (node.allOf) return walk(Object.assign({}, ...node.allOf) as JsonSchema, key, depth + 1)
    switch (typeOf(node)) {
      case 'object': {
        const out: Record<string, unknown> = {}
        for (const [prop, child] of Object.entries(node.properties ?? {})) out[prop] = walk(child, `${key}.${prop}`, depth + 1)
        return out
      }
      case 'array': {
        const count = Math.min(Math.max(node.minItems ?? 1, 1), node.maxItems ?? 2)
        const items = node.items
        return Array.from({ length: count }, (_, i) => walk(Array.isArray(items) ? (items[i] ?? {}) : (items ?? {}), `${key}[${i}]`, depth + 1))
      }
      case 'string':
        return stringFor(node, key, source)
      case 'integer':
        return numberIn(node, true, key, source)
      case 'number':
        return numberIn(node, false, key, source)
      case 'boolean':
        return hash(key) % 2 === 0
      case 'null':
        return null
      default:
        return pick(source.sentences, key)
    }
  }
  return walk(schema, '$', 0)
}
