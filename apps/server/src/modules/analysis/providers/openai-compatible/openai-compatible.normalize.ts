import type { FORECAST_LEVELS, TSegment } from '@parley/shared/schemas/analysis'
import { formatTimestamp } from './openai-compatible.prompt'

// Pure readers for the loose values models return: numbers as strings, 0-1 fractions, '1:02:03.5' or '62s'
// timestamps, enums in the wrong case. Each returns our canonical value or undefined.

export const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)
export const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : [])
export const records = (v: unknown): Record<string, unknown>[] => list(v).filter(isRecord)
export const text = (v: unknown): string => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : typeof v === 'number' ? String(v) : '')
const key = (v: unknown) => text(v).toLowerCase()

export function number(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number.parseFloat(v.replace('%', '')) : Number.NaN
  return Number.isFinite(n) ? n : undefined
}

/** 0-100 integer; a fraction below 1 is read as a share (0.8 → 80). */
export function score(v: unknown): number | undefined {
  const n = number(v)
  if (n === undefined) return undefined
  const scaled = n > 0 && n < 1 ? n * 100 : n
  return Math.min(100, Math.max(0, Math.round(scaled)))
}

/** -1..1; a value on a ±100 scale is divided down. */
export function sentiment(v: unknown): number {
  const n = number(v) ?? 0
  const scaled = Math.abs(n) > 1 && Math.abs(n) <= 100 ? n / 100 : n
  return Math.min(1, Math.max(-1, scaled))
}

function seconds(part: string): number | undefined {
  const t = part.trim().replace(/^\[|\]$/g, '')
  const hms = /^(\d{1,}):(\d{1,2}):(\d{1,2})(?:[.,]\d+)?$/.exec(t)
  if (hms) return Number(hms[1]) * 3600 + Number(hms[2]) * 60 + Number(hms[3])
  const ms = /^(\d{1,3}):(\d{1,2})(?:[.,]\d+)?$/.exec(t)
  if (ms) return Number(ms[1]) * 60 + Number(ms[2])
  const s = /^(\d+(?:\.\d+)?)\s*s?$/.exec(t)
  return s ? Math.floor(Number(s[1])) : undefined
}

/**
 * 'hh:mm:ss' or 'hh:mm:ss --> hh:mm:ss' from the shapes models write (h:mm:ss, mm:ss, fractions, seconds,
 * '[…]', ranges with -, –, to). A time past the end of the call (plus a minute) is invented, so it is refused.
 */
export function timestamp(v: unknown, callEndMs = Number.POSITIVE_INFINITY): string | undefined {
  const raw = typeof v === 'number' ? String(v) : text(v)
  if (raw === '') return undefined
  const parts = raw.split(/\s*(?:-->|–|—|\bto\b|-)\s*/).filter((p) => p !== '')
  const values = parts.slice(0, 2).map(seconds)
  if (values.length === 0 || values.some((n) => n === undefined || n * 1000 > callEndMs + 60_000)) return undefined
  const [start, end] = values as number[]
  const first = formatTimestamp((start as number) * 1000)
  return end === undefined || end === start ? first : `${first} --> ${formatTimestamp(Math.max(start as number, end) * 1000)}`
}

const words = (v: string) =>
  v
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)

/** Where a quote was said: the start of the first segment that contains its first words (or is contained in it). */
export function locate(segments: TSegment[], quote: string): string | undefined {
  const q = words(quote)
  if (q.length === 0) return undefined
  const probe = q.slice(0, 8).join(' ')
  const hit = segments.find((s) => {
    const said = words(s.text).join(' ')
    return said.length > 0 && (said.includes(probe) || (said.length >= 20 && q.join(' ').includes(said)))
  })
  return hit ? formatTimestamp(hit.startMs) : undefined
}

export function forecast(v: unknown): (typeof FORECAST_LEVELS)[number] {
  const k = key(v).replace(/[^a-z ]/g, '')
  if (/^(high(ly)? likely|high|very likely)$/.test(k)) return 'High Likely'
  if (k === 'likely' || k === 'medium') return 'Likely'
  if (/^(less likely|unlikely|low|not likely)$/.test(k)) return 'Less Likely'
  return 'No forecast'
}

export function severity(v: unknown): 'High' | 'Medium' | 'Low' {
  const k = key(v)
  if (/high|critical|severe|blocker/.test(k)) return 'High'
  if (/low|minor/.test(k)) return 'Low'
  return 'Medium'
}

export function handlingGrade(v: unknown): 'Handled' | 'Partially handled' | 'Not handled' {
  const k = key(v)
  if (k.includes('partial')) return 'Partially handled'
  if (/not|unhandled|none|missed/.test(k) || k === '') return 'Not handled'
  return 'Handled'
}

export function bpGrade(v: unknown, fallbackScore: number): 'Followed' | 'Not followed' {
  if (typeof v === 'boolean') return v ? 'Followed' : 'Not followed'
  const k = key(v)
  if (k.includes('not')) return 'Not followed'
  if (k.includes('follow')) return 'Followed'
  return fallbackScore >= 50 ? 'Followed' : 'Not followed'
}

export function swotNature(v: unknown): 'strength' | 'weakness' | 'opportunity' | 'threat' | undefined {
  const k = key(v)
  return (['strength', 'weakness', 'opportunity', 'threat'] as const).find((n) => k.startsWith(n.slice(0, 5)))
}

export function side(v: unknown): 'rep' | 'prospect' | 'unknown' | undefined {
  const k = key(v)
  if (k === 'rep' || k === 'seller' || k === 'us') return 'rep'
  if (k === 'prospect' || k === 'buyer' || k === 'customer') return 'prospect'
  return k === 'unknown' ? 'unknown' : undefined
}
