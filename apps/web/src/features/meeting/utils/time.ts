/** 'hh:mm:ss' (or 'mm:ss' under an hour when `short`) of a number of seconds. */
export function formatClock(seconds: number, short = false): string {
  const total = Math.max(0, Math.floor(seconds))
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  const s = total % 60
  const pad = (n: number) => String(n).padStart(2, '0')
  return short && h === 0 ? `${pad(m)}:${pad(s)}` : `${pad(h)}:${pad(m)}:${pad(s)}`
}

/** '1h 05m', '42m', '35s': a call's length as the header shows it. */
export function formatDuration(seconds: number | null | undefined): string {
  if (!seconds || seconds <= 0) return '—'
  const total = Math.round(seconds)
  const h = Math.floor(total / 3600)
  const m = Math.floor((total % 3600) / 60)
  if (h > 0) return `${h}h ${String(m).padStart(2, '0')}m`
  if (m > 0) return `${m}m`
  return `${total}s`
}

/**
 * A time query option (`start`, `end`, `time`): whole or decimal seconds, or 'hh:mm:ss' / 'mm:ss'. Null when absent
 * or unreadable.
 */
export function parseTimeOption(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null
  const text = raw.trim()
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text)
  const parts = text.split(':')
  if (parts.length < 2 || parts.length > 3 || parts.some((p) => !/^\d{1,2}$/.test(p))) return null
  return parts.map(Number).reduce((acc, n) => acc * 60 + n, 0)
}
