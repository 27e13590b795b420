/**
 * The SOQL subset the CRM sync sends: SELECT fields FROM object [WHERE cond AND cond …] [ORDER BY field [ASC|DESC]]
 * [LIMIT n], each condition `Field op literal` with = != > >= < <=, literals quoted strings, numbers, true/false,
 * null, and unquoted date or datetime literals. Anything else is MALFORMED_QUERY, like the real parser would say.
 */
export interface SoqlCondition {
  field: string
  op: '=' | '!=' | '>' | '>=' | '<' | '<='
  value: string | number | boolean | null
}

export interface SoqlQuery {
  fields: string[]
  object: string
  where: SoqlCondition[]
  orderBy: { field: string; desc: boolean } | null
  limit: number | null
}

export class SoqlError extends Error {}

const QUERY = /^\s*SELECT\s+(.+?)\s+FROM\s+(\w+)(?:\s+WHERE\s+(.+?))?(?:\s+ORDER\s+BY\s+(\w+)(?:\s+(ASC|DESC))?)?(?:\s+LIMIT\s+(\d+))?\s*$/i
const CONDITION = /^\s*(\w+)\s*(=|!=|>=|<=|>|<)\s*('(?:[^'\\]|\\.)*'|[\w.:+-]+)\s*$/

function literal(raw: string): SoqlCondition['value'] {
  if (raw.startsWith("'")) return raw.slice(1, -1).replace(/\\(.)/g, '$1')
  if (/^(true|false)$/i.test(raw)) return raw.toLowerCase() === 'true'
  if (/^null$/i.test(raw)) return null
  if (/^-?\d+(\.\d+)?$/.test(raw)) return Number(raw)
  if (/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2}))?$/.test(raw)) return raw
  throw new SoqlError(`unexpected token: '${raw}'`)
}

export function parseSoql(soql: string): SoqlQuery {
  const m = QUERY.exec(soql)
  if (!m) throw new SoqlError('unexpected token: could not parse the query')
  const fields = (m[1] as string).split(',').map((f) => f.trim())
  if (fields.some((f) => !/^\w+$/.test(f))) throw new SoqlError(`unexpected token in the field list: '${m[1]}'`)
  const where = m[3] ? m[3].split(/\s+AND\s+/i).map(condition) : []
  return {
    fields,
    object: m[2] as string,
    where,
    orderBy: m[4] ? { field: m[4], desc: (m[5] ?? '').toUpperCase() === 'DESC' } : null,
    limit: m[6] ? Number(m[6]) : null,
  }
}

function condition(text: string): SoqlCondition {
  const c = CONDITION.exec(text)
  if (!c) throw new SoqlError(`unexpected token: '${text.trim()}'`)
  return { field: c[1] as string, op: c[2] as SoqlCondition['op'], value: literal(c[3] as string) }
}

/** Salesforce datetimes (…+0000) and literals (…Z) as epoch ms; NaN when not a date. */
export const sfTime = (v: unknown): number => (typeof v === 'string' ? Date.parse(v.replace(/([+-]\d{2})(\d{2})$/, '$1:$2')) : Number.NaN)

function compare(a: unknown, b: SoqlCondition['value']): number {
  const ta = sfTime(a)
  const tb = sfTime(b)
  if (!Number.isNaN(ta) && !Number.isNaN(tb)) return ta - tb
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return String(a ?? '').localeCompare(String(b ?? ''))
}

export function matchesAll(record: Record<string, unknown>, where: SoqlCondition[]): boolean {
  return where.every((c) => {
    const v = record[c.field] ?? null
    if (c.value === null || typeof c.value === 'boolean') return c.op === '=' ? v === c.value : c.op === '!=' ? v !== c.value : false
    const d = compare(v, c.value)
    switch (c.op) {
      case '=':
        return d === 0
      case '!=':
        return d !== 0
      case '>':
        return d > 0
      case '>=':
        return d >= 0
      case '<':
        return d < 0
      default:
        return d <= 0
    }
  })
}

export function sortBy(records: Record<string, unknown>[], order: SoqlQuery['orderBy']): Record<string, unknown>[] {
  if (!order) return records
  const dir = order.desc ? -1 : 1
  return records.sort((a, b) => dir * compare(a[order.field], (b[order.field] ?? null) as SoqlCondition['value']))
}
