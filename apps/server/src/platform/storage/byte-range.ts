import type { ByteRange } from './storage'

export type RangeAnswer = { kind: 'full' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' }

/**
 * Reads an HTTP Range header (RFC 9110 §14) against an object of `size` bytes. One range is served (206); a
 * multi-range request gets the whole object (200), which the RFC allows and video players never send; a range
 * that is malformed or starts past the end is unsatisfiable (416).
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'full' }
  const m = /^\s*bytes\s*=\s*(.+)$/i.exec(header)
  if (!m) return { kind: 'full' } // another unit: ignore it
  const spec = (m[1] as string).trim()
  if (spec.includes(',')) return { kind: 'full' }
  const r = /^(\d*)\s*-\s*(\d*)$/.exec(spec)
  if (!r || (r[1] === '' && r[2] === '')) return { kind: 'unsatisfiable' }
  if (r[1] === '') {
    const suffix = Number(r[2])
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' }
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } }
  }
  const start = Number(r[1])
  const end = r[2] === '' ? size - 1 : Math.min(Number(r[2]), size - 1)
  if (start >= size || Number(r[2] || start) < start) return { kind: 'unsatisfiable' }
  return { kind: 'partial', range: { start, end } }
}
